import { describe, expect, it } from 'vitest';
import {
  defaultVariant,
  effectiveSelection,
  galleryImages,
  isValueDisabled,
  selectedVariant,
  selectionFromSearch,
  selectionQuery,
  selectionWith,
  sizeOffer,
} from '~/models/variants.ts';
import type { Product } from '~/models/product.ts';
import { makeMaster, makeProduct } from './helpers/product-factory.ts';

const TODAY = new Date('2026-06-15T12:00:00Z');

/** A colour master shaped like the sandbox's 20101 (colour × size). */
function colourMaster(): Product {
  return makeProduct({
    id: '20101',
    masterId: '20101',
    kind: 'master',
    variationAttributes: [
      {
        id: 'color',
        name: 'Flavor',
        values: [
          { value: 'cherry', name: 'Cherry Red', orderable: true },
          { value: 'blue-raspberry', name: 'Blue Raspberry', orderable: true },
        ],
      },
      {
        id: 'size',
        name: 'Size',
        values: [
          { value: 'single', name: 'Single', orderable: true },
          { value: 'dozen', name: 'Dozen', orderable: true },
        ],
      },
    ],
    variants: [
      { productId: '2010101', orderable: true, variationValues: { color: 'cherry', size: 'single' } },
      { productId: '2010102', orderable: true, variationValues: { color: 'cherry', size: 'dozen' } },
      { productId: '2010103', orderable: true, variationValues: { color: 'blue-raspberry', size: 'single' } },
      { productId: '2010104', orderable: true, variationValues: { color: 'blue-raspberry', size: 'dozen' } },
    ],
  });
}

const ids = (product: Product, selection: Record<string, string>) =>
  selectedVariant(product, selection, TODAY)?.productId;

describe('selectionFromSearch', () => {
  it('reads the variation attributes from the query', () => {
    expect(selectionFromSearch(makeMaster(), new URLSearchParams('size=1lb&wrap=gift'))).toEqual({
      size: '1lb',
      wrap: 'gift',
    });
  });

  it('keeps only known attributes and values', () => {
    expect(selectionFromSearch(makeMaster(), new URLSearchParams('size=5lb&wrap=gift&color=red&more=1'))).toEqual({
      wrap: 'gift',
    });
  });

  it('is empty without a query', () => {
    expect(selectionFromSearch(makeMaster(), new URLSearchParams())).toEqual({});
  });
});

describe('selectedVariant (spec: the sole variant; else the one matching all selections; else the default)', () => {
  it('the sole variant when there is only one, whatever is selected', () => {
    const product = makeProduct({
      kind: 'master',
      variants: [{ productId: '4', orderable: false, variationValues: { size: 'one' } }],
    });
    expect(ids(product, {})).toBe('4');
    expect(ids(product, { size: 'other' })).toBe('4');
  });

  it('the variant matching every selection', () => {
    expect(ids(makeMaster(), { size: '1lb', wrap: 'gift' })).toBe('1010104');
    expect(ids(makeMaster(), { size: '2lb', wrap: 'standard' })).toBe('1010105');
  });

  it('a full match is selected even when it is not orderable (the page then cannot add it)', () => {
    expect(ids(makeMaster({}, { '1010104': false }), { size: '1lb', wrap: 'gift' })).toBe('1010104');
  });

  it('a partial selection gives the default variant', () => {
    expect(ids(makeMaster(), { size: '2lb' })).toBe('1010101');
  });

  it('no selection gives the default variant', () => {
    expect(ids(makeMaster(), {})).toBe('1010101');
  });

  it('an item without variants has none', () => {
    expect(ids(makeProduct(), {})).toBeUndefined();
  });
});

