import { describe, expect, it } from 'vitest';
import { toProduct } from '~/models/product.ts';
import { suggestedSearchTerms, suggestionsView } from '~/models/search-suggestions.ts';
import { searchSubmitTarget, suggestionTerm } from '~/models/search-term.ts';

const product = (index: number) =>
  toProduct({
    id: `1010${index}`,
    name: `Truffle ${index}`,
    price: 10 + index,
    currency: 'USD',
    primaryCategoryId: 'dark-truffles',
    image: { disBaseLink: `/images/products/${index}.svg`, alt: '' },
    longDescription: 'a long text the dropdown never needs',
  });

describe('suggestionTerm: the term is only sent from 3 characters (spec §4)', () => {
  it.each([
    [null, null],
    ['', null],
    ['ch', null],
    ['  ch  ', null],
    ['cho', 'cho'],
    ['  choc  ', 'choc'],
    ['dark  choc', 'dark choc'],
  ])('%j → %j', (raw, expected) => {
    expect(suggestionTerm(raw)).toBe(expected);
  });
});

describe('suggestionsView', () => {
  const ten = Array.from({ length: 10 }, (_, index) => product(index + 1));

  it('puts the first 6 products in suggestions and the rest in recommended products', () => {
    const view = suggestionsView('choc', { products: ten, categories: [] }, 'en-US');
    expect(view.suggestions.map((entry) => entry.id)).toEqual(['10101', '10102', '10103', '10104', '10105', '10106']);
    expect(view.recommended.map((entry) => entry.id)).toEqual(['10107', '10108', '10109', '101010']);
  });

  it('has no recommended products with 6 or fewer', () => {
    const view = suggestionsView('choc', { products: ten.slice(0, 6), categories: [] }, 'en-US');
    expect(view.suggestions).toHaveLength(6);
    expect(view.recommended).toEqual([]);
  });

  it('keeps only what the dropdown draws: name, link, image and a formatted price', () => {
    const [first] = suggestionsView('choc', { products: [product(1)], categories: [] }, 'en-US').suggestions;
    expect(first).toEqual({
      id: '10101',
      name: 'Truffle 1',
      href: '/dark-truffles/truffle-1/10101.html',
      price: '$11.00',
      image: { src: '/images/products/1.svg', alt: 'Truffle 1' },
    });
    expect(JSON.stringify(first)).not.toContain('long text');
  });

  it('links categories to their listing', () => {
    const view = suggestionsView(
      'choc',
      { products: [], categories: [{ id: 'chocolate-bars', name: 'Bars & Bark', parentName: 'Chocolate' }] },
      'en-US',
    );
    expect(view.categories).toEqual([
      { id: 'chocolate-bars', name: 'Bars & Bark', href: '/category/chocolate-bars', parentName: 'Chocolate' },
    ]);
  });
});

describe('searchSubmitTarget: an empty query or the current one goes home (spec §4)', () => {
  it.each([
    ['', null, '/'],
    ['   ', 'chocolate', '/'],
    ['chocolate', null, '/search?q=chocolate'],
    ['chocolate', 'chocolate', '/'],
    [' Chocolate ', 'chocolate', '/'],
    ['truffles', 'chocolate', '/search?q=truffles'],
    ['dark & milk', null, '/search?q=dark%20%26%20milk'],
  ])('%j (current %j) → %s', (raw, current, expected) => {
    expect(searchSubmitTarget(raw, current)).toBe(expected);
  });
});

describe('suggestedSearchTerms: the search-term rows and "did you mean" phrases', () => {
  it('puts the suggested phrase first, then the last word completed, never the typed term, at most 3', () => {
    const terms = [
      { originalTerm: 'drak', terms: [{ value: 'dark' }] },
      {
        originalTerm: 'choc',
        terms: [{ value: 'chocolate' }, { value: 'choc' }, { value: 'chocolates' }, { value: 'chocolatier' }],
      },
    ];
    expect(suggestedSearchTerms('drak choc', 'dark chocolate', terms)).toEqual([
      'dark chocolate',
      'dark choc',
      'dark chocolates',
    ]);
    expect(suggestedSearchTerms('choc', undefined, [{ originalTerm: 'choc', terms: [{ value: 'choc' }] }])).toEqual([]);
    expect(
      suggestedSearchTerms('trufle', 'truffle', [{ originalTerm: 'trufle', terms: [{ value: 'truffle' }] }]),
    ).toEqual(['truffle']);
  });

  it('shows a master’s price range', () => {
    const master = toProduct({
      id: '1',
      name: 'Box',
      price: 10,
      priceMax: 25,
      currency: 'USD',
      primaryCategoryId: 'x',
    });
    expect(suggestionsView('box', { products: [master], categories: [] }, 'en-US').suggestions[0]?.price).toBe(
      '$10.00 – $25.00',
    );
  });
});
