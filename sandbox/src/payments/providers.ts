/**
 * The payment providers' simulator: PayPal (and Venmo, which PayPal's Orders API carries as a
 * payment source) and Klarna, modelled on their published APIs so that a storefront talking to it
 * talks to the real ones by configuration.
 *
 * - PayPal Orders v2: an order is created for an amount (`PAYER_ACTION_REQUIRED`, with a
 *   `payer-action` link to the hosted approval page); the buyer approves (`APPROVED`, payer known)
 *   or cancels on that page and is sent back to the order's `return_url` / `cancel_url`; the order is
 *   captured once (`COMPLETED`). The simulator's "Decline" voids the order (`VOIDED`).
 * - Klarna Payments + Hosted Payment Page: a payment session for an amount in minor units, a hosted
 *   page session whose `redirect_url` the shopper opens; approval yields an authorisation token that
 *   creates one Klarna order for exactly the authorised amount, once.
 *
 * Every approval is tied to the merchant reference it was made for (the basket id) and its amount
 * and currency; the order-placement check (`captureForOrder`) refuses anything else.
 */
import type { Db } from '../db/client.ts';
import { randomId, randomSecret } from '../ids.ts';
import { toCents } from '../commerce/money.ts';

/** Development credentials of the simulated merchant accounts (docs/sandbox.md "Payment providers"). */
export const PROVIDER_CREDENTIALS = {
  paypal: {
    clientId: process.env.SANDBOX_PAYPAL_CLIENT_ID || 'sweetshop-paypal-client',
    secret: process.env.SANDBOX_PAYPAL_SECRET || 'sweetshop-paypal-secret',
  },
  klarna: {
    username: process.env.SANDBOX_KLARNA_USERNAME || 'sweetshop-klarna',
    password: process.env.SANDBOX_KLARNA_PASSWORD || 'sweetshop-klarna-secret',
  },
} as const;

export type FundingSource = 'paypal' | 'venmo';

/** Test buyers of the hosted pages: who approves, and whether their money then comes through. */
export const TEST_ACCOUNTS: Record<
  'paypal' | 'venmo' | 'klarna',
  { id: string; label: string; capture: 'approved' | 'declined' }[]
> = {
  paypal: [
    { id: 'sally.buyer@example.com', label: 'Sally Buyer (pays)', capture: 'approved' },
    {
      id: 'declined.buyer@example.com',
      label: 'Dee Clined (approves; the payment is declined at order placement)',
      capture: 'declined',
    },
  ],
  venmo: [
    { id: '@sally-sweet', label: '@sally-sweet (pays)', capture: 'approved' },
    {
      id: '@declined-buyer',
      label: '@declined-buyer (approves; the payment is declined at order placement)',
      capture: 'declined',
    },
  ],
  klarna: [{ id: 'klarna.buyer@example.com', label: 'Kara Buyer (pays in 4)', capture: 'approved' }],
};

const accountOf = (source: keyof typeof TEST_ACCOUNTS, id: unknown) =>
  TEST_ACCOUNTS[source].find((account) => account.id === id);

export const ACCESS_TOKEN_TTL_SECONDS = 32_400;
export const KLARNA_SESSION_TTL_MS = 48 * 3600 * 1000;

export interface PayPalOrderDoc {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'VOIDED' | 'COMPLETED';
  fundingSource: FundingSource;
  amount: { currency_code: string; value: string };
  referenceId: string;
  returnUrl: string;
  cancelUrl: string;
  brandName?: string;
  payer?: { email_address: string; payer_id: string };
  captureId?: string;
  createTime: string;
}

export interface KlarnaSessionDoc {
  id: string;
  status: 'incomplete' | 'complete';
  purchaseCountry: string;
  currency: string;
  amountMinor: number;
  reference: string;
  createTime: string;
}

