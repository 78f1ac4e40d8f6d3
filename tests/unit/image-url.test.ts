import { describe, expect, it } from 'vitest';
import { toContentBlock } from '~/models/content.ts';
import { IMAGE_QUALITY, RESPONSIVE_IMAGE_WIDTHS } from '~/models/image-constants.ts';
import { toECatalog } from '~/models/e-catalog.ts';
import {
  canonicalImageQuery,
  imageCacheControl,
  isAssetContentType,
  isImageContentType,
  nearestAllowed,
  sameOriginImageSrc,
  upstreamImageUrl,
} from '~/models/image-url.ts';
import { menuFromCategoryTree } from '~/models/navigation.ts';
import { responsiveSrcSet, toProduct } from '~/models/product.ts';

const UPSTREAM = 'http://127.0.0.1:4010/images/';

describe('sameOriginImageSrc', () => {
  it('maps an image of the backend’s image host to the same-origin /images/ path', () => {
    expect(sameOriginImageSrc('http://127.0.0.1:4010/images/products/10101-1-large.svg', UPSTREAM)).toBe(
      '/images/products/10101-1-large.svg',
    );
    expect(sameOriginImageSrc('http://127.0.0.1:4010/images/content/home-hero.svg', UPSTREAM)).toBe(
      '/images/content/home-hero.svg',
    );
    expect(
      sameOriginImageSrc(
        'https://shop.example/on/demandware.static/-/Sites/dw1a2b3c4d/x.jpg?sw=300&sh=300',
        'https://shop.example/on/demandware.static/-/Sites/',
      ),
    ).toBe('/images/dw1a2b3c4d/x.jpg?sw=300&sh=300');
  });

  it('leaves other hosts’ images (a CDN of their own) and unclean paths as they are', () => {
    expect(sameOriginImageSrc('https://cdn.example.net/x.jpg', UPSTREAM)).toBe('https://cdn.example.net/x.jpg');
    expect(sameOriginImageSrc('http://127.0.0.1:4010/catalogs/x.pdf', UPSTREAM)).toBe(
      'http://127.0.0.1:4010/catalogs/x.pdf',
    );
    expect(sameOriginImageSrc('http://127.0.0.1:4010/images/../__sandbox/outbox', UPSTREAM)).toBe(
      'http://127.0.0.1:4010/images/../__sandbox/outbox',
    );
    expect(sameOriginImageSrc('http://127.0.0.1:4010/images/x.svg', undefined)).toBe(
      'http://127.0.0.1:4010/images/x.svg',
    );
  });
});

describe('upstreamImageUrl', () => {
  it('maps a clean image path below the upstream base', () => {
    expect(upstreamImageUrl('/images/products/10101-1-large.svg', '', UPSTREAM)).toBe(
      'http://127.0.0.1:4010/images/products/10101-1-large.svg',
    );
    expect(upstreamImageUrl('/images/a/b.jpg', 'sw=640&sh=640&q=80', UPSTREAM)).toBe(
      'http://127.0.0.1:4010/images/a/b.jpg?sw=640&sh=640&q=80',
    );
    expect(upstreamImageUrl('/images/a/b.jpg', 'v=3&sw=3000&q=90&fmt=webp', UPSTREAM)).toBe(
      'http://127.0.0.1:4010/images/a/b.jpg?v=3&sw=3000&q=90&fmt=webp',
    );
  });

  it('asks for no variant outside the allowed widths and qualities, nor with other parameters (the proxy redirects those)', () => {
    for (const query of [
      'sw=3001&q=80',
      'sw=640&q=81',
      'sw=64',
      'sh=1',
      'q=80&sw=640',
      'sw=640&q=80&x=1',
      'sw=640&sw=750',
      'sw=640&sm=fit',
      'fmt=gif',
    ]) {
      expect(upstreamImageUrl('/images/a/b.jpg', query, UPSTREAM)).toBeNull();
    }
  });

  it.each([
    ['/images/../__sandbox/outbox', ''],
    ['/images/%2e%2e/__sandbox/outbox', ''],
    ['/images/..%2f__sandbox%2foutbox', ''],
    ['/images/./x.svg', ''],
    ['/images//evil.example/x.svg', ''],
    ['/images/http://evil.example/x.svg', ''],
    ['/images/@evil.example/x.svg', ''],
    ['/images/x\\..\\y.svg', ''],
    ['/images/', ''],
    ['/images', ''],
    ['/__sandbox/outbox', ''],
    ['/images/x.svg', 'a=<script>'],
    ['/images/x.svg', 'u=http://evil.example/'],
  ])('refuses %s ? %s', (path, query) => {
    expect(upstreamImageUrl(path, query, UPSTREAM)).toBeNull();
  });
});

