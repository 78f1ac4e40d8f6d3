import { data, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/e-gift-cards';
import { EGiftCardForm } from '~/components/e-gift-cards/e-gift-card-form.tsx';
import { deliveryDateRange, eGiftCardAmount } from '~/models/e-gift-card.ts';
import { eGiftCardSchema } from '~/models/e-gift-card-form.ts';
import { MESSAGES } from '~/models/messages.ts';
import { BagProblem } from '~/services/bag.server.ts';
import { addEGiftCard } from '~/services/e-gift-card.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'E-Gift Cards | Sweet Shop' },
  {
    name: 'description',
    content:
      'Send a Sweet Shop e-gift card by e-mail: choose a design and an amount, add a message and the day it arrives.',
  },
];

export function loader() {
  return { constraint: FORM_CONSTRAINTS.eGiftCard, dates: deliveryDateRange(new Date()) };
}

/** Adds the e-gift card to the bag (a line of its own, e-mailed, no shipping address) and goes to the bag. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await readFormData(request), { schema: eGiftCardSchema() });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const session = shopperSession(context);
  try {
    await addEGiftCard(session, requestBasket(context), submission.value);
  } catch (error) {
    if (error instanceof BagProblem)
      return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
    throw error;
  }
  await session.setFlash({
    kind: 'success',
    text: `${MESSAGES.addedToBag}: a $${eGiftCardAmount(submission.value)} e-gift card for ${submission.value.recipientName}.`,
  });
  throw redirect('/cart');
}

export default function EGiftCards() {
  const { constraint, dates } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">E-Gift Cards</h1>
        <p>
          Sent by e-mail on the day you choose, with the card number and code to spend online or in our shops. No
          shipping needed.
        </p>
      </header>
      <EGiftCardForm constraint={constraint} lastResult={actionData?.result} dates={dates} />
    </div>
  );
}
