import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '~/models/catalog-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import {
  inlineJson,
  productCrumbs,
  productDescription,
  productJsonLd,
  productPageView,
  productTitle,
  purchasable,
  recommendable,
  truncateWords,
  withRecentlyViewed,
} from '~/models/product-page.ts';
import { tileProduct, toProduct } from '~/models/product.ts';
import { tileAction } from '~/models/tile-action.ts';
import { makeMaster, makeProduct } from './helpers/product-factory.ts';

const TODAY = new Date('2026-06-15T12:00:00Z');

describe('productPageView', () => {
  it('a master: the default variant, in stock, orderable, canonical path', () => {
    const view = productPageView(makeMaster({ stock: 1500 }), {}, null, TODAY);
    expect(view).toMatchObject({
      selection: { size: '8oz', wrap: 'standard' },
      orderId: '1010101',
      status: 'in-stock',
      availableAndOrderable: true,
      limitedInventory: false,
    });
    expect(view.stockMessage).toBeUndefined();
    expect(view.canonicalPath).toBe('/dark-truffles/10101.html');
  });

  it('reads the chosen variant’s own stock: 3 left is limited inventory and bounds the quantity', () => {
    const master = makeMaster({ stock: 1500 });
    const variant = makeProduct({ id: '1010104', masterId: '10101', kind: 'variant', stock: 3 });
    const view = productPageView(master, { size: '1lb', wrap: 'gift' }, variant, TODAY);
    expect(view.orderId).toBe('1010104');
    expect(view.stock).toBe(3);
    expect(view.limitedInventory).toBe(true);
  });

  it('ignores a variant document that is not the selected variant', () => {
    const variant = makeProduct({ id: '1010106', kind: 'variant', stock: 2 });
    expect(productPageView(makeMaster({ stock: 1500 }), { size: '1lb', wrap: 'gift' }, variant, TODAY).stock).toBe(
      1500,
    );
  });

  it('a variant that is not orderable cannot be added', () => {
    const master = makeMaster({}, { '1010104': false });
    const variant = makeProduct({ id: '1010104', kind: 'variant', stock: 0, orderable: false });
    const view = productPageView(master, { size: '1lb', wrap: 'gift' }, variant, TODAY);
    expect(view.availableAndOrderable).toBe(false);
    expect(view.stockMessage).toBe('Out of stock');
  });

  it('coming soon (30302): the spec text, nothing to add', () => {
    const view = productPageView(
      makeProduct({ id: '30302', orderable: false, stock: 0, flags: { isComingSoon: true } }),
      {},
      null,
      TODAY,
    );
    expect(view.status).toBe('coming-soon');
    expect(view.stockMessage).toBe('Coming soon');
    expect(view.availableAndOrderable).toBe(false);
    expect(view.showBackInStock).toBe(false);
  });

  it('in shops only (30601)', () => {
    const view = productPageView(makeProduct({ flags: { isInShopOnly: true } }), {}, null, TODAY);
    expect(view.stockMessage).toBe('In Shops Only');
    expect(view.availableAndOrderable).toBe(false);
  });

  it('out of stock with notify enabled (10113) shows the back-in-stock form', () => {
    const product = makeMaster(
      { orderable: false, stock: 0, flags: { isOutOfStock: true, isShowBackInStock: true } },
      { '1010101': false, '1010102': false, '1010103': false, '1010104': false, '1010105': false, '1010106': false },
    );
    const view = productPageView(product, {}, null, TODAY);
    expect(view.stockMessage).toBe('Out of stock');
    expect(view.showBackInStock).toBe(true);
    expect(view.limitedInventory).toBe(false);
    expect(view.orderId).toBe('10101');
  });

  it('out of stock without notify (10308) shows no form', () => {
    const view = productPageView(
      makeProduct({ orderable: false, stock: 0, flags: { isOutOfStock: true } }),
      {},
      null,
      TODAY,
    );
    expect(view.showBackInStock).toBe(false);
    expect(view.availableAndOrderable).toBe(false);
  });

  it('a low-stock item (10305, 4 left)', () => {
    const view = productPageView(makeProduct({ id: '10305', stock: 4 }), {}, null, TODAY);
    expect(view).toMatchObject({ orderId: '10305', stock: 4, limitedInventory: true, availableAndOrderable: true });
  });

  it('carries a per-order limit (sales material 60301)', () => {
    expect(productPageView(makeProduct({ stock: 6, quantityLimit: 2 }), {}, null, TODAY).quantityLimit).toBe(2);
  });

  it('a custom mix is started in the builder, not added (and only when in stock)', () => {
    const view = productPageView(makeProduct({ flags: { isCustomMix: true } }), {}, null, TODAY);
    expect(view.customMix).toBe(true);
    expect(view.availableAndOrderable).toBe(false);
    expect(
      productPageView(makeProduct({ orderable: false, flags: { isCustomMix: true } }), {}, null, TODAY).customMix,
    ).toBe(false);
  });

  it('unknown stock counts as plenty', () => {
    expect(productPageView(makeProduct({ stock: null }), {}, null, TODAY).stock).toBe(999);
  });
});