export interface KlarnaHppDoc {
  id: string;
  paymentSessionId: string;
  status: 'WAITING' | 'COMPLETED' | 'CANCELLED' | 'FAILED';
  merchantUrls: { success: string; cancel: string; failure: string; back?: string };
  authorizationToken?: string;
}

export interface KlarnaAuthorizationDoc {
  token: string;
  sessionId: string;
  currency: string;
  amountMinor: number;
  reference: string;
  account: string;
  orderId?: string;
  expiresAt: string;
}

type Kind = 'paypal-token' | 'paypal-order' | 'klarna-session' | 'klarna-hpp' | 'klarna-authorization';

async function load<T>(db: Db, kind: Kind, id: string, options: { lock?: boolean } = {}): Promise<T | undefined> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) return undefined;
  const rows = await db.query<{ doc: T }>(
    `SELECT doc FROM provider_sessions WHERE id = $1 AND kind = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [id, kind],
  );
  return rows[0]?.doc;
}

async function save(db: Db, kind: Kind, id: string, doc: unknown): Promise<void> {
  await db.query(
    `INSERT INTO provider_sessions (id, kind, doc) VALUES ($1, $2, $3::jsonb) ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc`,
    [id, kind, JSON.stringify(doc)],
  );
}

/** A refusal of a provider API: its HTTP status and the provider's own error body. */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.error_message ?? 'provider error'));
  }
}

const paypalError = (status: number, name: string, issue: string, description: string) =>
  new ProviderError(status, { name, message: description, details: [{ issue, description }], debug_id: randomId(13) });

const klarnaError = (status: number, code: string, message: string) =>
  new ProviderError(status, { error_code: code, error_messages: [message], correlation_id: randomId(20) });

/** An absolute http(s) URL the shopper may be sent back to, or undefined. */
export function returnUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

// PayPal ------------------------------------------------------------------------------------------

export async function issuePayPalAccessToken(
  db: Db,
  now: Date,
): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number; app_id: string }> {
  const token = randomSecret(24);
  await save(db, 'paypal-token', token, {
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString(),
  });
  return { access_token: token, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, app_id: 'APP-SWEETSHOP' };
}

export async function payPalAccessTokenValid(db: Db, token: string, now: Date): Promise<boolean> {
  const doc = await load<{ expiresAt: string }>(db, 'paypal-token', token);
  return Boolean(doc && Date.parse(doc.expiresAt) > now.getTime());
}

const MONEY_VALUE = /^\d{1,7}(\.\d{2})?$/;

/** POST /v2/checkout/orders: an order for one purchase unit, paid by PayPal or Venmo. */
export async function createPayPalOrder(db: Db, body: Record<string, unknown>, now: Date): Promise<PayPalOrderDoc> {
  if (body.intent !== 'CAPTURE')
    throw paypalError(422, 'UNPROCESSABLE_ENTITY', 'INTENT_NOT_SUPPORTED', "Only intent 'CAPTURE' is supported.");
  const units = Array.isArray(body.purchase_units) ? body.purchase_units : [];
  const unit = units[0] as
    { reference_id?: unknown; amount?: { currency_code?: unknown; value?: unknown } } | undefined;
  if (units.length !== 1 || !unit || typeof unit !== 'object')
    throw paypalError(400, 'INVALID_REQUEST', 'INVALID_ARRAY_LENGTH', 'Exactly one purchase unit is required.');
  const currency = unit.amount?.currency_code;
  const value = unit.amount?.value;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
    throw paypalError(400, 'INVALID_REQUEST', 'INVALID_CURRENCY_CODE', 'amount.currency_code is invalid.');
  if (typeof value !== 'string' || !MONEY_VALUE.test(value) || Number(value) <= 0)
    throw paypalError(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'amount.value is invalid.');
  const reference = unit.reference_id;
  if (typeof reference !== 'string' || !/^[A-Za-z0-9_-]{1,256}$/.test(reference))
    throw paypalError(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'reference_id is required.');
  const source = (body.payment_source ?? {}) as Record<
    string,
    { experience_context?: Record<string, unknown> } | undefined
  >;
  const fundingSource: FundingSource | undefined = source.venmo ? 'venmo' : source.paypal ? 'paypal' : undefined;
  if (!fundingSource)
    throw paypalError(
      400,
      'INVALID_REQUEST',
      'MISSING_REQUIRED_PARAMETER',
      'payment_source.paypal or payment_source.venmo is required.',
    );
  if (fundingSource === 'venmo' && currency !== 'USD')
    throw paypalError(422, 'UNPROCESSABLE_ENTITY', 'PAYEE_NOT_ENABLED_FOR_VENMO', 'Venmo pays in USD only.');
  const context = source[fundingSource]?.experience_context ?? {};
  const returnTo = returnUrl(context.return_url);
  const cancelTo = returnUrl(context.cancel_url);
  if (!returnTo || !cancelTo)
    throw paypalError(
      400,
      'INVALID_REQUEST',
      'INVALID_PARAMETER_SYNTAX',
      'experience_context.return_url and cancel_url must be absolute http(s) URLs.',
    );
  const doc: PayPalOrderDoc = {
    id: randomId(17).toUpperCase(),
    status: 'PAYER_ACTION_REQUIRED',
    fundingSource,
    amount: { currency_code: currency, value: Number(value).toFixed(2) },
    referenceId: reference,
    returnUrl: returnTo,
    cancelUrl: cancelTo,
    ...(typeof context.brand_name === 'string' ? { brandName: context.brand_name.slice(0, 127) } : {}),
    createTime: now.toISOString(),
  };
  await save(db, 'paypal-order', doc.id, doc);
  return doc;
}

export const loadPayPalOrder = (db: Db, id: string) => load<PayPalOrderDoc>(db, 'paypal-order', id);

/** The PayPal order as its API shows it (Orders v2 wire shape). */
export function payPalOrderView(order: PayPalOrderDoc, origin: string) {
  const links = [
    { href: `${origin}/paypal/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ...(order.status === 'PAYER_ACTION_REQUIRED'
      ? [{ href: `${origin}/paypal/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }]
      : []),
    ...(order.status === 'APPROVED'
      ? [{ href: `${origin}/paypal/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' }]
      : []),
  ];
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    payment_source: {
      [order.fundingSource]: order.payer
        ? { email_address: order.payer.email_address, account_id: order.payer.payer_id }
        : {},
    },
    purchase_units: [
      {
        reference_id: order.referenceId,
        amount: order.amount,
        ...(order.captureId
          ? { payments: { captures: [{ id: order.captureId, status: 'COMPLETED', amount: order.amount }] } }
          : {}),
      },
    ],
    ...(order.payer ? { payer: { email_address: order.payer.email_address, payer_id: order.payer.payer_id } } : {}),
    create_time: order.createTime,
    links,
  };
}

