/**
 * Apple Pay's server side (docs/features.md "Apple Pay"): the merchant session the Apple Pay sheet needs
 * (merchant validation), and the authorised payment's token placing the order. The merchant-session
 * endpoint, merchant identifier and secret come from the environment (env.server.ts `applePay`):
 * the sandbox's simulator by default. The validation URL the browser names is not called: the
 * server asks only the configured endpoint (no request-chosen URL is ever fetched).
 */
import { applePayOffered, applePayPaymentRequest, readApplePayToken } from '~/models/apple-pay.ts';
import type { Basket } from '~/models/basket.ts';
import { billingAddressOf } from '~/models/billing-form.ts';
import { shippingShipment } from '~/models/basket.ts';
import { PAYMENT_PROVIDER_TIMEOUT_MS } from '~/models/commerce-constants.ts';
import { paymentSplit } from '~/models/gift-card.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import { reviewDigest } from '~/models/order-placement.ts';
import { countryForLocale } from '~/models/sites.ts';
import type { RequestBasket } from './basket.server.ts';
import { storefrontEnv } from './env.server.ts';
import { placeOrder, type PlaceOrderTarget } from './order.server.ts';
import { PaymentRefused, saveApplePayPayment } from './payment.server.ts';
import type { ShopperSession } from './session.server.ts';

/** Apple Pay for this basket on the billing page: the payment request its button opens, or null when not offered. */
export function applePayOffer(basket: Basket, locale: string) {
  const settings = storefrontEnv().payments.applePay;
  const split = paymentSplit(basket);
  if (!settings || !applePayOffered({ configured: true, covered: split.covered, rest: split.rest })) return null;
  return applePayPaymentRequest({
    amount: split.rest!,
    currency: basket.currency ?? 'USD',
    countryCode: countryForLocale(locale),
    merchantName: settings.displayName,
  });
}

/** Apple's merchant session for the site's domain (opaque: handed to the browser as it is), or null when Apple Pay refused or did not answer. */
export async function merchantSession(origin: string): Promise<unknown> {
  const settings = storefrontEnv().payments.applePay;
  if (!settings) return null;
  try {
    const response = await fetch(settings.sessionUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.merchantId}:${settings.secret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        merchantIdentifier: settings.merchantId,
        displayName: settings.displayName,
        initiative: 'web',
        initiativeContext: new URL(origin).hostname,
      }),
      signal: AbortSignal.timeout(PAYMENT_PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * The Apple Pay sheet authorised `total` with `token`: for the rest gift cards leave of this basket
 * (a bag changed since refuses), DW_APPLE_PAY with the token is saved and the order placed as "Place
 * order" does. Answers where the shopper goes next (the confirmation, or billing with the checkout error).
 */
export async function payWithApplePay(
  session: ShopperSession,
  requestBasket: RequestBasket,
  basket: Basket & { basketId: string },
  posted: { token: string; total: string },
): Promise<PlaceOrderTarget> {
  const approval = readApplePayToken(posted.token);
  if (!approval) throw new PaymentRefused('token', CHECKOUT_MESSAGES.applePayTokenInvalid);
  const split = paymentSplit(basket);
  if (
    !storefrontEnv().payments.applePay ||
    !applePayOffered({ configured: true, covered: split.covered, rest: split.rest })
  ) {
    throw new PaymentRefused('', CHECKOUT_MESSAGES.applePayUnavailable);
  }
  if (Math.round(Number(posted.total) * 100) !== Math.round(split.rest! * 100))
    throw new PaymentRefused('total', CHECKOUT_MESSAGES.approvalOutdated);
  const address = basket.billingAddress ?? billingAddressOf(shippingShipment(basket)?.shippingAddress);
  const updated = await saveApplePayPayment(session, requestBasket, basket, approval, address);
  return placeOrder(session, requestBasket, reviewDigest(updated));
}
