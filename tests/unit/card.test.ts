import { describe, expect, test } from 'vitest';
import {
  brandOfCardType,
  brandOfTypeCode,
  cardNumberProblem,
  cardTypeCode,
  describeCard,
  detectCardBrand,
  displayMaskedNumber,
  isCardExpired,
  luhnValid,
  maskCardNumber,
  parseExpiry,
  securityCodeProblem,
} from '~/models/card.ts';

describe('card brand from the number', () => {
  test.each([
    ['4111 1111 1111 1111', 'visa'],
    ['4242-4242-4242-4242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['378282246310005', 'americanexpress'],
    ['341111111111111', 'americanexpress'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  test.each([
    '2220990000000000',
    '2721000000000000',
    '5000000000000000',
    '3530111333300000',
    '6430000000000000',
    '1234',
    '',
    'abcd',
  ])('%s has no known brand', (number) => {
    expect(detectCardBrand(number)).toBeUndefined();
  });
});

describe('type codes (spec §3)', () => {
  test('001 visa, 002 mastercard, 003 amex, 004 and 042 discover', () => {
    expect(cardTypeCode('visa')).toBe('001');
    expect(cardTypeCode('mastercard')).toBe('002');
    expect(cardTypeCode('americanexpress')).toBe('003');
    expect(cardTypeCode('discover')).toBe('004');
    expect(brandOfTypeCode('042')).toBe('discover');
    expect(brandOfTypeCode('004')).toBe('discover');
    expect(brandOfTypeCode('003')).toBe('americanexpress');
    expect(brandOfTypeCode('999')).toBeUndefined();
  });

  test('SCAPI card type names', () => {
    expect(brandOfCardType('Visa')).toBe('visa');
    expect(brandOfCardType('Master Card')).toBe('mastercard');
    expect(brandOfCardType('Amex')).toBe('americanexpress');
    expect(brandOfCardType('American Express')).toBe('americanexpress');
    expect(brandOfCardType('Discover')).toBe('discover');
    expect(brandOfCardType('042')).toBe('discover');
    expect(brandOfCardType('Diners')).toBeUndefined();
    expect(brandOfCardType(undefined)).toBeUndefined();
  });
});

describe('Luhn and the number message', () => {
  test('the test cards pass, a changed digit fails', () => {
    for (const number of [
      '4111111111111111',
      '378282246310005',
      '6011111111111117',
      '2223003122003222',
      '4000000000000002',
    ])
      expect(luhnValid(number)).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('1')).toBe(false);
  });

  test('messages', () => {
    expect(cardNumberProblem('4111 1111 1111 1111')).toBeUndefined();
    expect(cardNumberProblem('')).toBe('This field is required.');
    expect(cardNumberProblem('9111111111111111')).toBe('Unknown card type');
    expect(cardNumberProblem('4111111111111112')).toBe('Invalid card number');
    expect(cardNumberProblem('41111111111')).toBe('Invalid card number');
    expect(cardNumberProblem('4111x1111')).toBe('Invalid card number');
    // An amex number must have 15 digits.
    expect(cardNumberProblem('3782822463100050')).toBe('Invalid card number');
  });
});

describe('security code (spec §5)', () => {
  test('4 digits for amex, 3 otherwise', () => {
    expect(securityCodeProblem('americanexpress', '1234')).toBeUndefined();
    expect(securityCodeProblem('americanexpress', '123')).toBe('Invalid CVV length');
    expect(securityCodeProblem('visa', '123')).toBeUndefined();
    expect(securityCodeProblem('visa', '1234')).toBe('Invalid CVV length');
    expect(securityCodeProblem('discover', '12')).toBe('Invalid CVV length');
  });

  test('only digits', () => {
    expect(securityCodeProblem('visa', '12a')).toBe('Invalid CVV value');
    expect(securityCodeProblem('americanexpress', '12 4')).toBe('Invalid CVV value');
    expect(securityCodeProblem('visa', '')).toBe('This field is required.');
  });

  test('an unknown brand takes 3 or 4 digits', () => {
    expect(securityCodeProblem(undefined, '123')).toBeUndefined();
    expect(securityCodeProblem(undefined, '1234')).toBeUndefined();
    expect(securityCodeProblem(undefined, '12345')).toBe('Invalid CVV length');
  });
});

describe('expiry (spec §5: expired when the first day of the month is before now)', () => {
  const now = new Date('2026-11-21T22:00:00Z');
  test('this month counts as expired, next month does not', () => {
    expect(isCardExpired(11, 2026, now)).toBe(true);
    expect(isCardExpired(12, 2026, now)).toBe(false);
    expect(isCardExpired(1, 2024, now)).toBe(true);
    expect(isCardExpired(1, 2027, now)).toBe(false);
  });

  test('the very first instant of a month is not before itself', () => {
    expect(isCardExpired(12, 2026, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isCardExpired(12, 2026, new Date('2026-12-01T00:00:00.001Z'))).toBe(true);
  });
});

describe('the MM/YY expiry field', () => {
  test.each([
    ['12/30', { month: 12, year: 2030 }],
    [' 04 / 31 ', { month: 4, year: 2031 }],
    ['4/31', { month: 4, year: 2031 }],
    ['1230', { month: 12, year: 2030 }],
    ['12-30', { month: 12, year: 2030 }],
    ['12/2030', { month: 12, year: 2030 }],
  ])('%s is month and full year', (typed, expected) => {
    expect(parseExpiry(typed)).toEqual(expected);
  });

  test.each(['', '13/30', '00/30', '123', '12/3', '12/203', 'ab/cd', '12//30'])('%j is no expiry', (typed) => {
    expect(parseExpiry(typed)).toBeNull();
  });
});

describe('masks', () => {
  test('all but the last four digits', () => {
    expect(maskCardNumber('4111 1111 1111 1111')).toBe('************1111');
  });

  test('a 15-character mask gets one extra mask character (spec §5)', () => {
    expect(maskCardNumber('378282246310005')).toBe('************0005');
    expect(maskCardNumber('378282246310005')).toHaveLength(16);
  });

  test('display', () => {
    expect(displayMaskedNumber('************1111')).toBe('•••• 1111');
    expect(displayMaskedNumber(undefined)).toBe('••••');
    expect(
      describeCard({
        cardType: 'Master Card',
        maskedNumber: '************4444',
        expirationMonth: 8,
        expirationYear: 2029,
      }),
    ).toBe('Mastercard •••• 4444, expires 08/2029');
    expect(describeCard({ cardType: 'Amex', maskedNumber: '************0005' })).toBe('American Express •••• 0005');
  });
});
