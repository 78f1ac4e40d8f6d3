import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { E_GIFT_CARD_AMOUNT, E_GIFT_CARD_LIMITS, issueEGiftCards } from '../src/payments/e-gift-cards.ts';
import { guestClients, outbox, problemOf, startTestSandbox } from './harness.ts';

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
  (
    await sandbox.db.query<{ balance_cents: number; currency: string }>(
      `SELECT balance_cents, currency FROM gift_cards WHERE number = $1`,
      [number],
    )
  )[0];

describe('issuing e-gift cards when an order is placed', () => {
  it('issues one card per unit of an e-gift card line, with the line amount as balance, and mails it', async () => {
    await issueEGiftCards(sandbox.db, {
      orderNo: '00009001',
      currency: 'USD',
      productItems: [line(DEMO_PRODUCTS.eGiftCard, 75, 'two@example.com', 2)],
    });
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
    await issueEGiftCards(sandbox.db, {
      orderNo: '00009002',
      currency: 'USD',
      productItems: [line(productId, amount, to)],
    });
    expect(await outbox(sandbox, to, 'e-gift-card')).toEqual([]);
  });
});

describe('the caps on e-gift cards in a basket', () => {
  /** A guest basket with three electronic shipments: lines of one product in one shipment merge, lines in several stay apart. */
  async function eGiftBasket() {
    const guest = await guestClients(sandbox);
    const { basketId } = await guest.baskets.createBasket({ body: {} });
    const parameters = { basketId: basketId! };
    for (const shipmentId of ['egift', 'egift-2', 'egift-3'])
      await guest.baskets.createShipmentForBasket({
        parameters,
        body: { shipmentId, c_shipmentType: 'electronic' } as never,
      });
    const add = (amount: number, quantity: number, shipmentId = 'egift') =>
      guest.baskets.addItemToBasket({
        parameters,
        body: [{ ...line(DEMO_PRODUCTS.eGiftCard, amount, 'rae@example.com', quantity), shipmentId }] as never,
      });
    return { guest, parameters, add };
  }

  it('refuses 999 cards of $500 in one line, and more cards per line than the cap', async () => {
    const { add } = await eGiftBasket();
    const flood = await problemOf(add(E_GIFT_CARD_AMOUNT.max, 999));
    expect(flood.status).toBe(400);
    const tooMany = await problemOf(add(E_GIFT_CARD_AMOUNT.min, E_GIFT_CARD_LIMITS.quantityPerLine + 1));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ title: 'Invalid Product Item Quantity' });
    expect(String(tooMany.body.detail)).toContain(`at most ${E_GIFT_CARD_LIMITS.quantityPerLine} cards`);
  });

  it('refuses a quantity change past the per-line cap', async () => {
    const { guest, parameters, add } = await eGiftBasket();
    const basket = await add(E_GIFT_CARD_AMOUNT.min, 1);
    const itemId = basket.productItems![0]!.itemId!;
    expect(
      (
        await problemOf(
          guest.baskets.updateItemInBasket({
            parameters: { ...parameters, itemId },
            body: { quantity: E_GIFT_CARD_LIMITS.quantityPerLine + 1 },
          }),
        )
      ).status,
    ).toBe(400);
    const capped = await guest.baskets.updateItemInBasket({
      parameters: { ...parameters, itemId },
      body: { quantity: E_GIFT_CARD_LIMITS.quantityPerLine },
    });
    expect(capped.productItems![0]!.quantity).toBe(E_GIFT_CARD_LIMITS.quantityPerLine);
  });

  it('takes e-gift cards up to the order total, and refuses a line that would pass it', async () => {
    const { add } = await eGiftBasket();
    // 4 × $200 + 1 × $200 = $1,000: exactly the cap.
    await add(200, 4);
    const full = await add(200, 1, 'egift-2');
    expect(full.productItems!.reduce((sum, item) => sum + (item.price ?? 0), 0)).toBe(E_GIFT_CARD_LIMITS.orderTotal);
    const over = await problemOf(add(E_GIFT_CARD_AMOUNT.min, 1, 'egift-3'));
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      title: 'E-Gift Card Limit Exceeded',
      limit: E_GIFT_CARD_LIMITS.orderTotal,
      total: 1_010,
    });
  });
});
