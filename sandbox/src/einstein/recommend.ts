/**
 * What the Einstein stand-in recommends (sandbox/src/einstein/routes.ts), as a plain rule over the catalog:
 * "customers also love" an anchor product's neighbours — products sharing its categories, the most shared first,
 * then the best sellers — never the anchors themselves, variants (their master stands for them), gift cards,
 * printed materials or products only in hidden categories.
 */
import type { Catalog, ProductRecord } from '../catalog/store.ts';

/** The recommenders configured for every site, as `GET /v3/personalization/recommenders/{siteId}` lists them. */
export const RECOMMENDERS = [
  {
    name: 'customers-also-love',
    description: 'Products bought with the anchor product',
    recommenderType: 'product-to-product',
  },
  {
    name: 'recently-viewed',
    description: "The shopper's recently viewed products (kept by the storefront)",
    recommenderType: 'recently-viewed',
  },
] as const;

/** How many recommendations one answer holds. */
export const RECS_MAX = 12;

const categoriesOf = (record: ProductRecord) => (record.doc._categoryIds as string[] | undefined) ?? [];

function recommendable(catalog: Catalog, record: ProductRecord): boolean {
  if (record.kind === 'variant' || record.doc.c_isGiftCard || record.doc.c_isCollateral) return false;
  return categoriesOf(record).some((id) => catalog.categories.get(id)?.doc.c_showInMenu !== false);
}

/** The master a variant belongs to, else the product itself; null for an unknown id. */
function anchorOf(catalog: Catalog, id: string): ProductRecord | null {
  const record = catalog.products.get(id);
  if (!record) return null;
  return record.masterId ? (catalog.products.get(record.masterId) ?? record) : record;
}

/** Ids recommended for the anchor products, best first, at most `max`. */
export function alsoLoved(catalog: Catalog, anchorIds: readonly string[], max = RECS_MAX): string[] {
  const anchors = anchorIds
    .map((id) => anchorOf(catalog, id))
    .filter((record): record is ProductRecord => record !== null);
  const excluded = new Set(anchors.map((record) => record.id));
  const anchorCategories = new Set(anchors.flatMap(categoriesOf));
  const sold = (record: ProductRecord) => Number(record.doc._unitsSold ?? 0);
  return [...catalog.products.values()]
    .filter((record) => !excluded.has(record.id) && recommendable(catalog, record))
    .map((record) => ({ record, shared: categoriesOf(record).filter((id) => anchorCategories.has(id)).length }))
    .sort((a, b) => b.shared - a.shared || sold(b.record) - sold(a.record) || a.record.position - b.record.position)
    .slice(0, max)
    .map(({ record }) => record.id);
}
