import { redirect } from 'react-router';
import type { Route } from './+types/lite-mode';
import { LITE_MODE_COOKIE } from '~/models/site-constants.ts';
import { preferenceCookie } from '~/models/cookies.ts';
import { liteModeChoice } from '~/models/lite-mode.ts';
import { isHttpsRequest } from '~/models/request-edge.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { readFormData } from '~/services/form.server.ts';

export function loader() {
  throw redirect('/');
}

/** The footer's "Lite mode" / "Full site": stores the choice and reloads the page it was made on, with or without scripts. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const target = safeRedirectTarget(form.get('redirectTo'), '/');
  const choice = liteModeChoice(form.get('mode'));
  if (!choice) throw redirect(target);
  throw redirect(target, {
    headers: { 'Set-Cookie': preferenceCookie(LITE_MODE_COOKIE, choice, isHttpsRequest(request)) },
  });
}
