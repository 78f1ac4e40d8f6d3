import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { addToBagSchema, bagDecision, PICKUP_ONLY, soleVariantId } from '~/models/add-to-bag.ts';
import { MESSAGES } from '~/models/messages.ts';
import type { Product } from '~/models/product.ts';
import { makeMaster, makeProduct } from './helpers/product-factory.ts';

function parse(fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const entry of [value].flat()) form.append(name, entry);
  return parseWithZod(form, { schema: addToBagSchema });
}

function firstError(fields: Record<string, string | string[]>): string | undefined {
  const submission = parse(fields);
  return submission.status === 'success' ? undefined : (Object.values(submission.error ?? {}).flat()[0] ?? undefined);
}

describe('add-to-bag form', () => {
  it('accepts a product id and a whole quantity', () => {
    const submission = parse({ pid: '1010101', quantity: '2', redirectTo: '/product/10101' });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      pid: '1010101',
      quantity: 2,
      redirectTo: '/product/10101',
    });
  });

  it('refuses a missing or malformed product id', () => {
    expect(firstError({ quantity: '1' })).toBe(MESSAGES.productUnavailable);
    expect(firstError({ pid: '<script>', quantity: '1' })).toBe(MESSAGES.productUnavailable);
    expect(firstError({ pid: 'x'.repeat(101), quantity: '1' })).toBe(MESSAGES.productUnavailable);
  });

  it('refuses quantities that are not whole numbers from 1 to 999 with the spec’s words above 999', () => {
    for (const quantity of ['0', '-1', '1.5', 'abc', '', '1e2'])
      expect(firstError({ pid: '10301', quantity })).toBe(MESSAGES.quantityInvalid);
    expect(firstError({ pid: '10301', quantity: '1000' })).toBe(MESSAGES.quantityExceedsMax);
    expect(firstError({ pid: '10301', quantity: '999' })).toBeUndefined();
  });

  it('treats a repeated field as bad input', () => {
    expect(parse({ pid: ['10301', '10302'], quantity: '1' }).status).toBe('error');
  });

  it('knows the enhanced form by its response field only', () => {
    const submission = parse({ pid: '10301', quantity: '1', response: 'sheet' });
    expect(submission.status === 'success' && submission.value.response).toBe('sheet');
    expect(parse({ pid: '10301', quantity: '1', response: 'json' }).status).toBe('error');
  });
});

describe('the one add/replace rule (bagDecision)', () => {
  const today = new Date('2026-06-01T12:00:00Z');
  const decide = (product: Product | null, requested: number, inOtherLines = 0) =>
    bagDecision(product, requested, inOtherLines, today);

  it('takes a sellable item in the quantity asked for', () => {
    expect(decide(makeProduct({ stock: 10 }), 2)).toEqual({ quantity: 2 });
  });

  it('refuses what cannot be bought, whether added or replacing a line', () => {
    expect(decide(null, 1)).toEqual({ refused: MESSAGES.productUnavailable });
    expect(decide(makeMaster(), 1)).toEqual({ refused: MESSAGES.cannotAddToBag });
    expect(decide(makeProduct({ id: '4010101', kind: 'variant', flags: { isCustomMix: true } }), 1)).toEqual({
      refused: MESSAGES.cannotAddToBag,
    });
    expect(decide(makeProduct({ stock: 0, flags: { isOutOfStock: true } }), 1)).toEqual({
      refused: MESSAGES.cannotAddToBag,
    });
    expect(decide(makeProduct({ orderable: false }), 1)).toEqual({ refused: MESSAGES.cannotAddToBag });
    expect(decide(makeProduct({ flags: { isComingSoon: true } }), 1)).toEqual({ refused: MESSAGES.cannotAddToBag });
    expect(decide(makeProduct({ flags: { isInShopOnly: true } }), 1)).toEqual({ refused: MESSAGES.cannotAddToBag });
    expect(decide(makeProduct({ shipThrough: '2026-05-31' }), 1)).toEqual({ refused: MESSAGES.cannotAddToBag });
    expect(decide(makeProduct({ flags: { isPickupOnly: true } }), 1)).toEqual({ refused: PICKUP_ONLY });
  });

  it('reduces to the stock left, counting the other lines, and refuses when none is left', () => {
    expect(decide(makeProduct({ stock: 3 }), 5)).toEqual({ quantity: 3, message: MESSAGES.quantitiesReduced });
    expect(decide(makeProduct({ stock: 3 }), 2, 2)).toEqual({ quantity: 1, message: MESSAGES.quantitiesReduced });
    expect(decide(makeProduct({ stock: 3 }), 1, 3)).toEqual({ refused: MESSAGES.quantitiesLimited });
    expect(decide(makeProduct({ stock: 5000 }), 500, 600)).toEqual({ refused: MESSAGES.quantityExceedsMax });
  });

  it('refuses more than the per-order limit in words, counting the other lines only', () => {
    const poster = makeProduct({ id: '60301', stock: 6, quantityLimit: 2, flags: { isCollateral: true } });
    expect(decide(poster, 3)).toEqual({ refused: 'Sorry, you can order at most 2 of this item.' });
    expect(decide(poster, 1, 2)).toEqual({ refused: 'Sorry, you can order at most 2 of this item.' });
    expect(decide(poster, 2)).toEqual({ quantity: 2 });
    expect(decide(poster, 1, 1)).toEqual({ quantity: 1 });
  });

  it('lets a single-variant master stand for its variant only', () => {
    expect(soleVariantId(makeMaster())).toBeNull();
    expect(
      soleVariantId(
        makeMaster({ variants: [{ productId: '1010101', orderable: true, variationValues: { size: '8oz' } }] }),
      ),
    ).toBe('1010101');
    expect(soleVariantId(makeProduct())).toBeNull();
  });
});
