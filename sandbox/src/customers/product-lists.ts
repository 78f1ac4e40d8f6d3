import { ProblemError } from '../http/problem.ts';
import {
  customFields,
  invalidBody,
  optionalBoolean,
  optionalInteger,
  optionalString,
  type Body,
} from '../http/body.ts';

/**
 * Customer product lists (the wish list is `type: wish_list`), stored per list in
 * `customer_product_lists.doc` as the SCAPI CustomerProductList JSON.
 */
export const PRODUCT_LIST_TYPES = [
  'wish_list',
  'gift_registry',
  'shopping_list',
  'custom_1',
  'custom_2',
  'custom_3',
] as const;
export type ProductListType = (typeof PRODUCT_LIST_TYPES)[number];
const ITEM_TYPES = ['product', 'gift_certificate'] as const;

/** Not given by the spec; generous limits that keep one shopper from filling the database. */
export const MAX_LISTS_PER_CUSTOMER = 20;
export const MAX_ITEMS_PER_LIST = 200;

export interface StoredProductListItem {
  id: string;
  type: (typeof ITEM_TYPES)[number];
  productId?: string;
  quantity: number;
  priority: number;
  public: boolean;
  purchasedQuantity: number;
  [field: string]: unknown;
}

export interface StoredProductList {
  id: string;
  type: ProductListType;
  public: boolean;
  creationDate: string;
  lastModified: string;
  customerProductListItems: StoredProductListItem[];
  [field: string]: unknown;
}

export const productListNotFound = (listId: string) =>
  new ProblemError(
    404,
    'product-list-not-found',
    'Product List Not Found',
    `No product list with ID '${listId}' was found.`,
    { listId },
  );

export const productListItemNotFound = (itemId: string) =>
  new ProblemError(
    404,
    'product-list-item-not-found',
    'Product List Item Not Found',
    `No product list item with ID '${itemId}' was found.`,
    { itemId },
  );

/** The writable fields of a CustomerProductList body (create and PATCH). */
export function productListInput(body: Body, { requireType }: { requireType: boolean }): Partial<StoredProductList> {
  const input: Body = {};
  const type = optionalString(body, 'type', { max: 32 });
  if (type !== undefined) {
    if (!(PRODUCT_LIST_TYPES as readonly string[]).includes(type))
      throw invalidBody(`'type' must be one of ${PRODUCT_LIST_TYPES.join(', ')}.`);
    input.type = type;
  } else if (requireType) {
    throw invalidBody(`'type' is required.`);
  }
  const name = optionalString(body, 'name', { max: 256 });
  if (name !== undefined) input.name = name;
  const description = optionalString(body, 'description', { max: 4000 });
  if (description !== undefined) input.description = description;
  const isPublic = optionalBoolean(body, 'public');
  if (isPublic !== undefined) input.public = isPublic;
  Object.assign(input, customFields(body));
  return input as Partial<StoredProductList>;
}

export function newProductList(id: string, input: Partial<StoredProductList>, now: string): StoredProductList {
  return {
    ...input,
    id,
    type: input.type ?? 'wish_list',
    public: input.public ?? false,
    creationDate: now,
    lastModified: now,
    customerProductListItems: [],
  };
}

/** The writable fields of a CustomerProductListItem body; `create` needs a type and (for products) a productId. */
export function productListItemInput(body: Body, { create }: { create: boolean }): Partial<StoredProductListItem> {
  const input: Body = {};
  if (create) {
    const type = optionalString(body, 'type', { max: 32 }) ?? 'product';
    if (!(ITEM_TYPES as readonly string[]).includes(type))
      throw invalidBody(`'type' must be one of ${ITEM_TYPES.join(', ')}.`);
    input.type = type;
    const productId = optionalString(body, 'productId', { max: 100 });
    if (type === 'product' && !productId?.trim())
      throw invalidBody(`'productId' is required for items of type product.`);
    if (productId !== undefined) input.productId = productId.trim();
  }
  const quantity = optionalInteger(body, 'quantity', 0, 999);
  if (quantity !== undefined) input.quantity = quantity;
  const priority = optionalInteger(body, 'priority', 0, 1000);
  if (priority !== undefined) input.priority = priority;
  const isPublic = optionalBoolean(body, 'public');
  if (isPublic !== undefined) input.public = isPublic;
  Object.assign(input, customFields(body));
  return input as Partial<StoredProductListItem>;
}