describe('canonicalImageQuery', () => {
  it('keeps a query of allowed values in the canonical order as it is', () => {
    for (const query of [
      '',
      'sw=640',
      'sw=3000&q=80',
      'v=2&sw=640&q=80',
      'sw=828&sh=1080&q=60&fmt=webp',
      'q=90',
      'fmt=png',
    ])
      expect(canonicalImageQuery(query)).toBe(query);
  });

  it('makes every other value the nearest allowed one, puts the parameters in order and drops others and repeats', () => {
    expect(canonicalImageQuery('sw=3001&fmt=webp&q=37')).toBe('sw=3000&q=60&fmt=webp');
    expect(canonicalImageQuery('sw=700&q=75')).toBe('sw=750&q=80');
    expect(canonicalImageQuery('sw=0&sh=99999')).toBe('sw=640&sh=3000');
    expect(canonicalImageQuery('q=80&sw=640')).toBe('sw=640&q=80');
    expect(canonicalImageQuery('sw=640&q=80&cachebust=1&sm=fit')).toBe('sw=640&q=80');
    expect(canonicalImageQuery('sw=640&sw=750')).toBe('sw=640');
    expect(canonicalImageQuery('sw=0640')).toBe('sw=640');
    expect(canonicalImageQuery('sw=640&fmt=jpeg')).toBe('sw=640&fmt=jpg');
    expect(canonicalImageQuery('junk')).toBe('');
  });

  it('refuses a parameter that is not of its kind, and unclean queries', () => {
    for (const query of ['sw=abc', 'sw=-1', 'sw=123456', 'q=', 'fmt=gif', 'v=', 'a=<script>', 'u=http://evil.example/'])
      expect(canonicalImageQuery(query)).toBeNull();
  });

  it('takes the nearest allowed value, the larger one when halfway', () => {
    expect(nearestAllowed(695, [640, 750])).toBe(750);
    expect(nearestAllowed(694, [640, 750])).toBe(640);
  });

  it('allows every image URL the storefront itself emits (the srcset of a raster image at the spec’s widths)', () => {
    const srcSet = responsiveSrcSet(`${UPSTREAM}on/10101.jpg`, `${UPSTREAM}on/10101.jpg`, UPSTREAM)!;
    const urls = srcSet.split(', ').map((entry) => entry.split(' ')[0]!);
    expect(urls).toHaveLength(RESPONSIVE_IMAGE_WIDTHS.length);
    for (const url of urls) {
      const [path, query = ''] = url.split('?');
      expect(query).toContain(`q=${IMAGE_QUALITY}`);
      expect(canonicalImageQuery(query)).toBe(query);
      expect(upstreamImageUrl(path!, query, UPSTREAM)).not.toBeNull();
    }
  });
});

