/**
 * E-gift cards (checkout spec §2 /e-gift-cards): the designs and amounts on offer,
 * the form's one schema, and the custom attributes of the bag line. The card is an electronic gift
 * card product whose line carries its amount and recipient and ships in an electronic shipment of its
 * own (no address); the backend issues the card and e-mails it to the recipient when the order is placed.
 */
import type { Basket } from './basket.ts';

/** The electronic gift card product, and how its shipments are named and typed. */
export const E_GIFT_CARD_PRODUCT_ID = '50104';
export const E_GIFT_CARD_SHIPMENT_PREFIX = 'egift-';
export const ELECTRONIC_SHIPMENT_TYPE = 'electronic';
/**
 * The e-gift card's form: the only way into the bag for the card, whose line needs its recipient and amount. Its
 * product page and tile lead there (never an ordinary line, never pick-up); a plain add of the card is sent there too.
 */
export const E_GIFT_CARD_PATH = '/e-gift-cards';
export const E_GIFT_CARD_CTA = 'Send an E-Gift Card';

export const E_GIFT_CARD_DESIGNS = [
  { id: 'sweet-thanks', name: 'Sweet Thanks' },
  { id: 'happy-birthday', name: 'Happy Birthday' },
  { id: 'celebrate', name: 'Celebrate' },
] as const;
export type EGiftCardDesign = (typeof E_GIFT_CARD_DESIGNS)[number]['id'];

export const E_GIFT_CARD_AMOUNTS = [25, 50, 75, 100, 150] as const;
/** A custom amount: whole dollars within these limits (the backend's too). */
export const E_GIFT_CARD_CUSTOM = { min: 10, max: 500 } as const;
/**
 * Caps on e-gift cards (the spec states none; the backend enforces the same). An e-gift card is as good
 * as cash and reaches an inbox within minutes, which makes it the favourite way to cash out a stolen
 * payment card: uncapped, one order could turn 999 × $500 into cards. A line is one recipient, for whom
 * a few cards are already generous; the order total bounds what one fraudulent order can take. Larger
 * (corporate) orders go through customer support.
 */
export const E_GIFT_CARD_LIMITS = { quantityPerLine: 5, orderTotal: 1_000 } as const;
/** The latest delivery date offered, in days from today. */
export const E_GIFT_CARD_DELIVERY_DAYS = 365;

export const E_GIFT_CARD_MESSAGES = {
  amount: 'Please choose an amount.',
  customAmount: `Please enter a whole amount from $${E_GIFT_CARD_CUSTOM.min} to $${E_GIFT_CARD_CUSTOM.max}.`,
  design: 'Please choose a design.',
  deliveryDate: `Please choose a delivery date from today to ${E_GIFT_CARD_DELIVERY_DAYS} days ahead.`,
  quantity: `Please choose from 1 to ${E_GIFT_CARD_LIMITS.quantityPerLine} cards.`,
  orderTotal: `E-gift cards can total at most $${E_GIFT_CARD_LIMITS.orderTotal.toLocaleString('en-US')} per order. Contact customer support if you want to order more.`,
} as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The delivery dates offered: today to a year ahead (ISO days, UTC). */
export function deliveryDateRange(today: Date): { min: string; max: string } {
  const max = new Date(today);
  max.setUTCDate(max.getUTCDate() + E_GIFT_CARD_DELIVERY_DAYS);
  return { min: isoDay(today), max: isoDay(max) };
}

/** What the e-gift card form gives (models/e-gift-card-form.ts parses it). */
export interface EGiftCardLine {
  design: string;
  amount: string;
  customAmount?: string | undefined;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message?: string | undefined;
  deliveryDate: string;
  /** Cards for this recipient (1 when the form sends none). */
  quantity?: number | undefined;
}

/** The card's amount: a fixed one, or a custom whole amount within the limits; null when there is none. */
export function eGiftCardAmount(value: { amount: string; customAmount?: string | undefined }): number | null {
  if (value.amount !== 'custom') {
    const fixed = Number(value.amount);
    return (E_GIFT_CARD_AMOUNTS as readonly number[]).includes(fixed) ? fixed : null;
  }
  const raw = value.customAmount?.trim().replace(/^\$/, '') ?? '';
  if (!/^\d{1,4}$/.test(raw)) return null;
  const custom = Number(raw);
  return custom >= E_GIFT_CARD_CUSTOM.min && custom <= E_GIFT_CARD_CUSTOM.max ? custom : null;
}

