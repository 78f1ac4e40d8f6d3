import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { E_GIFT_CARD_AMOUNT, issueEGiftCards } from '../src/payments/e-gift-cards.ts';
import { outbox, startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox('e_gift_cards');
});
afterAll(async () => sandbox?.close());

const line = (productId: string, amount: unknown, to: string, quantity = 1) => ({
  productId,
  quantity,
  c_giftCardAmount: amount,
  c_recipientEmail: to,
  c_recipientName: 'Rae',
  c_senderName: 'Sam',
});

const balanceOf = async (number: string) =>
  (await sandbox.db.query<{ balance_cents: number; currency: string }>(`SELECT balance_cents, currency FROM gift_cards WHERE number = $1`, [number]))[0];

describe('issuing e-gift cards when an order is placed', () => {
  it('issues one card per unit of an e-gift card line, with the line amount as balance, and mails it', async () => {
    await issueEGiftCards(sandbox.db, { orderNo: '00009001', currency: 'USD', productItems: [line(DEMO_PRODUCTS.eGiftCard, 75, 'two@example.com', 2)] });
    const mails = await outbox(sandbox, 'two@example.com', 'e-gift-card');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.data).toMatchObject({ orderNo: '00009001', amount: 75, currency: 'USD', from: 'Sam' });
      expect(mail.text).toContain(`Card number: ${String(mail.data.number)}`);
      expect(await balanceOf(String(mail.data.number))).toEqual({ balance_cents: 7500, currency: 'USD' });
    }
    expect(mails[0]!.data.number).not.toBe(mails[1]!.data.number);
  });

  it.each([
    ['a physical gift card', DEMO_PRODUCTS.giftCard, 50],
    ['an ordinary product', DEMO_PRODUCTS.simpleItem, 50],
    ['an amount under the limit', DEMO_PRODUCTS.eGiftCard, E_GIFT_CARD_AMOUNT.min - 1],
    ['an amount over the limit', DEMO_PRODUCTS.eGiftCard, E_GIFT_CARD_AMOUNT.max + 1],
    ['a fraction of a cent', DEMO_PRODUCTS.eGiftCard, 20.005],
    ['an amount that is not a number', DEMO_PRODUCTS.eGiftCard, '50'],
  ])('issues nothing for %s', async (label, productId, amount) => {
    const to = `${label.replace(/\W+/g, '-')}@example.com`;
    await issueEGiftCards(sandbox.db, { orderNo: '00009002', currency: 'USD', productItems: [line(productId, amount, to)] });
    expect(await outbox(sandbox, to, 'e-gift-card')).toEqual([]);
  });
});
