import { data, redirect } from 'react-router';
import type { Route } from './+types/repeat-delivery';
import { firstError } from '~/models/form-errors.ts';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { DEFAULT_FREQUENCY, frequencyLabel, optIn, optOut, parseFrequency } from '~/models/subscription.ts';
import { subscriptionSchema } from '~/models/subscription-form.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { changeSubscriptions, offersRepeatDelivery } from '~/services/subscription.server.ts';

/** Nothing to show by GET. */
export function loader() {
  throw redirect('/cart');
}

/**
 * Repeat delivery (catalog §4): opt a product in with a frequency (again to change it), or out. The
 * enhanced form gets the news back; a plain post goes back to the page it came from with it. Opting
 * in a product without repeat delivery (no c_enableSubscription) is refused: a 400 to the enhanced
 * form, the message on the page it came from to a plain post.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const back = safeRedirectTarget(form.get('redirectTo'), '/cart');
  const enhanced = form.get('response') === 'fetch';
  const session = shopperSession(context);
  const submission = parseForm(form, { schema: subscriptionSchema });
  if (submission.status !== 'success') {
    const error = firstError(submission.error, 'Please choose how often.');
    if (enhanced) return data({ result: submission.reply({ formErrors: [error] }), message: null }, { status: 400 });
    await session.setFlash({ kind: 'error', text: error });
    throw redirect(back);
  }
  const { pid, intent } = submission.value;
  // The offer is shown only for eligible products; a post for another one is refused (opting out is always fine).
  if (intent === 'opt-in' && !(await offersRepeatDelivery(catalogScope(context), pid))) {
    if (enhanced)
      return data(
        { result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.repeatDeliveryNotOffered] }), message: null },
        { status: 400 },
      );
    await session.setFlash({ kind: 'error', text: ACCOUNT_MESSAGES.repeatDeliveryNotOffered });
    throw redirect(back);
  }
  const frequency = parseFrequency(submission.value.frequency) ?? DEFAULT_FREQUENCY;
  await changeSubscriptions(session, requestBasket(context), (state) =>
    intent === 'opt-in' ? optIn(state, pid, frequency) : optOut(state, pid),
  );
  const message =
    intent === 'opt-in'
      ? `Repeat delivery is on: ${frequencyLabel(frequency).toLowerCase()}.`
      : 'Repeat delivery is off for this item.';
  if (enhanced) return { result: submission.reply(), message };
  await session.setFlash({ kind: 'success', text: message });
  throw redirect(back);
}

export default function RepeatDelivery() {
  return null;
}
