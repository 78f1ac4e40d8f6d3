/**
 * E-gift cards against a real (in-memory) sandbox, which merges an added line into a line of the same
 * product in the same shipment as SCAPI does, whatever its custom attributes say. Two cards for two
 * recipients stay two lines (each in an electronic shipment of its own) with their own recipient and
 * amount; the same card again adds up in its line; the caps count across all the lines; and placing the
 * order mails each recipient their own card.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Basket } from '~/models/basket.ts';
import { MESSAGES } from '~/models/messages.ts';
import {
  E_GIFT_CARD_LIMITS,
  E_GIFT_CARD_MESSAGES,
  E_GIFT_CARD_PRODUCT_ID,
  type EGiftCardLine,
} from '~/models/e-gift-card.ts';
import { orderView, shipmentViews, type Order } from '~/models/order-view.ts';
import { reviewDigest } from '~/models/order-placement.ts';
import { loadBag, replaceLine } from '~/services/bag.server.ts';
import { RequestBasket } from '~/services/basket.server.ts';
import type { CatalogScope } from '~/services/catalog.server.ts';
import { CommerceCalls } from '~/services/commerce-calls.server.ts';
import { addEGiftCard } from '~/services/e-gift-card.server.ts';
import { placeOrder } from '~/services/order.server.ts';
import { ShopperSession } from '~/services/session.server.ts';
import { createMemorySessionStore } from '~/services/session-store.server.ts';
import { privateClientAuthorization } from '../../sandbox/src/http/client-auth.ts';
import { ORIGIN } from './checkout-shopper.ts';
import { useSandbox } from './sandbox.ts';

const sandbox = useSandbox();
const SCOPE: CatalogScope = { siteId: 'sweet-shop', locale: 'en-US', currency: 'USD', calls: new CommerceCalls() };
const store = createMemorySessionStore();
afterAll(() => store.close());

const ADDRESS = {
  firstName: 'Sally',
  lastName: 'Sweet',
  address1: '1 Main St',
  city: 'Los Angeles',
  stateCode: 'CA',
  postalCode: '90001',
  countryCode: 'US',
  phone: '3105550100',
};
const TODAY = new Date().toISOString().slice(0, 10);
const unique = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

function card(
  recipientName: string,
  recipientEmail: string,
  amount: string,
  extra: Partial<EGiftCardLine> = {},
): EGiftCardLine {
  return {
    design: 'celebrate',
    amount,
    recipientName,
    recipientEmail,
    senderName: 'Casey',
    deliveryDate: TODAY,
    ...extra,
  };
}

const newSession = () => ShopperSession.load(new Request(`${ORIGIN}/e-gift-cards`, { method: 'POST' }), store);

async function eGiftMails(email: string) {
  const response = await fetch(
    new URL(`/__sandbox/outbox?to=${encodeURIComponent(email)}&template=e-gift-card`, sandbox().url),
    {
      headers: { authorization: privateClientAuthorization(sandbox().config) },
    },
  );
  return ((await response.json()) as { data: { subject: string; data: { amount: number; number: string } }[] }).data;
}

describe('several e-gift cards in one bag', () => {
  it('keeps each card its own line with its own recipient and amount, and mails each recipient their card', async () => {
    const ana = unique('ana');
    const ben = unique('ben');
    const session = await newSession();
    const requestBasket = new RequestBasket(session);
    await addEGiftCard(
      session,
      requestBasket,
      card('Ana', ana, 'custom', { customAmount: '35', message: 'Happy birthday' }),
    );
    await addEGiftCard(session, requestBasket, card('Ben', ben, '50', { design: 'sweet-thanks' }));
    // The same card for Ana again: one more in her line, nothing of Ben's touched.
    expect(
      await addEGiftCard(
        session,
        requestBasket,
        card('Ana', ana, 'custom', { customAmount: '35', message: 'Happy birthday' }),
      ),
    ).toBe(3);

    const bag = await loadBag(requestBasket, SCOPE);
    const lines = bag.lines.filter((line) => line.productId === E_GIFT_CARD_PRODUCT_ID);
    expect(
      lines.map((line) => ({ recipient: line.recipient, unitPrice: line.unitPrice, quantity: line.quantity })),
    ).toEqual([
      { recipient: `E-mailed to Ana (${ana}), delivered ${TODAY}`, unitPrice: 35, quantity: 2 },
      { recipient: `E-mailed to Ben (${ben}), delivered ${TODAY}`, unitPrice: 50, quantity: 1 },
    ]);

    // Checkout, with a box of chocolates shipped beside the cards (the storefront's checkout asks a shipping address).
    const apis = await session.apis();
    const basketId = session.basketId!;
    const parameters = { basketId };
    await apis.baskets.addItemToBasket({ parameters, body: [{ productId: '10301', quantity: 1, shipmentId: 'me' }] });
    await apis.baskets.updateCustomerForBasket({ parameters, body: { email: unique('buyer') } });
    await apis.baskets.updateShippingAddressForShipment({
      parameters: { ...parameters, shipmentId: 'me', useAsBilling: true },
      body: ADDRESS,
    });
    const basket = (await apis.baskets.updateShippingMethodForShipment({
      parameters: { ...parameters, shipmentId: 'me' },
      body: { id: 'STANDARD' },
    })) as Basket;
    // The review (which shows the shipments with lines) shows the parcel's shipment only, titled as the one shipment.
    expect(
      shipmentViews(basket)
        .filter((shipment) => shipment.lineIds.length > 0)
        .map((shipment) => shipment.id),
    ).toEqual(['me']);
    const year = new Date().getUTCFullYear() + 3;
    const token = await apis.custom<{ paymentToken: string; cardType: string; maskedNumber: string }>(
      'payment',
      'customer-payment-token',
      {
        body: {
          cardNumber: '4111111111111111',
          expirationMonth: 12,
          expirationYear: year,
          securityCode: '123',
          holder: 'Sally Sweet',
        },
      },
    );
    await apis.baskets.addPaymentInstrumentToBasket({
      parameters,
      body: {
        paymentMethodId: 'CREDIT_CARD',
        amount: basket.orderTotal,
        paymentCard: {
          cardType: token.cardType,
          maskedNumber: token.maskedNumber,
          expirationMonth: 12,
          expirationYear: year,
          holder: 'Sally Sweet',
        },
        c_paymentToken: token.paymentToken,
      } as never,
    });
    await session.updateCheckoutSecrets(basketId, () => ({ basketId, securityCode: '123' }));
    const digest = reviewDigest((await apis.baskets.getBasket({ parameters })) as Basket);
    // Placed by the next request, which reads the basket afresh.
    const headers = new Headers();
    session.commitCookie(headers);
    const cookie = headers.get('set-cookie')!.split(';')[0]!;
    const placing = await ShopperSession.load(
      new Request(`${ORIGIN}/revieworder`, { method: 'POST', headers: { cookie } }),
      store,
    );
    expect(await placeOrder(placing, new RequestBasket(placing), digest)).toBe('/order-confirmation');

    const anaMails = await eGiftMails(ana);
    expect(anaMails.map((mail) => mail.data.amount)).toEqual([35, 35]);
    expect(new Set(anaMails.map((mail) => mail.data.number)).size).toBe(2);
    const benMails = await eGiftMails(ben);
    expect(benMails.map((mail) => mail.data.amount)).toEqual([50]);
    expect(benMails[0]!.subject).toBe('Casey sent you a Sweet Shop e-gift card');

    // The confirmation: each card line with its recipient, and no parcel (shipment, tracking) for the cards.
    const orderNo = placing.current!.lastOrder!.orderNo;
    const order = (await apis.orders.getOrder({ parameters: { orderNo } })) as Order;
    const view = orderView(order);
    expect(view.lines.map((line) => line.recipient)).toEqual([
      `E-mailed to Ana (${ana}), delivered ${TODAY}`,
      `E-mailed to Ben (${ben}), delivered ${TODAY}`,
      undefined,
    ]);
    expect(view.shipments.map((shipment) => shipment.id)).toEqual(['me']);
  });

  it('counts the caps across every e-gift card line', async () => {
    const session = await newSession();
    const requestBasket = new RequestBasket(session);
    // Five lines of two $100 cards each: $1,000, exactly the cap.
    for (const name of ['Ana', 'Ben', 'Cy', 'Di', 'Ed'])
      await addEGiftCard(session, requestBasket, card(name, unique(name.toLowerCase()), '100', { quantity: 2 }));
    await expect(addEGiftCard(session, requestBasket, card('Flo', unique('flo'), '25'))).rejects.toThrow(
      E_GIFT_CARD_MESSAGES.orderTotal,
    );

    const other = await newSession();
    const otherBasket = new RequestBasket(other);
    const gus = unique('gus');
    await addEGiftCard(
      other,
      otherBasket,
      card('Gus', gus, '25', { quantity: E_GIFT_CARD_LIMITS.quantityPerLine - 1 }),
    );
    // The same card again adds up in its line: past the per-line cap, refused.
    await expect(addEGiftCard(other, otherBasket, card('Gus', gus, '25', { quantity: 2 }))).rejects.toThrow(
      E_GIFT_CARD_MESSAGES.quantity,
    );
    const bag = await loadBag(otherBasket, SCOPE);
    expect(bag.lines.map((line) => line.quantity)).toEqual([E_GIFT_CARD_LIMITS.quantityPerLine - 1]);
  });

  it('keeps an e-gift card line out of the edit page\'s "Update": no other product in its electronic shipment', async () => {
    const session = await newSession();
    const requestBasket = new RequestBasket(session);
    await addEGiftCard(session, requestBasket, card('Hal', unique('hal'), '25'));
    const [line] = (await loadBag(requestBasket, SCOPE)).lines;
    await expect(replaceLine(session, requestBasket, SCOPE, line!.itemId, '10301', 1)).rejects.toThrow(
      MESSAGES.cannotAddToBag,
    );
    expect((await loadBag(requestBasket, SCOPE)).lines.map((bagLine) => bagLine.productId)).toEqual([
      E_GIFT_CARD_PRODUCT_ID,
    ]);
  });
});
