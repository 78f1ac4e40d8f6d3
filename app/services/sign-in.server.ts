/**
 * Signing in with a password (/login, and at checkout): SLAS's login, the guest's basket merged into
 * the customer's, and a new session for the customer (services/session.server.ts keeps only the
 * session itself); from a form, the form's parse and the rate limit, with every failure held to the
 * time of the slowest recent one (app/models/sign-in-timing.ts), so an unknown e-mail cannot be told
 * from a wrong password by how fast the answer comes.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { SubmissionResult } from '@conform-to/react';
import { redirect } from 'react-router';
import { loginSchema } from '~/models/auth-forms.ts';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { failureDurationMs, NO_FAILURES, noteFailure } from '~/models/sign-in-timing.ts';
import type { Basket } from '~/models/basket.ts';
import { customerGroups } from '~/models/content-blocks.ts';
import { recipientAddresses } from '~/models/multi-ship.ts';
import { commerceProblem, shopperFacingProblem } from './commerce-errors.server.ts';
import { helpers } from './commerce-sdk.server.ts';
import { shopperApis, slasClient } from './commerce.server.ts';
import { storefrontEnv } from './env.server.ts';
import { parseForm } from './form.server.ts';
import { restoreRecipients } from './multi-ship.server.ts';
import { rateLimit } from './rate-limit.server.ts';
import { authFromTokens, type ShopperSession } from './session.server.ts';
import { addPendingWish } from './wish-list.server.ts';

/**
 * Signs a customer in with e-mail and password (SLAS errors propagate to the caller). The guest's
 * basket is merged into the customer's (SCAPI keeps non-bonus items and re-applies coupons), and
 * the session gets a new id so a fixed id cannot be carried across the sign-in.
 */
export async function signIn(session: ShopperSession, email: string, password: string): Promise<void> {
  const current = session.current;
  const guest = current?.auth?.kind === 'guest' ? current.auth : undefined;
  const tokens = await helpers.loginRegisteredUserB2C({
    slasClient: slasClient(session.siteId, session.calls),
    credentials: { username: email, password },
    parameters: { redirectURI: storefrontEnv().commerce.redirectUri, ...(guest ? { usid: guest.usid } : {}) },
  });
  const auth = authFromTokens(tokens);
  const apis = shopperApis(session.siteId, session.calls, auth.accessToken);
  const customer = await apis.customers.getCustomer({ parameters: { customerId: auth.customerId } });
  let basketId: string | undefined;
  if (guest && current?.basketId) {
    // Spec §4: a multi-ship basket's recipients come along (the merge keeps shipments, not addresses).
    const recipients = recipientAddresses(await guestBasket(session, guest.accessToken, current.basketId));
    try {
      const merged = await apis.baskets.mergeBasket({ parameters: { createDestinationBasket: true } });
      basketId = merged.basketId;
      if (recipients.size) await restoreRecipients(apis, merged as Basket, recipients);
    } catch (error) {
      // 409: the guest's basket is gone (ordered or deleted meanwhile); the customer's own basket is found on the next read.
      if ((await commerceProblem(error))?.status !== 409) throw error;
    }
  }
  const pendingWish = current?.pendingWish;
  await session.beginSignedIn({
    auth,
    basketId,
    profile: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      groups: customerGroups(customer),
    },
    ...(pendingWish ? { pendingWish } : {}),
  });
}

/** The guest's basket before a merge, or null when it is gone. */
async function guestBasket(session: ShopperSession, accessToken: string, basketId: string): Promise<Basket | null> {
  try {
    return (await shopperApis(session.siteId, session.calls, accessToken).baskets.getBasket({
      parameters: { basketId },
    })) as Basket;
  } catch (error) {
    if ((await commerceProblem(error))?.status === 404) return null;
    throw error;
  }
}

/** This process's recent failure times (each instance matches its own backend's times). */
let failures = NO_FAILURES;

/** What holding a failure uses: the real clock, sleep and jitter, or a test's. */
export interface FailureClock {
  elapsedMs: () => number;
  nowMs: () => number;
  sleep: (ms: number) => Promise<unknown>;
  random: () => number;
}

const REAL_CLOCK: FailureClock = {
  elapsedMs: () => performance.now(),
  nowMs: () => Date.now(),
  sleep: (ms) => sleep(ms),
  random: Math.random,
};

export async function signInWithPassword(
  session: ShopperSession,
  email: string,
  password: string,
  clock: FailureClock = REAL_CLOCK,
): Promise<void> {
  const started = clock.elapsedMs();
  try {
    await signIn(session, email, password);
  } catch (error) {
    const took = clock.elapsedMs() - started;
    failures = noteFailure(failures, clock.nowMs(), took);
    const wait = failureDurationMs(failures, clock.nowMs(), clock.random()) - took;
    if (wait > 0) await clock.sleep(wait);
    throw error;
  }
}

/** SLAS login answers: the spec's login errors (Bad Request, Unauthorized, Invalid Password) and the codes meaning the e-mail still has to be verified. */
const VERIFICATION_CODES = /requires\.verification|token\.expired/;

/** A sign-in form's outcome: signed in (with the form's `redirectTo`), or the form's answer and status. */
export type SignInOutcome =
  | { signedIn: true; redirectTo: string | undefined }
  | { signedIn: false; result: SubmissionResult<string[]>; init: ResponseInit };

/**
 * Signs the shopper in from a posted sign-in form (/login, checkout): input errors (400), the rate
 * limit (429), "login failed" (401) come back as the form's answer, the password never echoed. An
 * e-mail that still has to be verified goes to /account-confirmation (a thrown redirect).
 */
export async function signInFromForm(
  request: Request,
  session: ShopperSession,
  form: FormData,
): Promise<SignInOutcome> {
  const submission = parseForm(form, { schema: loginSchema });
  if (submission.status !== 'success')
    return { signedIn: false, result: submission.reply({ hideFields: ['password'] }), init: { status: 400 } };
  const { email, password, redirectTo } = submission.value;
  const attempt = await rateLimit(request, 'signIn', email);
  if (!attempt.allowed)
    return {
      signedIn: false,
      result: submission.reply({ formErrors: [attempt.message], hideFields: ['password'] }),
      init: attempt.init,
    };
  try {
    await signInWithPassword(session, email, password);
    await attempt.succeeded();
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    const said = `${problem.message ?? ''} ${problem.code ?? ''} ${problem.detail ?? ''}`;
    if (VERIFICATION_CODES.test(said)) throw redirect(`/account-confirmation?email=${encodeURIComponent(email)}`);
    return {
      signedIn: false,
      result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.loginFailed], hideFields: ['password'] }),
      init: { status: 401 },
    };
  }
  // A guest's wish-list heart that asked them to sign in.
  if (await addPendingWish(session)) await session.setFlash({ kind: 'success', text: ACCOUNT_MESSAGES.wishListAdded });
  return { signedIn: true, redirectTo };
}
