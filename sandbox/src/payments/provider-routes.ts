import { createHash, timingSafeEqual } from 'node:crypto';
import type { SandboxApp, SandboxContext } from '../http/context.ts';
import { basicCredentials } from '../http/client-auth.ts';
import { formatMoney } from '../commerce/money.ts';
import {
  capturePayPalOrder,
  createKlarnaHpp,
  createKlarnaOrder,
  createKlarnaSession,
  createPayPalOrder,
  decideKlarnaHpp,
  decidePayPalOrder,
  issuePayPalAccessToken,
  klarnaHppView,
  loadKlarnaHpp,
  loadKlarnaSession,
  loadPayPalOrder,
  payPalAccessTokenValid,
  payPalOrderView,
  PROVIDER_CREDENTIALS,
  ProviderError,
  TEST_ACCOUNTS,
} from './providers.ts';
import { APPLE_PAY_MERCHANT, ApplePayError, createMerchantSession } from './apple-pay.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

function basicMatches(c: SandboxContext, user: string, password: string): boolean {
  const credentials = basicCredentials(c.req.header('authorization'));
  return Boolean(credentials && same(credentials.user, user) && same(credentials.password, password));
}

async function json(c: SandboxContext): Promise<Record<string, unknown>> {
  try {
    const value: unknown = JSON.parse((await c.req.text()) || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    throw new ProviderError(400, {
      name: 'INVALID_REQUEST',
      message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    });
  }
}

async function form(c: SandboxContext): Promise<Record<string, unknown>> {
  if (!(c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return {};
  return Object.fromEntries(new URLSearchParams((await c.req.text()).slice(0, 10_000)));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The hosted approval page: a plain HTML form (no script), as a shopper without JavaScript needs it. */
function approvalPage(options: {
  title: string;
  merchant: string;
  amount: string;
  action: string;
  id: string;
  accounts: { id: string; label: string }[];
}): string {
  const accounts = options.accounts
    .map(
      (account, index) =>
        `<li><label><input type="radio" name="account" value="${escapeHtml(account.id)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(account.id)} — ${escapeHtml(account.label)}</label></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}fieldset{border:1px solid #bbb;border-radius:.5rem;margin:1rem 0}ul{list-style:none;padding:0}li{margin:.5rem 0}button{font:inherit;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:.4rem;border:1px solid #333;background:#fff;cursor:pointer}button[value=approve]{background:#0b3d91;color:#fff}button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}</style>
</head><body><main>
<h1>${escapeHtml(options.title)}</h1>
<p>Pay <strong>${escapeHtml(options.amount)}</strong> to <strong>${escapeHtml(options.merchant)}</strong>.</p>
<p><small>Sandbox: no real account or money is involved.</small></p>
<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="id" value="${escapeHtml(options.id)}">
<fieldset><legend>Test account</legend><ul>${accounts}</ul></fieldset>
<button type="submit" name="action" value="approve">Agree and continue</button>
<button type="submit" name="action" value="decline">Decline</button>
<button type="submit" name="action" value="cancel">Cancel and return to the shop</button>
</form></main></body></html>`;
}

const noStore = { 'cache-control': 'no-store' };

/**
 * The payment providers' simulator (payments/providers.ts), served beside SCAPI under each
 * provider's own path and with its own authentication and error bodies:
 *
 * PayPal (`/paypal`, OAuth2 client credentials → Bearer):
 *   POST /v1/oauth2/token                         grant_type=client_credentials (Basic client id:secret)
 *   POST /v2/checkout/orders                      create an order (payment_source paypal or venmo)
 *   GET  /v2/checkout/orders/{id}                 show it
 *   POST /v2/checkout/orders/{id}/capture         capture it once approved
 *   GET|POST /checkoutnow?token={id}              the hosted approval page (payer-action link)
 * Klarna (`/klarna`, Basic username:password):
 *   POST /payments/v1/sessions, GET /payments/v1/sessions/{id}
 *   POST /hpp/v1/sessions, GET /hpp/v1/sessions/{id}
 *   POST /payments/v1/authorizations/{token}/order
 *   GET|POST /hpp/{id}                            the hosted payment page (redirect_url)
 * Apple Pay (`/applepay`, Basic merchant identifier:secret in place of the merchant certificate):
 *   POST /paymentservices/paymentSession          a merchant session (payments/apple-pay.ts)
 */
export function registerProviderRoutes(app: SandboxApp): void {
  const answer = async (c: SandboxContext, run: () => Promise<Response>) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ProviderError) return c.json(error.body, error.status as 400, noStore);
      throw error;
    }
  };

  const paypalAuthorised = async (c: SandboxContext) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    return Boolean(token && (await payPalAccessTokenValid(c.var.sb.db, token, c.var.sb.now())));
  };
  const paypalUnauthorised = (c: SandboxContext) =>
    c.json({ error: 'invalid_token', error_description: 'Token signature verification failed' }, 401);

  app.post('/paypal/v1/oauth2/token', async (c) => {
    const { clientId, secret } = PROVIDER_CREDENTIALS.paypal;
    if (!basicMatches(c, clientId, secret))
      return c.json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401);
    const body = await form(c);
    if (body.grant_type !== 'client_credentials')
      return c.json({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' }, 400);
    return c.json(await issuePayPalAccessToken(c.var.sb.db, c.var.sb.now()), 200, noStore);
  });

  app.post('/paypal/v2/checkout/orders', (c) =>
    answer(c, async () => {
      if (!(await paypalAuthorised(c))) return paypalUnauthorised(c);
      const order = await createPayPalOrder(c.var.sb.db, await json(c), c.var.sb.now());
      return c.json(payPalOrderView(order, c.var.sb.origin()), 200, noStore);
    }),
  );

  app.get('/paypal/v2/checkout/orders/:id', (c) =>
    answer(c, async () => {
      if (!(await paypalAuthorised(c))) return paypalUnauthorised(c);
      const order = await loadPayPalOrder(c.var.sb.db, c.req.param('id'));
      if (!order)
        throw new ProviderError(404, {
          name: 'RESOURCE_NOT_FOUND',
          message: 'The specified resource does not exist.',
          details: [{ issue: 'INVALID_RESOURCE_ID' }],
        });
      return c.json(payPalOrderView(order, c.var.sb.origin()), 200, noStore);
    }),
  );

  app.post('/paypal/v2/checkout/orders/:id/capture', (c) =>
    answer(c, async () => {
      if (!(await paypalAuthorised(c))) return paypalUnauthorised(c);
      const order = await c.var.sb.db.transaction((tx) => capturePayPalOrder(tx, c.req.param('id')));
      return c.json(payPalOrderView(order, c.var.sb.origin()), 201, noStore);
    }),
  );

  const paypalPage = async (c: SandboxContext, id: string) => {
    const order = await loadPayPalOrder(c.var.sb.db, id);
    if (!order || order.status !== 'PAYER_ACTION_REQUIRED')
      return c.html('<!doctype html><title>PayPal</title><p>This payment link has expired.</p>', 404, noStore);
    const venmo = order.fundingSource === 'venmo';
    return c.html(
      approvalPage({
        title: venmo ? 'Venmo (sandbox)' : 'PayPal (sandbox)',
        merchant: order.brandName ?? 'Sweet Shop',
        amount: formatMoney(Number(order.amount.value), order.amount.currency_code),
        action: '/paypal/checkoutnow',
        id: order.id,
        accounts: TEST_ACCOUNTS[order.fundingSource],
      }),
      200,
      noStore,
    );
  };
  app.get('/paypal/checkoutnow', (c) => paypalPage(c, c.req.query('token') ?? ''));
  app.post('/paypal/checkoutnow', (c) =>
    answer(c, async () => {
      const body = await form(c);
      const target = await decidePayPalOrder(c.var.sb.db, String(body.id ?? ''), {
        action: body.action,
        account: body.account,
      });
      return c.redirect(target, 303);
    }),
  );

  const klarna = (c: SandboxContext, run: () => Promise<Response>) =>
    answer(c, async () => {
      const { username, password } = PROVIDER_CREDENTIALS.klarna;
      if (!basicMatches(c, username, password))
        return c.json({ error_code: 'UNAUTHORIZED', error_messages: ['Unauthorized'] }, 401);
      return run();
    });
  const klarnaNotFound = () =>
    new ProviderError(404, { error_code: 'NOT_FOUND', error_messages: ['Session not found'] });

  app.post('/klarna/payments/v1/sessions', (c) =>
    klarna(c, async () => {
      const session = await createKlarnaSession(c.var.sb.db, await json(c), c.var.sb.now());
      return c.json(
        {
          session_id: session.id,
          client_token: `sandbox.${session.id}`,
          payment_method_categories: [{ identifier: 'pay_over_time', name: 'Pay in 4' }],
        },
        200,
        noStore,
      );
    }),
  );
  app.get('/klarna/payments/v1/sessions/:id', (c) =>
    klarna(c, async () => {
      const session = await loadKlarnaSession(c.var.sb.db, c.req.param('id'));
      if (!session) throw klarnaNotFound();
      return c.json(
        {
          status: session.status,
          purchase_country: session.purchaseCountry,
          purchase_currency: session.currency,
          order_amount: session.amountMinor,
          merchant_reference1: session.reference,
        },
        200,
        noStore,
      );
    }),
  );
  app.post('/klarna/hpp/v1/sessions', (c) =>
    klarna(c, async () => {
      const hpp = await createKlarnaHpp(c.var.sb.db, await json(c));
      const { authorization_token: _none, ...view } = klarnaHppView(hpp, c.var.sb.origin());
      return c.json(view, 201, noStore);
    }),
  );
  app.get('/klarna/hpp/v1/sessions/:id', (c) =>
    klarna(c, async () => {
      const hpp = await loadKlarnaHpp(c.var.sb.db, c.req.param('id'));
      if (!hpp) throw klarnaNotFound();
      return c.json(klarnaHppView(hpp, c.var.sb.origin()), 200, noStore);
    }),
  );
  app.post('/klarna/payments/v1/authorizations/:token/order', (c) =>
    klarna(c, async () => {
      const body = await json(c);
      const order = await c.var.sb.db.transaction((tx) =>
        createKlarnaOrder(tx, c.req.param('token'), body, c.var.sb.now()),
      );
      return c.json(order, 200, noStore);
    }),
  );

  app.get('/klarna/hpp/:id', async (c) => {
    const hpp = await loadKlarnaHpp(c.var.sb.db, c.req.param('id'));
    const session = hpp?.status === 'WAITING' ? await loadKlarnaSession(c.var.sb.db, hpp.paymentSessionId) : undefined;
    if (!hpp || !session)
      return c.html('<!doctype html><title>Klarna</title><p>This payment link has expired.</p>', 404, noStore);
    return c.html(
      approvalPage({
        title: 'Klarna — Pay in 4 (sandbox)',
        merchant: 'Sweet Shop',
        amount: formatMoney(session.amountMinor / 100, session.currency),
        action: `/klarna/hpp/${hpp.id}`,
        id: hpp.id,
        accounts: TEST_ACCOUNTS.klarna,
      }),
      200,
      noStore,
    );
  });
  app.post('/klarna/hpp/:id', (c) =>
    answer(c, async () => {
      const body = await form(c);
      const target = await decideKlarnaHpp(
        c.var.sb.db,
        c.req.param('id'),
        { action: body.action, account: body.account },
        c.var.sb.now(),
      );
      return c.redirect(target, 303);
    }),
  );

  app.post('/applepay/paymentservices/paymentSession', async (c) => {
    if (!basicMatches(c, APPLE_PAY_MERCHANT.merchantIdentifier, APPLE_PAY_MERCHANT.secret)) {
      return c.json({ statusMessage: 'Payment Services Exception Unauthorized', statusCode: '401' }, 401, noStore);
    }
    try {
      const body = await json(c);
      return c.json(createMerchantSession(body, c.var.sb.now()), 200, noStore);
    } catch (error) {
      if (error instanceof ApplePayError) return c.json(error.body, error.status as 400, noStore);
      if (error instanceof ProviderError)
        return c.json({ statusMessage: 'Payment Services Exception invalid request', statusCode: '400' }, 400, noStore);
      throw error;
    }
  });
}
