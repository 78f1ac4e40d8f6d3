import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

/** Signing out is a POST only (a link could be triggered by another site); a GET goes to the account. */
export function loader() {
  throw redirect('/account');
}

export async function action({ context }: Route.ActionArgs) {
  const session = shopperSession(context);
  // A guest has nobody to sign out (a stale tab, a replayed post): the guest's bag stays.
  if (!session.isRegistered) throw redirect('/login');
  await session.signOut();
  await session.setFlash({ kind: 'info', text: ACCOUNT_MESSAGES.signedOut });
  throw redirect('/login');
}
