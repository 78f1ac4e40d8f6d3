/**
 * Spam protection of the public forms without JavaScript (content spec, issue 19 item 9): a
 * honeypot field (remix-utils) that people never see and bots fill in. Every public form post is
 * read here: the one form-post rule first (readFormData), then the trap.
 */
import { data, redirect, type RouterContextProvider } from 'react-router';
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import { MESSAGES } from '~/models/messages.ts';
import { HONEYPOT_FIELD } from '~/models/constants.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { readFormData } from './form.server.ts';
import { recaptchaRefusal } from './recaptcha.server.ts';
import { shopperSession } from './session-middleware.server.ts';

// No "valid from" field: the forms render inside cached content pages, so the trap carries no per-render value.
const honeypot = new Honeypot({ nameFieldName: HONEYPOT_FIELD, validFromFieldName: null });

/**
 * The post's fields, once it passed the form-post rule, the honeypot and (where the site enables it) reCAPTCHA.
 * A bot gets a 400 and nothing is sent. A refused reCAPTCHA token goes back to the form's page with the spec's
 * message as a flash (the same page the post came from, else the form's own route); nothing is sent either.
 */
export async function readPublicForm(request: Request, context: Readonly<RouterContextProvider>): Promise<FormData> {
  const form = await readFormData(request);
  try {
    // remix-utils skips the check when the field is missing; our forms always carry it.
    if (!form.has(HONEYPOT_FIELD)) throw new SpamError('Missing honeypot input');
    await honeypot.check(form);
  } catch (error) {
    if (!(error instanceof SpamError)) throw error;
    console.warn('[spam] form refused:', new URL(request.url).pathname, error.message);
    throw data({ error: MESSAGES.formInvalid }, { status: 400 });
  }
  const refusal = await recaptchaRefusal(request, form);
  if (refusal) {
    await shopperSession(context).setFlash({ kind: 'error', text: refusal });
    throw redirect(backToForm(request));
  }
  return form;
}

/** The same-origin page a post came from (its Referer), else the path it posted to. */
function backToForm(request: Request): string {
  const url = new URL(request.url);
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === url.origin) return safeRedirectTarget(`${from.pathname}${from.search}`, url.pathname);
    } catch {
      // Not a URL: fall back to the form's own route.
    }
  }
  return url.pathname;
}
