/**
 * The `content` custom API: items by ids, one item, page slots per site, through the SDK's
 * callCustomEndpoint as the storefront calls it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/index.ts';
import type {
  CategoryCardsItem,
  ContentItem,
  ContentSlot,
  CtaItem,
  HeroItem,
  OccasionLinksItem,
  ProductCarouselItem,
  TrustRowItem,
} from '../src/content/data.ts';
import { SITES } from '../src/sites.ts';
import { callCustom, clients, loginGuest, problemOf, SITE_ID, siteToken, startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;
let accessToken: string;

beforeAll(async () => {
  sandbox = await startTestSandbox('content');
  accessToken = (await loginGuest(sandbox)).access_token;
});
afterAll(async () => sandbox?.close());

const content = async <T = Record<string, unknown>>(endpointPath: string, parameters: Record<string, string> = {}) =>
  callCustom<T>(
    sandbox,
    parameters.siteId ? await siteToken(sandbox, parameters.siteId) : accessToken,
    'content',
    endpointPath,
    { parameters },
  );

const slot = (siteId: string, slotId = 'home-main') => content<ContentSlot>(`slots/${slotId}`, { siteId });

const base = () => `${sandbox.url}/custom/content/v1/organizations/${sandbox.config.organizationId}`;

/** Width and height attributes of a served SVG, checked against what the item declares. */
async function svgSize(src: string): Promise<{ status: number; type: string | null; width: number; height: number }> {
  const response = await fetch(src);
  const svg = await response.text();
  const attribute = (name: string) => Number(new RegExp(`<svg[^>]*\\s${name}="(\\d+)"`).exec(svg)?.[1]);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    width: attribute('width'),
    height: attribute('height'),
  };
}

describe('content slots', () => {
  it('serves the main shop home slot: hero, trust row, occasions, category cards and two product carousels, in order', async () => {
    const home = await slot(SITE_ID);
    expect(home.id).toBe('home-main');
    expect(home.items.map((item) => [item.id, item.type])).toEqual([
      ['home-hero', 'hero'],
      ['home-trust', 'trustRow'],
      ['home-occasions', 'occasionLinks'],
      ['home-categories', 'categoryCards'],
      ['home-best-sellers', 'productCarousel'],
      ['home-new-arrivals', 'productCarousel'],
    ]);
    expect((home.items[1] as TrustRowItem).items.map((item) => item.title)).toEqual([
      'Made fresh',
      'Sweet guarantee',
      'Secure checkout',
    ]);
    expect(home.items[0]).toEqual({
      id: 'home-hero',
      type: 'hero',
      title: 'Handmade Chocolates, Made to Share',
      text: expect.stringContaining('small batches'),
      image: {
        src: `${sandbox.url}/images/content/home-hero.svg`,
        alt: 'Handmade Chocolates, Made to Share',
        width: 1200,
        height: 500,
      },
      cta: { label: 'Shop Chocolate', href: '/category/chocolate' },
    });
    const cards = home.items[3] as CategoryCardsItem;
    expect(cards.title).toBe('Shop by Category');
    expect(cards.cards[0]).toEqual({
      categoryId: 'chocolate',
      title: 'Chocolate',
      href: '/category/chocolate',
      image: { src: `${sandbox.url}/images/categories/chocolate.svg`, alt: 'Chocolate', width: 600, height: 300 },
    });
    expect((home.items[4] as ProductCarouselItem).title).toBe('Best Sellers');
    expect((home.items[4] as ProductCarouselItem).productIds[0]).toBe('10101');
  });

  it('gives every site its own home slot with its own hero copy and image', async () => {
    const heroes = new Map<string, HeroItem>();
    for (const site of SITES) {
      const home = await slot(site.id);
      expect(home.items.map((item) => item.type)).toEqual([
        'hero',
        'trustRow',
        'occasionLinks',
        'categoryCards',
        'productCarousel',
        'productCarousel',
      ]);
      heroes.set(site.id, home.items[0] as HeroItem);
    }
    expect(new Set([...heroes.values()].map((hero) => hero.title)).size).toBe(SITES.length);
    expect(new Set([...heroes.values()].map((hero) => hero.image.src)).size).toBe(SITES.length);
    const volume = heroes.get('volume-savings')!;
    expect(volume.title).toBe('Stock Up and Save');
    expect(volume.text).toMatch(/12 or more/);
    expect(volume.text).toMatch(/48 or more/);
    const fundraising = heroes.get('fundraising')!;
    expect(fundraising.title).toMatch(/Fundraising/);
    expect(fundraising.text).toMatch(/group earns/);
    expect(fundraising.title).toMatch(/Schools and Groups/);
  });

  it('is deterministic', async () => {
    expect(await slot('fundraising')).toEqual(await slot('fundraising'));
  });

  it('answers 404 problem+json for an unknown slot', async () => {
    const problem = await problemOf(slot(SITE_ID, 'no-such-slot'));
    expect(problem).toMatchObject({ status: 404, body: { title: 'Slot Not Found', slotId: 'no-such-slot' } });
    expect(problem.body.type).toMatch(/slot-not-found$/);
  });
});

