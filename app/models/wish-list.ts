/**
 * The wish list (checkout spec §3 "Wish list", §7 "Get or create the wish list (type wish_list)"):
 * a SCAPI customer product list whose items carry productId (with an optional colour suffix),
 * quantity, priority, public, type and c_color.
 */
export const WISH_LIST_TYPE = 'wish_list';

/** Between the product id and the colour id in a list item's productId (`1010101_cherry`). */
export const COLOR_SUFFIX_SEPARATOR = '_';

/** SCAPI's bounds for a list item (quantity 0 means "wanted, amount open"; we ask for at least 1). */
export const WISH_QUANTITY_MAX = 99;
export const WISH_PRIORITY_MAX = 5;

/**
 * The colour suffix rule: a product wished in a chosen colour is stored as `{productId}_{colorId}`
 * with the colour in c_color too, so the same product in two colours is two items.
 */
export function wishListProductId(productId: string, colorId?: string | null): string {
  return colorId ? `${productId}${COLOR_SUFFIX_SEPARATOR}${colorId}` : productId;
}

/** The product and colour an item's productId stands for; the suffix is only stripped when c_color names it. */
export function splitWishListProductId(productId: string, cColor?: unknown): { productId: string; colorId?: string } {
  const suffix = typeof cColor === 'string' && cColor ? `${COLOR_SUFFIX_SEPARATOR}${cColor}` : '';
  if (suffix && productId.endsWith(suffix) && productId.length > suffix.length)
    return { productId: productId.slice(0, -suffix.length), colorId: cColor as string };
  return { productId };
}

/** A CustomerProductListItem as SCAPI answers it (the fields we use). */
export interface ProductListItemReply {
  id?: string;
  productId?: string;
  quantity?: number;
  priority?: number;
  public?: boolean;
  type?: string;
  c_color?: unknown;
}

export interface ProductListReply {
  id?: string;
  type?: string;
  customerProductListItems?: ProductListItemReply[];
}

/** One line of the wish list page. */
export interface WishListItem {
  itemId: string;
  /** What the heart and the bag know: the product without the colour suffix. */
  productId: string;
  colorId?: string;
  quantity: number;
  priority: number;
  public: boolean;
}

/** The list's product items as the page shows them: highest priority first, then as added. */
export function wishListItems(list: ProductListReply | undefined): WishListItem[] {
  return (list?.customerProductListItems ?? [])
    .filter(
      (item): item is ProductListItemReply & { id: string; productId: string } =>
        Boolean(item.id && item.productId) && (item.type ?? 'product') === 'product',
    )
    .map((item) => ({
      itemId: item.id,
      ...splitWishListProductId(item.productId, item.c_color),
      quantity: Math.max(1, item.quantity ?? 1),
      priority: item.priority ?? 0,
      public: item.public ?? false,
    }))
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.priority - a.item.priority || a.index - b.index)
    .map(({ item }) => item);
}

/** The list's item for a product in a colour (the heart's state), if any. */
export function findWished(
  items: WishListItem[],
  productId: string,
  colorId?: string | null,
): WishListItem | undefined {
  return items.find((item) => item.productId === productId && (item.colorId ?? '') === (colorId ?? ''));
}

/** The key the page's hearts compare against: product id plus colour. */
export const wishedKey = (productId: string, colorId?: string | null) => wishListProductId(productId, colorId);

/** Priority labels for the picker (SCAPI priority is a number; 0 is "none"). */
export const PRIORITY_LABELS: Record<number, string> = {
  0: 'None',
  1: 'Lowest',
  2: 'Low',
  3: 'Medium',
  4: 'High',
  5: 'Highest',
};