describe('imageCacheControl and content types', () => {
  it('makes versioned URLs immutable and keeps others a day', () => {
    expect(imageCacheControl('/images/dw1a2b3c4d/x.jpg', '')).toBe('public, max-age=31536000, immutable');
    expect(imageCacheControl('/images/x.jpg', 'v=3')).toBe('public, max-age=31536000, immutable');
    expect(imageCacheControl('/images/products/x.svg', '')).toBe('public, max-age=86400');
  });

  it('passes image types only', () => {
    for (const type of [
      'image/svg+xml; charset=utf-8',
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/avif',
      'image/gif',
    ])
      expect(isImageContentType(type)).toBe(true);
    for (const type of ['text/html', 'application/json', 'image/x-evil', 'application/problem+json', '', null])
      expect(isImageContentType(type)).toBe(false);
  });

  it('passes a PDF on a .pdf path only, and nothing but a PDF there', () => {
    expect(isAssetContentType('/images/materials/60101.pdf', 'application/pdf')).toBe(true);
    expect(isAssetContentType('/images/catalogs/c.PDF', 'application/pdf; charset=binary')).toBe(true);
    expect(isAssetContentType('/images/materials/60101.pdf', 'image/png')).toBe(false);
    expect(isAssetContentType('/images/materials/60101.pdf', 'text/html')).toBe(false);
    expect(isAssetContentType('/images/products/x.svg', 'application/pdf')).toBe(false);
    expect(isAssetContentType('/images/products/x.svg', 'image/svg+xml')).toBe(true);
  });
});

describe('image links where the app maps them', () => {
  it('puts product, swatch, content and menu-banner images on the same-origin path', () => {
    const product = toProduct(
      {
        id: '10101',
        name: 'Truffles',
        imageGroups: [
          {
            viewType: 'large',
            images: [
              {
                link: `${UPSTREAM}products/10101-1-large.svg`,
                disBaseLink: `${UPSTREAM}products/10101-1-large.svg`,
                alt: 'T',
              },
            ],
          },
        ],
        variationAttributes: [
          {
            id: 'wrap',
            name: 'Wrap',
            values: [
              { value: 'gift', name: 'Gift', imageSwatch: { link: `${UPSTREAM}products/10101-wrap-gift-swatch.svg` } },
            ],
          },
        ],
      },
      'USD',
      UPSTREAM,
    );
    expect(product.images).toEqual([{ src: '/images/products/10101-1-large.svg', alt: 'T' }]);
    expect(product.variationAttributes[0]!.values[0]!.swatch?.src).toBe('/images/products/10101-wrap-gift-swatch.svg');

    const hero = toContentBlock(
      {
        id: 'h',
        type: 'hero',
        title: 'T',
        image: { src: `${UPSTREAM}content/home-hero.svg`, alt: '', width: 1200, height: 500 },
      },
      UPSTREAM,
    );
    expect(hero).toMatchObject({ image: { src: '/images/content/home-hero.svg' } });

    const menu = menuFromCategoryTree(
      {
        id: 'root',
        categories: [
          {
            id: 'gifts',
            c_menuBanner: {
              title: 'Gifts',
              textLink: '/category/gifts',
              image: `${UPSTREAM}categories/banner-gifts.svg`,
            },
          },
        ],
      },
      UPSTREAM,
    );
    expect(menu[0]!.banner?.image).toBe('/images/categories/banner-gifts.svg');
  });

  it('puts the sales materials’ and the digital catalog’s PDFs on the same-origin path', () => {
    expect(
      toProduct({ id: '60101', name: 'Order Form', c_pdfURL: `${UPSTREAM}materials/60101.pdf` }, 'USD', UPSTREAM)
        .pdfUrl,
    ).toBe('/images/materials/60101.pdf');
    const catalog = toECatalog(
      { id: 'online-catalog', title: 'Catalog', cta: { ctaLink: `${UPSTREAM}catalogs/c.pdf` } },
      UPSTREAM,
    );
    expect(catalog?.downloadHref).toBe('/images/catalogs/c.pdf');
    // Another host's PDF (a CDN of its own) stays as it is.
    expect(
      toProduct({ id: '60101', name: 'Order Form', c_pdfURL: 'https://cdn.example/x.pdf' }, 'USD', UPSTREAM).pdfUrl,
    ).toBe('https://cdn.example/x.pdf');
  });
});
