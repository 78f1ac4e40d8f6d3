/**
 * Account pages need a registered customer: guests go to /login and come back afterwards.
 */
import { redirect } from 'react-router';
import { pathOf } from '~/models/safe-redirect.ts';
import type { ShopperSession } from './session.server.ts';

export async function requireRegisteredCustomer(request: Request, session: ShopperSession) {
  const toLogin = () => redirect(`/login?redirectTo=${encodeURIComponent(pathOf(new URL(request.url)))}`);
  if (!session.isRegistered) throw toLogin();
  // A registered session that ran out is sent to /login (with the alert) by the session itself.
  const apis = await session.apis();
  return apis.customers.getCustomer({ parameters: { customerId: await session.customerId() } });
}