describe('purchasable', () => {
  it('takes stock, orderability and blocking flags from the variant', () => {
    const merged = purchasable(
      makeMaster({ stock: 100 }),
      makeProduct({ stock: 0, orderable: false, flags: { isOutOfStock: true }, shipThrough: '2026-01-01' }),
    );
    expect(merged).toMatchObject({ stock: 0, orderable: false, shipThrough: '2026-01-01' });
    expect(merged.flags.isOutOfStock).toBe(true);
  });

  it('keeps the master when there is no variant document', () => {
    const master = makeMaster();
    expect(purchasable(master, null)).toBe(master);
  });
});

describe('productCrumbs (spec: Home first — added by the component — the category path, the product last, not a link)', () => {
  it('links each category and ends with the product', () => {
    const crumbs = productCrumbs({
      name: 'Dark Chocolate Sea Salt Truffles',
      categoryPath: [
        { id: 'chocolate', name: 'Chocolate' },
        { id: 'dark-truffles', name: 'Dark Chocolate Truffles' },
      ],
    });
    expect(crumbs).toEqual([
      { name: 'Chocolate', href: '/category/chocolate' },
      { name: 'Dark Chocolate Truffles', href: '/category/dark-truffles' },
      { name: 'Dark Chocolate Sea Salt Truffles' },
    ]);
  });
});

describe('title and description', () => {
  it('uses the page title when there is one', () => {
    expect(productTitle({ pageTitle: 'Truffles!', name: 'Truffles', brand: 'Sweet Shop' })).toBe('Truffles!');
  });

  it('falls back to the display name plus the brand (spec)', () => {
    expect(productTitle({ name: 'Truffles', brand: 'Sweet Shop' })).toBe('Truffles | Sweet Shop');
    expect(productTitle({ name: 'Truffles', brand: '' })).toBe('Truffles');
  });

  it('describes with the page description, else the short description, else the name', () => {
    expect(productDescription({ pageDescription: 'Page', shortDescription: 'Short', name: 'Name' })).toBe('Page');
    expect(productDescription({ shortDescription: 'Short', name: 'Name' })).toBe('Short');
    expect(productDescription({ shortDescription: '', name: 'Name' })).toBe('Name');
  });
});

