import { describe, expect, it } from 'vitest';
import { tileAction } from '~/models/tile-action.ts';
import { makeProduct } from './helpers/product-factory.ts';

const variant = (productId: string, orderable = true) => ({
  productId,
  orderable,
  variationValues: { size: productId },
});

describe('product tile button (catalog spec §4)', () => {
  it('offers "Create a Box" for a custom mix', () => {
    expect(
      tileAction(
        makeProduct({
          kind: 'master',
          flags: { isCustomMix: true },
          variants: [variant('4010101'), variant('4010102')],
        }),
      ),
    ).toEqual({ kind: 'create-box' });
  });

  it('offers "Pick options" when there are several variants', () => {
    expect(tileAction(makeProduct({ kind: 'master', variants: [variant('1'), variant('2')] }))).toEqual({
      kind: 'pick-options',
    });
  });

  it('adds a single item, or the sole variant of a master', () => {
    expect(tileAction(makeProduct({ id: '10301' }))).toEqual({ kind: 'add', productId: '10301' });
    expect(tileAction(makeProduct({ kind: 'master', variants: [variant('1030101')] }))).toEqual({
      kind: 'add',
      productId: '1030101',
    });
  });

  it('offers nothing when it cannot be bought', () => {
    expect(tileAction(makeProduct({ orderable: false, stock: 0 }))).toEqual({ kind: 'none' });
    expect(tileAction(makeProduct({ flags: { isComingSoon: true } }))).toEqual({ kind: 'none' });
    expect(tileAction(makeProduct({ flags: { isInShopOnly: true } }))).toEqual({ kind: 'none' });
    expect(tileAction(makeProduct({ flags: { isPickupOnly: true } }))).toEqual({ kind: 'none' });
    expect(tileAction(makeProduct({ shipThrough: '2020-01-01' }))).toEqual({ kind: 'none' });
    expect(tileAction(makeProduct({ kind: 'master', variants: [variant('1', false)] }))).toEqual({ kind: 'none' });
  });

  it('treats a search hit (stock unknown) by its orderable flag', () => {
    expect(tileAction(makeProduct({ stock: null, orderable: true }))).toEqual({ kind: 'add', productId: '10301' });
    expect(tileAction(makeProduct({ stock: null, orderable: false }))).toEqual({ kind: 'none' });
  });
});
