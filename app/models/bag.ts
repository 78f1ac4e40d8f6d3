/**
 * The bag page's view of a SCAPI basket (checkout spec §3, §4; catalog spec §4 "Shipping promotions
 * sheet", §9): lines with their product's image, name and variation, prices, stock; the totals the
 * bag and the checkout pages show; the promo codes and their messages; the approaching-discount
 * banner; and the basket threshold. Pure: the route reads the basket and the products, this shapes them.
 */
import { isLimitedInventory } from './availability.ts';
import {
  parseCustomJson,
  shippingShipment,
  type ApproachingDiscount,
  type Basket,
  type BasketPriceAdjustment,
  type BasketProductItem,
} from './basket.ts';
import { E_GIFT_CARD_LIMITS, E_GIFT_CARD_PRODUCT_ID, eGiftCardSummary } from './e-gift-card.ts';
import { subscriptionOptins, subscriptionUpsell, type Frequency } from './subscription.ts';
import { boxContents, boxEditHref, type BoxContent } from './custom-mix.ts';
import { BASKET_THRESHOLD_SITES, DISCOUNT_PROGRESS_MAX_PERCENT } from './bag-constants.ts';
import { QUANTITY_MAX } from './catalog-constants.ts';
import { isGiftCardInstrument } from './gift-card.ts';
import { BAG_MESSAGES } from './bag-messages.ts';
import { formatMoney, roundMoney } from './money.ts';
import { variationLabel, type Product, type ProductImage } from './product.ts';
import { canonicalPath } from './product-paths.ts';

/** A basket as SCAPI returns it, with the shipping line items the shared type leaves out. */

/** Fills `{name}` placeholders of a message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export interface BagLine {
  itemId: string;
  productId: string;
  name: string;
  /** The product page (the master's canonical page with this variant's choices). */
  href: string;
  /** Spec §2: the line's edit link. */
  editHref: string;
  image?: ProductImage;
  /** "1 lb, Gift Wrapped". */
  variation?: string;
  quantity: number;
  unitPrice: number;
  /** Unit price × quantity. */
  linePrice: number;
  /** What the line costs after its promotions, when they took something off. */
  adjustedPrice?: number;
  /** The texts of the promotions that priced this line. */
  promotions: string[];
  /** Online stock available to sell (null when unknown). */
  stock: number | null;
  /**
   * The most the quantity field takes: 999 or a smaller per-order limit. Not the stock: a quantity
   * above it is brought down by the inventory check, which tells the shopper so.
   */
  maxQuantity: number;
  quantityLimit?: number;
  outOfStock: boolean;
  /** Spec §5: stock below 10 and not zero. */
  limitedStock: boolean;
  /** A sales material (spec §4 basket threshold). */
  collateral: boolean;
  /** A custom-mix box's candies (its `c_customMix`). */
  boxContents?: BoxContent[];
  /** An e-gift card's recipient and delivery day. */
  recipient?: string;
  /** The repeat-delivery offer of the line (catalog §4 upsell rule), with the frequency when opted in. */
  repeat?: { current?: Frequency };
}

export interface TotalsLine {
  label: string;
  amount: number;
}

/**
 * The totals as every page shows them (bag, checkout steps, confirmation): plain numbers, null where
 * the basket does not know them yet (shipping needs a method, tax an address).
 */
export interface TotalsView {
  currency: string;
  subtotal: number;
  /** Order price adjustments (negative amounts) with their promotions' texts. */
  discounts: TotalsLine[];
  shipping: number | null;
  shippingMethod?: string;
  tax: number | null;
  /** The order total when known, else what is known so far (merchandise after discounts). */
  total: number;
  totalIsEstimate: boolean;
  /** Gift cards applied (negative amounts), shown on the checkout pages. */
  giftCards: TotalsLine[];
  /** What is left to pay after gift cards (c_paymentAmount), when it differs from the total. */
  amountDue?: number;
}

export interface PromoCodeView {
  couponItemId: string;
  code: string;
  applied: boolean;
  /** "Hooray! Your order qualified for …" for an applied code. */
  message?: string;
}

export interface DiscountBanner {
  /** "Add $X for {item text}", or the congratulations once qualified. */
  text: string;
  qualified: boolean;
  /** Progress toward the nearest threshold, 0-100 (spec: capped at 100 percent). */
  percent: number;
}