describe('defaultVariant (spec: exclusions and an orderable variant)', () => {
  it('the first orderable variant', () => {
    expect(defaultVariant(makeMaster({}, { '1010101': false, '1010102': false }), TODAY)?.productId).toBe('1010103');
  });

  it('none when no variant is orderable', () => {
    const orderable = Object.fromEntries(makeMaster().variants.map((variant) => [variant.productId, false]));
    expect(defaultVariant(makeMaster({}, orderable), TODAY)).toBeUndefined();
  });

  it('none for an out-of-stock product', () => {
    expect(defaultVariant(makeMaster({ orderable: false }), TODAY)).toBeUndefined();
    expect(defaultVariant(makeMaster({ flags: { isOutOfStock: true } }), TODAY)).toBeUndefined();
    expect(defaultVariant(makeMaster({ shipThrough: '2026-01-01' }), TODAY)).toBeUndefined();
  });

  it('an out-of-stock product that is coming soon keeps its default', () => {
    expect(defaultVariant(makeMaster({ orderable: false, flags: { isComingSoon: true } }), TODAY)?.productId).toBe(
      '1010101',
    );
  });

  it.each([
    ['custom mix', { isCustomMix: true }],
    ['custom-mix piece', { isCustomMixPiece: true }],
    ['in shops only', { isInShopOnly: true }],
  ])('none for a %s product', (_label, flags) => {
    expect(defaultVariant(makeMaster({ flags }), TODAY)).toBeUndefined();
  });
});

describe('effectiveSelection', () => {
  it('no selection shows the default variant', () => {
    expect(effectiveSelection(makeMaster(), {}, TODAY)).toEqual({ size: '8oz', wrap: 'standard' });
  });

  it('a full selection is kept', () => {
    expect(effectiveSelection(makeMaster(), { size: '2lb', wrap: 'gift' }, TODAY)).toEqual({
      size: '2lb',
      wrap: 'gift',
    });
  });

  it('a partial selection (a size query gives the initial size) is completed from a variant carrying it', () => {
    const selection = effectiveSelection(makeMaster(), { size: '2lb' }, TODAY);
    expect(selection).toEqual({ size: '2lb', wrap: 'standard' });
    // …so the selected variant is the one the pickers show.
    expect(ids(makeMaster(), selection)).toBe('1010105');
  });

  it('a partial selection skips variants that cannot be ordered', () => {
    expect(effectiveSelection(makeMaster({}, { '1010103': false }), { size: '1lb' }, TODAY)).toEqual({
      size: '1lb',
      wrap: 'gift',
    });
  });

  it('a partial selection no orderable variant carries keeps the choice and fills the rest from the default', () => {
    expect(effectiveSelection(makeMaster({}, { '1010105': false, '1010106': false }), { size: '2lb' }, TODAY)).toEqual({
      size: '2lb',
      wrap: 'standard',
    });
  });

  it('an item has nothing to select', () => {
    expect(effectiveSelection(makeProduct(), {}, TODAY)).toEqual({});
  });
});

describe('isValueDisabled (spec: disabled when no orderable variant matches)', () => {
  const master = makeMaster({}, { '1010105': false, '1010106': false, '1010102': false });

  it('a value some orderable variant carries is enabled', () => {
    expect(isValueDisabled(master, 'size', '8oz')).toBe(false);
    expect(isValueDisabled(master, 'wrap', 'gift')).toBe(false);
  });

  it('a value no orderable variant carries is disabled', () => {
    expect(isValueDisabled(master, 'size', '2lb')).toBe(true);
  });

  it('an unknown value is disabled', () => {
    expect(isValueDisabled(master, 'size', '5lb')).toBe(true);
  });
});

describe('selectionWith', () => {
  it('keeps the other choices when the combination can be ordered', () => {
    expect(selectionWith(makeMaster(), { size: '8oz', wrap: 'gift' }, 'size', '1lb')).toEqual({
      size: '1lb',
      wrap: 'gift',
    });
  });

  it('replaces the other choices with those of an orderable variant when the combination cannot be ordered', () => {
    expect(selectionWith(makeMaster({}, { '1010104': false }), { size: '8oz', wrap: 'gift' }, 'size', '1lb')).toEqual({
      size: '1lb',
      wrap: 'standard',
    });
  });

  it('keeps the wanted combination when nothing with the value can be ordered', () => {
    const master = makeMaster({}, { '1010105': false, '1010106': false });
    expect(selectionWith(master, { size: '8oz', wrap: 'gift' }, 'size', '2lb')).toEqual({ size: '2lb', wrap: 'gift' });
  });

  it('choosing a colour resets the query to ?color= (spec)', () => {
    expect(selectionWith(colourMaster(), { color: 'cherry', size: 'dozen' }, 'color', 'blue-raspberry')).toEqual({
      color: 'blue-raspberry',
    });
  });
});

