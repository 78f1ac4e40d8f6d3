/**
 * The registered customer's wish list (checkout spec §3, §7): the customer product list of type
 * wish_list through SCAPI shopper-customers, created on the first add. A guest's heart is kept in
 * the session (created by that POST, never by a GET) and added once the shopper has signed in.
 */
import type { AddedItem } from '~/models/add-to-bag.ts';
import type { Product } from '~/models/product.ts';
import {
  findWished,
  WISH_LIST_TYPE,
  wishedKey,
  wishListItems,
  wishListProductId,
  type ProductListReply,
  type WishListItem,
} from '~/models/wish-list.ts';
import { addToBag } from './bag.server.ts';
import type { RequestBasket } from './basket.server.ts';
import { getProducts, type CatalogScope } from './catalog.server.ts';
import { commerceProblem, passesThrough } from './commerce-errors.server.ts';
import type { ShopperSession } from './session.server.ts';

/** The customer's wish list, or undefined while they have none. */
export async function readWishList(session: ShopperSession): Promise<ProductListReply | undefined> {
  const apis = await session.apis();
  const lists = await apis.customers.getCustomerProductLists({
    parameters: { customerId: await session.customerId() },
  });
  return (lists.data as ProductListReply[] | undefined)?.find((list) => list.type === WISH_LIST_TYPE);
}

async function openWishList(session: ShopperSession): Promise<ProductListReply & { id: string }> {
  const found = await readWishList(session);
  if (found?.id) return found as ProductListReply & { id: string };
  const apis = await session.apis();
  const created = await apis.customers.createCustomerProductList({
    parameters: { customerId: await session.customerId() },
    body: { type: WISH_LIST_TYPE },
  });
  return created as ProductListReply & { id: string };
}

/**
 * The hearts' state for the page: product+colour keys of the wish list. Nothing for guests (no
 * call, no session), and nothing when the backend cannot answer: a page never fails for its hearts.
 */
export async function wishedKeys(session: ShopperSession): Promise<string[]> {
  if (!session.isRegistered) return [];
  try {
    return wishListItems(await readWishList(session)).map((item) => wishedKey(item.productId, item.colorId));
  } catch (error) {
    if (passesThrough(error)) throw error;
    console.warn('[wish list] read failed:', (error as Error)?.message ?? error);
    return [];
  }
}

/** Adds a product (in a colour) unless it is already there; the colour suffix rule names the item. */
export async function addToWishList(session: ShopperSession, productId: string, colorId?: string): Promise<void> {
  const list = await openWishList(session);
  if (findWished(wishListItems(list), productId, colorId)) return;
  const apis = await session.apis();
  await apis.customers.createCustomerProductListItem({
    parameters: { customerId: await session.customerId(), listId: list.id },
    body: {
      type: 'product',
      productId: wishListProductId(productId, colorId),
      quantity: 1,
      priority: 0,
      public: false,
      ...(colorId ? { c_color: colorId } : {}),
    } as never,
  });
}

/** Removes a product (in a colour) from the wish list; nothing to do when it is not there. */
export async function removeFromWishList(session: ShopperSession, productId: string, colorId?: string): Promise<void> {
  const list = await readWishList(session);
  const item = list?.id ? findWished(wishListItems(list), productId, colorId) : undefined;
  if (!list?.id || !item) return;
  const apis = await session.apis();
  await apis.customers.deleteCustomerProductListItem({
    parameters: { customerId: await session.customerId(), listId: list.id, itemId: item.itemId },
  });
}

export interface WishListPage {
  items: Array<WishListItem & { product: Product | null }>;
}

/** The wish list page: each item with its product (null when the catalog no longer sells it). */
export async function wishListPage(session: ShopperSession, scope: CatalogScope): Promise<WishListPage> {
  const items = wishListItems(await readWishList(session));
  const products = new Map(
    (
      await getProducts(
        scope,
        items.map((item) => item.productId),
      )
    ).map((product) => [product.id, product]),
  );
  return { items: items.map((item) => ({ ...item, product: products.get(item.productId) ?? null })) };
}

/** The customer's list and the item, or null when the item is not on their wish list. */
async function ownItem(
  session: ShopperSession,
  itemId: string,
): Promise<{ listId: string; item: WishListItem } | null> {
  const list = await readWishList(session);
  const item = wishListItems(list).find((candidate) => candidate.itemId === itemId);
  return list?.id && item ? { listId: list.id, item } : null;
}

/** Quantity, priority and public flag of one item; false when it is not on the wish list. */
export async function updateWishListItem(
  session: ShopperSession,
  itemId: string,
  change: { quantity: number; priority: number; public: boolean },
): Promise<boolean> {
  const own = await ownItem(session, itemId);
  if (!own) return false;
  const apis = await session.apis();
  await apis.customers.updateCustomerProductListItem({
    parameters: { customerId: await session.customerId(), listId: own.listId, itemId },
    body: change as never,
  });
  return true;
}

export async function deleteWishListItem(session: ShopperSession, itemId: string): Promise<boolean> {
  const own = await ownItem(session, itemId);
  if (!own) return false;
  const apis = await session.apis();
  await apis.customers.deleteCustomerProductListItem({
    parameters: { customerId: await session.customerId(), listId: own.listId, itemId },
  });
  return true;
}

/**
 * Move to bag: the item's quantity goes into the bag by the bag's add rule (stock check; a refusal
 * is a BagProblem and the item stays), then the item leaves the wish list. Null when not theirs.
 */
export async function moveWishListItemToBag(
  session: ShopperSession,
  requestBasket: RequestBasket,
  scope: CatalogScope,
  itemId: string,
): Promise<AddedItem | null> {
  const own = await ownItem(session, itemId);
  if (!own) return null;
  const added = await addToBag(session, requestBasket, scope, own.item.productId, own.item.quantity);
  const apis = await session.apis();
  await apis.customers.deleteCustomerProductListItem({
    parameters: { customerId: await session.customerId(), listId: own.listId, itemId },
  });
  return added;
}

/** A guest's heart: remembered in the session (this POST creates it) until the shopper signs in. */
export async function rememberPendingWish(session: ShopperSession, productId: string, colorId?: string): Promise<void> {
  await session.update((data) => ({ ...data, pendingWish: { productId, ...(colorId ? { colorId } : {}) } }));
}

/**
 * After sign-in: the guest's heart is added to the wish list (best effort: a failure is logged and
 * the sign-in goes on). True when an item was added.
 */
export async function addPendingWish(session: ShopperSession): Promise<boolean> {
  const pending = session.current?.pendingWish;
  if (!pending || !session.isRegistered) return false;
  await session.update(({ pendingWish: _added, ...rest }) => rest);
  try {
    await addToWishList(session, pending.productId, pending.colorId);
    return true;
  } catch (error) {
    if (passesThrough(error)) throw error;
    console.warn(
      '[wish list] pending add failed:',
      (await commerceProblem(error))?.detail ?? (error as Error)?.message ?? error,
    );
    return false;
  }
}
