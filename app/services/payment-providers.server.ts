/**
 * The payment providers the shopper approves a payment with on the provider's own page (DESIGN
 * "Payment providers"): PayPal (and Venmo, a payment source of PayPal's Orders API v2) and Klarna
 * (Klarna Payments sessions with its Hosted Payment Page). The storefront creates the provider's
 * session for the amount to pay, sends the browser to the provider's approval page, and reads the
 * outcome back from the provider's API — never from the return URL's query, which anyone can forge.
 * Base URLs and credentials come from the environment (env.server.ts `payments`), so the sandbox's
 * simulator and the real providers are one configuration apart. Provider tokens are never logged.
 */
import { PAYMENT_PROVIDER_TIMEOUT_MS } from '~/models/commerce-constants.ts';
import {
  METHOD_LABELS,
  PROVIDER_METHOD_IDS,
  type PendingApproval,
  type ProviderChoice,
} from '~/models/payment-methods.ts';
import { storefrontEnv, type ProviderSettings } from './env.server.ts';

/** A provider that did not answer, or answered with an error: the shopper may try again or pay otherwise. */
export class ProviderUnavailable extends Error {
  constructor(readonly choice: ProviderChoice) {
    super(`${METHOD_LABELS[choice]} is not available right now. Please try again or choose another payment method.`);
  }
}

export type ApprovalOutcome =
  { status: 'approved'; token: string; account: string } | { status: 'cancelled' } | { status: 'declined' };

function settingsOf(choice: ProviderChoice): ProviderSettings | null {
  const { payments } = storefrontEnv();
  return choice === 'klarna' ? payments.klarna : payments.paypal;
}

/** Whether the provider of a choice is configured (an unconfigured one is not offered). */
export const providerConfigured = (choice: ProviderChoice): boolean => settingsOf(choice) !== null;

async function call<T>(choice: ProviderChoice, url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PAYMENT_PROVIDER_TIMEOUT_MS) });
  } catch {
    throw new ProviderUnavailable(choice);
  }
  if (!response.ok) throw new ProviderUnavailable(choice);
  return (await response.json()) as T;
}

const basic = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

// PayPal's access token (client credentials), shared by every request until shortly before it expires.
let paypalToken: { value: string; expiresAt: number; apiUrl: string } | undefined;

async function paypalHeaders(settings: ProviderSettings, choice: ProviderChoice): Promise<Record<string, string>> {
  if (!paypalToken || paypalToken.apiUrl !== settings.apiUrl || paypalToken.expiresAt <= Date.now()) {
    const token = await call<{ access_token: string; expires_in: number }>(
      choice,
      `${settings.apiUrl}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          authorization: basic(settings.user, settings.secret),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      },
    );
    paypalToken = {
      value: token.access_token,
      apiUrl: settings.apiUrl,
      expiresAt: Date.now() + Math.max(0, token.expires_in - 60) * 1000,
    };
  }
  return { authorization: `Bearer ${paypalToken.value}`, 'content-type': 'application/json' };
}

/**
 * Starts an approval of `amount` for the basket: the provider's session, and the URL of its
 * approval page. The return URLs are the site's configured origin (never the request's Host).
 */
export async function startApproval(request: {
  choice: ProviderChoice;
  basketId: string;
  amount: number;
  currency: string;
  country: string;
  locale: string;
  origin: string;
}) {
  const { choice } = request;
  const settings = settingsOf(choice);
  if (!settings) throw new ProviderUnavailable(choice);
  const back = `${request.origin}/billing/return/${choice}`;
  const pending = { choice, basketId: request.basketId, amount: request.amount, currency: request.currency };
  if (choice === 'klarna') {
    const session = await call<{ session_id: string }>(choice, `${settings.apiUrl}/payments/v1/sessions`, {
      method: 'POST',
      headers: { authorization: basic(settings.user, settings.secret), 'content-type': 'application/json' },
      body: JSON.stringify({
        purchase_country: request.country,
        purchase_currency: request.currency,
        locale: request.locale,
        order_amount: Math.round(request.amount * 100),
        order_lines: [
          {
            type: 'physical',
            name: 'Sweet Shop order',
            quantity: 1,
            unit_price: Math.round(request.amount * 100),
            total_amount: Math.round(request.amount * 100),
          },
        ],
        merchant_reference1: request.basketId,
      }),
    });
    const returnTo = `${back}?sid={{session_id}}`;
    const hpp = await call<{ session_id: string; redirect_url: string }>(choice, `${settings.apiUrl}/hpp/v1/sessions`, {
      method: 'POST',
      headers: { authorization: basic(settings.user, settings.secret), 'content-type': 'application/json' },
      body: JSON.stringify({
        payment_session_url: `${settings.apiUrl}/payments/v1/sessions/${session.session_id}`,
        merchant_urls: { success: returnTo, cancel: returnTo, failure: returnTo, back: `${request.origin}/billing` },
      }),
    });
    return { redirectUrl: hpp.redirect_url, pending: { ...pending, id: hpp.session_id } satisfies PendingApproval };
  }
  const order = await call<{ id: string; links?: { rel: string; href: string }[] }>(
    choice,
    `${settings.apiUrl}/v2/checkout/orders`,
    {
      method: 'POST',
      headers: await paypalHeaders(settings, choice),
      body: JSON.stringify({
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.basketId,
            amount: { currency_code: request.currency, value: request.amount.toFixed(2) },
          },
        ],
        payment_source: {
          [choice]: {
            experience_context: {
              brand_name: 'Sweet Shop',
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              return_url: back,
              cancel_url: back,
            },
          },
        },
      }),
    },
  );
  const approve = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href;
  if (!approve) throw new ProviderUnavailable(choice);
  return { redirectUrl: approve, pending: { ...pending, id: order.id } satisfies PendingApproval };
}

/**
 * What came of a pending approval, asked of the provider: approved (with the token placing the
 * order needs and the buyer's account), declined, or cancelled (also when the shopper just came back).
 */
export async function approvalOutcome(pending: PendingApproval): Promise<ApprovalOutcome> {
  const { choice } = pending;
  const settings = settingsOf(choice);
  if (!settings) throw new ProviderUnavailable(choice);
  if (choice === 'klarna') {
    const hpp = await call<{ status: string; authorization_token?: string }>(
      choice,
      `${settings.apiUrl}/hpp/v1/sessions/${encodeURIComponent(pending.id)}`,
      {
        headers: { authorization: basic(settings.user, settings.secret) },
      },
    );
    if (hpp.status === 'COMPLETED' && hpp.authorization_token)
      return { status: 'approved', token: hpp.authorization_token, account: 'Klarna' };
    return hpp.status === 'FAILED' ? { status: 'declined' } : { status: 'cancelled' };
  }
  const order = await call<{
    id: string;
    status: string;
    payer?: { email_address?: string };
    payment_source?: Record<string, { email_address?: string; user_name?: string }>;
  }>(choice, `${settings.apiUrl}/v2/checkout/orders/${encodeURIComponent(pending.id)}`, {
    headers: await paypalHeaders(settings, choice),
  });
  if (order.status === 'APPROVED') {
    const account =
      order.payer?.email_address ??
      order.payment_source?.[choice]?.email_address ??
      order.payment_source?.[choice]?.user_name ??
      METHOD_LABELS[choice];
    return { status: 'approved', token: order.id, account };
  }
  return order.status === 'VOIDED' ? { status: 'declined' } : { status: 'cancelled' };
}

export const providerMethodId = (choice: ProviderChoice) => PROVIDER_METHOD_IDS[choice];
