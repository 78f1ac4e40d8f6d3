import { describe, expect, it } from 'vitest';
import { recoEventSchema } from '~/models/recommendation-forms.ts';
import {
  activityBody,
  einsteinSiteId,
  readRecs,
  recoEventBody,
  recommendationIn,
  recommendersSetting,
  RECO_EVENT_MAX_PRODUCTS,
  type RecoEvent,
} from '~/models/recommendations.ts';
import { readEnv } from '~/services/env.server.ts';
import { parseForm } from '~/services/form.server.ts';

const COMMERCE = { COMMERCE_SHORT_CODE: 'x', COMMERCE_ORGANIZATION_ID: 'f_ecom_x', COMMERCE_CLIENT_ID: 'c' };
const EINSTEIN = {
  EINSTEIN_API_URL: 'https://api.cquotient.com/',
  EINSTEIN_CLIENT_ID: 'cq-client',
  EINSTEIN_REALM: 'bdsb',
};

describe('readRecs (spec §7: replies read recs (id) and recoUUID)', () => {
  it('reads the ids in order, once each, and the answer id', () => {
    expect(
      readRecs({
        recoUUID: 'u-1',
        recs: [{ id: '10102', product_name: 'A' }, { id: '10104' }, { id: '10102' }, { id: '' }, {}, null],
      }),
    ).toEqual({
      recoUUID: 'u-1',
      ids: ['10102', '10104'],
    });
  });

  it('takes an answer without recoUUID or recs for no answer (no carousel)', () => {
    expect(readRecs({ recs: [{ id: '1' }] })).toBeNull();
    expect(readRecs({ recoUUID: 'u' })).toBeNull();
    expect(readRecs('nope')).toBeNull();
    expect(readRecs({ recoUUID: 'u', recs: [] })).toEqual({ recoUUID: 'u', ids: [] });
  });
});

describe('when recommenders are enabled (RECOMMENDERS_ENABLED and EINSTEIN_*)', () => {
  it('reads the switch: off only when said so', () => {
    for (const off of ['0', 'false', 'OFF', ' no ']) expect(recommendersSetting(off)).toBe(false);
    for (const on of [undefined, '', '1', 'true', 'yes']) expect(recommendersSetting(on)).toBe(true);
  });

  it('is on with the three Einstein settings, off without one of them or when switched off', () => {
    expect(readEnv({ ...COMMERCE, ...EINSTEIN }).recommendations).toEqual({
      apiUrl: 'https://api.cquotient.com',
      clientId: 'cq-client',
      realm: 'bdsb',
    });
    expect(readEnv({ ...COMMERCE, ...EINSTEIN, RECOMMENDERS_ENABLED: '0' }).recommendations).toBeNull();
    expect(readEnv({ ...COMMERCE, ...EINSTEIN, EINSTEIN_REALM: '' }).recommendations).toBeNull();
    expect(() => readEnv({ ...COMMERCE, ...EINSTEIN, EINSTEIN_API_URL: 'ftp://x' })).toThrow(
      /EINSTEIN_API_URL must be http/,
    );
  });

  it("names Einstein's site {realm}-{siteId}", () => {
    expect(einsteinSiteId('bdsb', 'sweet-shop')).toBe('bdsb-sweet-shop');
  });
});

describe('the event form (the beacon the browser sends)', () => {
  const view: RecoEvent = {
    activity: 'viewReco',
    recommender: 'customers-also-love',
    recoUUID: 'e62e7102-9c39-46bc-a6c1-c336047e5a8b',
    productIds: ['10102', '10104'],
  };

  it('round-trips through the schema the route parses it with', () => {
    const parsed = parseForm(recoEventBody(view), { schema: recoEventSchema });
    expect(parsed.status === 'success' && parsed.value).toEqual(view);
    const click = parseForm(recoEventBody({ ...view, activity: 'clickReco', productIds: ['10104'] }), {
      schema: recoEventSchema,
    });
    expect(click.status === 'success' && click.value.productIds).toEqual(['10104']);
  });

  it('sends at most a carousel of products', () => {
    const many = Array.from({ length: 40 }, (_, index) => String(10_000 + index));
    expect(recoEventBody({ ...view, productIds: many }).getAll('productIds')).toHaveLength(RECO_EVENT_MAX_PRODUCTS);
  });

  it('refuses a click on several products, an unknown recommender or activity, a bad id or uuid', () => {
    const refused = (body: URLSearchParams) => parseForm(body, { schema: recoEventSchema }).status;
    expect(refused(recoEventBody({ ...view, activity: 'clickReco' }))).toBe('error');
    expect(
      refused(new URLSearchParams({ activity: 'viewReco', recommender: 'everything', recoUUID: 'u', productIds: '1' })),
    ).toBe('error');
    expect(
      refused(
        new URLSearchParams({ activity: 'addToCart', recommender: 'recently-viewed', recoUUID: 'u', productIds: '1' }),
      ),
    ).toBe('error');
    expect(
      refused(
        new URLSearchParams({ activity: 'viewReco', recommender: 'recently-viewed', recoUUID: 'u', productIds: '<b>' }),
      ),
    ).toBe('error');
    expect(
      refused(
        new URLSearchParams({ activity: 'viewReco', recommender: 'recently-viewed', recoUUID: 'a b', productIds: '1' }),
      ),
    ).toBe('error');
    expect(refused(new URLSearchParams({ activity: 'viewReco', recommender: 'recently-viewed', recoUUID: 'u' }))).toBe(
      'error',
    );
  });
});

describe("Einstein's activity bodies", () => {
  it('viewReco names the products shown, clickReco the one clicked; the cookie id only when there is one', () => {
    const event: RecoEvent = {
      activity: 'viewReco',
      recommender: 'recently-viewed',
      recoUUID: 'u-1',
      productIds: ['1', '2'],
    };
    expect(activityBody(event, 'usid-1')).toEqual({
      recommenderName: 'recently-viewed',
      __recoUUID: 'u-1',
      products: [
        { id: '1', sku: '', altId: '', altIdType: '' },
        { id: '2', sku: '', altId: '', altIdType: '' },
      ],
      cookieId: 'usid-1',
    });
    expect(activityBody({ ...event, activity: 'clickReco', productIds: ['2'] }, undefined)).toEqual({
      recommenderName: 'recently-viewed',
      __recoUUID: 'u-1',
      product: { id: '2', sku: '', altId: '', altIdType: '' },
    });
  });
});

describe("the 404 page's carousel in an error's data", () => {
  it('is taken only when it is one, with products', () => {
    const carousel = { recommender: 'recently-viewed', recoUUID: 'u', products: [{ id: '1' }] };
    expect(recommendationIn(carousel)).toBe(carousel);
    expect(recommendationIn({ ...carousel, products: [] })).toBeNull();
    expect(recommendationIn({ ...carousel, recommender: 'other' })).toBeNull();
    expect(recommendationIn(null)).toBeNull();
    expect(recommendationIn('x')).toBeNull();
  });
});
