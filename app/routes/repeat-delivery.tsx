import { parseWithZod } from '@conform-to/zod/v4';
import { data, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/repeat-delivery';
import { formError } from '~/models/action-result.ts';
import { firstError } from '~/models/form-errors.ts';
import { MESSAGES } from '~/models/messages.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { DEFAULT_FREQUENCY, frequencyLabel, optIn, optOut, parseFrequency } from '~/models/subscription.ts';
import { subscriptionSchema } from '~/models/subscription-form.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { readFormData } from '~/services/form.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { changeSubscriptions, offersRepeatDelivery } from '~/services/subscription.server.ts';

/** Nothing to show by GET. */
export function loader() {
  throw redirect('/cart');
}

/**
 * Repeat delivery (catalog §4): opt a product in with a frequency (again to change it), or out. The
 * enhanced form gets the news back; a plain post goes back to the page it came from with it. Opting
 * in a product without repeat delivery (no c_enableSubscription) is refused with a 400.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const back = safeRedirectTarget(form.get('redirectTo'), '/cart');
  const enhanced = form.get('response') === 'fetch';
  const session = shopperSession(context);
  const submission = parseWithZod(form, { schema: subscriptionSchema });
  if (submission.status !== 'success') {
    const error = firstError(submission.error, 'Please choose how often.');
    if (enhanced) return data({ result: submission.reply({ formErrors: [error] }), message: null, back }, { status: 400 });
    await session.setFlash({ kind: 'error', text: error });
    throw redirect(back);
  }
  const { pid, intent } = submission.value;
  // The offer is shown only for eligible products; a post for another one is refused (opting out is always fine).
  if (intent === 'opt-in' && !(await offersRepeatDelivery(catalogScope(context), pid))) {
    return data({ result: submission.reply({ formErrors: [MESSAGES.repeatDeliveryNotOffered] }), message: null, back }, { status: 400 });
  }
  const frequency = parseFrequency(submission.value.frequency) ?? DEFAULT_FREQUENCY;
  await changeSubscriptions(session, (state) => (intent === 'opt-in' ? optIn(state, pid, frequency) : optOut(state, pid)));
  const message = intent === 'opt-in' ? `Repeat delivery is on: ${frequencyLabel(frequency).toLowerCase()}.` : 'Repeat delivery is off for this item.';
  if (enhanced) return { result: submission.reply(), message, back };
  await session.setFlash({ kind: 'success', text: message });
  throw redirect(back);
}

/** A plain post that was refused (a product without repeat delivery) shows why, with the way back. */
export default function RepeatDelivery() {
  const refused = useActionData<typeof action>();
  const error = formError(refused?.result);
  if (!refused || !error) return null;
  return (
    <div className="mx-auto max-w-xl space-y-3 p-6">
      <h1 className="font-display text-2xl font-bold">Repeat delivery</h1>
      <p role="alert" className="text-red-700">
        {error}
      </p>
      <Link to={refused.back} className="underline">
        Go back
      </Link>
    </div>
  );
}
