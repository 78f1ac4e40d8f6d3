/**
 * The customer's order history (checkout spec §2 /orders, §4 "Order history", "Reorder"): paging,
 * the list's lines, and which lines of a past order can be ordered again. Pure: no I/O.
 */
import { isElectronicShipment, isPickupShipment, type BasketProductItem } from './basket.ts';
import { ORDER_HISTORY_PAGE_SIZE } from './account-constants.ts';
import { shipmentStatusLabel, showsTracking, statusLabel } from './order-view.ts';

/** Not shown: the highest page asked for in the URL (a bound, far beyond any customer's history). */
const MAX_PAGE = 10_000;

/** The 1-based page of `?page=`; anything else is the first page. */
export function pageParam(raw: string | null): number {
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), MAX_PAGE);
}

export function pageOffset(page: number, size: number = ORDER_HISTORY_PAGE_SIZE): number {
  return (page - 1) * size;
}

export interface Paging {
  page: number;
  /** Spec §4: more pages are offered while more records exist. */
  hasNext: boolean;
  hasPrevious: boolean;
  /** Of the total; 0 when there are no orders. */
  pageCount: number;
}

export function paging(page: number, shown: number, total: number, size: number = ORDER_HISTORY_PAGE_SIZE): Paging {
  return {
    page,
    hasNext: pageOffset(page, size) + shown < total,
    hasPrevious: page > 1,
    pageCount: Math.ceil(total / size),
  };
}

/** One shipment of an order history line: its tracking number and link once shipped. */
export interface OrderSummaryShipment {
  id: string;
  status?: string;
  trackingNumber?: string;
  trackingUrl?: string;
}

export interface OrderSummary {
  orderNo: string;
  creationDate?: string;
  status: string;
  total?: number;
  currency: string;
  itemCount: number;
  shipments: OrderSummaryShipment[];
}

/** The `order-history-list` answer (account custom API) as the storefront reads it. */
export interface OrderHistoryReply {
  data?: Array<{
    orderNo?: string;
    creationDate?: string;
    status?: string;
    currency?: string;
    orderTotal?: number;
    itemCount?: number;
    shipments?: Array<{
      shipmentId?: string;
      shippingStatus?: string;
      trackingNumber?: string;
      c_trackingUrl?: string;
    }>;
  }>;
  total?: number;
}

const httpUrl = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);

export function orderSummaries(reply: OrderHistoryReply): OrderSummary[] {
  return (reply.data ?? [])
    .filter((order) => order.orderNo)
    .map((order) => ({
      orderNo: order.orderNo!,
      ...(order.creationDate ? { creationDate: order.creationDate } : {}),
      status: statusLabel(order.status),
      ...(typeof order.orderTotal === 'number' ? { total: order.orderTotal } : {}),
      currency: order.currency ?? 'USD',
      itemCount: order.itemCount ?? 0,
      // E-gift cards' electronic shipments are no parcels to track.
      shipments: (order.shipments ?? [])
        .filter((shipment) => !isElectronicShipment(shipment))
        .map((shipment, index) => {
          const tracked = showsTracking(shipment.shippingStatus);
          const trackingUrl = tracked ? httpUrl(shipment.c_trackingUrl) : undefined;
          return {
            id: shipment.shipmentId ?? String(index),
            ...(shipment.shippingStatus
              ? { status: shipmentStatusLabel(shipment.shippingStatus, isPickupShipment(shipment)) }
              : {}),
            ...(tracked && shipment.trackingNumber ? { trackingNumber: shipment.trackingNumber } : {}),
            ...(trackingUrl ? { trackingUrl } : {}),
          };
        }),
    }));
}

