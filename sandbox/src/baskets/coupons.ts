import { notFound, ProblemError } from '../http/problem.ts';
import { randomId } from '../ids.ts';
import { couponRejection, normalizeCouponCode, type CouponRejection } from '../commerce/promotions.ts';
import type { Rulebook } from '../commerce/rulebook.ts';
import type { Basket } from '../commerce/types.ts';
import { type Body, requiredString } from '../http/body.ts';

const REJECTION_DETAIL: Record<CouponRejection | 'coupon_already_in_basket', (code: string) => string> = {
  coupon_code_unknown: (code) => `The coupon code '${code}' is unknown.`,
  coupon_disabled: (code) => `The coupon code '${code}' is disabled.`,
  no_active_promotion: (code) => `The coupon code '${code}' has no active promotion.`,
  coupon_already_in_basket: (code) => `The coupon code '${code}' is already in the basket.`,
};

/** SCAPI's refusal of a coupon code: 400 Invalid Coupon Code. */
export const invalidCouponCode = (code: string, reason: keyof typeof REJECTION_DETAIL) =>
  new ProblemError(400, 'invalid-coupon-code', 'Invalid Coupon Code', REJECTION_DETAIL[reason](code));

export const couponItemNotFound = (couponItemId: string) =>
  notFound(
    'coupon-item-not-found',
    'Coupon Item Not Found',
    `No coupon item with ID '${couponItemId}' could be found in the basket.`,
    { couponItemId },
  );

/**
 * addCouponToBasket: unknown, disabled or expired codes and codes already in the basket are refused
 * (400 Invalid Coupon Code); a valid code is added and the recalculation gives it statusCode applied
 * or no_applicable_promotion. The code is stored in its canonical (seeded) spelling.
 */
export function addCoupon(basket: Basket, body: Body, rulebook: Rulebook, now: Date): void {
  const entered = requiredString(body, 'code', { max: 100 }).trim();
  const rejection = couponRejection(entered, rulebook.coupons, rulebook.promotions, now);
  if (rejection) throw invalidCouponCode(entered, rejection);
  const code = rulebook.coupons.get(normalizeCouponCode(entered))!.code;
  basket.couponItems = basket.couponItems ?? [];
  if (basket.couponItems.some((item) => normalizeCouponCode(item.code) === normalizeCouponCode(code)))
    throw invalidCouponCode(entered, 'coupon_already_in_basket');
  basket.couponItems.push({ code, couponItemId: randomId(26) });
}

/** removeCouponFromBasket. */
export function removeCoupon(basket: Basket, couponItemId: string): void {
  const items = basket.couponItems ?? [];
  if (!items.some((item) => item.couponItemId === couponItemId)) throw couponItemNotFound(couponItemId);
  basket.couponItems = items.filter((item) => item.couponItemId !== couponItemId);
  if (basket.couponItems.length === 0) delete basket.couponItems;
}

/** Re-applies coupon codes (basket merge): known, active codes not in the basket yet; others are dropped silently. */
export function reapplyCoupons(basket: Basket, codes: readonly string[], rulebook: Rulebook, now: Date): void {
  for (const code of codes) {
    if (couponRejection(code, rulebook.coupons, rulebook.promotions, now)) continue;
    if ((basket.couponItems ?? []).some((item) => normalizeCouponCode(item.code) === normalizeCouponCode(code)))
      continue;
    basket.couponItems = [...(basket.couponItems ?? []), { code, couponItemId: randomId(26) }];
  }
}