export function addListItem(
  list: StoredProductList,
  id: string,
  input: Partial<StoredProductListItem>,
  now: string,
): { list: StoredProductList; item: StoredProductListItem } {
  if (list.customerProductListItems.length >= MAX_ITEMS_PER_LIST)
    throw invalidBody(`A product list holds at most ${MAX_ITEMS_PER_LIST} items.`);
  const item: StoredProductListItem = {
    ...input,
    id,
    type: input.type ?? 'product',
    quantity: input.quantity ?? 1,
    priority: input.priority ?? 0,
    public: input.public ?? false,
    purchasedQuantity: 0,
  };
  return {
    list: { ...list, lastModified: now, customerProductListItems: [...list.customerProductListItems, item] },
    item,
  };
}

export function findListItem(list: StoredProductList, itemId: string): StoredProductListItem {
  const item = list.customerProductListItems.find((candidate) => candidate.id === itemId);
  if (!item) throw productListItemNotFound(itemId);
  return item;
}

export function updateListItem(
  list: StoredProductList,
  itemId: string,
  input: Partial<StoredProductListItem>,
  now: string,
): { list: StoredProductList; item: StoredProductListItem } {
  const current = findListItem(list, itemId);
  const item = { ...current, ...input, id: current.id, type: current.type, productId: current.productId };
  if (item.productId === undefined) delete item.productId;
  return {
    list: {
      ...list,
      lastModified: now,
      customerProductListItems: list.customerProductListItems.map((candidate) =>
        candidate === current ? item : candidate,
      ),
    },
    item,
  };
}

export function removeListItem(list: StoredProductList, itemId: string, now: string): StoredProductList {
  const current = findListItem(list, itemId);
  return {
    ...list,
    lastModified: now,
    customerProductListItems: list.customerProductListItems.filter((candidate) => candidate !== current),
  };
}

/** A PATCH of a list's own fields: its id, creation date and items stay. */
export function changedProductList(
  current: StoredProductList,
  input: Partial<StoredProductList>,
  now: string,
): StoredProductList {
  return {
    ...current,
    ...input,
    id: current.id,
    creationDate: current.creationDate,
    customerProductListItems: current.customerProductListItems,
    lastModified: now,
  };
}

/** What anyone may see of a public list: only its public items, without the owner's private fields. */
export function publicProductList(list: StoredProductList): Body {
  const { customerProductListItems, ...rest } = list;
  return {
    ...rest,
    productListItems: publicProductListItems(list),
  };
}

export function publicProductListItem(item: StoredProductListItem): Body {
  return {
    id: item.id,
    type: item.type,
    priority: item.priority,
    ...(item.productId ? { productId: item.productId } : {}),
  };
}

/** A public list in the results of a search by its owner. */
export function publicProductListSummary(list: StoredProductList): Body {
  return {
    id: list.id,
    name: list.name,
    description: list.description,
    type: list.type,
    title: list.name ?? list.type,
  };
}

export function publicProductListItems(list: StoredProductList): Body[] {
  return list.customerProductListItems.filter((item) => item.public).map(publicProductListItem);
}

/** One item of a public list, if the item itself is public too. */
export function publicProductListItemOf(list: StoredProductList, itemId: string): Body {
  const item = findListItem(list, itemId);
  if (!item.public) throw productListItemNotFound(item.id);
  return publicProductListItem(item);
}
