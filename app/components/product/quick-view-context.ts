import { createContext } from 'react';
import type { Product } from '~/models/product.ts';

/** Opens the "Pick Item Options" quick view for a product; null until JS has the quick view mounted. */
export const QuickViewContext = createContext<((product: Product) => void) | null>(null);
