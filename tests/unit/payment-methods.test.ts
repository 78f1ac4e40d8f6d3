import { describe, expect, it } from 'vitest';
import {
  approvalMatches,
  bnplInstalments,
  bnplRefusal,
  choiceOfMethodId,
  isTransactionLockout,
  methodIdOf,
  methodOffers,
  orderTokenFields,
  UNAVAILABLE,
} from '~/models/payment-methods.ts';
import { BNPL_MINIMUM_AMOUNT } from '~/models/checkout-constants.ts';

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

describe('buy-now-pay-later availability (spec §4)', () => {
  it('is offered at and above the minimum without subscription items', () => {
    expect(bnplRefusal({ amount: BNPL_MINIMUM_AMOUNT, hasSubscriptionItems: false }, dollars)).toBeUndefined();
    expect(bnplRefusal({ amount: 120, hasSubscriptionItems: false }, dollars)).toBeUndefined();
  });
  it('is refused a cent below the minimum, with the minimum in words', () => {
    expect(bnplRefusal({ amount: BNPL_MINIMUM_AMOUNT - 0.01, hasSubscriptionItems: false }, dollars)).toBe(
      UNAVAILABLE.bnplMinimum('$35.00'),
    );
  });
  it('is refused with subscription items whatever the amount', () => {
    expect(bnplRefusal({ amount: 500, hasSubscriptionItems: true }, dollars)).toBe(UNAVAILABLE.bnplSubscription);
  });
});

describe('methodOffers (site preferences)', () => {
  const offers = (
    siteId: 'sweet-shop' | 'volume-savings' | 'fundraising',
    extra: Partial<{ currency: string; amount: number; hasSubscriptionItems: boolean }> = {},
  ) => methodOffers({ siteId, currency: 'USD', amount: 50, hasSubscriptionItems: false, ...extra }, dollars);

  it('the main shop offers PayPal, Venmo and Klarna, not checks', () => {
    expect(offers('sweet-shop').map((offer) => offer.choice)).toEqual(['paypal', 'venmo', 'klarna']);
    expect(offers('sweet-shop').every((offer) => offer.available)).toBe(true);
  });
  it('the fundraising site adds pay by check; volume savings has checks but no Klarna (isKlarnaEnabled off)', () => {
    expect(offers('fundraising').map((offer) => offer.choice)).toEqual(['paypal', 'venmo', 'klarna', 'check']);
    expect(offers('volume-savings').map((offer) => offer.choice)).toEqual(['paypal', 'venmo', 'check']);
  });
  it('lists an unavailable method with its reason: Venmo outside US dollars, Klarna below the minimum or with a subscription', () => {
    expect(offers('sweet-shop', { currency: 'CAD' }).find((offer) => offer.choice === 'venmo')).toEqual({
      choice: 'venmo',
      label: 'Venmo',
      available: false,
      reason: UNAVAILABLE.venmoCurrency,
    });
    expect(offers('sweet-shop', { amount: 10 }).find((offer) => offer.choice === 'klarna')).toMatchObject({
      available: false,
      reason: 'Klarna is available for orders of $35.00 or more.',
    });
    expect(
      offers('sweet-shop', { hasSubscriptionItems: true }).find((offer) => offer.choice === 'klarna'),
    ).toMatchObject({
      available: false,
      reason: UNAVAILABLE.bnplSubscription,
    });
  });
});

describe('orderTokenFields (spec §4 placing an order, step 3)', () => {
  it('PayPal and Venmo: custom fields; Klarna: c_authToken; Apple Pay: c_token; pay by check: nothing', () => {
    expect(orderTokenFields('PayPal', 'PP-1')).toEqual({ c_paypalOrderId: 'PP-1' });
    expect(orderTokenFields('Venmo', 'PP-2')).toEqual({ c_paypalOrderId: 'PP-2' });
    expect(orderTokenFields('KLARNA', 'auth-1')).toEqual({ c_authToken: 'auth-1' });
    expect(orderTokenFields('DW_APPLE_PAY', 'wallet')).toEqual({ c_token: 'wallet' });
    expect(orderTokenFields('PAY_BY_CHECK', undefined)).toEqual({});
  });
  it('without a token there is nothing to send: the order is not placed', () => {
    expect(orderTokenFields('PayPal', undefined)).toBeNull();
    expect(orderTokenFields('KLARNA', '')).toBeNull();
    expect(orderTokenFields('CREDIT_CARD', 'x')).toBeNull();
  });
  it('maps form choices and method ids both ways', () => {
    expect(methodIdOf('klarna')).toBe('KLARNA');
    expect(methodIdOf('check')).toBe('PAY_BY_CHECK');
    expect(choiceOfMethodId('Venmo')).toBe('venmo');
    expect(choiceOfMethodId('CREDIT_CARD')).toBeUndefined();
  });
});

describe('approvalMatches: an approval pays only the amount and currency it was given for', () => {
  const approval = { methodId: 'PayPal' as const, amount: 49.46, currency: 'USD' };
  it('matches the same method, amount and currency', () =>
    expect(approvalMatches(approval, 'PayPal', 49.46, 'USD')).toBe(true));
  it('does not match a changed bag, another currency or method, or no approval', () => {
    expect(approvalMatches(approval, 'PayPal', 49.45, 'USD')).toBe(false);
    expect(approvalMatches(approval, 'PayPal', 49.46, 'CAD')).toBe(false);
    expect(approvalMatches(approval, 'Venmo', 49.46, 'USD')).toBe(false);
    expect(approvalMatches(undefined, 'PayPal', 49.46, 'USD')).toBe(false);
  });
});

describe('bnplInstalments (catalog spec §2 messaging)', () => {
  it('splits a price into four payments two weeks apart, adding up to the price', () => {
    const plan = bnplInstalments(37.99)!;
    expect(plan.amount).toBe(9.5);
    expect(plan.payments).toEqual([
      { when: 'Today', amount: 9.5 },
      { when: 'In 2 weeks', amount: 9.5 },
      { when: 'In 4 weeks', amount: 9.5 },
      { when: 'In 6 weeks', amount: 9.49 },
    ]);
  });
  it('divides evenly when it can', () => {
    expect(bnplInstalments(40)!.payments.map((payment) => payment.amount)).toEqual([10, 10, 10, 10]);
  });
  it('is not offered below the minimum', () => {
    expect(bnplInstalments(34.99)).toBeNull();
    expect(bnplInstalments(35)).not.toBeNull();
  });
});

describe('isTransactionLockout (spec §8 unauthorized title)', () => {
  it('is the 401 with the unauthorized title only', () => {
    expect(isTransactionLockout({ status: 401, title: 'Unauthorized' })).toBe(true);
    expect(isTransactionLockout({ status: 400, title: 'Bad Request' })).toBe(false);
    expect(isTransactionLockout({ status: 401, title: 'Expired Token' })).toBe(false);
  });
});