interface EGiftCardItem {
  itemId?: string | undefined;
  productId?: string | undefined;
  quantity?: number | undefined;
  c_giftCardAmount?: unknown;
}

/**
 * The refusal of an e-gift card line of `amount` × `quantity` in a bag holding `items` (replacing the
 * line `itemId`, for a quantity change), or null when it keeps within E_GIFT_CARD_LIMITS.
 */
export function eGiftCardLimitProblem(
  items: readonly EGiftCardItem[],
  line: { itemId?: string; amount: number; quantity: number },
): string | null {
  if (line.quantity > E_GIFT_CARD_LIMITS.quantityPerLine) return E_GIFT_CARD_MESSAGES.quantity;
  const others = items
    .filter(
      (item) =>
        item.productId === E_GIFT_CARD_PRODUCT_ID &&
        item.itemId !== line.itemId &&
        typeof item.c_giftCardAmount === 'number',
    )
    .reduce((sum, item) => sum + (item.c_giftCardAmount as number) * (item.quantity ?? 1), 0);
  return others + line.amount * line.quantity > E_GIFT_CARD_LIMITS.orderTotal ? E_GIFT_CARD_MESSAGES.orderTotal : null;
}

/** The bag line's custom attributes (what the backend prices, validates and mails). */
export function eGiftCardLineFields(value: EGiftCardLine): Record<string, string | number> {
  return {
    c_giftCardAmount: eGiftCardAmount(value)!,
    c_giftCardDesign: value.design,
    c_recipientName: value.recipientName,
    c_recipientEmail: value.recipientEmail,
    c_senderName: value.senderName,
    ...(value.message?.trim() ? { c_giftMessage: value.message.trim() } : {}),
    c_deliveryDate: value.deliveryDate,
  };
}

/** What the bag and the order say of an e-gift card line: "To Ana (ana@example.com), delivered 2026-12-24". */
export function eGiftCardSummary(item: {
  c_recipientName?: unknown;
  c_recipientEmail?: unknown;
  c_deliveryDate?: unknown;
}): string | null {
  if (typeof item.c_recipientEmail !== 'string') return null;
  const name = typeof item.c_recipientName === 'string' ? item.c_recipientName : '';
  const day = typeof item.c_deliveryDate === 'string' ? `, delivered ${item.c_deliveryDate}` : '';
  return `E-mailed to ${name} (${item.c_recipientEmail})${day}`;
}

/**
 * Where a new e-gift card line goes. SCAPI merges an added line into a line of the same product in the same
 * shipment, overwriting its custom attributes, whatever they say: two cards for two recipients in one shipment
 * would become one line of two cards for the second. So every card line has an electronic shipment of its own:
 * the one whose line is this very card (same recipient, amount, design, message, date: only the quantity adds up,
 * `merge` names that line), else an electronic shipment left empty (its line was removed), else a new one named
 * `egift-<smallest unused n>`.
 */
export function eGiftCardShipment(
  basket: Pick<Basket, 'shipments' | 'productItems'>,
  fields: Record<string, string | number>,
): { shipmentId: string; create: boolean; merge?: { itemId: string; quantity: number } } {
  const electronic = (basket.shipments ?? []).filter(
    (shipment) => shipment.c_shipmentType === ELECTRONIC_SHIPMENT_TYPE && shipment.shipmentId,
  );
  const items = basket.productItems ?? [];
  const keys = new Set([...Object.keys(fields), 'c_giftMessage']);
  for (const shipment of electronic) {
    const lines = items.filter((item) => item.shipmentId === shipment.shipmentId);
    const same = lines.find(
      (item) =>
        item.productId === E_GIFT_CARD_PRODUCT_ID &&
        item.itemId &&
        [...keys].every((key) => (item as Record<string, unknown>)[key] === fields[key]),
    );
    if (same)
      return {
        shipmentId: shipment.shipmentId!,
        create: false,
        merge: { itemId: same.itemId!, quantity: same.quantity ?? 0 },
      };
  }
  const empty = electronic.find((shipment) => !items.some((item) => item.shipmentId === shipment.shipmentId));
  if (empty) return { shipmentId: empty.shipmentId!, create: false };
  const used = new Set((basket.shipments ?? []).map((shipment) => shipment.shipmentId));
  let n = 1;
  while (used.has(`${E_GIFT_CARD_SHIPMENT_PREFIX}${n}`)) n += 1;
  return { shipmentId: `${E_GIFT_CARD_SHIPMENT_PREFIX}${n}`, create: true };
}
