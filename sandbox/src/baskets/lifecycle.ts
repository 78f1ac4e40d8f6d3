import type { Db } from '../db/client.ts';
import type { Shopper } from '../http/context.ts';
import { conflict, invalidParameter, ProblemError } from '../http/problem.ts';
import { randomId } from '../ids.ts';
import { guestCustomerForUsid } from '../slas/shoppers.ts';
import { MAX_LINE_QUANTITY } from '../commerce/rules.ts';
import { loadRulebook } from '../commerce/rulebook.ts';
import type { Basket, ProductItem, Shipment } from '../commerce/types.ts';
import { reapplyCoupons } from './coupons.ts';
import { DEFAULT_SHIPMENT_ID, findShipment, isSameProductLine } from './items.ts';
import { deleteBasket, findOpenBasket, insertBasket, recalculate, saveBasket, type StoredBasket } from './store.ts';

/** The customerInfo SCAPI puts on a basket: the customer id, and for registered shoppers their number, name and e-mail. */
export async function customerInfoFor(
  db: Db,
  shopper: Pick<Shopper, 'customerId' | 'isRegistered'>,
): Promise<NonNullable<Basket['customerInfo']>> {
  if (!shopper.isRegistered) return { customerId: shopper.customerId } as NonNullable<Basket['customerInfo']>;
  const rows = await db.query<{ customer_no: string; login: string; doc: Record<string, unknown> }>(
    `SELECT customer_no, login, doc FROM customers WHERE id = $1`,
    [shopper.customerId],
  );
  const row = rows[0];
  if (!row) return { customerId: shopper.customerId } as NonNullable<Basket['customerInfo']>;
  const name = [row.doc.firstName, row.doc.lastName].filter((part) => typeof part === 'string' && part).join(' ');
  return {
    customerId: shopper.customerId,
    customerNo: row.customer_no,
    ...(name ? { customerName: name } : {}),
    email: typeof row.doc.email === 'string' ? row.doc.email : row.login,
  };
}

/** A new, empty basket document with the default shipment 'me'. */
export function newBasketDocument(options: {
  customerInfo: NonNullable<Basket['customerInfo']>;
  currency: string;
  now: Date;
}): Basket {
  const now = options.now.toISOString();
  return {
    basketId: randomId(26),
    currency: options.currency,
    customerInfo: options.customerInfo,
    creationDate: now,
    lastModified: now,
    channelType: 'storefront',
    agentBasket: false,
    taxation: 'net',
    productItems: [],
    shipments: [{ shipmentId: DEFAULT_SHIPMENT_ID, gift: false, shippingStatus: 'not_shipped' }],
  };
}

export type MergeMode = 'higher_quantity' | 'sum_quantities' | 'saved_quantity' | 'separate_item';
const MERGE_MODES: readonly MergeMode[] = ['higher_quantity', 'sum_quantities', 'saved_quantity', 'separate_item'];

/** The productItemMergeMode query parameter (default higher_quantity). */
export function parseMergeMode(value: string | undefined): MergeMode {
  if (value === undefined || value === '') return 'higher_quantity';
  if ((MERGE_MODES as readonly string[]).includes(value)) return value as MergeMode;
  throw invalidParameter(
    'productItemMergeMode',
    `The parameter 'productItemMergeMode' must be one of ${MERGE_MODES.join(', ')}.`,
  );
}

/** The quantity of a product found in both baskets, per productItemMergeMode. */
export function mergedQuantity(mode: MergeMode, current: number, previous: number): number {
  if (mode === 'sum_quantities') return Math.min(current + previous, MAX_LINE_QUANTITY);
  if (mode === 'saved_quantity') return current;
  return Math.max(current, previous);
}

const COMPUTED_BASKET_CUSTOM = ['c_paymentAmount', 'c_flashes', 'c_qualifiers'];

