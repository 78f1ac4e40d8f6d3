/**
 * Sales materials (content spec §2 key `materials-sales-tools`, §3 "Material product", §8): the
 * products of `order-forms` by collateral group, out-of-stock ones hidden, each with a quantity
 * bounded by its stock and by its per-order limit minus what the bag already holds.
 */
import type { Product } from './product.ts';

export const MATERIAL_GROUPS = ['Seasonal Materials', 'All Year Materials', 'Other Sales Tools'] as const;
export type MaterialGroup = (typeof MATERIAL_GROUPS)[number];
export const DEFAULT_MATERIAL_GROUP: MaterialGroup = 'Other Sales Tools';
export const SALES_MATERIALS_CATEGORY = 'order-forms';

export const materialGroupOf = (group: string | undefined): MaterialGroup =>
  (MATERIAL_GROUPS as readonly string[]).includes(group ?? '') ? (group as MaterialGroup) : DEFAULT_MATERIAL_GROUP;

/** "Limit of N per order". */
export const perOrderLimitText = (limit: number) => `Limit of ${limit} per order`;
/** "X of N added to cart". */
export const addedOfLimitText = (inBag: number, limit: number) => `${inBag} of ${limit} added to cart`;

export interface MaterialView {
  id: string;
  name: string;
  description: string;
  image?: { src: string; alt: string };
  pdfUrl?: string;
  limit?: number;
  inBag: number;
  /** The most that can still be added (0: none). */
  maxAddable: number;
}

/** Out of stock: no online stock left, or not orderable. */
export const isOutOfStock = (product: Pick<Product, 'stock' | 'orderable'>) =>
  !product.orderable || (product.stock !== null && product.stock <= 0);

/** What can still be added: stock minus the bag's quantity, and the per-order limit minus it. */
export function maxAddable(stock: number | null, limit: number | undefined, inBag: number): number {
  const byStock = stock === null ? Number.POSITIVE_INFINITY : stock - inBag;
  const byLimit = limit === undefined ? Number.POSITIVE_INFINITY : limit - inBag;
  const max = Math.min(byStock, byLimit, 999);
  return Math.max(0, max);
}

export interface MaterialGroupView {
  group: MaterialGroup;
  materials: MaterialView[];
}

/** The groups in their fixed order (empty groups left out); `inBag` is the bag's quantity by product id. */
export function groupMaterials(products: readonly Product[], inBag: ReadonlyMap<string, number>): MaterialGroupView[] {
  const groups = new Map<MaterialGroup, MaterialView[]>();
  for (const product of products) {
    if (isOutOfStock(product)) continue;
    const held = inBag.get(product.id) ?? 0;
    const group = materialGroupOf(product.collateralGroup);
    const image = product.images[0];
    const view: MaterialView = {
      id: product.id,
      name: product.name,
      description: product.shortDescription,
      inBag: held,
      maxAddable: maxAddable(product.stock, product.quantityLimit, held),
      ...(image ? { image: { src: image.src, alt: image.alt } } : {}),
      ...(product.pdfUrl ? { pdfUrl: product.pdfUrl } : {}),
      ...(product.quantityLimit !== undefined ? { limit: product.quantityLimit } : {}),
    };
    groups.set(group, [...(groups.get(group) ?? []), view]);
  }
  return MATERIAL_GROUPS.filter((group) => groups.has(group)).map((group) => ({
    group,
    materials: groups.get(group)!,
  }));
}
