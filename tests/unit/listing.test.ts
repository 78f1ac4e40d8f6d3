import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  LISTING_MAX_OFFSET,
  LISTING_MAX_PAGE_SIZE,
  LISTING_PAGE_SIZE,
} from '~/models/catalog-constants.ts';
import { SEARCH_MAX_CHARS } from '~/models/search-constants.ts';
import {
  categoryIdFromParam,
  clearAllHref,
  isListingVariant,
  isRefinementSelected,
  isSingleSelect,
  listingHref,
  listingSearch,
  normalizeSearchTerm,
  offsetPastEnd,
  pageHref,
  pagination,
  parseListingQuery,
  parseOffset,
  parsePageSize,
  parseRefinements,
  refinementRemoveHref,
  refinementToggleHref,
  sortFormFields,
  sortHref,
  type ListingQuery,
} from '~/models/listing.ts';

const params = (search: string) => new URLSearchParams(search);
const search = (query: string) => parseListingQuery(params(query));
const category = (query: string, categoryId = 'chocolate') => parseListingQuery(params(query), { categoryId });
/** A link's query as readable pairs (URLSearchParams encodes `=`, `|` and brackets). */
const pairs = (href: string) => [...new URL(href, 'http://shop.test').searchParams];
const pathOf = (href: string) => new URL(href, 'http://shop.test').pathname;

describe('page size (sz): default 12, clamped to 1..max, junk → default', () => {
  it.each([
    [null, LISTING_PAGE_SIZE],
    ['', LISTING_PAGE_SIZE],
    ['24', 24],
    ['10', 10],
    ['1', 1],
    ['0', 1],
    [String(LISTING_MAX_PAGE_SIZE), LISTING_MAX_PAGE_SIZE],
    [String(LISTING_MAX_PAGE_SIZE + 1), LISTING_MAX_PAGE_SIZE],
    ['100000', LISTING_MAX_PAGE_SIZE],
    ['abc', LISTING_PAGE_SIZE],
    ['-5', LISTING_PAGE_SIZE],
    ['12.5', LISTING_PAGE_SIZE],
    ['1e2', LISTING_PAGE_SIZE],
    [' 24 ', 24],
  ])('sz=%j → %d', (raw, expected) => {
    expect(parsePageSize(raw)).toBe(expected);
  });
});

describe('offset (start): non-negative integers, default 0', () => {
  it.each([
    [null, 0],
    ['0', 0],
    ['12', 12],
    ['13', 13],
    ['-12', 0],
    ['abc', 0],
    ['1.5', 0],
    ['0x10', 0],
    [String(LISTING_MAX_OFFSET + 1), LISTING_MAX_OFFSET],
    ['99999999999999999999', 0],
  ])('start=%j → %d', (raw, expected) => {
    expect(parseOffset(raw)).toBe(expected);
  });
});

describe('sort: default featured-items, srule as an alias', () => {
  it('defaults to featured-items', () => {
    expect(search('q=x').sort).toBe(DEFAULT_SORT);
    expect(DEFAULT_SORT).toBe('featured-items');
  });

  it('reads sort, and srule when sort is absent', () => {
    expect(search('q=x&sort=price-low-to-high').sort).toBe('price-low-to-high');
    expect(search('q=x&srule=price-high-to-low').sort).toBe('price-high-to-low');
    expect(search('q=x&sort=newest&srule=price-high-to-low').sort).toBe('newest');
  });

  it.each(['<script>', 'price low', '', '-x', 'a'.repeat(65)])('refuses %j', (raw) => {
    expect(search(`q=x&sort=${encodeURIComponent(raw)}`).sort).toBe(DEFAULT_SORT);
  });

  it('links always say sort, never srule', () => {
    const query = search('q=x&srule=price-high-to-low');
    expect(pairs(listingHref('/search', query))).toEqual([
      ['q', 'x'],
      ['sort', 'price-high-to-low'],
    ]);
  });
});

describe('search term', () => {
  it.each([
    [null, null],
    ['', null],
    ['   ', null],
    [' chocolate ', 'chocolate'],
    ['dark   chocolate', 'dark chocolate'],
    ['tab\there', 'tab here'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeSearchTerm(raw)).toBe(expected);
  });

  it(`is cut at ${SEARCH_MAX_CHARS} characters`, () => {
    expect(normalizeSearchTerm('a'.repeat(80))).toHaveLength(SEARCH_MAX_CHARS);
  });

  it('is read from q on search pages only', () => {
    expect(search('q=truffles').q).toBe('truffles');
    expect(category('q=truffles').q).toBeNull();
  });
});