describe('content items', () => {
  it('gets items by ids in the order asked, leaving out unknown and repeated ids', async () => {
    const result = await content<{ data: ContentItem[] }>('items', {
      ids: 'global-banner,nope,home-hero,global-banner',
    });
    expect(result.data.map((item) => item.id)).toEqual(['global-banner', 'home-hero']);
    expect(result.data[0]).toEqual({
      id: 'global-banner',
      type: 'banner',
      text: 'Free standard shipping on orders over $75',
      href: '/help/shipping-rates',
    });
  });

  it('answers an empty list when no id is known', async () => {
    expect(await content('items', { ids: 'nope,also-nope' })).toEqual({ data: [] });
  });

  it('gets one item; the online catalog links the sandbox PDF as cta.href and cta.ctaLink', async () => {
    const item = await content<CtaItem>('items/online-catalog');
    expect(item).toMatchObject({ id: 'online-catalog', type: 'cta', cta: { label: 'Download PDF' } });
    expect(item.cta.href).toBe(`${sandbox.url}/images/catalogs/sweet-shop-digital-catalog.pdf`);
    expect(item.cta.ctaLink).toBe(item.cta.href);
    // Its cover, sized (the custom HTML block's e-catalog viewer shows it).
    expect(item.image).toMatchObject({
      src: expect.stringMatching(/^http/),
      width: expect.any(Number),
      height: expect.any(Number),
    });
    const pdf = await fetch(item.cta.ctaLink!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('serves the items of the site asked for', async () => {
    const main = await content<HeroItem>('items/home-hero');
    const volume = await content<HeroItem>('items/home-hero', { siteId: 'volume-savings' });
    expect(volume.title).not.toBe(main.title);
    expect(volume).toEqual((await slot('volume-savings')).items.find((item) => item.id === 'home-hero'));
  });

  it('answers 404 content-not-found for an unknown item', async () => {
    const problem = await problemOf(content('items/no-such-item'));
    expect(problem).toMatchObject({ status: 404, body: { title: 'Content Not Found', contentId: 'no-such-item' } });
    expect(problem.body.type).toMatch(/content-not-found$/);
    expect(problem.body.detail).toMatch(/no-such-item/);
  });

  it('requires ids and accepts at most 50', async () => {
    const none = await problemOf(content('items'));
    expect(none).toMatchObject({ status: 400, body: { title: 'Missing Parameter', parameterName: 'ids' } });
    const ids = Array.from({ length: 51 }, (_, index) => `item-${index}`).join(',');
    const tooMany = await problemOf(content('items', { ids }));
    expect(tooMany).toMatchObject({ status: 400, body: { title: 'Invalid Parameter', parameterName: 'ids' } });
    const fifty = Array.from({ length: 49 }, (_, index) => `item-${index}`)
      .concat('home-hero')
      .join(',');
    expect((await content<{ data: ContentItem[] }>('items', { ids: fifty })).data.map((item) => item.id)).toEqual([
      'home-hero',
    ]);
  });

  it('requires a shopper token (401) and a known siteId (400)', async () => {
    const anonymous = await fetch(`${base()}/items/home-hero?siteId=${SITE_ID}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const badToken = await fetch(`${base()}/slots/home-main?siteId=${SITE_ID}`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(badToken.status).toBe(401);
    const headers = { authorization: `Bearer ${accessToken}` };
    const noSite = await fetch(`${base()}/slots/home-main`, { headers });
    expect(noSite.status).toBe(400);
    expect(await noSite.json()).toMatchObject({ parameterName: 'siteId' });
    expect((await fetch(`${base()}/items?ids=home-hero&siteId=nope`, { headers })).status).toBe(400);
  });
});

describe('what the items point at', () => {
  const FORBIDDEN_FLAGS = [
    'c_isInShopOnly',
    'c_isPickupOnly',
    'c_isComingSoon',
    'c_unsellable',
    'c_isOutOfStock',
    'c_isCollateral',
    'c_isCustomMixPiece',
  ];

  for (const site of SITES) {
    it(`every carousel id on ${site.id} is an orderable, in-stock product of the site`, async () => {
      const home = await slot(site.id);
      const carousels = home.items.filter((item): item is ProductCarouselItem => item.type === 'productCarousel');
      expect(carousels.map((carousel) => carousel.id)).toEqual(['home-best-sellers', 'home-new-arrivals']);
      const api = clients(sandbox, { accessToken: await siteToken(sandbox, site.id), siteId: site.id });
      for (const carousel of carousels) {
        expect(carousel.productIds.length).toBeGreaterThanOrEqual(8);
        expect(carousel.productIds.length).toBeLessThanOrEqual(12);
        expect(new Set(carousel.productIds).size).toBe(carousel.productIds.length);
        const { data } = await api.products.getProducts({
          parameters: { ids: carousel.productIds, expand: ['availability', 'prices'] },
        });
        expect(data.map((product) => product.id).sort()).toEqual([...carousel.productIds].sort());
        for (const product of data) {
          const record = product as unknown as Record<string, unknown>;
          expect({
            id: product.id,
            orderable: product.inventory?.orderable,
            inStock: (product.inventory?.ats ?? 0) > 0,
          }).toEqual({
            id: product.id,
            orderable: true,
            inStock: true,
          });
          expect(
            FORBIDDEN_FLAGS.filter((flag) => record[flag] === true),
            product.id,
          ).toEqual([]);
          expect(product.price, product.id).toBeGreaterThan(0);
          if (carousel.id === 'home-best-sellers' && site.kind === 'volume')
            expect(record.tieredPrices, product.id).toBeDefined();
          if (carousel.id === 'home-best-sellers' && site.kind === 'fundraising')
            expect(record.c_fundraisingPrice, product.id).toBeDefined();
        }
      }
    });

    it(`the occasion shortcuts on ${site.id} lead to real categories under their names`, async () => {
      const occasions = (await slot(site.id)).items.find(
        (item): item is OccasionLinksItem => item.type === 'occasionLinks',
      )!;
      expect(occasions.links.length).toBeGreaterThanOrEqual(4);
      const api = clients(sandbox, { accessToken: await siteToken(sandbox, site.id), siteId: site.id });
      for (const link of occasions.links) {
        const category = await api.products.getCategory({ parameters: { id: link.categoryId, levels: 0 } });
        expect(link.label).toBe(category.name);
        expect(link.href).toBe(`/category/${link.categoryId}`);
      }
    });

    it(`the category cards on ${site.id} name real categories and their images`, async () => {
      const cards = (await slot(site.id)).items.find(
        (item): item is CategoryCardsItem => item.type === 'categoryCards',
      )!;
      expect(cards.cards.length).toBeGreaterThanOrEqual(4);
      expect(cards.cards.length).toBeLessThanOrEqual(6);
      const api = clients(sandbox, { accessToken: await siteToken(sandbox, site.id), siteId: site.id });
      for (const card of cards.cards) {
        const category = await api.products.getCategory({ parameters: { id: card.categoryId, levels: 0 } });
        expect(card.title).toBe(category.name);
        expect(card.href).toBe(`/category/${card.categoryId}`);
        expect(card.image.src).toBe(category.image);
        expect(await svgSize(card.image.src)).toEqual({
          status: 200,
          type: 'image/svg+xml; charset=utf-8',
          width: card.image.width,
          height: card.image.height,
        });
      }
    });
  }

  it('serves each hero image as a generated SVG of the declared size, and 404s other names', async () => {
    for (const site of SITES) {
      const hero = (await slot(site.id)).items.find((item) => item.type === 'hero') as HeroItem;
      expect(hero.image.src.startsWith(`${sandbox.url}/images/content/`)).toBe(true);
      expect(await svgSize(hero.image.src)).toEqual({
        status: 200,
        type: 'image/svg+xml; charset=utf-8',
        width: 1200,
        height: 500,
      });
    }
    const missing = await fetch(`${sandbox.url}/images/content/nope.svg`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });
});
