import { redirect } from 'react-router';
import type { Route } from './+types/locale';
import { LOCALE_COOKIE } from '~/models/site-constants.ts';
import { preferenceCookie } from '~/models/cookies.ts';
import { isHttpsRequest } from '~/models/request-edge.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { parseLocale } from '~/models/sites.ts';
import { readFormData } from '~/services/form.server.ts';

export function loader() {
  throw redirect('/');
}

/** The footer's country chooser: en-US shops in the United States, any other locale in Canada. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const locale = parseLocale(String(form.get('locale') ?? ''));
  throw redirect(safeRedirectTarget(form.get('redirectTo'), '/'), {
    headers: { 'Set-Cookie': preferenceCookie(LOCALE_COOKIE, locale, isHttpsRequest(request)) },
  });
}
