import { describe, expect, test } from 'vitest';
import type { Basket } from '~/models/basket.ts';
import {
  chosenPayment,
  giftCardInstruments,
  isGiftCardNumber,
  isGiftCardPin,
  mainInstrument,
  maskGiftCardNumber,
  normaliseGiftCardNumber,
  paymentSplit,
  splitTotal,
} from '~/models/gift-card.ts';

describe('gift card rules (spec §5)', () => {
  test('the number has 19 to 21 digits', () => {
    expect(isGiftCardNumber('7777000000000025001')).toBe(true);
    expect(isGiftCardNumber('77770000000000750005')).toBe(true);
    expect(isGiftCardNumber('777700000000005000006')).toBe(true);
    expect(isGiftCardNumber('7777 0000 0000 0025 001')).toBe(true);
    expect(isGiftCardNumber('777700000000002500')).toBe(false);
    expect(isGiftCardNumber('7777000000000050000061')).toBe(false);
    expect(isGiftCardNumber('7777000000000025abc')).toBe(false);
    expect(isGiftCardNumber('')).toBe(false);
  });

  test('the security code has 4 digits', () => {
    expect(isGiftCardPin('1225')).toBe(true);
    expect(isGiftCardPin('0000')).toBe(true);
    expect(isGiftCardPin('122')).toBe(false);
    expect(isGiftCardPin('12256')).toBe(false);
    expect(isGiftCardPin('12a5')).toBe(false);
  });

  test('normalised and masked', () => {
    expect(normaliseGiftCardNumber('7777-0000 0000 0025 001')).toBe('7777000000000025001');
    expect(maskGiftCardNumber('7777000000000025001')).toBe('***************5001');
  });
});

describe('how a total splits', () => {
  test('a gift card pays part, the card the rest', () => {
    expect(splitTotal(60.1, [25])).toEqual({ giftCards: [25], rest: 35.1, covered: false });
  });

  test('gift cards pay at most what is open, in order', () => {
    expect(splitTotal(60, [50, 25])).toEqual({ giftCards: [50, 10], rest: 0, covered: true });
    expect(splitTotal(60, [10000])).toEqual({ giftCards: [60], rest: 0, covered: true });
  });

  test('no gift cards: the card pays everything; cents stay exact', () => {
    expect(splitTotal(0.3, [0.1, 0.1])).toEqual({ giftCards: [0.1, 0.1], rest: 0.1, covered: false });
    expect(splitTotal(19.99, [])).toEqual({ giftCards: [], rest: 19.99, covered: false });
  });
});

describe('the basket payment', () => {
  const basket: Basket = {
    orderTotal: 44.1,
    c_paymentAmount: 19.1,
    paymentInstruments: [
      {
        paymentInstrumentId: 'g1',
        paymentMethodId: 'GIFTCARD',
        amount: 25,
        maskedGiftCertificateCode: '***************5001',
      },
      { paymentInstrumentId: 'c1', paymentMethodId: 'CREDIT_CARD', amount: 19.1 },
    ],
  };

  test('gift cards and the rest', () => {
    expect(paymentSplit(basket)).toEqual({
      total: 44.1,
      giftCards: [{ paymentInstrumentId: 'g1', maskedNumber: '***************5001', amount: 25 }],
      rest: 19.1,
      covered: false,
    });
    expect(mainInstrument(basket)?.paymentInstrumentId).toBe('c1');
    expect(giftCardInstruments(basket).map((instrument) => instrument.paymentInstrumentId)).toEqual(['g1']);
  });

  test('covered when the gift cards leave nothing', () => {
    const covered: Basket = {
      orderTotal: 44.1,
      c_paymentAmount: 0,
      paymentInstruments: [{ paymentInstrumentId: 'g', paymentMethodId: 'GIFTCARD', amount: 44.1 }],
    };
    expect(paymentSplit(covered).covered).toBe(true);
    expect(paymentSplit(covered).rest).toBe(0);
  });

  test('without c_paymentAmount the rest is computed; without a total nothing is known', () => {
    expect(
      paymentSplit({ orderTotal: 30, paymentInstruments: [{ paymentMethodId: 'GIFTCARD', amount: 25 }] }).rest,
    ).toBe(5);
    expect(paymentSplit({ paymentInstruments: [] })).toEqual({ giftCards: [], covered: false });
  });

  test('no gift cards is never covered, even at a zero total', () => {
    expect(paymentSplit({ orderTotal: 0, c_paymentAmount: 0 }).covered).toBe(false);
  });
});

describe('the chosen payment, shown masked', () => {
  test('a card, no payment, or nothing yet', () => {
    expect(
      chosenPayment({
        paymentInstruments: [
          {
            paymentMethodId: 'CREDIT_CARD',
            paymentCard: {
              cardType: 'Visa',
              maskedNumber: '************1111',
              expirationMonth: 12,
              expirationYear: 2030,
            },
          },
        ],
      }),
    ).toEqual({ kind: 'card', description: 'Visa •••• 1111, expires 12/2030' });
    expect(
      chosenPayment({
        paymentInstruments: [{ paymentMethodId: 'GIFTCARD', amount: 5 }, { paymentMethodId: 'NO_PAYMENT' }],
      }),
    ).toEqual({ kind: 'none' });
    expect(chosenPayment({ paymentInstruments: [{ paymentMethodId: 'GIFTCARD', amount: 5 }] })).toBeNull();
    expect(chosenPayment(null)).toBeNull();
  });
});
