/**
 * Apple Pay (checkout spec §3 DW_APPLE_PAY, §4 step 3 "a mobile wallet its token `c_token`"): when
 * the billing page offers it, the payment request the Apple Pay sheet shows, the form the browser
 * posts to the two server routes, and the payment token read from it. Pure functions.
 */
import { z } from 'zod';
import { APPLE_PAY_TOKEN_MAX_CHARS } from './checkout-constants.ts';

export const APPLE_PAY_SUPPORTED_NETWORKS = ['visa', 'masterCard', 'amex', 'discover'] as const;

/**
 * Whether the billing page offers Apple Pay: the merchant is configured, and something is left to
 * pay once gift cards are applied — a wallet pays the whole rest, never part of it.
 */
export function applePayOffered(input: { configured: boolean; covered: boolean; rest: number | undefined }): boolean {
  return input.configured && !input.covered && input.rest !== undefined && Math.round(input.rest * 100) > 0;
}

/** The ApplePayPaymentRequest for what is left to pay (the sheet shows `total`). */
export function applePayPaymentRequest(input: {
  amount: number;
  currency: string;
  countryCode: string;
  merchantName: string;
}) {
  return {
    countryCode: input.countryCode,
    currencyCode: input.currency,
    supportedNetworks: [...APPLE_PAY_SUPPORTED_NETWORKS],
    merchantCapabilities: ['supports3DS'],
    total: { label: input.merchantName, type: 'final', amount: input.amount.toFixed(2) },
  };
}

/** The merchant-validation post: nothing but the checkout's customer key (the validation URL Apple names is not used). */
export const applePaySessionSchema = z.object({ checkoutCustomer: z.string().min(1).max(200) });

/** The authorisation post: the payment token as JSON, and the total the sheet showed. */
export const applePayPaymentSchema = z.object({
  checkoutCustomer: z.string().min(1).max(200),
  token: z.string().min(1).max(APPLE_PAY_TOKEN_MAX_CHARS),
  total: z.string().regex(/^\d{1,7}\.\d{2}$/),
});

const paymentTokenSchema = z.object({
  paymentData: z.object({
    version: z.enum(['EC_v1', 'RSA_v1']),
    data: z.string().min(1),
    signature: z.string().min(1),
    header: z.object({ transactionId: z.string().min(1).max(128) }).loose(),
  }),
  paymentMethod: z
    .object({
      displayName: z.string().max(64).optional(),
      network: z.string().max(32).optional(),
      type: z.string().max(32).optional(),
    })
    .loose()
    .optional(),
  transactionIdentifier: z.string().max(128).optional(),
});

/** What placing the order needs of an Apple Pay token: the token itself (for `c_token`) and the card as Apple names it ("Visa 1111"; may be empty). */
export interface ApplePayApproval {
  token: string;
  account: string;
}

/** The posted token, when it is an Apple Pay payment token no larger than the cap; else null. */
export function readApplePayToken(text: string): ApplePayApproval | null {
  if (text.length > APPLE_PAY_TOKEN_MAX_CHARS) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = paymentTokenSchema.safeParse(json);
  if (!parsed.success) return null;
  return { token: text, account: parsed.data.paymentMethod?.displayName ?? '' };
}
