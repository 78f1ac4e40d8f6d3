import { describe, expect, it } from 'vitest';
import { responsiveSrcSet, tileProduct, toProduct } from '~/models/product.ts';
import fixtures from './fixtures/sandbox-products.json' with { type: 'json' };

/** Payloads captured from the sandbox (shopper-products getProduct, shopper-search hits); see fixtures/. */
const { master10101, sale10305, fundraisingMaster10101, hitSale10305, fundraisingHit10101 } = fixtures;

describe('toProduct on a shopper-products master (10101)', () => {
  const product = toProduct(master10101);

  it('reads identity, names and descriptions', () => {
    expect(product).toMatchObject({
      id: '10101',
      masterId: '10101',
      kind: 'master',
      name: 'Dark Chocolate Sea Salt Truffles',
      brand: 'Sweet Shop Signature',
      pageTitle: 'Dark Chocolate Sea Salt Truffles | Sweet Shop Signature',
      pageDescription: 'Dark Chocolate Sea Salt Truffles: silky ganache truffles, hand-rolled and dusted in cocoa.',
      primaryCategoryId: 'dark-truffles',
      badge: 'Best Seller',
      rating: 4.1,
      reviewCount: 90,
      currency: 'USD',
    });
    expect(product.longDescription).toMatch(/^Dark Chocolate Sea Salt Truffles — silky ganache/);
    expect(product.ingredients).toMatch(/^Chocolate \(sugar/);
  });

  it('reads the price range and no sale price', () => {
    expect(product.price).toBe(24.95);
    expect(product.priceMax).toBe(89.95);
    expect(product.standardPrice).toBeUndefined();
    expect(product.flags.isOnSale).toBe(false);
  });

  it('reads the six large images only, with their alt texts', () => {
    expect(product.images).toHaveLength(6);
    expect(product.variationImages).toBeUndefined();
    expect(product.images[0]).toEqual({
      src: expect.stringMatching(/10101-1-large\.svg$/),
      alt: 'Dark Chocolate Sea Salt Truffles, image 1',
    });
  });

  it('reads variation attributes with swatches and the variants with their prices', () => {
    expect(product.variationAttributes.map((attribute) => attribute.id)).toEqual(['size', 'wrap']);
    expect(product.variationAttributes[0]!.values.map((value) => value.value)).toEqual(['8oz', '1lb', '2lb']);
    expect(product.variationAttributes[1]!.values[1]).toMatchObject({
      value: 'gift',
      name: 'Gift Wrapped',
      orderable: true,
      swatch: { alt: 'Gift Wrapped' },
    });
    expect(product.variants).toHaveLength(6);
    expect(product.variants[3]).toEqual({
      productId: '1010104',
      orderable: true,
      variationValues: { size: '1lb', wrap: 'gift' },
      price: 50.95,
    });
  });

  it('reads stock, flags, promotions and the category path', () => {
    expect(product.stock).toBe(1502);
    expect(product.orderable).toBe(true);
    expect(product.flags).toMatchObject({
      isKosher: true,
      isMeltable: true,
      isDairyFree: false,
      isOutOfStock: false,
      isComingSoon: false,
    });
    expect(product.promotions).toEqual([
      { id: 'truffles-3-for-2', callout: 'Buy 3 truffle boxes, get the cheapest free' },
      { id: 'free-shipping-75', callout: 'Free standard shipping on orders over $75' },
    ]);
    expect(product.categoryPath.map((crumb) => crumb.id)).toEqual([
      'chocolate',
      'chocolate-boxes',
      'truffles',
      'dark-truffles',
    ]);
    expect(product.minOrderQuantity).toBe(1);
    expect(product.stepQuantity).toBe(1);
  });

  it('has no fundraising price on the main shop', () => {
    expect(product.fundraisingPrice).toBeUndefined();
  });
});

describe('toProduct on a sale item (10305: 5.25 → 3.68, 4 left)', () => {
  const product = toProduct(sale10305);

  it('takes the sale price and keeps the list price as the standard price', () => {
    expect(product.kind).toBe('item');
    expect(product.price).toBe(3.68);
    expect(product.standardPrice).toBe(5.25);
    expect(product.flags.isOnSale).toBe(true);
    expect(product.priceMax).toBeUndefined();
  });

  it('reads its stock', () => {
    expect(product.stock).toBe(4);
    expect(product.orderable).toBe(true);
  });
});

describe('toProduct on search hits', () => {
  it('reads a sale hit: the standard price from the list price book range, stock unknown', () => {
    const product = toProduct(hitSale10305);
    expect(product).toMatchObject({
      id: '10305',
      masterId: '10305',
      kind: 'item',
      name: 'Sea Salt Caramel Bar',
      price: 3.68,
      standardPrice: 5.25,
      primaryCategoryId: 'chocolate-bars',
    });
    expect(product.flags.isOnSale).toBe(true);
    expect(product.stock).toBeNull();
    expect(product.orderable).toBe(true);
    expect(product.images).toEqual([
      { src: expect.stringMatching(/10305-1-large\.svg$/), alt: 'Sea Salt Caramel Bar' },
    ]);
  });

  it('reads a master hit with its variants and the fundraising price panel', () => {
    const product = toProduct(fundraisingHit10101);
    expect(product).toMatchObject({
      id: '10101',
      kind: 'master',
      price: 24.95,
      priceMax: 89.95,
      primaryCategoryId: 'dark-truffles',
    });
    expect(product.variants).toHaveLength(6);
    expect(product.stock).toBeNull();
    expect(product.fundraisingPrice).toEqual({ suggestedPrice: 32, earn: 7.05, percent: 22 });
  });
});

describe('toProduct on the fundraising site’s product', () => {
  it('reads the fundraising price', () => {
    expect(toProduct(fundraisingMaster10101).fundraisingPrice).toEqual({ suggestedPrice: 32, earn: 7.05, percent: 22 });
  });
});

describe('toProduct on odd input', () => {
  it('never throws and gives an empty product', () => {
    for (const raw of [null, undefined, 42, 'x', [], {}]) {
      const product = toProduct(raw);
      expect(product.id).toBe('');
      expect(product.price).toBe(0);
      expect(product.images).toEqual([]);
      expect(product.stock).toBeNull();
    }
  });

  it('reads review texts, piece counts and the arrival date, and drops malformed entries', () => {
    const product = toProduct({
      id: '1',
      c_reviews: [
        { id: 'r1', author: 'Ann', rating: 5, title: 'Yum', text: 'Fresh.', submittedOn: '2025-05-20' },
        { id: 'r2', author: 'Bo', rating: 9, title: 'x', text: 'Out of range.', submittedOn: '2025-05-19' },
        { id: 'r3', rating: 4, text: 'No date.' },
        'nonsense',
      ],
      c_pieceCounts: { '8oz': 12, '1lb': 24.5, '2lb': -1, wrap: 'x' },
      inventory: { ats: 0, orderable: false, inStockDate: '2027-11-02' },
    });
    expect(product.reviews).toEqual([
      { id: 'r1', author: 'Ann', rating: 5, title: 'Yum', text: 'Fresh.', submittedOn: '2025-05-20' },
    ]);
    expect(product.pieceCounts).toEqual({ '8oz': 12 });
    expect(product.inStockDate).toBe('2027-11-02');
    expect(toProduct({ id: '1', c_reviews: [], c_pieceCounts: {} })).not.toHaveProperty('reviews');
  });

  it('uses the fallback currency', () => {
    expect(toProduct({ id: '1' }, 'CAD').currency).toBe('CAD');
  });

  it('reads a callout given as an object with a default', () => {
    expect(
      toProduct({ id: '1', productPromotions: [{ promotionId: 'p', calloutMsg: { default: 'Half off' } }] }).promotions,
    ).toEqual([{ id: 'p', callout: 'Half off' }]);
  });

  it('ignores a list price that is not above the price paid', () => {
    expect(toProduct({ id: '1', price: 5, prices: { 'usd-list-prices': 5 } }).standardPrice).toBeUndefined();
  });

  it('reads price books given as a list too', () => {
    expect(toProduct({ id: '1', price: 3, prices: [{ pricebook: 'usd-list-prices', price: 4 }] }).standardPrice).toBe(
      4,
    );
  });
});

describe('toProduct variation images', () => {
  it('reads the large image groups of variation values, same-origin, and leaves them out of tiles', () => {
    const link = (name: string) => ({ link: `https://sandbox.test/images/products/${name}.svg`, alt: name });
    const product = toProduct(
      {
        id: '20103',
        name: 'Mini Swirl Pops',
        type: { master: true },
        imageGroups: [
          { viewType: 'large', images: [link('20103-1-large')] },
          {
            viewType: 'small',
            variationAttributes: [{ id: 'color', values: [{ value: 'cherry' }] }],
            images: [link('20103-color-cherry-1-small')],
          },
          {
            viewType: 'large',
            variationAttributes: [{ id: 'color', values: [{ value: 'cherry' }] }],
            images: [link('20103-color-cherry-1-large')],
          },
          {
            viewType: 'swatch',
            variationAttributes: [{ id: 'color', values: [{ value: 'cherry' }] }],
            images: [link('20103-color-cherry-swatch')],
          },
        ],
      },
      'USD',
      'https://sandbox.test/images/',
    );
    expect(product.images).toEqual([{ src: '/images/products/20103-1-large.svg', alt: '20103-1-large' }]);
    expect(product.variationImages).toEqual([
      {
        variation: [{ id: 'color', values: ['cherry'] }],
        images: [{ src: '/images/products/20103-color-cherry-1-large.svg', alt: '20103-color-cherry-1-large' }],
      },
    ]);
    expect(tileProduct(product).variationImages).toBeUndefined();
  });
});

describe('raster images get the image service’s widths (catalog spec §9 responsive widths)', () => {
  const base = 'https://images.example.com/dw/image/v2/SWET_001/';
  const raster = {
    link: `${base}on/demandware.static/10101.jpg`,
    disBaseLink: `${base}on/demandware.static/10101.jpg`,
    alt: 'Truffles',
  };

  it('offers every responsive width at quality 80, under the same-origin image path', () => {
    const srcSet = responsiveSrcSet(raster.link, raster.disBaseLink, base);
    expect(srcSet?.split(', ')).toEqual(
      [640, 750, 828, 1080, 1200, 1920, 2048, 3000].map(
        (width) => `/images/on/demandware.static/10101.jpg?sw=${width}&q=80 ${width}w`,
      ),
    );
  });

  it('joins the parameters to a base that already has a query', () => {
    expect(responsiveSrcSet(raster.link, `${raster.disBaseLink}?v=2`, base)?.split(', ')[0]).toBe(
      '/images/on/demandware.static/10101.jpg?v=2&sw=640&q=80 640w',
    );
  });

  it('leaves a vector image, or one without the image service, as it is', () => {
    expect(responsiveSrcSet(`${base}10101.svg`, `${base}10101.svg`, base)).toBeUndefined();
    expect(responsiveSrcSet(raster.link, undefined, base)).toBeUndefined();
  });

  it('puts the set on the product’s images', () => {
    const product = toProduct(
      { id: '10101', name: 'Truffles', imageGroups: [{ viewType: 'large', images: [raster] }] },
      'USD',
      base,
    );
    expect(product.images[0]).toMatchObject({ src: '/images/on/demandware.static/10101.jpg', alt: 'Truffles' });
    expect(product.images[0]?.srcSet).toContain('/images/on/demandware.static/10101.jpg?sw=3000&q=80 3000w');
  });
});
