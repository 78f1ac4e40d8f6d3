/** Test products: a plain, in-stock, orderable item unless the overrides say otherwise. */
import type { Product, ProductFlags, Variant } from '~/models/product.ts';

const NO_FLAGS: ProductFlags = {
  isOutOfStock: false,
  isComingSoon: false,
  isInShopOnly: false,
  isPickupOnly: false,
  isOnlineOnly: false,
  isShowBackInStock: false,
  isKosher: false,
  isDairyFree: false,
  isMeltable: false,
  isOnSale: false,
  isNew: false,
  isCustomMix: false,
  isCustomMixPiece: false,
  isGiftCard: false,
  isCollateral: false,
  unsellable: false,
};

export function makeProduct(
  overrides: Partial<Omit<Product, 'flags'>> & { flags?: Partial<ProductFlags> } = {},
): Product {
  const { flags, ...rest } = overrides;
  return {
    id: '10301',
    masterId: '10301',
    kind: 'item',
    name: 'Milk Chocolate Bar',
    brand: 'Sweet Shop',
    shortDescription: '',
    longDescription: '',
    categoryPath: [],
    images: [],
    currency: 'USD',
    price: 4.5,
    promotions: [],
    variationAttributes: [],
    variants: [],
    variationValues: {},
    stock: 100,
    orderable: true,
    minOrderQuantity: 1,
    stepQuantity: 1,
    ingredientsLinks: [],
    ...rest,
    flags: { ...NO_FLAGS, ...flags },
  };
}

const variant = (productId: string, size: string, wrap: string, orderable = true): Variant => ({
  productId,
  orderable,
  variationValues: { size, wrap },
});

/** A master shaped like the sandbox's 10101: size 8oz/1lb/2lb × wrap standard/gift. */
export function makeMaster(
  overrides: Parameters<typeof makeProduct>[0] = {},
  orderable: Partial<Record<string, boolean>> = {},
): Product {
  const ids: Array<[string, string, string]> = [
    ['1010101', '8oz', 'standard'],
    ['1010102', '8oz', 'gift'],
    ['1010103', '1lb', 'standard'],
    ['1010104', '1lb', 'gift'],
    ['1010105', '2lb', 'standard'],
    ['1010106', '2lb', 'gift'],
  ];
  return makeProduct({
    id: '10101',
    masterId: '10101',
    kind: 'master',
    name: 'Dark Chocolate Sea Salt Truffles',
    primaryCategoryId: 'dark-truffles',
    variationAttributes: [
      {
        id: 'size',
        name: 'Size',
        values: [
          { value: '8oz', name: '8 oz', orderable: true },
          { value: '1lb', name: '1 lb', orderable: true },
          { value: '2lb', name: '2 lb', orderable: true },
        ],
      },
      {
        id: 'wrap',
        name: 'Gift Wrap',
        values: [
          { value: 'standard', name: 'Standard Box', orderable: true },
          { value: 'gift', name: 'Gift Wrapped', orderable: true },
        ],
      },
    ],
    variants: ids.map(([id, size, wrap]) => variant(id, size, wrap, orderable[id] ?? true)),
    ...overrides,
  });
}