export interface BagView {
  currency: string;
  lines: BagLine[];
  itemCount: number;
  totals: TotalsView;
  promoCodes: PromoCodeView[];
  banner: DiscountBanner | null;
  thresholdMet: boolean;
}

const money = (amount: number, currency: string) => formatMoney(amount, currency);

/** Spec §4: a line's product is collateral when it is a sales material. */
export function isCollateralProduct(product: Pick<Product, 'flags'> | undefined): boolean {
  return Boolean(product?.flags.isCollateral);
}

function lineStock(item: BasketProductItem, product: Product | undefined): number | null {
  const ats = item.inventory?.ats;
  if (typeof ats === 'number' && Number.isFinite(ats)) return ats;
  return product?.stock ?? null;
}

/** One basket line with its product (the variant or item it orders; may be missing from the catalog). */
export function bagLine(
  item: BasketProductItem,
  product: Product | undefined,
  products?: ReadonlyMap<string, Product>,
): BagLine | null {
  if (!item.itemId || !item.productId) return null;
  const quantity = item.quantity ?? 0;
  const unitPrice = item.basePrice ?? (quantity > 0 && item.price !== undefined ? item.price / quantity : 0);
  const linePrice = item.price ?? unitPrice * quantity;
  const promotions = (item.priceAdjustments ?? [])
    .map((adjustment) => adjustment.itemText)
    .filter((text): text is string => Boolean(text));
  const stock = lineStock(item, product);
  const quantityLimit = product?.quantityLimit;
  const variation = product ? variationLabel(product, product.variationValues) : '';
  const line: BagLine = {
    itemId: item.itemId,
    productId: item.productId,
    name: item.productName || product?.name || item.productId,
    href: product
      ? `${canonicalPath(product)}${variantQuery(product)}`
      : `/product/${encodeURIComponent(item.productId)}`,
    editHref: `/products/${encodeURIComponent(item.productId)}?edit=${encodeURIComponent(item.itemId)}`,
    quantity,
    unitPrice,
    linePrice,
    promotions,
    stock,
    maxQuantity: Math.min(
      QUANTITY_MAX,
      quantityLimit ?? QUANTITY_MAX,
      item.productId === E_GIFT_CARD_PRODUCT_ID ? E_GIFT_CARD_LIMITS.quantityPerLine : QUANTITY_MAX,
    ),
    outOfStock: stock !== null && stock <= 0,
    limitedStock: stock !== null && isLimitedInventory(stock, stock <= 0),
    collateral: isCollateralProduct(product),
  };
  if (item.priceAfterItemDiscount !== undefined && item.priceAfterItemDiscount < linePrice)
    line.adjustedPrice = item.priceAfterItemDiscount;
  if (product?.images[0]) line.image = product.images[0];
  if (variation) line.variation = variation;
  if (quantityLimit !== undefined) line.quantityLimit = quantityLimit;
  const recipient = eGiftCardSummary(item as Record<string, unknown>);
  if (recipient) line.recipient = recipient;
  const contents = boxContents(item.c_customMix, (pid) => products?.get(pid)?.name);
  if (contents) {
    line.boxContents = contents;
    line.editHref = boxEditHref(item.itemId);
  }
  return line;
}

