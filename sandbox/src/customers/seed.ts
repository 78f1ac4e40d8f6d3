import type { Db } from '../db/client.ts';
import { json } from '../db/client.ts';
import type { PriceEntry } from '../catalog/lookup.ts';
import type { PaymentTokenDoc } from '../payments/tokens.ts';
import { authorisationOutcomeFor } from '../payments/test-cards.ts';
import { createRandom, type Random } from '../seed/random.ts';
import { hashPassword } from '../slas/passwords.ts';
import type { StoredAddress } from './addresses.ts';
import { CREDIT_CARD, type StoredPaymentInstrument } from './cards.ts';
import { maskCardNumber } from '../payments/cards.ts';
import { DEMO_CUSTOMERS, PRIMARY_ADDRESS, SEED_ANCHOR, SEED_SHIPPING, type DemoCustomer } from './demo-customers.ts';
import type { StoredProductList } from './product-lists.ts';
import type { CustomerDoc } from './profile.ts';
import { REGISTERED_GROUP } from './profile.ts';
import { buildSeedOrder, type SeedOrderState, type SeedProduct, type SeedShipment } from './seed-orders.ts';

/**
 * The demo customers with their address books, saved cards (each backed by a durable payment token),
 * wish lists and order history. Runs after the catalog seed and reads real products from it.
 * Deterministic: ids, numbers, dates and picks come from one named PRNG; only the password hashes'
 * salts are random, which no data depends on.
 */
const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const DAY = 24 * 3600 * 1000;

function seedId(random: Random, length = 26): string {
  let id = '';
  for (let i = 0; i < length; i += 1) id += ALPHANUMERIC[random.int(0, ALPHANUMERIC.length - 1)];
  return id;
}

const isFlagged = (doc: Record<string, unknown>, flag: string) => doc[flag] === true;

/** Products a shopper could have ordered online: priced, not gift cards, materials, custom mixes or shop-only. */
async function orderableProducts(db: Db, currency: 'USD' | 'CAD'): Promise<SeedProduct[]> {
  const rows = await db.query<{ id: string; doc: Record<string, unknown> }>(
    `SELECT id, doc FROM products WHERE kind IN ('variant', 'item') ORDER BY position, id`,
  );
  const excluded = [
    'c_isGiftCard',
    'c_isCollateral',
    'c_isCustomMix',
    'c_isCustomMixPiece',
    'c_unsellable',
    'c_isComingSoon',
    'c_isInShopOnly',
    'c_isPickupOnly',
  ];
  return rows.flatMap((row) => {
    const prices = (row.doc._prices as Record<string, PriceEntry> | undefined)?.[currency];
    const price = prices ? (prices.sale ?? prices.list) : 0;
    if (!price || excluded.some((flag) => isFlagged(row.doc, flag))) return [];
    return [
      { id: row.id, name: String(row.doc.name ?? row.id), price, reorderable: !isFlagged(row.doc, 'c_isOutOfStock') },
    ];
  });
}

function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length) picked.push(pool.splice(random.int(0, pool.length - 1), 1)[0]!);
  return picked;
}

function addressBook(demo: DemoCustomer): StoredAddress[] {
  return demo.addresses.map((address, index) => {
    const stamp = new Date(Date.parse(demo.creationDate) + (index + 1) * 3 * DAY).toISOString();
    return { ...address, preferred: address.preferred ?? false, creationDate: stamp, lastModified: stamp };
  });
}

async function wallet(
  db: Db,
  random: Random,
  demo: DemoCustomer,
  customerId: string,
): Promise<StoredPaymentInstrument[]> {
  const instruments: StoredPaymentInstrument[] = [];
  for (const [index, card] of demo.cards.entries()) {
    const stamp = new Date(Date.parse(demo.creationDate) + (index + 1) * 5 * DAY).toISOString();
    const maskedNumber = maskCardNumber(card.number);
    const token = seedId(random, 32);
    const tokenDoc: PaymentTokenDoc = {
      customerId,
      siteId: demo.siteId,
      brand: card.brand,
      cardType: card.cardType,
      numberLastDigits: card.number.slice(-4),
      maskedNumber,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      holder: card.holder,
      outcome: authorisationOutcomeFor(card.number),
    };
    await db.query(`INSERT INTO payment_tokens (token, created_at, doc) VALUES ($1, $2, $3::jsonb)`, [
      token,
      stamp,
      json(tokenDoc),
    ]);
    instruments.push({
      paymentInstrumentId: seedId(random),
      paymentMethodId: CREDIT_CARD,
      paymentCard: {
        cardType: card.cardType,
        maskedNumber,
        numberLastDigits: card.number.slice(-4),
        holder: card.holder,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
      },
      default: card.default ?? false,
      creationDate: stamp,
      lastModified: stamp,
      c_paymentToken: token,
      ...(card.useForSubscriptions ? { c_useForSubscriptions: true } : {}),
    });
  }
  return instruments;
}