/** The hosted page's answer: approve (as a test account), decline or cancel. Answers where the browser goes. */
export async function decidePayPalOrder(
  db: Db,
  id: string,
  decision: { action: unknown; account: unknown },
): Promise<string> {
  return db.transaction(async (tx) => {
    const order = await load<PayPalOrderDoc>(tx, 'paypal-order', id, { lock: true });
    if (!order)
      throw paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    const back = (url: string) => {
      const target = new URL(url);
      target.searchParams.set('token', order.id);
      return target;
    };
    if (order.status !== 'PAYER_ACTION_REQUIRED')
      throw paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_APPROVED', 'This order can no longer be approved.');
    if (decision.action === 'approve') {
      const account = accountOf(order.fundingSource, decision.account);
      if (!account) throw paypalError(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'Choose a test account.');
      const payer = {
        email_address: account.id,
        payer_id: `TEST${Buffer.from(account.id).toString('hex').slice(0, 9).toUpperCase()}`,
      };
      await save(tx, 'paypal-order', id, { ...order, status: 'APPROVED', payer });
      const target = back(order.returnUrl);
      target.searchParams.set('PayerID', payer.payer_id);
      return target.href;
    }
    if (decision.action === 'decline') {
      await save(tx, 'paypal-order', id, { ...order, status: 'VOIDED' });
      return back(order.cancelUrl).href;
    }
    if (decision.action === 'cancel') return back(order.cancelUrl).href;
    throw paypalError(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'Unknown action.');
  });
}

