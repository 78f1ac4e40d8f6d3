import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/wallet';
import { WalletCardForm } from '~/components/account/wallet-card-form.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { Button } from '~/components/ui/button.tsx';
import { formRefusal } from '~/models/action-result.ts';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { newCardOf } from '~/models/billing-form.ts';
import { walletCardSchema, walletChoiceSchema, walletEntries } from '~/models/wallet.ts';
import {
  addCustomerCard,
  customerOrNull,
  deleteCustomerCard,
  setSubscriptionCard,
} from '~/services/customer.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { CardRefused } from '~/services/payment.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Wallet | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/** The wallet (checkout spec §2 /wallet): saved cards, masked, with expiry; `?add` opens the add-a-card form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const customer = await customerOrNull(request, session);
  return {
    cards: customer ? walletEntries(customer.paymentInstruments, new Date()) : null,
    adding: new URL(request.url).searchParams.has('add'),
    constraint: FORM_CONSTRAINTS.walletCard,
  };
}

type WalletAction = { intent: 'add' | 'choice'; result: ReturnType<typeof formRefusal> | null };

/**
 * The wallet's forms by `intent`: `add` (a new card), `delete` and `subscriptions` (a saved card's
 * paymentInstrumentId; another customer's is a 404). Done, the wallet shows again with the news.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const form = await readFormData(request);
  const intent = form.get('intent');
  if (intent === 'delete' || intent === 'subscriptions') {
    const submission = parseForm(form, { schema: walletChoiceSchema });
    const customer = await customerOrNull(request, session);
    if (!customer)
      return data<WalletAction>(
        { intent: 'choice', result: formRefusal(ACCOUNT_MESSAGES.customerInfoUnavailable) },
        { status: 503 },
      );
    const card =
      submission.status === 'success'
        ? walletEntries(customer.paymentInstruments, new Date()).find(
            (entry) => entry.id === submission.value.paymentInstrumentId,
          )
        : undefined;
    if (!card) throw data(ACCOUNT_MESSAGES.cardNotYours, { status: 404 });
    const outcome =
      intent === 'delete' ? await deleteCustomerCard(session, card.id) : await setSubscriptionCard(session, card.id);
    if (outcome.refused)
      return data<WalletAction>({ intent: 'choice', result: formRefusal(outcome.refused) }, { status: 400 });
    await session.setFlash({
      kind: 'success',
      text: intent === 'delete' ? ACCOUNT_MESSAGES.cardDeleted : ACCOUNT_MESSAGES.cardForSubscriptions,
    });
    throw redirect('/wallet');
  }
  if (intent !== 'add')
    return data<WalletAction>({ intent: 'choice', result: formRefusal(MESSAGES.formInvalid) }, { status: 400 });
  const submission = parseForm(form, { schema: walletCardSchema });
  const hidden = { hideFields: ['cardNumber', 'securityCode'] };
  if (submission.status !== 'success')
    return data<WalletAction>({ intent: 'add', result: submission.reply(hidden) }, { status: 400 });
  try {
    const outcome = await addCustomerCard(session, newCardOf(submission.value), submission.value.makeDefault === true);
    if (outcome.loggedOut) throw redirect('/login');
    if (outcome.refused)
      return data<WalletAction>(
        { intent: 'add', result: submission.reply({ ...hidden, formErrors: [outcome.refused] }) },
        { status: 400 },
      );
  } catch (error) {
    if (!(error instanceof CardRefused)) throw error;
    return data<WalletAction>(
      { intent: 'add', result: submission.reply({ ...hidden, fieldErrors: error.fieldErrors }) },
      { status: 400 },
    );
  }
  await session.setFlash({ kind: 'success', text: ACCOUNT_MESSAGES.cardSaved });
  throw redirect('/wallet');
}

function CardButton({
  intent,
  id,
  label,
  accessibleLabel,
}: {
  intent: 'delete' | 'subscriptions';
  id: string;
  label: string;
  accessibleLabel: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('paymentInstrumentId') === id;
  return (
    <Form method="post" action="/wallet">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="paymentInstrumentId" value={id} />
      <Button type="submit" variant="secondary" size="sm" pending={pending} aria-label={accessibleLabel}>
        {label}
      </Button>
    </Form>
  );
}

export default function Wallet() {
  const { cards, adding, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const addResult = actionData?.intent === 'add' ? actionData.result : null;
  const choiceError = actionData?.intent === 'choice' ? actionData.result?.error?.['']?.[0] : undefined;
  const showForm = adding || Boolean(addResult);
  return (
    <section aria-labelledby="wallet-title" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="wallet-title" className="text-3xl font-bold">
          Wallet
        </h1>
        {showForm || cards === null ? null : (
          <Link to="/wallet?add" className="font-semibold underline underline-offset-4">
            Add a Card
          </Link>
        )}
      </div>
      {choiceError ? <Alert kind="error">{choiceError}</Alert> : null}
      {cards === null ? <Alert kind="error">{ACCOUNT_MESSAGES.customerInfoUnavailable}</Alert> : null}
      {showForm ? <WalletCardForm constraint={constraint} lastResult={addResult} /> : null}
      {cards && cards.length === 0 ? <p>You have no saved cards yet.</p> : null}
      {cards && cards.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="wallet">
          {cards.map((card) => (
            <li
              key={card.id}
              className="flex flex-col gap-2 rounded-lg bg-white p-5 shadow-sm"
              data-testid="saved-card"
            >
              <p className="font-semibold">{card.description}</p>
              {card.holder ? <p className="text-sm">{card.holder}</p> : null}
              <p className="flex flex-wrap gap-2 text-sm">
                {card.isDefault ? (
                  <span className="rounded bg-candy-soft px-2 py-0.5 font-semibold">Default</span>
                ) : null}
                {card.forSubscriptions ? (
                  <span className="rounded bg-cream-dark px-2 py-0.5 font-semibold">Used for subscriptions</span>
                ) : null}
                {card.expired ? (
                  <span className="rounded bg-red-50 px-2 py-0.5 font-semibold text-red-800">Expired</span>
                ) : null}
              </p>
              <div className="mt-auto flex flex-wrap gap-3">
                <CardButton
                  intent="delete"
                  id={card.id}
                  label="Delete"
                  accessibleLabel={`Delete ${card.description}`}
                />
                {card.forSubscriptions || card.expired ? null : (
                  <CardButton
                    intent="subscriptions"
                    id={card.id}
                    label="Use for Subscriptions"
                    accessibleLabel={`Use for Subscriptions: ${card.description}`}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
