/**
 * Spam protection of the public forms without JavaScript (content spec §5, §8): a
 * honeypot field (remix-utils) that people never see and bots fill in. Every public form post is
 * read here: the one form-post rule first (readFormData), then the trap.
 */
import { redirect, type RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import { MESSAGES } from '~/models/messages.ts';
import { HONEYPOT_FIELD } from '~/models/form-constants.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { parseForm, readFormData } from './form.server.ts';
import { recaptchaRefusal } from './recaptcha.server.ts';
import { shopperSession } from './session-middleware.server.ts';

// No "valid from" field: the forms render inside cached content pages, so the trap carries no per-render value.
const honeypot = new Honeypot({ nameFieldName: HONEYPOT_FIELD, validFromFieldName: null });

/** A public form's post: its fields, and whether the honeypot caught it (filled, or missing as in a scripted post). */
export interface PublicFormPost {
  form: FormData;
  trapped: boolean;
}

/**
 * The post's fields, once it passed the form-post rule, with the honeypot's verdict, and (where the site enables it)
 * reCAPTCHA. A refused reCAPTCHA token goes back to the form's page with the spec's message as a flash (the same page
 * the post came from, else the form's own route); nothing is sent.
 */
export async function readPublicForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<PublicFormPost> {
  const form = await readFormData(request);
  let trapped = false;
  try {
    // remix-utils skips the check when the field is missing; our forms always carry it.
    if (!form.has(HONEYPOT_FIELD)) throw new SpamError('Missing honeypot input');
    await honeypot.check(form);
  } catch (error) {
    if (!(error instanceof SpamError)) throw error;
    console.warn('[spam] form refused:', new URL(request.url).pathname, error.message);
    trapped = true;
  }
  if (trapped) return { form, trapped };
  const refusal = await recaptchaRefusal(request, form);
  if (refusal) {
    await shopperSession(context).setFlash({ kind: 'error', text: refusal });
    throw redirect(backToForm(request));
  }
  return { form, trapped };
}

/**
 * The post checked against the form's schema. A trapped post is never a success, so nothing is sent: like any refused
 * post it answers the form (400, without JavaScript too) with its field errors and the form's refusal, never an error
 * page.
 */
export function parsePublicForm<Schema extends z.ZodObject>(post: PublicFormPost, schema: Schema) {
  const submission = parseForm(post.form, { schema });
  if (!post.trapped) return submission;
  const refused: typeof submission = {
    status: 'error',
    payload: submission.payload,
    error: { ...(submission.status === 'error' ? submission.error : {}), '': [MESSAGES.formInvalid] },
    reply: () => submission.reply({ formErrors: [MESSAGES.formInvalid] }),
  };
  return refused;
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