/**
 * POST /v2/checkout/orders/{id}/capture: an approved order is captured once. `expected` (the
 * commerce backend's own check at order placement) must match the order's reference and amount.
 */
export async function capturePayPalOrder(
  db: Db,
  id: string,
  expected?: { reference: string; amount: number; currency: string; fundingSource: FundingSource },
): Promise<PayPalOrderDoc> {
  const order = await load<PayPalOrderDoc>(db, 'paypal-order', id, { lock: true });
  if (!order)
    throw paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
  if (order.status === 'COMPLETED')
    throw paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
  if (order.status !== 'APPROVED')
    throw paypalError(
      422,
      'UNPROCESSABLE_ENTITY',
      'ORDER_NOT_APPROVED',
      'Payer has not yet approved the Order for payment.',
    );
  if (
    expected &&
    (expected.reference !== order.referenceId ||
      expected.currency !== order.amount.currency_code ||
      toCents(expected.amount) !== toCents(Number(order.amount.value)) ||
      expected.fundingSource !== order.fundingSource)
  ) {
    throw paypalError(
      422,
      'UNPROCESSABLE_ENTITY',
      'AMOUNT_MISMATCH',
      'The approved order does not match the amount or the purchase it is captured for.',
    );
  }
  if (accountOf(order.fundingSource, order.payer?.email_address)?.capture === 'declined') {
    throw paypalError(
      422,
      'UNPROCESSABLE_ENTITY',
      'INSTRUMENT_DECLINED',
      'The instrument presented was either declined by the processor or bank, or it can’t be used for this payment.',
    );
  }
  const captured: PayPalOrderDoc = { ...order, status: 'COMPLETED', captureId: randomId(17).toUpperCase() };
  await save(db, 'paypal-order', id, captured);
  return captured;
}

// Klarna ------------------------------------------------------------------------------------------

const intField = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 1e10 ? value : undefined;

/** POST /payments/v1/sessions: a payment session for an amount in minor units. */
export async function createKlarnaSession(db: Db, body: Record<string, unknown>, now: Date): Promise<KlarnaSessionDoc> {
  const amountMinor = intField(body.order_amount);
  if (!amountMinor) throw klarnaError(400, 'BAD_VALUE', 'Bad value: order_amount');
  const currency = body.purchase_currency;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
    throw klarnaError(400, 'BAD_VALUE', 'Bad value: purchase_currency');
  const country = body.purchase_country;
  if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country))
    throw klarnaError(400, 'BAD_VALUE', 'Bad value: purchase_country');
  const reference = body.merchant_reference1;
  if (typeof reference !== 'string' || !/^[A-Za-z0-9_-]{1,255}$/.test(reference))
    throw klarnaError(400, 'BAD_VALUE', 'Bad value: merchant_reference1');
  const doc: KlarnaSessionDoc = {
    id: crypto.randomUUID(),
    status: 'incomplete',
    purchaseCountry: country,
    currency,
    amountMinor,
    reference,
    createTime: now.toISOString(),
  };
  await save(db, 'klarna-session', doc.id, doc);
  return doc;
}

export const loadKlarnaSession = (db: Db, id: string) => load<KlarnaSessionDoc>(db, 'klarna-session', id);

