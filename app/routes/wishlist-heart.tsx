import { data, redirect } from 'react-router';
import type { Route } from './+types/wishlist-heart';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { safeRedirectTarget, signInPath } from '~/models/safe-redirect.ts';
import { heartSchema } from '~/models/wish-list-forms.ts';
import { passesThrough } from '~/services/commerce-errors.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { addToWishList, rememberPendingWish, removeFromWishList } from '~/services/wish-list.server.ts';

/** The heart lives on product pages and tiles; a GET here has nothing to show (and creates no session). */
export function loader() {
  throw redirect('/');
}

/**
 * The wish-list heart (checkout spec §3 "Wish list"). A registered customer's heart adds or removes the product
 * (in its colour); the plain post comes back to the page with a message, the enhanced one gets the
 * state in place. A guest is asked to sign in: the product is remembered in the session (created by
 * this POST) and added after sign-in, then the shopper comes back to the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const submission = parseForm(await readFormData(request), { schema: heartSchema });
  if (submission.status !== 'success')
    return data({ ok: false, wished: null, message: MESSAGES.formInvalid }, { status: 400 });
  const { intent, productId, color, redirectTo, response } = submission.value;
  const back = safeRedirectTarget(redirectTo, '/');

  if (!session.isRegistered) {
    if (intent === 'add') {
      await rememberPendingWish(session, productId, color);
      await session.setFlash({ kind: 'info', text: ACCOUNT_MESSAGES.wishListSignIn });
    }
    throw redirect(signInPath(new URL(back, 'http://storefront.invalid')));
  }

  let message: string = intent === 'add' ? ACCOUNT_MESSAGES.wishListAdded : ACCOUNT_MESSAGES.wishListRemoved;
  let ok = true;
  try {
    if (intent === 'add') await addToWishList(session, productId, color);
    else await removeFromWishList(session, productId, color);
  } catch (error) {
    if (passesThrough(error)) throw error;
    console.warn('[wish list] heart failed:', (error as Error)?.message ?? error);
    message = ACCOUNT_MESSAGES.wishListFailed;
    ok = false;
  }
  if (response === 'inline')
    return data({ ok, wished: ok ? intent === 'add' : null, message }, { status: ok ? 200 : 502 });
  await session.setFlash({ kind: ok ? 'success' : 'error', text: message });
  throw redirect(back);
}
