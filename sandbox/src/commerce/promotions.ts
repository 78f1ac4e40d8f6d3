import { multiplyMoney, roundMoney } from './money.ts';
import type {
  CouponDefinition,
  CouponItem,
  CurrencyAmounts,
  OrderPromotion,
  ProductPromotion,
  PromotionDefinition,
  PromotionDiscount,
  ShippingPromotion,
} from './types.ts';

/** A promotion that takes part in this calculation, with the basket coupon that activated it. */
export interface EffectivePromotion<P extends PromotionDefinition = PromotionDefinition> {
  promotion: P;
  couponCode?: string;
}

/** One discount the engine decided on; `amount` is positive (the adjustment's price is its negative). */
export interface Discounting {
  promotionId: string;
  couponCode?: string;
  itemText: string;
  amount: number;
  appliedDiscount: { type: 'percentage' | 'amount' | 'free'; percentage?: number; amount?: number };
}

/** A basket line as promotions see it. */
export interface PromotionLine {
  productId: string;
  masterId?: string;
  categoryIds: readonly string[];
  quantity: number;
  /** Line price before adjustments (unit price × quantity). */
  price: number;
}

export interface ApproachingDiscount {
  promotionId: string;
  itemText: string;
  /** How much more merchandise reaches the threshold. */
  remain: number;
  threshold: number;
  merchandiseTotal: number;
}

/** Coupon codes compare case-insensitively; the canonical form is upper case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether a promotion runs at an instant (its start and end dates, when set, bound it). */
export function isPromotionActive(promotion: PromotionDefinition, now: Date): boolean {
  if (promotion.startDate && Date.parse(promotion.startDate) > now.getTime()) return false;
  if (promotion.endDate && Date.parse(promotion.endDate) <= now.getTime()) return false;
  return true;
}

/**
 * The promotions that take part: active ones that need no coupon, and active coupon promotions whose
 * (enabled) coupon is in the basket.
 */
export function effectivePromotions(
  promotions: readonly PromotionDefinition[],
  basketCouponCodes: readonly string[],
  coupons: ReadonlyMap<string, CouponDefinition>,
  now: Date,
): EffectivePromotion[] {
  const couponFor = new Map<string, string>();
  for (const code of basketCouponCodes) {
    const coupon = coupons.get(normalizeCouponCode(code));
    if (!coupon?.enabled) continue;
    for (const promotionId of coupon.promotionIds)
      if (!couponFor.has(promotionId)) couponFor.set(promotionId, coupon.code);
  }
  return promotions
    .filter((promotion) => isPromotionActive(promotion, now))
    .flatMap((promotion) => {
      if (!promotion.requiresCoupon) return [{ promotion }];
      const couponCode = couponFor.get(promotion.id);
      return couponCode ? [{ promotion, couponCode }] : [];
    });
}

/** Whether an amount reaches a per-currency threshold (no threshold: always; no value for the currency: never). */
export function meetsThreshold(threshold: CurrencyAmounts | undefined, amount: number, currency: string): boolean {
  if (!threshold) return true;
  const value = threshold[currency];
  return value !== undefined && amount >= value;
}

function appliedDiscountOf(discount: PromotionDiscount, currency: string): Discounting['appliedDiscount'] {
  if (discount.type === 'percentage') return { type: 'percentage', percentage: discount.percentage };
  if (discount.type === 'amount') return { type: 'amount', amount: discount.amount[currency] };
  return { type: 'free' };
}

function discounting(effective: EffectivePromotion, amount: number, currency: string): Discounting {
  const { promotion, couponCode } = effective;
  return {
    promotionId: promotion.id,
    ...(couponCode ? { couponCode } : {}),
    itemText: promotion.calloutMsg,
    amount,
    appliedDiscount: appliedDiscountOf(promotion.discount, currency),
  };
}

/** A product's categories with all their ancestors (promotions on a category cover its subcategories). */
export function withAncestors(categoryIds: readonly string[], parents: ReadonlyMap<string, string | null>): string[] {
  const result = new Set<string>();
  for (const id of categoryIds) {
    let current: string | null | undefined = id;
    while (current && !result.has(current)) {
      result.add(current);
      current = parents.get(current);
    }
  }
  return [...result];
}