function customEntries(record: Record<string, unknown>, except: readonly string[] = []): Array<[string, unknown]> {
  return Object.entries(record).filter(([key]) => key.startsWith('c_') && !except.includes(key));
}

/** Merging joins lines that are the same product line with the same gift wrapping and message. */
function sameLine(a: ProductItem, b: ProductItem): boolean {
  return (
    isSameProductLine(a, b) &&
    Boolean(a.gift) === Boolean(b.gift) &&
    (a.giftMessage ?? null) === (b.giftMessage ?? null)
  );
}

/**
 * Merges a previous shopper's basket into the current one, as SCAPI's merge: non-bonus product items
 * (matching lines per mode; the current basket's custom attributes win), the shipments they need
 * (recreated with their method and c_ attributes, without personal data such as addresses), basket
 * custom attributes the current basket lacks, and coupon codes (re-applied when still valid).
 * Returns the coupon codes to re-apply.
 */
export function mergeBasketContents(current: Basket, previous: Basket, mode: MergeMode): string[] {
  current.productItems = current.productItems ?? [];
  current.shipments = current.shipments ?? [];
  for (const item of previous.productItems ?? []) {
    if (item.bonusProductLineItem) continue;
    const shipmentId = String(item.shipmentId ?? DEFAULT_SHIPMENT_ID);
    if (!findShipment(current, shipmentId)) {
      const source = (previous.shipments ?? []).find((shipment) => shipment.shipmentId === shipmentId);
      const shipment: Shipment = { shipmentId, gift: source?.gift ?? false, shippingStatus: 'not_shipped' };
      if (source?.shippingMethod?.id)
        shipment.shippingMethod = { id: source.shippingMethod.id, name: source.shippingMethod.name };
      for (const [key, value] of customEntries(source ?? {}, ['c_approachingDiscounts'])) shipment[key] = value;
      current.shipments.push(shipment);
    }
    const existing = mode === 'separate_item' ? undefined : current.productItems.find((line) => sameLine(line, item));
    if (existing) {
      existing.quantity = mergedQuantity(mode, existing.quantity ?? 0, item.quantity ?? 0);
      for (const [key, value] of customEntries(item, ['c_inventoryExceeded']))
        if (!(key in existing)) existing[key] = value;
      continue;
    }
    const copy: ProductItem = {
      itemId: randomId(26),
      productId: item.productId,
      quantity: Math.min(item.quantity ?? 1, MAX_LINE_QUANTITY),
      shipmentId,
      gift: item.gift ?? false,
    };
    if (item.inventoryId) copy.inventoryId = item.inventoryId;
    if (item.giftMessage) copy.giftMessage = item.giftMessage;
    for (const [key, value] of customEntries(item, ['c_inventoryExceeded'])) copy[key] = value;
    current.productItems.push(copy);
  }
  for (const [key, value] of customEntries(previous, COMPUTED_BASKET_CUSTOM))
    if (!(key in current)) current[key] = value;
  return (previous.couponItems ?? []).map((coupon) => coupon.code);
}

export interface ActionContext {
  db: Db;
  shopper: Shopper;
  siteId: string;
  now: Date;
}

// The answers the Shopper Baskets OAS documents for merge and transfer (409 for a missing basket, 403 for a guest token).
const mergeFailed = (detail: string) => conflict('basket-merge-failed', 'Basket Merge Failed', detail);
const transferFailed = (detail: string) => conflict('basket-transfer-failed', 'Basket Transfer Failed', detail);
const NO_PREVIOUS_BASKET = 'The previous (guest) shopper of this usid has no active basket on this site.';

const registeredShopperRequired = () =>
  new ProblemError(
    403,
    'forbidden',
    'Forbidden',
    'Merging or transferring baskets needs the access token of a registered shopper obtained with the guest usid.',
  );

async function finish(db: Db, basket: Basket, siteId: string, now: Date): Promise<Basket> {
  const calculated = await recalculate(db, basket, siteId, now);
  calculated.lastModified = now.toISOString();
  await saveBasket(db, calculated);
  return calculated;
}

