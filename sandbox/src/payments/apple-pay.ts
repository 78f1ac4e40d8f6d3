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

/** Development merchant of the simulator (docs/sandbox.md "Apple Pay"). */
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
  if (merchantIdentifier !== APPLE_PAY_MERCHANT.merchantIdentifier)
    throw invalid('Payment Services Exception merchantId=unknown');
  if (typeof displayName !== 'string' || !displayName || displayName.length > 64)
    throw invalid('Payment Services Exception displayName invalid');
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
 * The simulated device's payment token (docs/sandbox.md "Apple Pay"): an EC_v1 token whose encrypted data
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

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const HEX = /^[0-9A-Fa-f]{1,128}$/;
/** ApplePayPaymentMethodType. */
const PAYMENT_METHOD_TYPES = ['debit', 'credit', 'prepaid', 'store'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBase64 = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 16_000 && BASE64.test(value);
const isHex = (value: unknown) => typeof value === 'string' && HEX.test(value);
const isLabel = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/**
 * Why a `c_token` is not an Apple Pay payment token of the documented shape (Apple's PaymentToken:
 * paymentData with version EC_v1 or RSA_v1, base64 data and signature, and a header with the
 * ephemeralPublicKey (EC_v1) or wrappedKey (RSA_v1), publicKeyHash and a hex transactionId;
 * paymentMethod with displayName, network and type; transactionIdentifier): the first field that is
 * not as documented, as a path in the token ("" for the token itself), or null for a valid token.
 */
export function applePayTokenProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 16_000) return '';
  let token: unknown;
  try {
    token = JSON.parse(value);
  } catch {
    return '';
  }
  if (!isObject(token)) return '';
  const { paymentData, paymentMethod, transactionIdentifier } = token;
  if (!isObject(paymentData)) return 'paymentData';
  const { version, header } = paymentData;
  if (version !== 'EC_v1' && version !== 'RSA_v1') return 'paymentData.version';
  if (!isBase64(paymentData.data)) return 'paymentData.data';
  if (!isBase64(paymentData.signature)) return 'paymentData.signature';
  if (!isObject(header)) return 'paymentData.header';
  const key = version === 'EC_v1' ? 'ephemeralPublicKey' : 'wrappedKey';
  if (!isBase64(header[key])) return `paymentData.header.${key}`;
  if (!isBase64(header.publicKeyHash)) return 'paymentData.header.publicKeyHash';
  if (!isHex(header.transactionId)) return 'paymentData.header.transactionId';
  if (!isObject(paymentMethod)) return 'paymentMethod';
  if (!isLabel(paymentMethod.displayName, 64)) return 'paymentMethod.displayName';
  if (!isLabel(paymentMethod.network, 32)) return 'paymentMethod.network';
  if (!PAYMENT_METHOD_TYPES.includes(paymentMethod.type as string)) return 'paymentMethod.type';
  if (!isHex(transactionIdentifier)) return 'transactionIdentifier';
  return null;
}
