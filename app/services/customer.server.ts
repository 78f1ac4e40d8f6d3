/**
 * Account pages need a registered customer: guests go to /login and come back afterwards.
 */
import { redirect } from 'react-router';
import { signInPath } from '~/models/safe-redirect.ts';
import type { ShopperSession } from './session.server.ts';

export async function requireRegisteredCustomer(request: Request, session: ShopperSession) {
  if (!session.isRegistered) throw redirect(signInPath(new URL(request.url)));
  // A registered session that ran out is sent to /login (with the alert) by the session itself.
  const apis = await session.apis();
  return apis.customers.getCustomer({ parameters: { customerId: await session.customerId() } });
}