/** POST /hpp/v1/sessions: the hosted page for a payment session, with the merchant's return URLs. */
export async function createKlarnaHpp(db: Db, body: Record<string, unknown>): Promise<KlarnaHppDoc> {
  const sessionUrl = typeof body.payment_session_url === 'string' ? body.payment_session_url : '';
  const paymentSessionId = /\/payments\/v1\/sessions\/([0-9a-f-]{36})$/.exec(sessionUrl)?.[1];
  if (!paymentSessionId || !(await loadKlarnaSession(db, paymentSessionId)))
    throw klarnaError(400, 'BAD_VALUE', 'Bad value: payment_session_url');
  const urls = (body.merchant_urls ?? {}) as Record<string, unknown>;
  const success = returnUrl(urls.success);
  const cancel = returnUrl(urls.cancel);
  const failure = returnUrl(urls.failure);
  if (!success || !cancel || !failure)
    throw klarnaError(400, 'BAD_VALUE', 'Bad value: merchant_urls (success, cancel and failure are required)');
  const back = returnUrl(urls.back);
  const doc: KlarnaHppDoc = {
    id: crypto.randomUUID(),
    paymentSessionId,
    status: 'WAITING',
    merchantUrls: { success, cancel, failure, ...(back ? { back } : {}) },
  };
  await save(db, 'klarna-hpp', doc.id, doc);
  return doc;
}

export const loadKlarnaHpp = (db: Db, id: string) => load<KlarnaHppDoc>(db, 'klarna-hpp', id);

/** The hosted page's answer; an approval creates the authorisation token. Answers where the browser goes. */
export async function decideKlarnaHpp(
  db: Db,
  id: string,
  decision: { action: unknown; account: unknown },
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const hpp = await load<KlarnaHppDoc>(tx, 'klarna-hpp', id, { lock: true });
    if (!hpp) throw klarnaError(404, 'NOT_FOUND', 'Session not found');
    if (hpp.status !== 'WAITING') throw klarnaError(400, 'NOT_ALLOWED', 'The session is already completed');
    const session = await load<KlarnaSessionDoc>(tx, 'klarna-session', hpp.paymentSessionId, { lock: true });
    if (!session) throw klarnaError(404, 'NOT_FOUND', 'Session not found');
    const fill = (url: string, token?: string) =>
      url
        .replaceAll('{{session_id}}', encodeURIComponent(hpp.id))
        .replaceAll('{{authorization_token}}', token ? encodeURIComponent(token) : '');
    if (decision.action === 'approve') {
      const account = accountOf('klarna', decision.account);
      if (!account) throw klarnaError(400, 'BAD_VALUE', 'Choose a test account.');
      const token = crypto.randomUUID();
      const authorization: KlarnaAuthorizationDoc = {
        token,
        sessionId: session.id,
        currency: session.currency,
        amountMinor: session.amountMinor,
        reference: session.reference,
        account: account.id,
        expiresAt: new Date(now.getTime() + KLARNA_SESSION_TTL_MS).toISOString(),
      };
      await save(tx, 'klarna-authorization', token, authorization);
      await save(tx, 'klarna-session', session.id, { ...session, status: 'complete' });
      await save(tx, 'klarna-hpp', id, { ...hpp, status: 'COMPLETED', authorizationToken: token });
      return fill(hpp.merchantUrls.success, token);
    }
    if (decision.action === 'decline') {
      await save(tx, 'klarna-hpp', id, { ...hpp, status: 'FAILED' });
      return fill(hpp.merchantUrls.failure);
    }
    if (decision.action === 'cancel') {
      await save(tx, 'klarna-hpp', id, { ...hpp, status: 'CANCELLED' });
      return fill(hpp.merchantUrls.cancel);
    }
    throw klarnaError(400, 'BAD_VALUE', 'Unknown action.');
  });
}

/** GET /hpp/v1/sessions/{id}: the hosted page's status and, once approved, the authorisation token. */
export function klarnaHppView(hpp: KlarnaHppDoc, origin: string) {
  return {
    session_id: hpp.id,
    status: hpp.status,
    redirect_url: `${origin}/klarna/hpp/${hpp.id}`,
    session_url: `${origin}/klarna/hpp/v1/sessions/${hpp.id}`,
    ...(hpp.authorizationToken ? { authorization_token: hpp.authorizationToken } : {}),
  };
}

