import { createContext } from 'react';
import type { AddedItem } from '~/models/add-to-bag.ts';
import type { Product } from '~/models/product.ts';

/** Opens the "Pick Item Options" quick view for a product; null until JS has the quick view mounted. */
export const QuickViewContext = createContext<((product: Product) => void) | null>(null);

/**
 * Opens the "Added to Your Bag" sheet for what was just added; `opener` takes the focus back when the
 * sheet closes (from the quick view, the quick view's own opener does, as the quick view closes first).
 */
export const AddedToBagContext = createContext<((added: AddedItem, opener: HTMLElement | null) => void) | null>(null);