/** The product page link of a variant carries its choices (`?size=1lb&wrap=gift`). */
function variantQuery(product: Product): string {
  const entries = Object.entries(product.variationValues);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

/** Spec §3, §9: the totals as far as the basket knows them. */
export function totalsView(basket: Basket): TotalsView {
  const currency = basket.currency ?? 'USD';
  const subtotal = basket.productSubTotal ?? 0;
  const discounts = (basket.orderPriceAdjustments ?? []).map((adjustment) => ({
    label: adjustment.itemText ?? 'Discount',
    amount: adjustment.price ?? 0,
  }));
  const shipping = typeof basket.shippingTotal === 'number' ? basket.shippingTotal : null;
  const tax = typeof basket.taxTotal === 'number' ? basket.taxTotal : null;
  const known = basket.productTotal ?? subtotal + discounts.reduce((sum, discount) => sum + discount.amount, 0);
  const total =
    typeof basket.orderTotal === 'number' ? basket.orderTotal : roundMoney(known + (shipping ?? 0) + (tax ?? 0));
  const giftCards = (basket.paymentInstruments ?? [])
    .filter((instrument) => isGiftCardInstrument(instrument) && typeof instrument.amount === 'number')
    .map((instrument) => ({
      label: `Gift card ${instrument.maskedGiftCertificateCode ?? ''}`.trim(),
      amount: -(instrument.amount ?? 0),
    }));
  const view: TotalsView = {
    currency,
    subtotal,
    discounts,
    shipping,
    tax,
    total,
    totalIsEstimate: typeof basket.orderTotal !== 'number',
    giftCards,
  };
  const method = shippingShipment(basket)?.shippingMethod?.name;
  if (method && shipping !== null) view.shippingMethod = method;
  if (typeof basket.c_paymentAmount === 'number' && basket.c_paymentAmount !== view.total)
    view.amountDue = basket.c_paymentAmount;
  return view;
}

/** Every price adjustment of the basket: lines, order and shipping. */
function allAdjustments(basket: Basket): BasketPriceAdjustment[] {
  return [
    ...(basket.productItems ?? []).flatMap((item) => item.priceAdjustments ?? []),
    ...(basket.orderPriceAdjustments ?? []),
    ...(basket.shippingItems ?? []).flatMap((item) => item.priceAdjustments ?? []),
  ];
}

/** Spec §4: "Hooray! Your order qualified for {promotion text}." for a code whose promotions applied. */
export function qualifiedMessage(basket: Basket, code: string): string {
  const wanted = code.trim().toUpperCase();
  const texts = [
    ...new Set(
      allAdjustments(basket)
        .filter((adjustment) => adjustment.couponCode?.toUpperCase() === wanted)
        .map((adjustment) => adjustment.itemText)
        .filter(Boolean),
    ),
  ];
  return `${BAG_MESSAGES.promoQualified} ${texts.length ? texts.join(' and ') : `promo code "${code}"`}.`;
}

export const promoCodeUnknown = (code: string) => fillMessage(BAG_MESSAGES.promoCodeUnknown, { code });
export const promoCodeCannotBeAdded = (code: string) => fillMessage(BAG_MESSAGES.promoCodeCannotBeAdded, { code });

/** Spec §4: promotion application status; a valid code without an applicable promotion is removed again. */
export function promoCodes(basket: Basket): PromoCodeView[] {
  return (basket.couponItems ?? [])
    .filter((coupon) => coupon.couponItemId && coupon.code)
    .map((coupon) => {
      const applied = coupon.statusCode === 'applied';
      return {
        couponItemId: coupon.couponItemId!,
        code: coupon.code!,
        applied,
        ...(applied ? { message: qualifiedMessage(basket, coupon.code!) } : {}),
      };
    });
}

/** The coupon in the basket with this code (codes compare case-insensitively), if any. */
export function findCoupon(basket: Basket | null | undefined, code: string) {
  const wanted = code.trim().toUpperCase();
  return (basket?.couponItems ?? []).find((coupon) => coupon.code?.trim().toUpperCase() === wanted);
}

/**
 * What the shopper is told when SCAPI refuses a code. It answers 400 "Invalid Coupon Code" for
 * unknown and expired codes alike (spec: unknown); any other refusal cannot be added now.
 */
export function couponRefusal(code: string, problem: { status?: number; title?: string; type?: string }): string {
  const invalid =
    problem.status === 400 &&
    (problem.title === 'Invalid Coupon Code' || /invalid-coupon-code$/.test(problem.type ?? ''));
  return invalid ? promoCodeUnknown(code) : promoCodeCannotBeAdded(code);
}

/** What a coupon's status after adding it means: applied, or to be removed again (spec §4). */
export function couponOutcome(
  basket: Basket,
  code: string,
): { keep: true; message: string } | { keep: false; couponItemId?: string; message: string } {
  const coupon = findCoupon(basket, code);
  if (coupon?.statusCode === 'applied') return { keep: true, message: qualifiedMessage(basket, coupon.code ?? code) };
  return {
    keep: false,
    ...(coupon?.couponItemId ? { couponItemId: coupon.couponItemId } : {}),
    message: promoCodeCannotBeAdded(code),
  };
}

/** Spec §3: c_approachingDiscounts of the shipping shipment (a JSON string or a list). */
export function approachingDiscounts(basket: Basket): Approaching[] {
  const parsed: unknown = parseCustomJson(shippingShipment(basket)?.c_approachingDiscounts);
  if (!Array.isArray(parsed)) return [];
  return (parsed as ApproachingDiscount[]).flatMap((entry) => {
    const { remain, threshold } = entry ?? {};
    if (typeof remain !== 'number' || !(remain > 0) || typeof threshold !== 'number' || !(threshold > 0)) return [];
    return [{ ...entry, remain, threshold }];
  });
}

/** An approaching discount that says how far it is. */
export type Approaching = ApproachingDiscount & { remain: number; threshold: number };

/** Spec §9: progress toward a threshold in percent, capped at 100. */
export function discountProgress(merchandiseTotal: number, threshold: number): number {
  if (!(threshold > 0) || !(merchandiseTotal > 0)) return 0;
  return Math.min(DISCOUNT_PROGRESS_MAX_PERCENT, Math.floor((merchandiseTotal / threshold) * 100));
}

/**
 * Catalog spec §4: "Add $X for {item text}" toward the nearest approaching discount with its
 * progress; once none is left and an order promotion applied, the congratulations.
 */
export function discountBanner(basket: Basket): DiscountBanner | null {
  const currency = basket.currency ?? 'USD';
  const [nearest] = approachingDiscounts(basket).sort((a, b) => a.remain - b.remain);
  if (nearest) {
    const total = nearest.merchandiseTotal ?? nearest.threshold - nearest.remain;
    return {
      text: fillMessage(BAG_MESSAGES.approachingDiscount, {
        amount: money(nearest.remain, currency),
        text: nearest.itemText ?? '',
      }).trim(),
      qualified: false,
      percent: discountProgress(total, nearest.threshold),
    };
  }
  const unlocked = (basket.orderPriceAdjustments ?? []).map((adjustment) => adjustment.itemText).filter(Boolean);
  if (!unlocked.length) return null;
  return {
    text: fillMessage(BAG_MESSAGES.discountUnlocked, { text: unlocked.join(' and ') }),
    qualified: true,
    percent: DISCOUNT_PROGRESS_MAX_PERCENT,
  };
}

/** Whether a site validates the basket threshold (spec §4: met anyway when validation is disabled). */
export function thresholdValidationEnabled(siteId: string): boolean {
  return BASKET_THRESHOLD_SITES.includes(siteId);
}

/**
 * Checkout spec §4: the basket threshold is met when validation is disabled, when the qualifiers
 * flag (c_qualifiers.qdThresholdMet) says so, or when all items are collateral. Checkout is only
 * offered when it is met.
 */
export function basketThresholdMet(
  basket: Basket | null | undefined,
  options: { validationEnabled: boolean; isCollateral: (productId: string) => boolean },
): boolean {
  if (!options.validationEnabled) return true;
  const qualifiers = parseCustomJson(basket?.c_qualifiers);
  if (qualifiers && typeof qualifiers === 'object' && qualifiers.qdThresholdMet === true) return true;
  const items = basket?.productItems ?? [];
  return items.length > 0 && items.every((item) => Boolean(item.productId) && options.isCollateral(item.productId!));
}

/** The bag page's whole view. `products` holds the lines' products by id (unknown ones are missing). */
export function bagView(basket: Basket | null, products: ReadonlyMap<string, Product>, siteId: string): BagView {
  const empty = !basket || !(basket.productItems ?? []).length;
  const currency = basket?.currency ?? 'USD';
  const lines = empty
    ? []
    : (basket.productItems ?? [])
        .map((item) => bagLine(item, products.get(item.productId ?? ''), products))
        .filter((line): line is BagLine => line !== null);
  const optins = subscriptionOptins(basket?.c_subscriptionOptins);
  for (const line of lines) {
    const optin = optins.find((entry) => entry.product === line.productId);
    const product = products.get(line.productId);
    if (optin)
      line.repeat = {
        current: { every: optin.tracking_override.every, every_period: optin.tracking_override.every_period },
      };
    else if (product && subscriptionUpsell(product)) line.repeat = {};
  }
  const collateral = new Set(lines.filter((line) => line.collateral).map((line) => line.productId));
  return {
    currency,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    totals: basket
      ? totalsView(basket)
      : {
          currency,
          subtotal: 0,
          discounts: [],
          shipping: null,
          tax: null,
          total: 0,
          totalIsEstimate: true,
          giftCards: [],
        },
    promoCodes: basket ? promoCodes(basket) : [],
    banner: basket && !empty ? discountBanner(basket) : null,
    thresholdMet: basketThresholdMet(basket, {
      validationEnabled: thresholdValidationEnabled(siteId),
      isCollateral: (id) => collateral.has(id),
    }),
  };
}
