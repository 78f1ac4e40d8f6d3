/**
 * Signing in with a password from a form (/login, and at checkout): the sign-in form's parse, the
 * rate limit, and the session's sign-in, with every failure held to the time of the slowest recent
 * one (app/models/sign-in-timing.ts), so an unknown e-mail cannot be told from a wrong password by
 * how fast the answer comes.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { SubmissionResult } from '@conform-to/react';
import { redirect } from 'react-router';
import { loginSchema } from '~/models/auth-forms.ts';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { failureDurationMs, NO_FAILURES, noteFailure } from '~/models/sign-in-timing.ts';
import { shopperFacingProblem } from './commerce-errors.server.ts';
import { parseForm } from './form.server.ts';
import { rateLimit } from './rate-limit.server.ts';
import type { ShopperSession } from './session.server.ts';
import { addPendingWish } from './wish-list.server.ts';

/** This process's recent failure times (each instance matches its own backend's times). */
let failures = NO_FAILURES;

export async function signInWithPassword(session: ShopperSession, email: string, password: string): Promise<void> {
  const started = performance.now();
  try {
    await session.signIn(email, password);
  } catch (error) {
    const took = performance.now() - started;
    failures = noteFailure(failures, Date.now(), took);
    const wait = failureDurationMs(failures, Date.now(), Math.random()) - took;
    if (wait > 0) await sleep(wait);
    throw error;
  }
}

/** SLAS login answers: the spec's login errors (Bad Request, Unauthorized, Invalid Password) and the codes meaning the e-mail still has to be verified. */
const VERIFICATION_CODES = /requires\.verification|token\.expired/;

/** A sign-in form's outcome: signed in (with the form's `redirectTo`), or the form's answer and status. */
export type SignInOutcome = { signedIn: true; redirectTo: string | undefined } | { signedIn: false; result: SubmissionResult<string[]>; init: ResponseInit };

/**
 * Signs the shopper in from a posted sign-in form (/login, checkout): input errors (400), the rate
 * limit (429), "login failed" (401) come back as the form's answer, the password never echoed. An
 * e-mail that still has to be verified goes to /account-confirmation (a thrown redirect).
 */
export async function signInFromForm(request: Request, session: ShopperSession, form: FormData): Promise<SignInOutcome> {
  const submission = parseForm(form, { schema: loginSchema });
  if (submission.status !== 'success') return { signedIn: false, result: submission.reply({ hideFields: ['password'] }), init: { status: 400 } };
  const { email, password, redirectTo } = submission.value;
  const attempt = await rateLimit(request, 'signIn', email);
  if (!attempt.allowed) return { signedIn: false, result: submission.reply({ formErrors: [attempt.message], hideFields: ['password'] }), init: attempt.init };
  try {
    await signInWithPassword(session, email, password);
    await attempt.succeeded();
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    const said = `${problem.message ?? ''} ${problem.code ?? ''} ${problem.detail ?? ''}`;
    if (VERIFICATION_CODES.test(said)) throw redirect(`/account-confirmation?email=${encodeURIComponent(email)}`);
    return { signedIn: false, result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.loginFailed], hideFields: ['password'] }), init: { status: 401 } };
  }
  // A guest's wish-list heart that asked them to sign in.
  if (await addPendingWish(session)) await session.setFlash({ kind: 'success', text: ACCOUNT_MESSAGES.wishListAdded });
  return { signedIn: true, redirectTo };
}