describe('refinements (refine1, refine2, … name=value, values joined by |)', () => {
  it('reads several attributes in number order, with several values', () => {
    expect(parseRefinements(params('refine2=brand%3DCocoa+Fields&refine1=c_size%3D8oz%7C1lb'))).toEqual([
      { attributeId: 'c_size', values: ['8oz', '1lb'] },
      { attributeId: 'brand', values: ['Cocoa Fields'] },
    ]);
  });

  it('orders refine10 after refine2 (numbers, not text)', () => {
    expect(
      parseRefinements(params('refine10=brand=A&refine2=c_size=8oz')).map((refinement) => refinement.attributeId),
    ).toEqual(['c_size', 'brand']);
  });

  it('merges the same attribute given twice, without duplicates', () => {
    expect(parseRefinements(params('refine1=c_size=8oz&refine2=c_size=1lb|8oz'))).toEqual([
      { attributeId: 'c_size', values: ['8oz', '1lb'] },
    ]);
  });

  it('drops unknown attribute names', () => {
    expect(parseRefinements(params('refine1=c_secret=1&refine2=__proto__=x&refine3=c_size=8oz'))).toEqual([
      { attributeId: 'c_size', values: ['8oz'] },
    ]);
  });

  it.each([
    ['refine0=c_size=8oz'],
    ['refine=c_size=8oz'],
    ['refinex=c_size=8oz'],
    ['refine100=c_size=8oz'],
    ['refine1=c_size'],
    ['refine1==8oz'],
    ['refine1=c_size='],
  ])('ignores %s', (raw) => {
    expect(parseRefinements(params(raw))).toEqual([]);
  });

  it('caps value length and drops empty values', () => {
    const long = 'x'.repeat(101);
    expect(parseRefinements(params(`refine1=brand=${long}|Lolly||`))).toEqual([
      { attributeId: 'brand', values: ['Lolly'] },
    ]);
  });

  it('keeps a value with "=" in it (only the first "=" separates)', () => {
    expect(parseRefinements(params(`refine1=${encodeURIComponent('brand=A=B')}`))).toEqual([
      { attributeId: 'brand', values: ['A=B'] },
    ]);
  });

  it('accepts only (min..max) price ranges', () => {
    expect(parseRefinements(params('refine1=price=(10..25)'))).toEqual([
      { attributeId: 'price', values: ['(10..25)'] },
    ]);
    expect(parseRefinements(params('refine1=price=(100..)'))).toEqual([{ attributeId: 'price', values: ['(100..)'] }]);
    expect(parseRefinements(params('refine1=price=(..)'))).toEqual([]);
    expect(parseRefinements(params('refine1=price=10-25'))).toEqual([]);
    expect(parseRefinements(params('refine1=price=(a..b)'))).toEqual([]);
  });

  it('accepts only true/false for c_isSale and c_isNew', () => {
    expect(parseRefinements(params('refine1=c_isSale=true&refine2=c_isNew=yes'))).toEqual([
      { attributeId: 'c_isSale', values: ['true'] },
    ]);
  });

  it('single-select attributes (price, c_isSale, c_isNew) keep their first value only', () => {
    expect(parseRefinements(params('refine1=price=(10..25)|(25..50)&refine2=c_isNew=true|false'))).toEqual([
      { attributeId: 'price', values: ['(10..25)'] },
      { attributeId: 'c_isNew', values: ['true'] },
    ]);
    expect(isSingleSelect('price')).toBe(true);
    expect(isSingleSelect('c_isSale')).toBe(true);
    expect(isSingleSelect('c_isNew')).toBe(true);
    expect(isSingleSelect('c_size')).toBe(false);
    expect(isSingleSelect('brand')).toBe(false);
  });

  it('drops cgid on category pages (the path carries the category) and keeps it on search pages', () => {
    expect(category('refine1=cgid=lollipops&refine2=c_size=8oz').refinements).toEqual([
      { attributeId: 'c_size', values: ['8oz'] },
    ]);
    expect(search('q=x&refine1=cgid=lollipops').refinements).toEqual([{ attributeId: 'cgid', values: ['lollipops'] }]);
    expect(search('q=x&refine1=cgid=../etc').refinements).toEqual([]);
  });

  it('refuses control characters', () => {
    expect(parseRefinements(params(`refine1=brand=${encodeURIComponent('a\nb')}`))).toEqual([]);
  });
});

describe('the product search of a listing', () => {
  it('a category page searches its category first (cgid)', () => {
    expect(listingSearch(category('refine1=c_size=8oz|1lb&sort=price-low-to-high&start=12&sz=24', 'truffles'))).toEqual(
      {
        refine: ['cgid=truffles', 'c_size=8oz|1lb'],
        sort: 'price-low-to-high',
        offset: 12,
        limit: 24,
      },
    );
  });

  it('a search page sends q and its refinements', () => {
    expect(listingSearch(search('q=chocolate&refine1=price=(10..25)'))).toEqual({
      q: 'chocolate',
      refine: ['price=(10..25)'],
      sort: DEFAULT_SORT,
      offset: 0,
      limit: LISTING_PAGE_SIZE,
    });
  });
});

