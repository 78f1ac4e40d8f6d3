import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import {
  deliveryDateRange,
  E_GIFT_CARD_LIMITS,
  E_GIFT_CARD_MESSAGES,
  E_GIFT_CARD_PRODUCT_ID,
  eGiftCardAmount,
  eGiftCardLimitProblem,
  eGiftCardLineFields,
  eGiftCardSummary,
} from '~/models/e-gift-card.ts';
import { eGiftCardSchema } from '~/models/e-gift-card-form.ts';

const today = new Date('2026-11-25T12:00:00Z');
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  const base = {
    design: 'celebrate',
    amount: '50',
    recipientName: 'Ana Sweet',
    recipientEmail: 'ana@example.com',
    senderName: 'Casey',
    deliveryDate: '2026-11-25',
  };
  for (const [key, value] of Object.entries({ ...base, ...fields })) data.set(key, value);
  return Object.fromEntries(data);
};
const errors = (fields: Record<string, string>) => {
  const parsed = eGiftCardSchema(today).safeParse(form(fields));
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('e-gift card validation', () => {
  it('takes a fixed amount or a whole custom one within the limits', () => {
    expect(eGiftCardAmount({ amount: '75' })).toBe(75);
    expect(eGiftCardAmount({ amount: '60' })).toBeNull();
    expect(eGiftCardAmount({ amount: 'custom', customAmount: '$35' })).toBe(35);
    expect(eGiftCardAmount({ amount: 'custom', customAmount: '9' })).toBeNull();
    expect(eGiftCardAmount({ amount: 'custom', customAmount: '501' })).toBeNull();
    expect(eGiftCardAmount({ amount: 'custom', customAmount: '12.50' })).toBeNull();
  });

  it('accepts a complete card', () => {
    expect(errors({})).toEqual({});
    expect(
      errors({ amount: 'custom', customAmount: '500', deliveryDate: '2027-11-25', message: 'Happy birthday' }),
    ).toEqual({});
  });

  it('refuses a bad amount, e-mail, design, message or delivery date with the field’s message', () => {
    expect(errors({ amount: 'custom', customAmount: '5' })).toEqual({
      customAmount: E_GIFT_CARD_MESSAGES.customAmount,
    });
    expect(errors({ recipientEmail: 'ana@' })).toHaveProperty('recipientEmail');
    expect(errors({ design: 'plain' })).toEqual({ design: E_GIFT_CARD_MESSAGES.design });
    expect(errors({ message: 'Hi <b>' })).toHaveProperty('message');
    expect(errors({ message: 'x'.repeat(151) })).toHaveProperty('message');
    expect(errors({ deliveryDate: '2026-11-24' })).toEqual({ deliveryDate: E_GIFT_CARD_MESSAGES.deliveryDate });
    expect(errors({ deliveryDate: '2027-11-26' })).toEqual({ deliveryDate: E_GIFT_CARD_MESSAGES.deliveryDate });
  });

  it('offers delivery from today to a year ahead', () => {
    expect(deliveryDateRange(today)).toEqual({ min: '2026-11-25', max: '2027-11-25' });
  });

  it('puts the amount and the recipient on the line, and says so in the bag', () => {
    const parsed = eGiftCardSchema(today).parse(form({ amount: 'custom', customAmount: '35', message: 'Enjoy' }));
    const fields = eGiftCardLineFields(parsed);
    expect(fields).toEqual({
      c_giftCardAmount: 35,
      c_giftCardDesign: 'celebrate',
      c_recipientName: 'Ana Sweet',
      c_recipientEmail: 'ana@example.com',
      c_senderName: 'Casey',
      c_giftMessage: 'Enjoy',
      c_deliveryDate: '2026-11-25',
    });
    expect(eGiftCardSummary(fields)).toBe('E-mailed to Ana Sweet (ana@example.com), delivered 2026-11-25');
    expect(eGiftCardSummary({})).toBeNull();
  });
});

describe('e-gift card caps', () => {
  /** As the route parses the post (parseWithZod: the quantity arrives as text). */
  const submit = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(form(fields))) data.set(key, String(value));
    return parseWithZod(data, { schema: eGiftCardSchema(today) });
  };

  it('the form takes 1 card when it names none, and up to the per-line cap', () => {
    expect(submit({})).toMatchObject({ status: 'success', value: { quantity: 1 } });
    expect(submit({ quantity: String(E_GIFT_CARD_LIMITS.quantityPerLine), amount: '100' })).toMatchObject({
      status: 'success',
      value: { quantity: E_GIFT_CARD_LIMITS.quantityPerLine },
    });
  });

  it('the form refuses 999 cards, more than the per-line cap, and a line past the order total', () => {
    expect(submit({ quantity: '999', amount: 'custom', customAmount: '500' })).toMatchObject({
      status: 'error',
      error: { quantity: [E_GIFT_CARD_MESSAGES.quantity] },
    });
    expect(submit({ quantity: String(E_GIFT_CARD_LIMITS.quantityPerLine + 1) })).toMatchObject({
      status: 'error',
      error: { quantity: [E_GIFT_CARD_MESSAGES.quantity] },
    });
    expect(submit({ quantity: '0' })).toMatchObject({
      status: 'error',
      error: { quantity: [E_GIFT_CARD_MESSAGES.quantity] },
    });
    expect(submit({ quantity: '3', amount: 'custom', customAmount: '500' })).toMatchObject({
      status: 'error',
      error: { quantity: [E_GIFT_CARD_MESSAGES.orderTotal] },
    });
    expect(submit({ quantity: '2', amount: 'custom', customAmount: '500' }).status).toBe('success');
  });

  it('counts the cards already in the bag towards the order total; a quantity change replaces its own line', () => {
    const bag = [
      { itemId: 'a', productId: E_GIFT_CARD_PRODUCT_ID, quantity: 2, c_giftCardAmount: 300 },
      { itemId: 'b', productId: '10001', quantity: 50, c_giftCardAmount: 500 },
    ];
    expect(eGiftCardLimitProblem(bag, { amount: 450, quantity: 1 })).toBe(E_GIFT_CARD_MESSAGES.orderTotal);
    expect(eGiftCardLimitProblem(bag, { amount: 200, quantity: 2 })).toBeNull();
    expect(eGiftCardLimitProblem(bag, { itemId: 'a', amount: 300, quantity: 3 })).toBeNull();
    expect(eGiftCardLimitProblem(bag, { itemId: 'a', amount: 300, quantity: 4 })).toBe(E_GIFT_CARD_MESSAGES.orderTotal);
    expect(eGiftCardLimitProblem([], { amount: 10, quantity: E_GIFT_CARD_LIMITS.quantityPerLine + 1 })).toBe(
      E_GIFT_CARD_MESSAGES.quantity,
    );
  });
});
