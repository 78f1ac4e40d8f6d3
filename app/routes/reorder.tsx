import { data, redirect } from 'react-router';
import type { Route } from './+types/reorder';
import { reorderSchema } from '~/models/account-forms.ts';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { reorder } from '~/services/customer.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

/** Reorder is a POST only; a GET goes to the order history. */
export function loader() {
  throw redirect('/orders');
}

/**
 * Reorder (checkout spec §4) from the history and the details: the order's reorderable lines go into
 * the bag, and the bag says what happened (added, reduced to stock, not orderable any more).
 * Another customer's order is a 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const submission = parseForm(await readFormData(request), { schema: reorderSchema });
  if (submission.status !== 'success') throw data(ACCOUNT_MESSAGES.orderNotYours, { status: 404 });
  const outcome = await reorder(session, requestBasket(context), catalogScope(context), submission.value.orderNo);
  if (!outcome) throw data(ACCOUNT_MESSAGES.orderNotYours, { status: 404 });
  await session.setFlash({ kind: outcome.added ? 'success' : 'error', text: outcome.messages.join(' ') });
  throw redirect('/cart');
}
