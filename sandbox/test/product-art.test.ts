import { describe, expect, it } from 'vitest';
import { buildCatalog, variationShots } from '../src/catalog/build.ts';
import { artKind, CHOCOLATE, flavourPalette, luminance } from '../src/catalog/flavours.ts';
import { productSvg, shotOf, swatchSvg } from '../src/catalog/product-art.ts';

describe('flavourPalette (the colours of a product image come from its flavour words)', () => {
  it('reads the chocolate from dark, midnight, milk and white', () => {
    expect(flavourPalette('bar', 'Dark Chocolate Bar 70%').body).toBe(CHOCOLATE.dark);
    expect(flavourPalette('truffle', 'Midnight Mint Truffles').body).toBe(CHOCOLATE.dark);
    expect(flavourPalette('truffle', 'Milk Chocolate Hazelnut Truffles').body).toBe(CHOCOLATE.milk);
    expect(flavourPalette('truffle', 'White Chocolate Lemon Truffles').body).toBe(CHOCOLATE.white);
  });

  it('gives mint green and white, raspberry red-pink, lemon yellow, espresso a dusting', () => {
    const mint = flavourPalette('truffle', 'Midnight Mint Truffles');
    expect(mint).toMatchObject({ accent: '#7fd1a8', accent2: '#ffffff', topping: 'drizzle' });
    const raspberry = flavourPalette('bar', 'Raspberry Dark Bar');
    expect(raspberry.accent).toBe('#d6336c');
    expect(raspberry.body).toBe(CHOCOLATE.dark);
    expect(flavourPalette('drop', 'Lemon Drops').body).toBe('#f5d33b');
    expect(flavourPalette('truffle', 'Espresso Dark Truffles').topping).toBe('dust');
    expect(flavourPalette('truffle', 'Dark Chocolate Sea Salt Truffles').topping).toBe('flakes');
    expect(flavourPalette('lollipop', 'Rainbow Swirl Pop').multi).toBe(true);
  });

  it('lets a colour value win over the product name, and knows blue raspberry from raspberry', () => {
    expect(flavourPalette('lollipop', 'Blue Raspberry', 'Strawberry Lollipops').body).toBe('#2f86de');
    expect(flavourPalette('lollipop', 'Cherry Red', 'Strawberry Lollipops').body).toBe('#b0102c');
    expect(flavourPalette('lollipop', 'Strawberry Lollipops').body).toBe('#e63950');
  });

  it('puts near-white flavours in a brown box, never a white one', () => {
    expect(flavourPalette('truffle', 'Milk Chocolate Vanilla Truffles').pack).toBe('#5b2a1c');
    expect(luminance(flavourPalette('bar', 'Toasted Coconut Bark').pack)).toBeLessThan(0.5);
  });
});

describe('artKind (what a product image shows)', () => {
  it('draws bark, gummies and the other kinds by family and name', () => {
    expect(artKind('bar', 'Peppermint Bark')).toBe('bark');
    expect(artKind('bar', 'Milk Chocolate Bar')).toBe('bar');
    expect(artKind('hardCandy', 'Fruit Sours Tin')).toBe('gummy');
    expect(artKind('hardCandy', 'Lemon Drops')).toBe('drop');
    expect(artKind('gift', 'Holiday Gift Tower')).toBe('giftSet');
    expect(artKind('giftCard', '$25 Sweet Shop Gift Card')).toBe('giftCard');
    expect(artKind('piece', 'Raspberry Cream Piece')).toBe('truffle');
  });

  it('gives every seeded product a kind', () => {
    const kinds = new Set(buildCatalog().products.map((row) => (row.doc._art as { kind: string }).kind));
    expect(kinds).toEqual(
      new Set([
        'truffle',
        'bar',
        'bark',
        'box',
        'cluster',
        'lollipop',
        'drop',
        'gummy',
        'giftSet',
        'giftCard',
        'paper',
      ]),
    );
  });
});

describe('productSvg', () => {
  const art = {
    label: 'Nuts & Chews <Box>',
    kind: 'box' as const,
    palette: flavourPalette('box', 'Nuts & Chews Assortment'),
    viewType: 'small',
    seed: '10202',
  };

  it('draws a sized, deterministic picture with its name only as the accessible name', () => {
    const svg = productSvg({ ...art, ...shotOf(1) });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="160" height="160" viewBox="0 0 400 400" role="img" aria-label="Nuts &amp; Chews &lt;Box&gt;">/,
    );
    expect(svg).not.toContain('<text');
    expect(svg).toContain('radialGradient');
    expect(productSvg({ ...art, ...shotOf(1) })).toBe(svg);
  });

  it('draws hero, package and close-up, then mirrors them for images 4 to 6', () => {
    expect([1, 2, 3, 4].map(shotOf)).toEqual([
      { shot: 'hero', mirrored: false },
      { shot: 'package', mirrored: false },
      { shot: 'closeup', mirrored: false },
      { shot: 'hero', mirrored: true },
    ]);
    const pictures = new Set([1, 2, 3, 4].map((index) => productSvg({ ...art, ...shotOf(index) })));
    expect(pictures.size).toBe(4);
  });

  it('gift-wraps the packaging shot', () => {
    const boxed = productSvg({ ...art, shot: 'package' });
    const wrapped = productSvg({ ...art, shot: 'package', wrap: 'gift' });
    expect(wrapped).not.toBe(boxed);
    expect(wrapped).toContain('<pattern');
    expect(swatchSvg('Gift Wrapped', art.palette, 'gift')).toContain('width="64" height="38"');
  });
});

describe('variationShots (the images of a colour or wrap value)', () => {
  it('shows a colour in every image and leads a gift wrap with its packaging shot', () => {
    expect(variationShots('color', 'cherry', 3)).toEqual([1, 2, 3]);
    expect(variationShots('wrap', 'standard', 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(variationShots('wrap', 'gift', 3)).toEqual([2, 1, 3]);
    expect(variationShots('wrap', 'gift', 1)).toEqual([2, 1]);
  });
});
