import { data, redirect } from 'react-router';
import type { Route } from './+types/consent';
import { CONSENT_COOKIE, CONSENT_VALUE } from '~/models/site-constants.ts';
import { preferenceCookie } from '~/models/cookies.ts';
import { isHttpsRequest } from '~/models/request-edge.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { readFormData } from '~/services/form.server.ts';

export function loader() {
  throw redirect('/');
}

/**
 * The cookie notice's "I AGREE": sets the consent cookie to '1'. A plain form post comes back to the
 * page it was sent from; the enhanced form (no `redirectTo`) stays where it is.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const headers = { 'Set-Cookie': preferenceCookie(CONSENT_COOKIE, CONSENT_VALUE, isHttpsRequest(request)) };
  const redirectTo = form.get('redirectTo');
  if (redirectTo !== null) throw redirect(safeRedirectTarget(redirectTo, '/'), { headers });
  return data({ agreed: true }, { headers });
}
