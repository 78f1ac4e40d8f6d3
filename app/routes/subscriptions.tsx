import { data, Link, redirect, useFetcher, useLoaderData } from 'react-router';
import type { Route } from './+types/subscriptions';
import { Alert } from '~/components/ui/alert.tsx';
import { Button } from '~/components/ui/button.tsx';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { subscriptionActionSchema } from '~/models/subscription-form.ts';
import {
  deliveryDateLabel,
  FREQUENCIES,
  frequencyLabel,
  frequencyValue,
  parseFrequency,
  type CustomerSubscription,
} from '~/models/subscription.ts';
import { walletEntries } from '~/models/wallet.ts';
import { customerOrNull } from '~/services/customer.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { changeSubscription, customerSubscriptions } from '~/services/subscriptions.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Subscriptions | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/**
 * Repeat delivery in the account (checkout spec §2 /subscriptions): the customer's
 * active subscriptions from the `subscriptions` custom API, with the card used for subscriptions
 * (the wallet's "Use for Subscriptions" card).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const [subscriptions, customer] = await Promise.all([
    customerSubscriptions(session),
    customerOrNull(request, session),
  ]);
  const card = customer
    ? walletEntries(customer.paymentInstruments, new Date()).find((entry) => entry.forSubscriptions)
    : undefined;
  return { subscriptions, card: card?.description ?? null };
}

type SubscriptionsAction = { error: string; subscriptionId?: string };

const DONE = {
  skip: ACCOUNT_MESSAGES.subscriptionSkipped,
  cancel: ACCOUNT_MESSAGES.subscriptionCancelled,
  frequency: ACCOUNT_MESSAGES.subscriptionFrequencyChanged,
} as const;

/**
 * One form per action, by `intent`: `skip` (the next delivery), `frequency` (a frequency offered)
 * and `cancel`, each with the subscription's id; another customer's is a 404. Done, the page shows
 * again with the news.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const submission = parseForm(await readFormData(request), { schema: subscriptionActionSchema });
  if (submission.status !== 'success')
    return data<SubscriptionsAction>({ error: MESSAGES.formInvalid }, { status: 400 });
  const { value } = submission;
  const change =
    value.intent === 'frequency'
      ? { kind: 'frequency' as const, frequency: parseFrequency(value.frequency)! }
      : { kind: value.intent };
  const outcome = await changeSubscription(session, value.subscriptionId, change);
  if (outcome === 'not-yours') throw data(ACCOUNT_MESSAGES.subscriptionNotYours, { status: 404 });
  if (outcome === 'failed')
    return data<SubscriptionsAction>(
      { error: ACCOUNT_MESSAGES.subscriptionChangeFailed, subscriptionId: value.subscriptionId },
      { status: 502 },
    );
  await session.setFlash({ kind: 'success', text: DONE[value.intent] });
  throw redirect('/subscriptions');
}

function SubscriptionCard({ subscription, card }: { subscription: CustomerSubscription; card: string | null }) {
  // Each action is a plain form post; with JavaScript a fetcher sends it without leaving the page.
  const fetcher = useFetcher<typeof action>({ key: `subscription-${subscription.id}` });
  const busy = fetcher.state !== 'idle' ? fetcher.formData?.get('intent') : null;
  const error = fetcher.data?.error;
  const name = subscription.productName;
  const current = frequencyValue(subscription);
  const offered = FREQUENCIES.some((frequency) => frequencyValue(frequency) === current)
    ? FREQUENCIES
    : [subscription, ...FREQUENCIES];
  const selectId = `frequency-${subscription.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm" data-testid="subscription">
      <h2 className="text-lg font-semibold">
        <Link
          to={`/product/${encodeURIComponent(subscription.product)}`}
          className="underline-offset-4 hover:underline"
        >
          {name}
        </Link>
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Quantity</dt>
        <dd>{subscription.quantity}</dd>
        <dt className="font-semibold">Frequency</dt>
        <dd data-testid="subscription-frequency">{frequencyLabel(subscription)}</dd>
        <dt className="font-semibold">Next delivery</dt>
        <dd data-testid="subscription-next">{deliveryDateLabel(subscription.nextOrderDate)}</dd>
        <dt className="font-semibold">Card</dt>
        <dd data-testid="subscription-card">
          {card ?? (
            <>
              {ACCOUNT_MESSAGES.subscriptionNoCard}{' '}
              <Link to="/wallet" className="underline underline-offset-4">
                Wallet
              </Link>
            </>
          )}
        </dd>
      </dl>
      {error ? <Alert kind="error">{error}</Alert> : null}
      <div className="flex flex-wrap items-end gap-3">
        <fetcher.Form method="post" action="/subscriptions" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="frequency" />
          <input type="hidden" name="subscriptionId" value={subscription.id} />
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-semibold">
              Deliver
            </label>
            <select
              id={selectId}
              name="frequency"
              defaultValue={current}
              className="min-h-11 rounded border border-gray-400 bg-white px-3"
            >
              {offered.map((frequency) => (
                <option key={frequencyValue(frequency)} value={frequencyValue(frequency)}>
                  {frequencyLabel(frequency)}
                </option>
              ))}
            </select>
          </div>
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            pending={busy === 'frequency'}
            aria-label={`Change frequency of ${name}`}
          >
            Change Frequency
          </Button>
        </fetcher.Form>
        <fetcher.Form method="post" action="/subscriptions">
          <input type="hidden" name="intent" value="skip" />
          <input type="hidden" name="subscriptionId" value={subscription.id} />
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            pending={busy === 'skip'}
            aria-label={`Skip the next delivery of ${name}`}
          >
            Skip Next Delivery
          </Button>
        </fetcher.Form>
        <fetcher.Form method="post" action="/subscriptions">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="subscriptionId" value={subscription.id} />
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            pending={busy === 'cancel'}
            aria-label={`Cancel the subscription to ${name}`}
          >
            Cancel Subscription
          </Button>
        </fetcher.Form>
      </div>
    </li>
  );
}

export default function Subscriptions() {
  const { subscriptions, card } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="subscriptions-title" className="space-y-6">
      <h1 id="subscriptions-title" className="text-3xl font-bold">
        Subscriptions
      </h1>
      {subscriptions === null ? <Alert kind="error">{ACCOUNT_MESSAGES.subscriptionsFailed}</Alert> : null}
      {subscriptions && subscriptions.length === 0 ? <p>{ACCOUNT_MESSAGES.subscriptionsNone}</p> : null}
      {subscriptions && subscriptions.length > 0 ? (
        <ul className="grid gap-4" data-testid="subscriptions">
          {subscriptions.map((subscription) => (
            <SubscriptionCard key={subscription.id} subscription={subscription} card={card} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
