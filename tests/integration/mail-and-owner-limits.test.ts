/**
 * Limits that others must not turn against an address's or an account's owner (hardening issue):
 * the forms that mail an address the poster typed send one mail a day per mailbox, whoever posts; a
 * password reset, an order lookup and a gift-card check are refused per client, never because of
 * others; wrong content-preview secrets are limited per client.
 *
 * The forms and the reset page are driven through their route actions against an in-memory sandbox
 * (its outbox counts the mails) with the app's own rate-limit store, each test from its own client
 * addresses; the time-dependent cases call the limiter with the test's clock.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '~/models/form-constants.ts';
import { CLIENT_ADDRESS_HEADER } from '~/models/rate-limit.ts';
import { action as contactAction } from '~/routes/contact-us.tsx';
import { action as catalogRequestAction } from '~/routes/catalog-request.tsx';
import { action as emailSignupAction } from '~/routes/emailsignup.tsx';
import { action as resetPasswordAction } from '~/routes/reset-password.tsx';
import { loader as previewLoader } from '~/routes/admin-preview.tsx';
import { scopeMiddleware } from '~/services/catalog.server.ts';
import { requestContext } from '~/services/commerce-calls.server.ts';
import { createMemoryRateLimitStore, rateLimit, type RateLimitStore } from '~/services/rate-limit.server.ts';
import { sessionMiddleware } from '~/services/session-middleware.server.ts';
import { createCustomer } from '../../sandbox/src/customers/store.ts';
import { useSandbox } from './sandbox.ts';

const sandbox = useSandbox();
const PREVIEW_SECRET = 'preview-secret-for-the-limit-test';
beforeAll(() => {
  process.env.CONTENT_PREVIEW_SECRET = PREVIEW_SECRET;
});

const ORIGIN = 'http://localhost:3000';

function post(path: string, client: string, fields: Record<string, string>): Request {
  const body = new URLSearchParams({ [HONEYPOT_FIELD]: '', ...fields });
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, [CLIENT_ADDRESS_HEADER]: client },
    body,
  });
}

type Handler = (args: { request: Request; context: unknown; params: object }) => unknown;

/** Runs a route's action or loader inside the root's scope and session middleware: its answer, thrown or returned, and its status. */
async function run(handler: Handler, request: Request): Promise<number> {
  const { context } = requestContext(Date.now());
  const args = { request, context, params: {} } as never;
  let outcome: unknown;
  const answer = async () => {
    try {
      outcome = await handler({ request, context, params: {} });
    } catch (thrown) {
      outcome = thrown;
    }
    return new Response(null);
  };
  await scopeMiddleware(args, async () => (await sessionMiddleware(args, answer)) ?? new Response(null));
  if (outcome instanceof Response) return outcome.status;
  const init = (outcome as { init?: ResponseInit | null } | undefined)?.init;
  return init?.status ?? 200;
}

/** Mails in the sandbox's outbox to `email` (of `template`, else any). */
async function mailsTo(email: string, template?: string): Promise<number> {
  const { url, config } = sandbox();
  const query = new URLSearchParams({ to: email, limit: '500', ...(template ? { template } : {}) });
  const response = await fetch(`${url}/__sandbox/outbox?${query}`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${config.privateClientId}:${config.privateClientSecret}`).toString('base64')}`,
    },
  });
  return ((await response.json()) as { total: number }).total;
}

const PERSON = { firstName: 'Vera', lastName: 'Victim' };
const FORMS = [
  {
    name: 'contact form',
    handler: contactAction,
    path: '/contact-us',
    template: 'contact-confirmation',
    success: 302,
    fields: (email: string) => ({ ...PERSON, email, type: 'General Information', description: 'Where is my order?' }),
  },
  {
    name: 'email sign-up',
    handler: emailSignupAction,
    path: '/emailsignup',
    template: 'newsletter-welcome',
    success: 200,
    fields: (email: string) => ({
      ...PERSON,
      email,
      zipCode: '94105',
      birthDay: '04/12/1990',
      offersPromotionsUpdates: 'on',
    }),
  },
  {
    name: 'digital catalog request',
    handler: catalogRequestAction,
    path: '/catalog-request?type=digital',
    template: 'digital-catalog',
    success: 200,
    fields: (email: string) => ({
      ...PERSON,
      email,
      kind: 'digital',
      countryCode: 'US',
      postalCode: '94105',
      phone: '4155550142',
    }),
  },
] as const;

describe.each(FORMS.map((form, i) => ({ ...form, n: i + 1 })))(
  '$name: mails to an address typed in',
  ({ handler, path, template, success, fields, n }) => {
    it('4 clients posting 10 times each (every post the client may make) send the victim one mail, and every poster sees success', async () => {
      const victim = `victim${n}@example.com`;
      // Spellings of the one mailbox: case, a +tag.
      const spellings = [victim, victim.toUpperCase(), victim.replace('@', '+promo@'), ` ${victim}`];
      const statuses: number[] = [];
      for (let client = 0; client < 4; client++) {
        for (let i = 0; i < 10; i++)
          statuses.push(
            await run(
              handler as Handler,
              post(path, `198.18.${n}.${client + 1}`, fields(spellings[(client + i) % spellings.length]!)),
            ),
          );
      }
      expect(
        statuses.every((status) => status === success),
        `statuses ${statuses.join(',')}`,
      ).toBe(true);
      expect(await mailsTo(victim, template)).toBe(1);
      expect(await mailsTo(victim.replace('@', '+promo@'), template)).toBe(0);
      // Another address still gets its own mail.
      expect(await run(handler as Handler, post(path, `198.18.${n}.9`, fields(`other${n}@example.com`)))).toBe(success);
      expect(await mailsTo(`other${n}@example.com`, template)).toBe(1);
    });
  },
);