describe('selectionQuery', () => {
  it('lists the attributes in their order', () => {
    expect(selectionQuery(makeMaster(), { wrap: 'gift', size: '1lb' })).toBe('?size=1lb&wrap=gift');
  });

  it('leaves out unknown attributes and is empty for no selection', () => {
    expect(selectionQuery(makeMaster(), { color: 'red' })).toBe('');
    expect(selectionQuery(makeMaster(), {})).toBe('');
  });

  it('encodes values', () => {
    expect(selectionQuery(colourMaster(), { color: 'a b&c' })).toBe('?color=a+b%26c');
  });
});

describe('galleryImages (the selected colour or wrap shows its own images)', () => {
  const image = (name: string) => ({ src: `/images/products/${name}-large.svg`, alt: name });
  const product = {
    images: [image('20101-1'), image('20101-2')],
    variationImages: [
      {
        variation: [{ id: 'color', values: ['cherry'] }],
        images: [image('20101-color-cherry-1'), image('20101-color-cherry-2')],
      },
      { variation: [{ id: 'color', values: ['blue-raspberry'] }], images: [image('20101-color-blue-raspberry-1')] },
      {
        variation: [
          { id: 'wrap', values: ['gift'] },
          { id: 'size', values: ['1lb', '2lb'] },
        ],
        images: [image('20101-wrap-gift-2')],
      },
    ],
  };

  it('uses the image group of the selected value', () => {
    expect(galleryImages(product, { color: 'blue-raspberry', size: 'single' }).map((entry) => entry.src)).toEqual([
      '/images/products/20101-color-blue-raspberry-1-large.svg',
    ]);
    expect(galleryImages(product, { color: 'cherry' })[1]!.alt).toBe('20101-color-cherry-2');
  });

  it('needs every attribute of a group to match', () => {
    expect(galleryImages(product, { wrap: 'gift', size: '2lb' })[0]!.alt).toBe('20101-wrap-gift-2');
    expect(galleryImages(product, { wrap: 'gift', size: '8oz' })).toBe(product.images);
  });

  it("falls back to the master's images without a matching group or without groups", () => {
    expect(galleryImages(product, {})).toBe(product.images);
    expect(galleryImages(product, { color: 'rainbow' })).toBe(product.images);
    expect(galleryImages({ images: product.images }, { color: 'cherry' })).toBe(product.images);
  });
});

describe('sizeOffer', () => {
  const priced = (): Product => {
    const master = makeMaster({ pieceCounts: { '8oz': 12, '1lb': 24 } }, { '1010106': false });
    return { ...master, variants: master.variants.map((variant, index) => ({ ...variant, price: 20 + index })) };
  };

  it('gives the pieces of the size and the price of the variant the button leads to, the wrap kept', () => {
    expect(sizeOffer(priced(), { size: '8oz', wrap: 'gift' }, '1lb')).toEqual({ pieces: 24, price: 23 });
    expect(sizeOffer(priced(), { size: '8oz', wrap: 'standard' }, '1lb')).toEqual({ pieces: 24, price: 22 });
  });

  it('falls back to the orderable variant of that size, and leaves out what it does not know', () => {
    // 2 lb gift-wrapped cannot be ordered: the button leads to 2 lb standard (no piece count given).
    expect(sizeOffer(priced(), { size: '8oz', wrap: 'gift' }, '2lb')).toEqual({ price: 24 });
    expect(sizeOffer(makeMaster(), { size: '8oz', wrap: 'standard' }, '1lb')).toEqual({});
  });
});
