import { describe, expect, it, vi } from 'vitest';
import {
  emptySubscriptionState,
  FREQUENCIES,
  frequencyLabel,
  hasSubscriptionItems,
  isSubscriptionEligible,
  optedInFrequency,
  optIn,
  optinsPayload,
  optOut,
  parseFrequency,
  repeatLabel,
  SUBSCRIPTION_OFFER_ID,
  subscriptionOptins,
  subscriptionUpsell,
} from '~/models/subscription.ts';

const optin = (product: string, every = 1, every_period = 3) => ({
  product,
  subscription_info: { components: [] },
  tracking_override: { offer: 'offer-1', every, every_period },
});

describe('subscription opt-ins (c_subscriptionOptins)', () => {
  it('reads the JSON list of the basket', () => {
    expect(subscriptionOptins(JSON.stringify([optin('10101')]))).toEqual([optin('10101')]);
    expect(subscriptionOptins(undefined)).toEqual([]);
  });

  it('resets corrupt state to empty and says so', () => {
    const logged = vi.fn();
    expect(subscriptionOptins('{oops', logged)).toEqual([]);
    expect(
      subscriptionOptins(
        JSON.stringify([{ product: '10101', tracking_override: { every: 0, every_period: 3 } }]),
        logged,
      ),
    ).toEqual([]);
    expect(subscriptionOptins(JSON.stringify({ product: '10101' }), logged)).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(3);
  });
});

describe('hasSubscriptionItems (no buy-now-pay-later with subscription items)', () => {
  it('is true when a line of the basket is opted in', () => {
    expect(
      hasSubscriptionItems({
        productItems: [{ productId: '10101' }],
        c_subscriptionOptins: JSON.stringify([optin('10101')]),
      }),
    ).toBe(true);
  });

  it('is false without opt-ins, or when the opted-in product is no longer a line', () => {
    expect(hasSubscriptionItems({ productItems: [{ productId: '10101' }] })).toBe(false);
    expect(
      hasSubscriptionItems({
        productItems: [{ productId: '10301' }],
        c_subscriptionOptins: JSON.stringify([optin('10101')]),
      }),
    ).toBe(false);
    expect(hasSubscriptionItems({ productItems: [{ productId: '10101' }], c_subscriptionOptins: 'not json' })).toBe(
      false,
    );
  });
});

describe('the opt-in state (catalog §4)', () => {
  const monthly = { every: 1, every_period: 3 };
  const bimonthly = { every: 2, every_period: 3 };

  it('opt-in adds or replaces the product entry, opt-out removes it', () => {
    let state = optIn(emptySubscriptionState(), '1010101', monthly);
    state = optIn(state, '1010101', bimonthly);
    expect(state.optedin).toEqual([{ id: '1010101', ...bimonthly }]);
    state = optOut(state, '1010101');
    expect(state).toEqual({ optedin: [], optedout: ['1010101'] });
    expect(optIn(state, '1010101', monthly).optedout).toEqual([]);
  });

  it('tells the product page the frequency a product is opted in at (its offer then changes or stops it)', () => {
    const state = optIn(emptySubscriptionState(), '1010101', bimonthly);
    expect(optedInFrequency(state, '1010101')).toEqual(bimonthly);
    expect(optedInFrequency(state, '1010102')).toBeUndefined();
    expect(optedInFrequency(optOut(state, '1010101'), '1010101')).toBeUndefined();
  });

  it('becomes the basket payload with the frequency as every and every_period', () => {
    expect(optinsPayload(optIn(emptySubscriptionState(), '1010101', bimonthly))).toEqual([
      {
        product: '1010101',
        subscription_info: { components: [] },
        tracking_override: { offer: SUBSCRIPTION_OFFER_ID, every: 2, every_period: 3 },
      },
    ]);
  });

  it('names and parses the frequencies offered', () => {
    expect(FREQUENCIES.map(frequencyLabel)).toEqual([
      'Every 2 weeks',
      'Every month',
      'Every 2 months',
      'Every 3 months',
    ]);
    expect(parseFrequency('2-3')).toEqual(bimonthly);
    expect(parseFrequency('9-9')).toBeNull();
    expect(repeatLabel(optinsPayload(optIn(emptySubscriptionState(), 'a', monthly)), 'a')).toBe(
      'Repeat delivery: every month',
    );
  });

  it('offers the upsell when enabled and over 25, or with the impulse flag', () => {
    expect(subscriptionUpsell({ price: 25.01, subscription: { enabled: true, impulseUpsell: false } })).toBe(true);
    expect(subscriptionUpsell({ price: 25, subscription: { enabled: true, impulseUpsell: false } })).toBe(false);
    expect(subscriptionUpsell({ price: 5, subscription: { enabled: false, impulseUpsell: true } })).toBe(true);
    expect(subscriptionUpsell({ price: 50 })).toBe(false);
    expect(isSubscriptionEligible({ subscription: { enabled: true, impulseUpsell: false } }, false)).toBe(false);
    expect(isSubscriptionEligible({ subscription: { enabled: true, impulseUpsell: false } }, true)).toBe(true);
  });
});
