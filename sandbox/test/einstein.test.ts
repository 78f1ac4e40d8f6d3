import { describe, expect, it } from 'vitest';
import { alsoLoved } from '../src/einstein/recommend.ts';
import { activityProblem } from '../src/einstein/routes.ts';
import type { Catalog, CategoryRecord, ProductRecord } from '../src/catalog/store.ts';

const category = (id: string, doc: Record<string, unknown> = {}): [string, CategoryRecord] => [
  id,
  { id, parentId: 'root', position: 0, doc, childIds: [] },
];
let position = 0;
const product = (
  id: string,
  categories: string[],
  doc: Record<string, unknown> = {},
  kind: ProductRecord['kind'] = 'item',
  masterId: string | null = null,
): [string, ProductRecord] => [
  id,
  { id, masterId, kind, position: position++, doc: { name: id, _categoryIds: categories, ...doc } },
];

const catalog: Catalog = {
  version: 'test',
  categories: new Map([
    category('truffles'),
    category('dark'),
    category('fudge'),
    category('sales-materials', { c_showInMenu: false }),
  ]),
  products: new Map([
    product('anchor', ['truffles', 'dark'], {}, 'master'),
    product('anchor-red', ['truffles', 'dark'], {}, 'variant', 'anchor'),
    product('both', ['truffles', 'dark'], { _unitsSold: 5 }),
    product('one-popular', ['truffles'], { _unitsSold: 900 }),
    product('one', ['dark'], { _unitsSold: 10 }),
    product('fudge-best', ['fudge'], { _unitsSold: 5000 }),
    product('fudge', ['fudge'], { _unitsSold: 1 }),
    product('gift-card', ['truffles'], { c_isGiftCard: true }),
    product('brochure', ['sales-materials'], { c_isCollateral: true }),
    product('hidden', ['sales-materials']),
  ]),
  variantIds: new Map([['anchor', ['anchor-red']]]),
  categoryOrder: ['root', 'truffles', 'dark', 'fudge'],
};

describe('the Einstein stand-in: customers also love', () => {
  it("ranks the anchor's neighbours by shared categories, then best sellers; never the anchor, variants, gift cards or hidden products", () => {
    expect(alsoLoved(catalog, ['anchor'])).toEqual(['both', 'one-popular', 'one', 'fudge-best', 'fudge']);
  });

  it('reads a variant anchor as its master, and holds at most `max`', () => {
    expect(alsoLoved(catalog, ['anchor-red'], 2)).toEqual(['both', 'one-popular']);
    expect(alsoLoved(catalog, ['unknown'], 2)).toEqual(['fudge-best', 'one-popular']);
  });
});

describe('the Einstein stand-in: activities', () => {
  it('asks viewReco and clickReco for the recommender, the answer id and the products', () => {
    const reco = { recommenderName: 'customers-also-love', __recoUUID: 'u-1' };
    expect(activityProblem('viewReco', { ...reco, products: [{ id: '1' }] })).toBeNull();
    expect(activityProblem('viewReco', { ...reco, products: [] })).toMatch(/products/);
    expect(activityProblem('viewReco', { products: [{ id: '1' }], __recoUUID: 'u' })).toMatch(/recommenderName/);
    expect(activityProblem('clickReco', { ...reco, product: { id: '1' } })).toBeNull();
    expect(activityProblem('clickReco', { recommenderName: 'x', product: { id: '1' } })).toMatch(/__recoUUID/);
    expect(activityProblem('clickReco', { ...reco })).toMatch(/product\.id/);
    expect(activityProblem('viewProduct', {})).toBeNull();
  });
});