/** An order's date as the history shows it (the date of creation, in UTC, so server and browser agree). */
export function orderDate(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

// --- Reorder -----------------------------------------------------------------------------------

/** An order line as reorder reads it: the flag, and for a custom mix its box list (`c_customMix`, spec §3). */
export interface ReorderLine extends BasketProductItem {
  c_isReorderable?: boolean;
}

/** One box entry of a custom mix (spec §3: "a box list of pid, qty, categoryId"). */
export interface CustomMixBox {
  pid: string;
  qty: number;
  categoryId?: string;
  [extra: string]: unknown;
}

/** The parsed `c_customMix`: its boxes, and how to write the kept ones back in the same shape. */
export interface CustomMix {
  boxes: CustomMixBox[];
  write: (boxes: CustomMixBox[]) => string;
}

const isBox = (value: unknown): value is CustomMixBox =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CustomMixBox).pid === 'string' &&
  typeof (value as CustomMixBox).qty === 'number';

/**
 * `c_customMix` is JSON: a box list, either bare or under `box`/`boxes` of an object whose other
 * fields are kept. Null when the line has none or it is not a box list.
 */
export function parseCustomMix(raw: string | undefined): CustomMix | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (Array.isArray(parsed))
    return parsed.every(isBox) ? { boxes: parsed, write: (boxes) => JSON.stringify(boxes) } : null;
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const key = Array.isArray(record.box) ? 'box' : Array.isArray(record.boxes) ? 'boxes' : null;
  if (!key) return null;
  const list = record[key] as unknown[];
  if (!list.every(isBox)) return null;
  return { boxes: list, write: (boxes) => JSON.stringify({ ...record, [key]: boxes }) };
}

/** What goes back into the bag for one line. */
export interface ReorderItem {
  productId: string;
  quantity: number;
  c_customMix?: string;
}

export interface ReorderPlan {
  add: ReorderItem[];
  /** Spec §4: lines that cannot be ordered again (the "non-orderable list"), by name. */
  notOrderable: Array<{ productId: string; name: string }>;
}

/** Spec §4: a line item is reorderable only if flagged (bonus products come with their promotion, not by reorder). */
export function isReorderableLine(line: ReorderLine): boolean {
  return (
    line.c_isReorderable === true && !line.bonusProductLineItem && Boolean(line.productId) && (line.quantity ?? 0) > 0
  );
}

/**
 * Spec §4 "Reorder": only reorderable lines; a custom mix keeps only its reorderable boxes (as told
 * by `isBoxReorderable`, e.g. the piece is still sold); a line left with nothing goes on the
 * non-orderable list.
 */
export function reorderPlan(
  lines: readonly ReorderLine[],
  isBoxReorderable: (box: CustomMixBox) => boolean,
): ReorderPlan {
  const plan: ReorderPlan = { add: [], notOrderable: [] };
  for (const line of lines) {
    if (line.bonusProductLineItem) continue;
    const name = line.productName ?? line.productId ?? '';
    if (!isReorderableLine(line)) {
      plan.notOrderable.push({ productId: line.productId ?? '', name });
      continue;
    }
    const item: ReorderItem = { productId: line.productId!, quantity: line.quantity! };
    if (line.c_customMix) {
      const mix = parseCustomMix(line.c_customMix);
      const kept = mix ? mix.boxes.filter(isBoxReorderable) : [];
      if (!mix || kept.length === 0) {
        plan.notOrderable.push({ productId: line.productId!, name });
        continue;
      }
      item.c_customMix = mix.write(kept);
    }
    plan.add.push(item);
  }
  return plan;
}

/** The piece products a plan's custom mixes name (to ask the catalog whether they are still sold). */
export function customMixPieceIds(lines: readonly ReorderLine[]): string[] {
  return [...new Set(lines.flatMap((line) => parseCustomMix(line.c_customMix)?.boxes.map((box) => box.pid) ?? []))];
}

/** Not shown: what the bag says after a reorder. */
export function reorderAddedMessage(count: number): string {
  return count === 1
    ? '1 item of your order was added to your bag.'
    : `${count} items of your order were added to your bag.`;
}

/** Not shown: the lines that could not go back into the bag (spec §4: the non-orderable list). */
export function notOrderableMessage(names: readonly string[]): string {
  return `These items can no longer be ordered: ${names.join(', ')}.`;
}