describe('refinement links', () => {
  it('selecting a value adds a refineN pair and removes the offset (spec §4)', () => {
    const query = search('q=chocolate&start=24');
    const href = refinementToggleHref('/search', query, 'c_size', '8oz');
    expect(pathOf(href)).toBe('/search');
    expect(pairs(href)).toEqual([
      ['q', 'chocolate'],
      ['refine1', 'c_size=8oz'],
    ]);
  });

  it('multi-select values are joined with |', () => {
    const query = category('refine1=c_size=8oz');
    expect(pairs(refinementToggleHref('/category/chocolate', query, 'c_size', '1lb'))).toEqual([
      ['refine1', 'c_size=8oz|1lb'],
    ]);
  });

  it('a selected value toggles off; the last one removes the pair', () => {
    const query = category('refine1=c_size=8oz|1lb&refine2=brand=Lolly');
    expect(pairs(refinementToggleHref('/category/chocolate', query, 'c_size', '8oz'))).toEqual([
      ['refine1', 'c_size=1lb'],
      ['refine2', 'brand=Lolly'],
    ]);
    const afterSize = parseListingQuery(params('refine1=c_size=8oz&refine2=brand=Lolly'), { categoryId: 'chocolate' });
    // The remaining refinements are renumbered from 1.
    expect(pairs(refinementToggleHref('/category/chocolate', afterSize, 'c_size', '8oz'))).toEqual([
      ['refine1', 'brand=Lolly'],
    ]);
  });

  it('single-select attributes replace their value (price, c_isSale, c_isNew)', () => {
    const query = category('refine1=price=(10..25)');
    expect(pairs(refinementToggleHref('/category/chocolate', query, 'price', '(25..50)'))).toEqual([
      ['refine1', 'price=(25..50)'],
    ]);
    expect(pairs(refinementToggleHref('/category/chocolate', query, 'price', '(10..25)'))).toEqual([]);
  });

  it('a category refinement on a search page is a drill-down: the new category replaces the old one', () => {
    const query = search('q=candy&refine1=cgid=chocolate');
    expect(pairs(refinementToggleHref('/search', query, 'cgid', 'truffles'))).toEqual([
      ['q', 'candy'],
      ['refine1', 'cgid=truffles'],
    ]);
  });

  it('never emits cgid on a category page', () => {
    const query = category('');
    expect(pairs(refinementToggleHref('/category/chocolate', query, 'cgid', 'truffles'))).toEqual([]);
  });

  it('keeps sort and page size, drops the offset', () => {
    const query = category('sort=price-low-to-high&sz=24&start=48');
    expect(pairs(refinementToggleHref('/category/chocolate', query, 'c_isNew', 'true'))).toEqual([
      ['refine1', 'c_isNew=true'],
      ['sort', 'price-low-to-high'],
      ['sz', '24'],
    ]);
  });

  it('removes one value', () => {
    const query = category('refine1=c_size=8oz|1lb&start=12');
    expect(pairs(refinementRemoveHref('/category/chocolate', query, 'c_size', '1lb'))).toEqual([
      ['refine1', 'c_size=8oz'],
    ]);
    expect(
      refinementRemoveHref(
        '/category/chocolate',
        parseListingQuery(params('refine1=c_size=8oz'), { categoryId: 'chocolate' }),
        'c_size',
        '8oz',
      ),
    ).toBe('/category/chocolate');
  });

  it('knows what is selected', () => {
    const query = category('refine1=c_size=8oz');
    expect(isRefinementSelected(query, 'c_size', '8oz')).toBe(true);
    expect(isRefinementSelected(query, 'c_size', '1lb')).toBe(false);
    expect(isRefinementSelected(query, 'brand', '8oz')).toBe(false);
  });
});

