import { describe, expect, it } from 'vitest';
import { heartSchema, wishListItemSchema } from '~/models/wish-list-forms.ts';
import { findWished, splitWishListProductId, wishedKey, wishListItems, wishListProductId } from '~/models/wish-list.ts';

describe('the colour suffix rule', () => {
  it('names an item wished in a colour {productId}_{colorId}, and one without a colour by its id', () => {
    expect(wishListProductId('1010101', 'cherry')).toBe('1010101_cherry');
    expect(wishListProductId('1010101')).toBe('1010101');
    expect(wishListProductId('1010101', '')).toBe('1010101');
  });

  it('strips the suffix only when c_color names it', () => {
    expect(splitWishListProductId('1010101_cherry', 'cherry')).toEqual({ productId: '1010101', colorId: 'cherry' });
    expect(splitWishListProductId('1010101_cherry')).toEqual({ productId: '1010101_cherry' });
    expect(splitWishListProductId('1010101_cherry', 'lemon')).toEqual({ productId: '1010101_cherry' });
    expect(splitWishListProductId('_cherry', 'cherry')).toEqual({ productId: '_cherry' });
  });
});

describe('wish list items', () => {
  const list = {
    id: 'wl1',
    type: 'wish_list',
    customerProductListItems: [
      { id: 'a', productId: '111', quantity: 2, priority: 1, public: true, type: 'product' },
      { id: 'b', productId: '222_cherry', c_color: 'cherry', priority: 4, type: 'product' },
      { id: 'c', type: 'gift_certificate', quantity: 1 },
      { id: 'd', productId: '333', quantity: 0, type: 'product' },
      { id: 'e', productId: '444', priority: 1 },
    ],
  };

  it('maps product items (highest priority first, then as added), with defaults and the colour split off', () => {
    expect(wishListItems(list)).toEqual([
      { itemId: 'b', productId: '222', colorId: 'cherry', quantity: 1, priority: 4, public: false },
      { itemId: 'a', productId: '111', quantity: 2, priority: 1, public: true },
      { itemId: 'e', productId: '444', quantity: 1, priority: 1, public: false },
      { itemId: 'd', productId: '333', quantity: 1, priority: 0, public: false },
    ]);
    expect(wishListItems(undefined)).toEqual([]);
  });

  it('finds the heart’s item by product and colour', () => {
    const items = wishListItems(list);
    expect(findWished(items, '222', 'cherry')?.itemId).toBe('b');
    expect(findWished(items, '222')).toBeUndefined();
    expect(findWished(items, '111', null)?.itemId).toBe('a');
    expect(wishedKey('222', 'cherry')).toBe('222_cherry');
  });
});

describe('the wish list forms', () => {
  it('the heart accepts a product id and an optional colour, and refuses anything else', () => {
    expect(heartSchema.safeParse({ intent: 'add', productId: '1010101', color: 'cherry' }).success).toBe(true);
    expect(heartSchema.safeParse({ intent: 'add', productId: '../x' }).success).toBe(false);
    expect(heartSchema.safeParse({ intent: 'toggle', productId: '1010101' }).success).toBe(false);
    expect(heartSchema.safeParse({ intent: 'add', productId: '1010101', color: 'a b' }).success).toBe(false);
  });

  it('an item update has a quantity of 1–99, a priority of 0–5 and a public checkbox', () => {
    expect(
      wishListItemSchema.parse({ intent: 'update', itemId: 'a', quantity: '3', priority: '2', public: 'on' }),
    ).toEqual({
      intent: 'update',
      itemId: 'a',
      quantity: 3,
      priority: 2,
      public: true,
    });
    expect(wishListItemSchema.parse({ intent: 'update', itemId: 'a', quantity: '1', priority: '0' })).toMatchObject({
      public: false,
    });
    expect(wishListItemSchema.safeParse({ intent: 'update', itemId: 'a', quantity: '0', priority: '0' }).success).toBe(
      false,
    );
    expect(wishListItemSchema.safeParse({ intent: 'update', itemId: 'a', quantity: '1', priority: '6' }).success).toBe(
      false,
    );
    expect(wishListItemSchema.parse({ intent: 'move', itemId: 'a' })).toEqual({ intent: 'move', itemId: 'a' });
  });
});