describe('password reset: others asking for the owner’s address', () => {
  it('never refuse the owner’s own request; the address gets at most 3 mails', async () => {
    const owner = 'owner.reset@example.com';
    await createCustomer(sandbox().db, {
      login: owner,
      email: owner,
      lastName: 'Owner',
      password: 'Sweet-Shop-2024!',
      emailVerified: true,
      fields: {},
      now: new Date(),
    });
    for (let client = 0; client < 4; client++) {
      for (let i = 0; i < 5; i++)
        expect(
          await run(
            resetPasswordAction as Handler,
            post('/reset-password', `198.19.0.${client + 1}`, { email: owner }),
          ),
        ).toBe(302);
    }
    // The owner, from an address that asked nothing yet: the same "sent" answer, not 429.
    expect(await run(resetPasswordAction as Handler, post('/reset-password', '198.19.0.100', { email: owner }))).toBe(
      302,
    );
    expect(await mailsTo(owner)).toBe(3);
  });
});

describe('the content-preview secret', () => {
  const open = (client: string, secret: string) =>
    new Request(`${ORIGIN}/admin/preview?vseDomain=abc123.staging.bigcontent.io&secret=${encodeURIComponent(secret)}`, {
      headers: { [CLIENT_ADDRESS_HEADER]: client },
    });

  it('10 wrong secrets from one client, then it is told to wait (429) even with the right one; other clients are not', async () => {
    for (let i = 0; i < 10; i++)
      expect(await run(previewLoader as Handler, open('198.19.1.1', `guess-${i}`))).toBe(403);
    expect(await run(previewLoader as Handler, open('198.19.1.1', 'guess-10'))).toBe(429);
    expect(await run(previewLoader as Handler, open('198.19.1.1', PREVIEW_SECRET))).toBe(429);
    // The right secret does not count: an editor opening previews is never held.
    for (let i = 0; i < 12; i++)
      expect(await run(previewLoader as Handler, open('198.19.1.2', PREVIEW_SECRET))).toBe(302);
  });
});

describe('owners and others’ failures (the test’s clock)', () => {
  const MINUTE = 60_000;
  const START = 1_000 * 60 * MINUTE;
  let store: RateLimitStore;
  let time = START;
  const options = () => ({ store, now: () => time });
  const from = (address: string) =>
    new Request(`${ORIGIN}/x`, { method: 'POST', headers: { [CLIENT_ADDRESS_HEADER]: address } });
  afterEach(async () => {
    await store?.close();
    time = START;
  });

  it.each([
    { action: 'trackOrder' as const, target: 'SS00001234' },
    { action: 'giftCardBalance' as const, target: '7777000000000025001' },
  ])(
    '$action: 4 clients fail 20 times at one target; the owner’s right answer from a clean client is not refused, a client that failed there is',
    async ({ action, target }) => {
      store = createMemoryRateLimitStore(() => time);
      for (let client = 0; client < 4; client++)
        for (let i = 0; i < 20; i++) await rateLimit(from(`192.0.2.${client + 1}`), action, target, options());
      const owner = await rateLimit(from('198.51.100.7'), action, target, options());
      expect(owner.allowed).toBe(true);
      await owner.succeeded();
      // A clean client that then fails once is held by the backstop from its next attempt on.
      const stranger = await rateLimit(from('198.51.100.8'), action, target, options());
      expect(stranger.allowed).toBe(true);
      expect((await rateLimit(from('198.51.100.8'), action, target, options())).allowed).toBe(false);
      // The attackers themselves stay refused.
      expect((await rateLimit(from('192.0.2.1'), action, target, options())).allowed).toBe(false);
    },
  );

  it('password reset: after 20 requests for the owner’s address the owner is answered at once, and a mail goes out again 40 minutes later', async () => {
    store = createMemoryRateLimitStore(() => time);
    let sent = 0;
    for (let client = 0; client < 4; client++) {
      for (let i = 0; i < 5; i++) {
        const attempt = await rateLimit(from(`192.0.2.${client + 1}`), 'passwordReset', 'ava@example.com', options());
        expect(attempt.allowed).toBe(true);
        if (attempt.sendMail) sent += 1;
      }
    }
    expect(sent).toBe(3);
    const owner = await rateLimit(from('198.51.100.7'), 'passwordReset', 'Ava@Example.com', options());
    expect(owner.allowed).toBe(true);
    expect(owner.sendMail).toBe(false);
    // The 3 overlap the sliding window until 10 minutes into the next 30-minute window.
    time = START + 40 * MINUTE;
    const later = await rateLimit(from('198.51.100.7'), 'passwordReset', 'ava@example.com', options());
    expect(later.allowed && later.sendMail).toBe(true);
  });

  it('service forms: a day later the mailbox gets one mail again (at most one per 24 hours)', async () => {
    store = createMemoryRateLimitStore(() => time);
    const mails = (client: string) =>
      rateLimit(from(client), 'contactForm', 'vera@example.com', options()).then(
        (attempt) => attempt.allowed && attempt.sendMail,
      );
    expect(await mails('192.0.2.1')).toBe(true);
    expect(await mails('192.0.2.2')).toBe(false);
    time = START + 23 * 60 * MINUTE;
    expect(await mails('192.0.2.3')).toBe(false);
    time = START + 48 * 60 * MINUTE;
    expect(await mails('192.0.2.4')).toBe(true);
  });
});