/**
 * POST /payments/v1/authorizations/{token}/order: one Klarna order for exactly the authorised
 * amount, currency and merchant reference; the token then is spent.
 */
export async function createKlarnaOrder(
  db: Db,
  token: string,
  body: Record<string, unknown>,
  now: Date,
): Promise<{ order_id: string; fraud_status: 'ACCEPTED'; authorized_payment_method: { type: 'pay_later' } }> {
  const authorization = await load<KlarnaAuthorizationDoc>(db, 'klarna-authorization', token, { lock: true });
  if (!authorization || Date.parse(authorization.expiresAt) <= now.getTime())
    throw klarnaError(404, 'NOT_FOUND', 'Invalid authorization token');
  if (authorization.orderId)
    throw klarnaError(409, 'NOT_ALLOWED', 'The authorization token has already been used to create an order');
  if (
    intField(body.order_amount) !== authorization.amountMinor ||
    body.purchase_currency !== authorization.currency ||
    (body.merchant_reference1 !== undefined && body.merchant_reference1 !== authorization.reference)
  ) {
    throw klarnaError(400, 'BAD_VALUE', 'The order does not match the authorized amount, currency or reference');
  }
  const orderId = crypto.randomUUID();
  await save(db, 'klarna-authorization', token, { ...authorization, orderId });
  return { order_id: orderId, fraud_status: 'ACCEPTED', authorized_payment_method: { type: 'pay_later' } };
}

// Order placement ---------------------------------------------------------------------------------

/** Payment methods paid through a provider approval, and the order field carrying it (checkout spec §4 step 3). */
export const PROVIDER_METHODS = { PayPal: 'paypal', Venmo: 'venmo', KLARNA: 'klarna' } as const;

export const isProviderMethod = (methodId: unknown): methodId is keyof typeof PROVIDER_METHODS =>
  typeof methodId === 'string' && methodId in PROVIDER_METHODS;

/**
 * The commerce backend's capture at order placement (what a provider cartridge does in B2C
 * Commerce): the approval the request names (PayPal/Venmo `c_paypalOrderId`, Klarna `c_authToken`)
 * must be for this basket, amount and currency, and is used once. Answers the instrument fields to
 * keep (never the token), or the decline message; a missing, foreign or spent approval is refused.
 */
export async function captureForOrder(
  db: Db,
  request: {
    methodId: keyof typeof PROVIDER_METHODS;
    body: Record<string, unknown>;
    basketId: string;
    amount: number;
    currency: string;
    now: Date;
  },
): Promise<
  { ok: true; fields: Record<string, string> } | { ok: false; declined: string } | { ok: false; invalid: string }
> {
  const source = PROVIDER_METHODS[request.methodId];
  try {
    if (source === 'klarna') {
      const token = typeof request.body.c_authToken === 'string' ? request.body.c_authToken : '';
      const order = await createKlarnaOrder(
        db,
        token,
        {
          order_amount: toCents(request.amount),
          purchase_currency: request.currency,
          merchant_reference1: request.basketId,
        },
        request.now,
      );
      return { ok: true, fields: { c_klarnaOrderId: order.order_id } };
    }
    const id = typeof request.body.c_paypalOrderId === 'string' ? request.body.c_paypalOrderId : '';
    const captured = await capturePayPalOrder(db, id, {
      reference: request.basketId,
      amount: request.amount,
      currency: request.currency,
      fundingSource: source,
    });
    return {
      ok: true,
      fields: {
        c_paypalOrderId: captured.id,
        c_paypalCaptureId: captured.captureId!,
        c_paypalPayerEmail: captured.payer!.email_address,
      },
    };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const issue = (error.body.details as { issue?: string }[] | undefined)?.[0]?.issue;
    if (issue === 'INSTRUMENT_DECLINED') return { ok: false, declined: error.message };
    return { ok: false, invalid: error.message };
  }
}