describe('sort, page and clear-all links', () => {
  const query: ListingQuery = search('q=chocolate&refine1=c_size=8oz&start=24&sort=newest');

  it('a new sort keeps the refinements and starts again at the first page', () => {
    expect(pairs(sortHref('/search', query, 'price-low-to-high'))).toEqual([
      ['q', 'chocolate'],
      ['refine1', 'c_size=8oz'],
      ['sort', 'price-low-to-high'],
    ]);
    expect(pairs(sortHref('/search', query, DEFAULT_SORT))).toEqual([
      ['q', 'chocolate'],
      ['refine1', 'c_size=8oz'],
    ]);
  });

  it('page N is start=(N-1)×sz; page 1 has no start', () => {
    expect(pairs(pageHref('/search', query, 3))).toContainEqual(['start', '24']);
    expect(pairs(pageHref('/search', query, 1)).some(([name]) => name === 'start')).toBe(false);
    const big = search('q=x&sz=24');
    expect(pairs(pageHref('/search', big, 2))).toEqual([
      ['q', 'x'],
      ['start', '24'],
      ['sz', '24'],
    ]);
  });

  it('clear all goes back to the current path keeping q and the sort (spec §2)', () => {
    expect(clearAllHref('/search', query)).toBe('/search?q=chocolate&sort=newest');
    expect(clearAllHref('/search', query, { keepSort: false })).toBe('/search?q=chocolate');
    expect(clearAllHref('/category/chocolate', category('refine1=c_size=8oz&start=12&sz=24'))).toBe(
      '/category/chocolate',
    );
  });

  it('the sort form carries everything but the offset and the sort', () => {
    expect(sortFormFields(search('q=chocolate&refine1=c_size=8oz&start=24&sort=newest&sz=24'))).toEqual([
      ['q', 'chocolate'],
      ['refine1', 'c_size=8oz'],
      ['sz', '24'],
    ]);
  });

  it('defaults stay out of links, so the first page is the plain path', () => {
    expect(listingHref('/category/chocolate', category('start=0&sz=12&sort=featured-items'))).toBe(
      '/category/chocolate',
    );
  });

  it('a parsed link reads back as the same state', () => {
    const original = category('refine1=price=(10..25)&refine2=c_size=8oz|1lb&sort=price-low-to-high&start=24&sz=24');
    const href = listingHref('/category/chocolate', original);
    expect(parseListingQuery(new URL(href, 'http://shop.test').searchParams, { categoryId: 'chocolate' })).toEqual(
      original,
    );
  });
});

describe('listing variants (noindex)', () => {
  it.each([
    ['', false],
    ['refine1=c_size=8oz', true],
    ['sort=newest', true],
    ['start=12', true],
    ['sz=24', true],
  ])('%j → %s', (raw, expected) => {
    expect(isListingVariant(category(raw))).toBe(expected);
  });
});

describe('pagination', () => {
  it('one page for few or no hits', () => {
    expect(pagination(0, 0, 12)).toEqual({ page: 1, pageCount: 1, previous: null, next: null, pages: [1] });
    expect(pagination(12, 0, 12)).toEqual({ page: 1, pageCount: 1, previous: null, next: null, pages: [1] });
  });

  it('13 hits are two pages', () => {
    expect(pagination(13, 0, 12)).toMatchObject({ page: 1, pageCount: 2, previous: null, next: 2, pages: [1, 2] });
    expect(pagination(13, 12, 12)).toMatchObject({ page: 2, pageCount: 2, previous: 1, next: null });
  });

  it('leaves out runs of pages far from the current one', () => {
    expect(pagination(240, 0, 12).pages).toEqual([1, 2, 3, null, 20]);
    expect(pagination(240, 120, 12).pages).toEqual([1, null, 9, 10, 11, 12, 13, null, 20]);
    expect(pagination(240, 228, 12).pages).toEqual([1, null, 18, 19, 20]);
  });

  it('shows a single missing page instead of an ellipsis', () => {
    expect(pagination(60, 48, 12).pages).toEqual([1, 2, 3, 4, 5]);
    expect(pagination(72, 48, 12).pages).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('an unaligned offset belongs to the page it falls in', () => {
    expect(pagination(40, 5, 12)).toMatchObject({ page: 1, next: 2 });
    expect(pagination(40, 13, 12)).toMatchObject({ page: 2, previous: 1, next: 3 });
  });

  it('an offset past the end shows the last page', () => {
    expect(pagination(30, 999, 12)).toMatchObject({ page: 3, pageCount: 3, next: null });
    expect(offsetPastEnd(30, 36, 12)).toBe(24);
    expect(offsetPastEnd(30, 30, 12)).toBe(24);
    expect(offsetPastEnd(30, 24, 12)).toBeNull();
    expect(offsetPastEnd(0, 24, 12)).toBeNull();
  });
});

describe('category id from the route parameter (also the /category/{pageLink} fallback)', () => {
  it.each([
    ['chocolate', 'chocolate'],
    ['dark-truffles', 'dark-truffles'],
    ['/category/lollipops', 'lollipops'],
    ['category/lollipops/', 'lollipops'],
    ['gift_cards.v2', 'gift_cards.v2'],
  ])('%j → %j', (raw, expected) => {
    expect(categoryIdFromParam(raw)).toBe(expected);
  });

  it.each([[undefined], [''], ['../secret'], ['a b'], ['<script>'], ['x'.repeat(101)], ['lollipops/build-a-box']])(
    '%j → null',
    (raw) => {
      expect(categoryIdFromParam(raw)).toBeNull();
    },
  );
});
