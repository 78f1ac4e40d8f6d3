/**
 * Apple Pay's simulator: the merchant-session endpoint the storefront's server calls when the Apple
 * Pay sheet validates the merchant (Apple's `paymentservices/paymentSession`: merchant identifier,
 * display name, `initiative: "web"` and the shop's domain as `initiativeContext`; answered with an
 * opaque merchant session the browser hands to `completeMerchantValidation`), and the simulated
 * payment token a device would produce (`ApplePayPayment.token`: paymentData, paymentMethod,
 * transactionIdentifier), which order placement accepts as DW_APPLE_PAY's `c_token`.
 *
 * Apple authenticates the merchant by its Merchant Identity certificate (mutual TLS); the simulator,
 * on plain loopback HTTP, takes the merchant identifier and a secret as Basic credentials instead.
 */
import { createHash, randomBytes } from 'node:crypto';

/** Development merchant of the simulator (README "Apple Pay"). */
export const APPLE_PAY_MERCHANT = {
  merchantIdentifier: process.env.SANDBOX_APPLE_PAY_MERCHANT_ID || 'merchant.com.example.sweetshop',
  secret: process.env.SANDBOX_APPLE_PAY_SECRET || 'sweetshop-apple-pay-secret',
} as const;

/** The domains registered for the merchant (Apple checks `initiativeContext` against them). */
export const APPLE_PAY_DOMAINS = (process.env.SANDBOX_APPLE_PAY_DOMAINS || 'localhost,127.0.0.1')
  .split(',')
  .map((domain) => domain.trim().toLowerCase())
  .filter(Boolean);

/** How long a merchant session is good for (Apple's are five minutes). */
export const MERCHANT_SESSION_TTL_MS = 5 * 60 * 1000;

export class ApplePayError extends Error {
  constructor(
    readonly status: number,
    readonly body: { statusMessage: string; statusCode: string },
  ) {
    super(body.statusMessage);
  }
}

/** Apple's merchant session for a valid request, or the refusal Apple would give. */
export function createMerchantSession(body: Record<string, unknown>, now: Date) {
  const { merchantIdentifier, displayName, initiative, initiativeContext } = body;
  const invalid = (statusMessage: string) => new ApplePayError(400, { statusMessage, statusCode: '400' });
  if (merchantIdentifier !== APPLE_PAY_MERCHANT.merchantIdentifier) throw invalid('Payment Services Exception merchantId=unknown');
  if (typeof displayName !== 'string' || !displayName || displayName.length > 64) throw invalid('Payment Services Exception displayName invalid');
  if (initiative !== 'web') throw invalid('Payment Services Exception initiative invalid');
  if (typeof initiativeContext !== 'string' || !APPLE_PAY_DOMAINS.includes(initiativeContext.toLowerCase())) {
    throw invalid('Payment Services Exception Domain name not registered');
  }
  const epochTimestamp = now.getTime();
  const nonce = randomBytes(4).toString('hex');
  const merchantSessionIdentifier = `SSH${randomBytes(16).toString('hex').toUpperCase()}`;
  return {
    epochTimestamp,
    expiresAt: epochTimestamp + MERCHANT_SESSION_TTL_MS,
    merchantSessionIdentifier,
    nonce,
    merchantIdentifier: createHash('sha256').update(APPLE_PAY_MERCHANT.merchantIdentifier).digest('hex').toUpperCase(),
    domainName: initiativeContext,
    displayName,
    signature: createHash('sha256').update(`${merchantSessionIdentifier}.${nonce}.${epochTimestamp}`).digest('base64'),
    operationalAnalyticsIdentifier: `${displayName}:${APPLE_PAY_MERCHANT.merchantIdentifier}`,
    retries: 0,
  };
}

/**
 * The simulated device's payment token (README "Apple Pay"): an EC_v1 token whose encrypted data
 * the simulator does not decrypt. Its shape is what order placement checks.
 */
export const SIMULATED_APPLE_PAY_TOKEN = {
  paymentData: {
    version: 'EC_v1',
    data: Buffer.from('sandbox apple pay payment data').toString('base64'),
    signature: Buffer.from('sandbox apple pay signature').toString('base64'),
    header: {
      ephemeralPublicKey: Buffer.from('sandbox ephemeral public key').toString('base64'),
      publicKeyHash: createHash('sha256').update('sandbox').digest('base64'),
      transactionId: 'a7e1c0de5a4db0x5a4db0x5a4db0x5a4db0x5a4db0x5a4db0x5a4db0x5a4db0'.replace(/x/g, '0'),
    },
  },
  paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' },
  transactionIdentifier: 'A7E1C0DE5A4DB05A4DB05A4DB05A4DB05A4DB05A4DB05A4DB05A4DB05A4DB0',
} as const;

/** Whether a `c_token` is an Apple Pay payment token (JSON with version, data, signature and transaction id). */
export function isApplePayToken(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 16_000) return false;
  let token: unknown;
  try {
    token = JSON.parse(value);
  } catch {
    return false;
  }
  const data = (token as { paymentData?: { version?: unknown; data?: unknown; signature?: unknown; header?: { transactionId?: unknown } } } | null)?.paymentData;
  return (
    (data?.version === 'EC_v1' || data?.version === 'RSA_v1') &&
    typeof data.data === 'string' &&
    data.data.length > 0 &&
    typeof data.signature === 'string' &&
    typeof data.header?.transactionId === 'string' &&
    data.header.transactionId.length > 0
  );
}