/** Whether a product promotion targets a line's product (by id, its master's id, or a category). */
export function targetsLine(promotion: ProductPromotion, line: PromotionLine): boolean {
  const byProduct = promotion.productIds?.some((id) => id === line.productId || id === line.masterId) ?? false;
  const byCategory = promotion.categoryIds?.some((id) => line.categoryIds.includes(id)) ?? false;
  return byProduct || byCategory;
}

/** What one product promotion takes off each line (0 where it does not apply), never more than a line's price. */
export function productPromotionAmounts(
  promotion: ProductPromotion,
  lines: readonly PromotionLine[],
  currency: string,
): number[] {
  const { discount } = promotion;
  const minQuantity = promotion.minQuantity ?? 1;
  if (discount.type === 'cheapest-free') {
    const units = lines
      .flatMap((line, index) =>
        targetsLine(promotion, line)
          ? Array.from({ length: line.quantity }, () => ({
              index,
              unit: line.quantity > 0 ? line.price / line.quantity : 0,
            }))
          : [],
      )
      .sort((a, b) => b.unit - a.unit);
    const amounts = lines.map(() => 0);
    for (let position = discount.groupSize - 1; position < units.length; position += discount.groupSize) {
      const unit = units[position]!;
      amounts[unit.index] = roundMoney(amounts[unit.index]! + unit.unit);
    }
    return amounts.map((amount, index) => Math.min(amount, lines[index]!.price));
  }
  return lines.map((line) => {
    if (!targetsLine(promotion, line) || line.quantity < minQuantity) return 0;
    const amount =
      discount.type === 'percentage'
        ? multiplyMoney(line.price, discount.percentage / 100)
        : roundMoney((discount.amount[currency] ?? 0) * Math.floor(line.quantity / minQuantity));
    return Math.min(amount, line.price);
  });
}

/**
 * The product discount of each line: of the product promotions that apply to it, the one taking the
 * most off (one product promotion per line, as in B2C Commerce's default).
 */
export function productDiscounts(
  effective: readonly EffectivePromotion[],
  lines: readonly PromotionLine[],
  currency: string,
): Array<Discounting | undefined> {
  const best: Array<Discounting | undefined> = lines.map(() => undefined);
  for (const candidate of effective) {
    if (candidate.promotion.type !== 'product') continue;
    productPromotionAmounts(candidate.promotion, lines, currency).forEach((amount, index) => {
      if (amount > 0 && (!best[index] || amount > best[index]!.amount))
        best[index] = discounting(candidate, amount, currency);
    });
  }
  return best;
}

/**
 * Order-level discounts on the merchandise subtotal (after product discounts). All qualifying order
 * promotions stack, each computed on the subtotal, capped so the total never goes below zero.
 */
export function orderDiscounts(
  effective: readonly EffectivePromotion[],
  productSubTotal: number,
  currency: string,
): Discounting[] {
  const result: Discounting[] = [];
  let remaining = productSubTotal;
  for (const candidate of effective) {
    if (candidate.promotion.type !== 'order') continue;
    const promotion: OrderPromotion = candidate.promotion;
    if (productSubTotal <= 0 || !meetsThreshold(promotion.threshold, productSubTotal, currency)) continue;
    const { discount } = promotion;
    const wanted =
      discount.type === 'percentage'
        ? multiplyMoney(productSubTotal, discount.percentage / 100)
        : discount.amount[currency];
    if (wanted === undefined || wanted <= 0) continue;
    const amount = Math.min(roundMoney(wanted), remaining);
    if (amount <= 0) continue;
    remaining = roundMoney(remaining - amount);
    result.push(discounting(candidate, amount, currency));
  }
  return result;
}

/** What a shipping promotion takes off a shipment's shipping, if it applies to the method and subtotal. */
export function shippingPromotionDiscount(
  promotion: ShippingPromotion,
  methodId: string,
  merchandiseSubtotal: number,
  shippingPrice: number,
  currency: string,
): number {
  if (!promotion.shippingMethodIds.includes(methodId)) return 0;
  if (merchandiseSubtotal <= 0 || !meetsThreshold(promotion.threshold, merchandiseSubtotal, currency)) return 0;
  const { discount } = promotion;
  let amount: number;
  if (discount.type === 'free') amount = shippingPrice;
  else if (discount.type === 'percentage') amount = multiplyMoney(shippingPrice, discount.percentage / 100);
  else amount = discount.amount[currency] ?? 0;
  return Math.min(roundMoney(amount), shippingPrice);
}

