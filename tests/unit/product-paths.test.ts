import { describe, expect, it } from 'vitest';
import { canonicalPath, PRODUCT_ID, productHref, productIdFromPath, slugify } from '~/models/product-paths.ts';

describe('productIdFromPath (spec: the id is read from a path ending in /{digits}.html)', () => {
  it.each([
    ['/{primaryCategoryId}/{name}/{id}.html', '/dark-truffles/dark-chocolate-sea-salt-truffles/10101.html', '10101'],
    ['/product/{productName}/{productId}.html', '/product/dark-chocolate-sea-salt-truffles/10101.html', '10101'],
    ['*/{productName}/{productId}.html', '/gifts/holiday/advent/chocolate-advent-calendar/30302.html', '30302'],
    ['/{productId}.html', '/10101.html', '10101'],
    ['the canonical /{primaryCategoryId}/{masterId}.html', '/dark-truffles/10101.html', '10101'],
    ['a variant id', '/dark-truffles/truffles/1010104.html', '1010104'],
  ])('%s', (_shape, path, id) => {
    expect(productIdFromPath(path)).toBe(id);
  });

  it.each([
    ['/product/10101'],
    ['/10101'],
    ['/10101.htm'],
    ['/dark-truffles/abc.html'],
    ['/dark-truffles/10101.html/'],
    ['/dark-truffles/10101.html/more'],
    ['/dark-truffles/10a1.html'],
    ['/about-us.html'],
    ['/'],
    [''],
  ])('%s is not a product path', (path) => {
    expect(productIdFromPath(path)).toBeNull();
  });
});

describe('slugify', () => {
  it.each([
    ['Dark Chocolate Sea Salt Truffles', 'dark-chocolate-sea-salt-truffles'],
    ['Salt & Pepper Brittle', 'salt-and-pepper-brittle'],
    ['Crème Brûlée Bites', 'creme-brulee-bites'],
    ["Grandma's  Fudge!", 'grandma-s-fudge'],
    ['  --Pop--  ', 'pop'],
    ['!!!', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('canonicalPath (spec: own canonical URL without /s/{site}, else /{primaryCategoryId}/{masterId}.html)', () => {
  const base = { masterId: '10101', primaryCategoryId: 'dark-truffles' };

  it('falls back to /{primaryCategoryId}/{masterId}.html', () => {
    expect(canonicalPath(base)).toBe('/dark-truffles/10101.html');
  });

  it('uses the master id for a variant', () => {
    expect(canonicalPath({ ...base, masterId: '10101' })).toBe('/dark-truffles/10101.html');
  });

  it('uses the product route when there is no primary category', () => {
    expect(canonicalPath({ masterId: '10101' })).toBe('/product/10101');
  });

  it('uses the product’s own canonical path', () => {
    expect(canonicalPath({ ...base, canonicalUrl: '/truffles/dark-sea-salt/10101.html' })).toBe(
      '/truffles/dark-sea-salt/10101.html',
    );
  });

  it('removes a leading /s/{site} segment', () => {
    expect(canonicalPath({ ...base, canonicalUrl: '/s/sweet-shop/truffles/10101.html' })).toBe('/truffles/10101.html');
    expect(
      canonicalPath({ ...base, canonicalUrl: 'https://www.sweetshop.example/s/sweet-shop/truffles/10101.html' }),
    ).toBe('/truffles/10101.html');
  });

  it('keeps /s/ when it is not a leading site segment', () => {
    expect(canonicalPath({ ...base, canonicalUrl: '/gifts/s/10101.html' })).toBe('/gifts/s/10101.html');
  });

  it('keeps only the path of an absolute URL (the page is served from this site)', () => {
    expect(canonicalPath({ ...base, canonicalUrl: 'https://cdn.commerce.example/truffles/10101.html' })).toBe(
      '/truffles/10101.html',
    );
  });

  it.each([
    ['protocol-relative', '//evil.example/truffles/10101.html'],
    ['backslash', '/\\evil.example/10101.html'],
    ['javascript:', 'javascript:alert(1)'],
    ['another scheme', 'ftp://files.example/10101.html'],
    ['relative', 'truffles/10101.html'],
    ['the bare origin', 'https://www.sweetshop.example/'],
    ['blank', '   '],
  ])('refuses a foreign or unusable canonical URL (%s) and falls back', (_label, canonicalUrl) => {
    expect(canonicalPath({ ...base, canonicalUrl })).toBe('/dark-truffles/10101.html');
  });
});

describe('productHref (spec: /{primaryCategoryId}/{name-lowercased-with-dashes}/{id}.html unless the product has its own path)', () => {
  const product = { id: '10101', name: 'Dark Chocolate Sea Salt Truffles', primaryCategoryId: 'dark-truffles' };

  it('builds the category/name/id path', () => {
    expect(productHref(product)).toBe('/dark-truffles/dark-chocolate-sea-salt-truffles/10101.html');
  });

  it('appends a query', () => {
    expect(productHref(product, '?size=1lb&wrap=gift')).toBe(
      '/dark-truffles/dark-chocolate-sea-salt-truffles/10101.html?size=1lb&wrap=gift',
    );
  });

  it('uses the product’s own path', () => {
    expect(productHref({ ...product, path: '/gifts/truffle-tower/10101.html' })).toBe(
      '/gifts/truffle-tower/10101.html',
    );
    expect(productHref({ ...product, path: '/gifts/truffle-tower/10101.html' }, '?wrap=gift')).toBe(
      '/gifts/truffle-tower/10101.html?wrap=gift',
    );
  });

  it('ignores an own path pointing off the site', () => {
    expect(productHref({ ...product, path: '//evil.example/10101.html' })).toBe(
      '/dark-truffles/dark-chocolate-sea-salt-truffles/10101.html',
    );
  });

  it('uses /product/{id} without a primary category', () => {
    expect(productHref({ id: '10101', name: 'Truffles' })).toBe('/product/10101');
  });

  it('uses "product" as the slug when the name has no letters or digits', () => {
    expect(productHref({ ...product, name: '★★★' })).toBe('/dark-truffles/product/10101.html');
  });

  it('every link it builds leads back to the product', () => {
    expect(productIdFromPath(productHref(product))).toBe('10101');
  });
});

describe('PRODUCT_ID', () => {
  it('takes the ids SCAPI allows, bounded, and nothing a cookie or path could carry', () => {
    expect(PRODUCT_ID.test('10101')).toBe(true);
    expect(PRODUCT_ID.test('truffle_box-2.v1')).toBe(true);
    expect(PRODUCT_ID.test('a'.repeat(100))).toBe(true);
    expect(PRODUCT_ID.test('a'.repeat(101))).toBe(false);
    for (const bad of ['', '-1', '.hidden', '1~2', '1/2', '1 2', '../1']) expect(PRODUCT_ID.test(bad)).toBe(false);
  });
});
