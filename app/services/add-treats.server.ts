/**
 * The "Add Treats" sheet's data (catalog spec §4 shipping promotions sheet): the bag's banner toward the nearest
 * approaching discount and the treats that close the gap (models/add-treats.ts), read from the configured category.
 */
import { gapToNearestDiscount, treatsToOffer, type AddTreatsView } from '~/models/add-treats.ts';
import { discountBanner } from '~/models/bag.ts';
import type { Basket } from '~/models/basket.ts';
import { ADD_TREATS_CATEGORY, ADD_TREATS_SEARCH_LIMIT } from '~/models/bag-constants.ts';
import type { RequestBasket } from './basket.server.ts';
import { searchProducts, type CatalogScope } from './catalog.server.ts';

export async function addTreatsView(requestBasket: RequestBasket, scope: CatalogScope): Promise<AddTreatsView> {
  const [basket, found] = await Promise.all([
    requestBasket.current() as Promise<Basket | null>,
    searchProducts(scope, { refine: [`cgid=${ADD_TREATS_CATEGORY}`], offset: 0, limit: ADD_TREATS_SEARCH_LIMIT }),
  ]);
  return {
    banner: basket?.productItems?.length ? discountBanner(basket) : null,
    treats: treatsToOffer(found.hits, gapToNearestDiscount(basket)),
  };
}