describe('truncateWords (spec: 55 words)', () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index + 1}`).join(' ');

  it('keeps 55 words whole', () => {
    expect(truncateWords(words(55))).toEqual({ head: words(55), tail: '' });
  });

  it('cuts the 56th word and after', () => {
    const { head, tail } = truncateWords(words(60));
    expect(head.split(' ')).toHaveLength(55);
    expect(head.endsWith('w55')).toBe(true);
    expect(tail).toBe('w56 w57 w58 w59 w60');
  });

  it('squeezes whitespace and handles empty text', () => {
    expect(truncateWords('  a \n b\t c ')).toEqual({ head: 'a b c', tail: '' });
    expect(truncateWords('')).toEqual({ head: '', tail: '' });
  });
});

describe('withRecentlyViewed (spec: 25)', () => {
  it('puts the product first', () => {
    expect(withRecentlyViewed(['a', 'b'], 'c')).toEqual(['c', 'a', 'b']);
    expect(withRecentlyViewed(undefined, 'c')).toEqual(['c']);
  });

  it('moves a product seen before to the front without repeating it', () => {
    expect(withRecentlyViewed(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
  });

  it('keeps 25', () => {
    const list = Array.from({ length: 25 }, (_, index) => String(index));
    const next = withRecentlyViewed(list, 'new');
    expect(next).toHaveLength(25);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('24');
  });
});

describe('recommendable (spec §4: out-of-stock items are filtered out unless coming soon)', () => {
  const products = [
    makeProduct({ id: '1' }),
    makeProduct({ id: '2', orderable: false }),
    makeProduct({ id: '3', orderable: false, flags: { isComingSoon: true } }),
    makeProduct({ id: 'self', masterId: 'self' }),
    makeProduct({ id: '4', flags: { isOutOfStock: true } }),
    makeProduct({ id: '5' }),
    makeProduct({ id: '6' }),
  ];

  it('drops out-of-stock products and the product itself, keeps coming soon', () => {
    expect(recommendable(products, 'self', 8, TODAY).map((product) => product.id)).toEqual(['1', '3', '5', '6']);
  });

  it('keeps at most the limit', () => {
    expect(recommendable(products, 'self', 2, TODAY).map((product) => product.id)).toEqual(['1', '3']);
  });
});

describe('tileProduct', () => {
  it('keeps what a tile shows and drops the rest', () => {
    const full = makeMaster({
      longDescription: 'long',
      shortDescription: 'short',
      ingredients: 'sugar',
      images: [
        { src: '/1.svg', alt: '1' },
        { src: '/2.svg', alt: '2' },
      ],
    });
    const tile = tileProduct(full);
    expect(tile).toMatchObject({
      id: '10101',
      name: full.name,
      price: full.price,
      longDescription: '',
      shortDescription: '',
      images: [{ src: '/1.svg', alt: '1' }],
    });
    expect(tile.ingredients).toBeUndefined();
    expect(tile.variationAttributes).toEqual([]);
    expect(tile.variants).toHaveLength(6);
    expect(tile.variants[0]).toEqual({
      productId: full.variants[0]!.productId,
      orderable: full.variants[0]!.orderable,
      variationValues: {},
    });
    // What the tile's button is decided from is unchanged: several variants, or the one to add.
    expect(tileAction(tile, TODAY)).toEqual({ kind: 'pick-options' });
    const single = makeMaster({ variants: full.variants.slice(0, 1) });
    expect(tileAction(tileProduct(single), TODAY)).toEqual({ kind: 'add', productId: full.variants[0]!.productId });
  });

  it('sends the e-gift card to its form rather than adding an ordinary line; a physical gift card is added', () => {
    const card = (id: string) =>
      toProduct({
        id,
        name: 'Gift Card',
        price: 50,
        orderable: true,
        c_isGiftCard: true,
        inventory: { orderable: true, ats: 10 },
      });
    expect(tileAction(card('50104'), TODAY)).toEqual({ kind: 'e-gift-card' });
    expect(tileAction(card('50102'), TODAY)).toEqual({ kind: 'add', productId: '50102' });
  });
});

describe('productJsonLd (spec: name, sku, image, description, brand, availability, price, currency, rating, review count)', () => {
  const master = makeMaster({
    brand: 'Sweet Shop Signature',
    shortDescription: 'Silky ganache truffles.',
    rating: 4.1,
    reviewCount: 90,
    price: 24.95,
    images: [
      { src: 'http://images.example/10101-1.svg', alt: '' },
      { src: '/images/2.svg', alt: '' },
    ],
  });

  it('describes the selected variant as an offer', () => {
    const master1 = {
      ...master,
      variants: master.variants.map((variant) => ({
        ...variant,
        price: variant.productId === '1010104' ? 50.95 : 24.95,
      })),
    };
    const jsonLd = productJsonLd(
      productPageView(master1, { size: '1lb', wrap: 'gift' }, null, TODAY),
      'https://shop.example',
    );
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Dark Chocolate Sea Salt Truffles',
      sku: '1010104',
      image: ['http://images.example/10101-1.svg', 'https://shop.example/images/2.svg'],
      description: 'Silky ganache truffles.',
      brand: { '@type': 'Brand', name: 'Sweet Shop Signature' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/dark-truffles/10101.html',
        availability: 'https://schema.org/InStock',
        price: '50.95',
        priceCurrency: 'USD',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.1, reviewCount: 90 },
    });
  });

  it('says OutOfStock for anything not in stock', () => {
    const view = productPageView(makeProduct({ flags: { isComingSoon: true } }), {}, null, TODAY);
    expect((productJsonLd(view, 'https://shop.example').offers as { availability: string }).availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('leaves out the rating without reviews', () => {
    expect(
      productJsonLd(productPageView(makeProduct(), {}, null, TODAY), 'https://shop.example').aggregateRating,
    ).toBeUndefined();
  });
});

describe('inlineJson', () => {
  it('escapes < so the text cannot close the script element', () => {
    const json = inlineJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('messages', () => {
  it('the spec’s product-page texts are verbatim', () => {
    expect(CATALOG_MESSAGES.viewMore).toBe('View more...');
    expect(CATALOG_MESSAGES.viewLess).toBe('View less');
    expect(MESSAGES.pickItemOptions).toBe('Pick Item Options');
    expect(CATALOG_MESSAGES.customersAlsoLove).toBe('Customers Also Love');
    expect(CATALOG_MESSAGES.recentlyViewed).toBe('Recently Viewed');
  });
});