async function previousGuestBasket(db: Db, shopper: Shopper, siteId: string): Promise<StoredBasket | undefined> {
  const guestId = await guestCustomerForUsid(db, shopper.usid);
  return guestId && guestId !== shopper.customerId
    ? findOpenBasket(db, guestId, siteId, { forUpdate: true })
    : undefined;
}

/**
 * POST /baskets/actions/merge: the guest basket of the token's usid is merged into the registered
 * shopper's basket and deleted. As the OAS documents, 409 when the previous shopper has no active
 * basket, and when the current one has none and createDestinationBasket is false (true creates one).
 */
export async function mergeGuestBasket(
  context: ActionContext,
  options: { createDestinationBasket: boolean; mode: MergeMode },
): Promise<Basket> {
  const { db, shopper, siteId, now } = context;
  if (!shopper.isRegistered) throw registeredShopperRequired();
  return db.transaction(async (tx) => {
    const previous = await previousGuestBasket(tx, shopper, siteId);
    let current = await findOpenBasket(tx, shopper.customerId, siteId, { forUpdate: true });
    if (!previous) throw mergeFailed(NO_PREVIOUS_BASKET);
    if (!current) {
      if (!options.createDestinationBasket) {
        throw mergeFailed(
          "The current shopper has no active basket. Transfer the previous shopper's basket, or merge again with createDestinationBasket=true.",
        );
      }
      const basket = newBasketDocument({
        customerInfo: await customerInfoFor(tx, shopper),
        currency: previous.basket.currency ?? 'USD',
        now,
      });
      await insertBasket(tx, basket, siteId);
      current = { basket, customerId: shopper.customerId, siteId };
    }
    const draft = structuredClone(current.basket);
    const codes = mergeBasketContents(draft, previous.basket, options.mode);
    reapplyCoupons(draft, codes, await loadRulebook(tx), now);
    await deleteBasket(tx, String(previous.basket.basketId));
    return finish(tx, draft, siteId, now);
  });
}

/**
 * POST /baskets/actions/transfer: makes the registered shopper the owner of the guest basket.
 * merge=true (recommended): cases a–d of SCAPI — with both baskets, the guest basket becomes current
 * and the former registered basket is merged into it; with one, that one is returned (after transfer).
 * merge=false: 409 when the guest has no basket, or when the shopper already has one unless
 * overrideExisting=true deletes it. Neither shopper with a basket: undefined, answered 204 No Content.
 */
export async function transferGuestBasket(
  context: ActionContext,
  options: { overrideExisting: boolean; merge: boolean },
): Promise<Basket | undefined> {
  const { db, shopper, siteId, now } = context;
  if (!shopper.isRegistered) throw registeredShopperRequired();
  return db.transaction(async (tx) => {
    const previous = await previousGuestBasket(tx, shopper, siteId);
    const current = await findOpenBasket(tx, shopper.customerId, siteId, { forUpdate: true });
    if (!previous) {
      if (!current) return undefined;
      if (options.merge) return current.basket;
      throw transferFailed(NO_PREVIOUS_BASKET);
    }
    if (current && !options.merge && !options.overrideExisting) {
      throw transferFailed(
        'The current shopper already has an active basket. Transfer again with overrideExisting=true or merge=true.',
      );
    }
    if (current) await deleteBasket(tx, String(current.basket.basketId));
    const draft = structuredClone(previous.basket);
    draft.customerInfo = {
      ...(await customerInfoFor(tx, shopper)),
      ...(draft.customerInfo?.email ? { email: draft.customerInfo.email } : {}),
    };
    if (current && options.merge) {
      const codes = mergeBasketContents(draft, current.basket, 'higher_quantity');
      reapplyCoupons(draft, codes, await loadRulebook(tx), now);
    }
    return finish(tx, draft, siteId, now);
  });
}
