import { describe, expect, it } from 'vitest';
import {
  brandInfo,
  cardBrandFromType,
  detectCardBrand,
  isCardExpired,
  luhnValid,
  maskCardNumber,
  parseExpiryMonth,
  parseExpiryYear,
  securityCodeProblem,
  validateCard,
} from '../src/payments/cards.ts';
import { authorisationOutcomeFor, TEST_CARDS } from '../src/payments/test-cards.ts';
import { isGiftCardNumber, isGiftCardPin, maskGiftCardNumber } from '../src/payments/gift-cards.ts';

const NOW = new Date('2026-05-15T12:00:00Z');

describe('card brand detection', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['5100000000000000', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['340000000000009', 'americanexpress'],
    ['378282246310005', 'americanexpress'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['6440000000000000', 'discover'],
    ['6490000000000000', 'discover'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it.each([
    '5000000000000000',
    '5600000000000000',
    '2220990000000000',
    '2721000000000000',
    '6430000000000000',
    '6012000000000000',
    '3530111333300000',
    '1234',
    'abcd',
  ])('%s has no brand', (number) => {
    expect(detectCardBrand(number)).toBeUndefined();
  });

  it('ignores spaces and dashes', () => {
    expect(detectCardBrand('4111 1111-1111 1111')).toBe('visa');
  });
});

describe('card type codes and names', () => {
  it.each([
    ['001', 'visa'],
    ['002', 'mastercard'],
    ['003', 'americanexpress'],
    ['004', 'discover'],
    ['042', 'discover'],
    ['Visa', 'visa'],
    ['Master Card', 'mastercard'],
    ['mastercard', 'mastercard'],
    ['Amex', 'americanexpress'],
    ['american-express', 'americanexpress'],
    ['DISCOVER', 'discover'],
  ])('%s resolves to %s', (type, brand) => {
    expect(cardBrandFromType(type)).toBe(brand);
  });

  it('does not know other codes', () => {
    expect(cardBrandFromType('005')).toBeUndefined();
    expect(cardBrandFromType('JCB')).toBeUndefined();
  });

  it('gives each brand its code and B2C Commerce card type', () => {
    expect(brandInfo('visa')).toMatchObject({ code: '001', cardType: 'Visa', securityCodeLength: 3 });
    expect(brandInfo('americanexpress')).toMatchObject({ code: '003', cardType: 'Amex', securityCodeLength: 4 });
  });
});

describe('Luhn check', () => {
  it('accepts every test card', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number)).toBe(true);
  });

  it('rejects a changed digit and non-digits', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('41111111111111x1')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('masking', () => {
  it('masks all but the last four digits', () => {
    expect(maskCardNumber('4111111111111111')).toBe('************1111');
  });

  it('gives a 15-character mask one extra mask character (amex)', () => {
    expect(maskCardNumber('378282246310005')).toBe('************0005');
    expect(maskCardNumber('378282246310005')).toHaveLength(16);
  });

  it('masks gift cards the same way', () => {
    expect(maskGiftCardNumber('7777000000000025001')).toBe('***************5001');
  });
});

describe('security code', () => {
  it('needs 4 digits for amex and 3 otherwise', () => {
    expect(securityCodeProblem('americanexpress', '1234')).toBeUndefined();
    expect(securityCodeProblem('americanexpress', '123')).toBe('Invalid CVV length');
    expect(securityCodeProblem('visa', '123')).toBeUndefined();
    expect(securityCodeProblem('visa', '1234')).toBe('Invalid CVV length');
    expect(securityCodeProblem('discover', '12')).toBe('Invalid CVV length');
  });

  it('rejects non-digits with "Invalid CVV value"', () => {
    expect(securityCodeProblem('visa', '12a')).toBe('Invalid CVV value');
    expect(securityCodeProblem('americanexpress', '12 4')).toBe('Invalid CVV value');
  });
});

describe('expiry', () => {
  it('is expired when the first day of the expiry month is before now', () => {
    expect(isCardExpired(5, 2026, NOW)).toBe(true);
    expect(isCardExpired(4, 2026, NOW)).toBe(true);
    expect(isCardExpired(6, 2026, NOW)).toBe(false);
    expect(isCardExpired(1, 2030, NOW)).toBe(false);
  });

  it('is not expired on the very instant the month starts', () => {
    expect(isCardExpired(6, 2026, new Date('2026-06-01T00:00:00Z'))).toBe(false);
  });

  it('parses months and years from numbers and strings', () => {
    expect(parseExpiryMonth(12)).toBe(12);
    expect(parseExpiryMonth('03')).toBe(3);
    expect(parseExpiryMonth(13)).toBeUndefined();
    expect(parseExpiryMonth(0)).toBeUndefined();
    expect(parseExpiryMonth('1.5')).toBeUndefined();
    expect(parseExpiryYear(2030)).toBe(2030);
    expect(parseExpiryYear('30')).toBe(2030);
    expect(parseExpiryYear('2031')).toBe(2031);
    expect(parseExpiryYear(1999)).toBeUndefined();
    expect(parseExpiryYear('203')).toBeUndefined();
  });
});

describe('validateCard', () => {
  const good = {
    cardNumber: '4111 1111 1111 1111',
    expirationMonth: 12,
    expirationYear: 2030,
    securityCode: '123',
    holder: 'Sally Sweet',
  };

  it('accepts a valid card and normalises it', () => {
    expect(validateCard(good, NOW)).toEqual({
      card: {
        number: '4111111111111111',
        brand: 'visa',
        expirationMonth: 12,
        expirationYear: 2030,
        holder: 'Sally Sweet',
      },
    });
  });

  it('accepts a declared type that matches, as a code or a name', () => {
    expect('card' in validateCard({ ...good, cardType: '001' }, NOW)).toBe(true);
    expect('card' in validateCard({ ...good, cardType: 'Visa' }, NOW)).toBe(true);
  });

  const problemsOf = (input: Record<string, unknown>) => {
    const result = validateCard(input, NOW);
    return 'problems' in result ? result.problems : [];
  };

  it('reports an unknown brand, an unknown declared type and a mismatch', () => {
    expect(problemsOf({ ...good, cardNumber: '3530111333300000' })).toEqual([
      { field: 'cardType', message: 'Unknown card type' },
    ]);
    expect(problemsOf({ ...good, cardType: '099' })).toEqual([{ field: 'cardType', message: 'Unknown card type' }]);
    expect(problemsOf({ ...good, cardType: '002' })).toEqual([
      { field: 'cardType', message: 'Card type does not match the card number' },
    ]);
  });

  it('reports a bad checksum, a wrong length, a number sent as a JSON number and a missing number', () => {
    expect(problemsOf({ ...good, cardNumber: '4111111111111112' })).toEqual([
      { field: 'cardNumber', message: 'Invalid card number' },
    ]);
    expect(problemsOf({ ...good, cardNumber: '41111111111111' })).toEqual([
      { field: 'cardNumber', message: 'Invalid card number' },
    ]);
    expect(problemsOf({ ...good, cardNumber: 4111111111111111 })).toEqual([
      { field: 'cardNumber', message: 'Invalid card number' },
    ]);
    expect(problemsOf({ ...good, cardNumber: undefined })).toEqual([
      { field: 'cardNumber', message: 'This field is required.' },
    ]);
  });

  it('reports CVV problems with the spec messages', () => {
    expect(problemsOf({ ...good, securityCode: '1234' })).toEqual([
      { field: 'securityCode', message: 'Invalid CVV length' },
    ]);
    expect(problemsOf({ ...good, securityCode: 'abc' })).toEqual([
      { field: 'securityCode', message: 'Invalid CVV value' },
    ]);
    expect(problemsOf({ ...good, cardNumber: '378282246310005', securityCode: '123' })).toEqual([
      { field: 'securityCode', message: 'Invalid CVV length' },
    ]);
    expect(problemsOf({ ...good, securityCode: '' })).toEqual([
      { field: 'securityCode', message: 'This field is required.' },
    ]);
  });

  it('reports an expired card and an impossible date', () => {
    expect(problemsOf({ ...good, expirationMonth: 4, expirationYear: 2026 })).toEqual([
      { field: 'expirationYear', message: 'Card is expired' },
    ]);
    expect(problemsOf({ ...good, expirationMonth: 13 })).toEqual([
      { field: 'expirationMonth', message: 'Invalid expiration date' },
    ]);
    expect(problemsOf({ ...good, expirationYear: undefined })).toEqual([
      { field: 'expirationYear', message: 'This field is required.' },
    ]);
  });

  it('rejects a holder that is not a short string', () => {
    expect(problemsOf({ ...good, holder: 42 })).toEqual([{ field: 'holder', message: 'Invalid field value' }]);
    expect(problemsOf({ ...good, holder: 'x'.repeat(101) })).toEqual([
      { field: 'holder', message: 'Invalid field value' },
    ]);
  });

  it('reports every problem at once', () => {
    expect(
      problemsOf({ cardNumber: '4111111111111111', expirationMonth: 1, expirationYear: 2020, securityCode: '1' }).map(
        (p) => p.message,
      ),
    ).toEqual(['Card is expired', 'Invalid CVV length']);
  });
});

describe('test cards', () => {
  it('approve, decline or fail for insufficient funds as documented', () => {
    expect(authorisationOutcomeFor('4111111111111111')).toBe('approved');
    expect(authorisationOutcomeFor('4000000000000002')).toBe('declined');
    expect(authorisationOutcomeFor('4000000000009995')).toBe('insufficient_funds');
    expect(authorisationOutcomeFor('4012888888881881')).toBe('approved');
  });

  it('are valid cards of the brand they name', () => {
    for (const card of TEST_CARDS) {
      expect(detectCardBrand(card.number)).toBe(card.brand);
      expect(brandInfo(card.brand).numberLengths).toContain(card.number.length);
    }
  });
});

describe('gift card formats', () => {
  it('takes 19 to 21 digit numbers and 4 digit codes', () => {
    expect(isGiftCardNumber('7'.repeat(19))).toBe(true);
    expect(isGiftCardNumber('7'.repeat(21))).toBe(true);
    expect(isGiftCardNumber('7'.repeat(18))).toBe(false);
    expect(isGiftCardNumber('7'.repeat(22))).toBe(false);
    expect(isGiftCardPin('0000')).toBe(true);
    expect(isGiftCardPin('123')).toBe(false);
    expect(isGiftCardPin('12a4')).toBe(false);
  });
});
