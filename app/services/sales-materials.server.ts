/** Sales materials (content spec §8): the `order-forms` products with their stock, and the bag's quantities. */
import { groupMaterials, SALES_MATERIALS_CATEGORY, type MaterialGroupView } from '~/models/sales-materials.ts';
import { loadBag } from './bag.server.ts';
import type { RequestBasket } from './basket.server.ts';
import { getProducts, searchProducts, type CatalogScope } from './catalog.server.ts';

export async function loadSalesMaterials(
  scope: CatalogScope,
  requestBasket: RequestBasket,
): Promise<MaterialGroupView[]> {
  const [search, bag] = await Promise.all([
    searchProducts(scope, { refine: [`cgid=${SALES_MATERIALS_CATEGORY}`], offset: 0, limit: 200 }),
    loadBag(requestBasket, scope),
  ]);
  // The search hit has no stock: the products call has it (inventory.ats).
  const products = await getProducts(
    scope,
    search.hits.map((hit) => hit.id),
  );
  const inBag = new Map<string, number>();
  for (const line of bag.lines) inBag.set(line.productId, (inBag.get(line.productId) ?? 0) + line.quantity);
  return groupMaterials(products, inBag);
}