async function wishList(
  db: Db,
  random: Random,
  demo: DemoCustomer,
  customerId: string,
  products: SeedProduct[],
): Promise<void> {
  if (!demo.wishListSize) return;
  const stamp = new Date(Date.parse(demo.creationDate) + 10 * DAY).toISOString();
  const list: StoredProductList = {
    id: seedId(random),
    type: 'wish_list',
    name: 'Wish List',
    // Ava's list is shared, so the public product list APIs have something to show.
    public: demo.key === 'ava',
    creationDate: stamp,
    lastModified: stamp,
    customerProductListItems: pickDistinct(random, products, demo.wishListSize).map((product, index) => ({
      id: seedId(random),
      type: 'product',
      productId: product.id,
      quantity: 1,
      priority: index + 1,
      public: index < 2,
      purchasedQuantity: 0,
    })),
  };
  await db.query(`INSERT INTO customer_product_lists (id, customer_id, doc) VALUES ($1, $2, $3::jsonb)`, [
    list.id,
    customerId,
    json(list),
  ]);
}

/** Newest first: one just placed, one in transit, the rest delivered; the seventh newest was cancelled. */
const stateOf = (index: number): SeedOrderState =>
  index === 0 ? 'placed' : index === 1 ? 'in_transit' : index === 6 ? 'cancelled' : 'delivered';

/** Order numbers per customer block (00090001…, 00090101…, …): far below order_no_seq's 1000100, so they never collide. */
const orderNumber = (customerIndex: number, sequence: number) =>
  String(90_000 + customerIndex * 100 + sequence).padStart(8, '0');

async function orderHistory(
  db: Db,
  random: Random,
  demo: DemoCustomer,
  customerIndex: number,
  doc: CustomerDoc,
  products: SeedProduct[],
): Promise<void> {
  if (!demo.orderCount) return;
  const addresses = doc.addresses;
  const primary = addresses.find((address) => address.addressId === PRIMARY_ADDRESS)!;
  const work = addresses.find((address) => address.addressId === 'Work');
  const giftRecipient = addresses.find((address) => address.addressId === 'Grandma Rose');
  const bulk = demo.siteId === 'fundraising';
  for (let index = 0; index < demo.orderCount; index += 1) {
    const orderNo = orderNumber(customerIndex, demo.orderCount - index);
    const createdAt = new Date(SEED_ANCHOR.getTime() - index * 23 * DAY - random.int(0, 72) * 3600 * 1000);
    const methods = SEED_SHIPPING[demo.currency];
    const lines = () =>
      pickDistinct(random, products, random.int(1, 3)).map((product) => ({
        product,
        quantity: bulk ? random.int(1, 4) * 12 : random.int(1, 3),
      }));
    const shipments: SeedShipment[] = [
      { address: work && index % 5 === 2 ? work : primary, method: random.pick(methods), lines: lines() },
    ];
    if (giftRecipient && index % 7 === 3) {
      shipments.push({
        address: giftRecipient,
        method: methods[0]!,
        lines: lines(),
        giftMessage: 'Happy birthday, Grandma! Love, Ava',
      });
    }
    // A card pays only while it is valid: older orders may use a card that has since expired.
    const usable = doc.paymentInstruments.filter(
      (instrument) =>
        Date.UTC(instrument.paymentCard.expirationYear, instrument.paymentCard.expirationMonth, 1) >
        createdAt.getTime(),
    );
    const card = usable[index % usable.length]!;
    const order = buildSeedOrder(
      {
        orderNo,
        siteId: demo.siteId,
        currency: demo.currency,
        createdAt,
        state: stateOf(index),
        customer: {
          customerId: doc.customerId,
          customerNo: doc.customerNo,
          email: doc.email,
          firstName: demo.profile.firstName,
          lastName: demo.profile.lastName,
        },
        billingAddress: primary,
        card,
        shipments,
      },
      () => seedId(random),
    );
    await db.query(
      `INSERT INTO orders (order_no, basket_id, customer_id, customer_email, created_at, doc) VALUES ($1, NULL, $2, $3, $4, $5::jsonb)`,
      [orderNo, doc.customerId, doc.email, createdAt, json(order)],
    );
  }
}

export async function seedCustomers(db: Db): Promise<void> {
  const random = createRandom('customers');
  const catalog = { USD: await orderableProducts(db, 'USD'), CAD: await orderableProducts(db, 'CAD') };
  if (!catalog.USD.length || !catalog.CAD.length)
    throw new Error('The customer seed needs the catalog: seed the catalog first.');

  for (const [customerIndex, demo] of DEMO_CUSTOMERS.entries()) {
    const customerId = seedId(random);
    const doc: CustomerDoc = {
      c_groups: [REGISTERED_GROUP],
      ...demo.profile,
      customerId,
      customerNo: demo.customerNo,
      login: demo.login,
      email: demo.login,
      lastName: demo.profile.lastName,
      authType: 'registered',
      enabled: true,
      emailVerified: demo.emailVerified,
      hasPassword: true,
      creationDate: demo.creationDate,
      lastModified: demo.creationDate,
      addresses: addressBook(demo),
      paymentInstruments: await wallet(db, random, demo, customerId),
    };
    await db.query(
      `INSERT INTO customers (id, customer_no, login, password_hash, email_verified, doc) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [
        customerId,
        demo.customerNo,
        demo.login.toLowerCase(),
        await hashPassword(demo.password),
        demo.emailVerified,
        json(doc),
      ],
    );
    const products = catalog[demo.currency];
    await wishList(db, random, demo, customerId, products);
    await orderHistory(db, random, demo, customerIndex, doc, products);
  }
}