/** The best shipping promotion for a shipment's method. */
export function bestShippingDiscount(
  effective: readonly EffectivePromotion[],
  methodId: string,
  merchandiseSubtotal: number,
  shippingPrice: number,
  currency: string,
): Discounting | undefined {
  let best: Discounting | undefined;
  for (const candidate of effective) {
    if (candidate.promotion.type !== 'shipping') continue;
    const amount = shippingPromotionDiscount(
      candidate.promotion,
      methodId,
      merchandiseSubtotal,
      shippingPrice,
      currency,
    );
    if (amount > 0 && (!best || amount > best.amount)) best = discounting(candidate, amount, currency);
  }
  return best;
}

/** Shipping promotions that would apply to a method at a subtotal (SCAPI's shippingPromotions on a method). */
export function qualifyingShippingPromotions(
  effective: readonly EffectivePromotion[],
  methodId: string,
  merchandiseSubtotal: number,
  currency: string,
): ShippingPromotion[] {
  return effective
    .map((candidate) => candidate.promotion)
    .filter((promotion): promotion is ShippingPromotion => promotion.type === 'shipping')
    .filter(
      (promotion) =>
        promotion.shippingMethodIds.includes(methodId) &&
        merchandiseSubtotal > 0 &&
        meetsThreshold(promotion.threshold, merchandiseSubtotal, currency),
    );
}

/**
 * Threshold promotions not reached yet ("spend $X more for free shipping"). Order promotions count
 * against the basket's merchandise total; shipping promotions against the shipment's, and only
 * for the shipment's method (or any of theirs while no method is chosen).
 */
export function approachingDiscounts(
  effective: readonly EffectivePromotion[],
  merchandiseTotal: number,
  currency: string,
  scope: { kind: 'order' } | { kind: 'shipping'; shippingMethodId?: string },
): ApproachingDiscount[] {
  if (merchandiseTotal <= 0) return [];
  const result: ApproachingDiscount[] = [];
  for (const { promotion } of effective) {
    if (promotion.type === 'product' || promotion.type !== scope.kind) continue;
    if (
      scope.kind === 'shipping' &&
      promotion.type === 'shipping' &&
      scope.shippingMethodId &&
      !promotion.shippingMethodIds.includes(scope.shippingMethodId)
    )
      continue;
    const threshold = promotion.threshold?.[currency];
    if (threshold === undefined || merchandiseTotal >= threshold) continue;
    result.push({
      promotionId: promotion.id,
      itemText: promotion.calloutMsg,
      remain: roundMoney(threshold - merchandiseTotal),
      threshold,
      merchandiseTotal: roundMoney(merchandiseTotal),
    });
  }
  return result;
}

export type CouponRejection = 'coupon_code_unknown' | 'coupon_disabled' | 'no_active_promotion';

/** Why a coupon code cannot be added at all, or undefined when it can (it may still not apply). */
export function couponRejection(
  code: string,
  coupons: ReadonlyMap<string, CouponDefinition>,
  promotions: readonly PromotionDefinition[],
  now: Date,
): CouponRejection | undefined {
  const coupon = coupons.get(normalizeCouponCode(code));
  if (!coupon) return 'coupon_code_unknown';
  if (!coupon.enabled) return 'coupon_disabled';
  const active = promotions.some(
    (promotion) => coupon.promotionIds.includes(promotion.id) && isPromotionActive(promotion, now),
  );
  return active ? undefined : 'no_active_promotion';
}

/**
 * The status of a coupon already in the basket: applied when one of its promotions produced a
 * discount, no_applicable_promotion when it is valid but nothing in the basket qualifies, and
 * invalid when the code, its coupon or its promotions are gone.
 */
export function couponItemStatus(
  code: string,
  coupons: ReadonlyMap<string, CouponDefinition>,
  promotions: readonly PromotionDefinition[],
  appliedPromotionIds: ReadonlySet<string>,
  now: Date,
): Pick<CouponItem, 'statusCode' | 'valid'> {
  const rejection = couponRejection(code, coupons, promotions, now);
  if (rejection) return { statusCode: rejection, valid: false };
  const coupon = coupons.get(normalizeCouponCode(code))!;
  const applied = coupon.promotionIds.some((id) => appliedPromotionIds.has(id));
  return { statusCode: applied ? 'applied' : 'no_applicable_promotion', valid: true };
}
