import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/recipients';
import { RecipientForm } from '~/components/multi-ship/recipient-form.tsx';
import { RecipientList } from '~/components/multi-ship/recipient-list.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import type { ActionResult } from '~/models/action-result.ts';
import { COUNTRIES, defaultCountry, REGIONS } from '~/models/address-rules.ts';
import { firstError } from '~/models/form-errors.ts';
import { MESSAGES } from '~/models/messages.ts';
import { MULTI_SHIP_MESSAGES, RECIPIENT_SCHEMAS, recipientIntent } from '~/models/multi-ship-forms.ts';
import { fillMessage } from '~/models/bag.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { BagProblem } from '~/services/bag.server.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import {
  addRecipient,
  editRecipient,
  MULTI_SHIP_CONSTRAINTS,
  recipientsView,
  recipientToEdit,
  removeRecipient,
  selectRecipients,
} from '~/services/multi-ship.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { addressInputOf } from '~/services/shipping.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Ship to Multiple Addresses | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/**
 * "Ship to multiple addresses" (checkout spec §4): the recipients, each a shipment of the basket, up
 * to the site's recipientLimit; adding a recipient turns multi-ship on. `?redirectTo=` is where
 * "Add Recipient" and "Save Recipient" go back to (the "Add Item to Shipments" page, the shipping
 * step); `?edit={shipmentId}` shows that recipient's edit form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = catalogScope(context);
  const session = shopperSession(context);
  const url = new URL(request.url);
  const view = await recipientsView(session, requestBasket(context), scope.siteId);
  const back = url.searchParams.get('redirectTo');
  const edit = url.searchParams.get('edit');
  const editing =
    edit && view.recipients.some((recipient) => recipient.shipmentId === edit)
      ? await recipientToEdit(requestBasket(context), edit)
      : null;
  return {
    ...view,
    editing,
    constraint: MULTI_SHIP_CONSTRAINTS.recipient,
    editConstraint: MULTI_SHIP_CONSTRAINTS.editRecipient,
    defaultCountry: defaultCountry(scope.locale),
    redirectTo: back ? safeRedirectTarget(back, '/cart') : null,
  };
}

type RecipientsActionData = ActionResult & { intent: string | null };

/** The address forms answer a refusal on their fields; the others with a line above the list. */
const hasAddress = (intent: string | null | undefined) => intent === 'add-recipient' || intent === 'edit-recipient';

/**
 * Intents `add-recipient` (the address), `edit-recipient` (shipmentId and the address),
 * `remove-recipient` (shipmentId), `select-recipients` (shipmentIds); then back (Post/Redirect/Get).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const intent = recipientIntent(form.get('intent'));
  if (!intent)
    return data<RecipientsActionData>(
      { intent: null, result: { status: 'error', error: { '': [MESSAGES.formInvalid] } } },
      { status: 400 },
    );
  const submission = parseForm(form, { schema: RECIPIENT_SCHEMAS[intent] });
  if (submission.status !== 'success') {
    const result = hasAddress(intent)
      ? submission.reply()
      : submission.reply({ formErrors: [firstError(submission.error)] });
    return data<RecipientsActionData>({ intent, result }, { status: 400 });
  }
  const session = shopperSession(context);
  const { siteId } = catalogScope(context);
  const value = submission.value;
  const back = safeRedirectTarget(form.get('redirectTo'), '/recipients');
  try {
    if (value.intent === 'add-recipient') {
      await addRecipient(session, requestBasket(context), siteId, addressInputOf(value));
      await session.setFlash({
        kind: 'success',
        text: `${value.firstName} ${value.lastName} was added to your recipients.`,
      });
    } else if (value.intent === 'edit-recipient') {
      await editRecipient(session, requestBasket(context), siteId, value.shipmentId, addressInputOf(value));
      await session.setFlash({
        kind: 'success',
        text: `The address for ${value.firstName} ${value.lastName} was saved.`,
      });
    } else if (value.intent === 'remove-recipient') {
      await removeRecipient(session, requestBasket(context), siteId, value.shipmentId);
    } else {
      await selectRecipients(session, value.shipmentIds);
    }
  } catch (error) {
    if (!(error instanceof BagProblem)) throw error;
    return data<RecipientsActionData>(
      { intent, result: submission.reply({ formErrors: [error.message] }) },
      { status: 400 },
    );
  }
  throw redirect(back);
}

export default function Recipients({ loaderData, actionData }: Route.ComponentProps) {
  const { recipients, limit, constraint, editConstraint, editing, redirectTo } = loaderData;
  const refused = actionData && !hasAddress(actionData.intent) ? actionData.result?.error?.['']?.[0] : undefined;
  const here = (params: Record<string, string>) =>
    `/recipients?${new URLSearchParams({ ...params, ...(redirectTo ? { redirectTo } : {}) }).toString()}`;
  const cancelHref = redirectTo && !redirectTo.startsWith('/recipients') ? redirectTo : '/recipients';
  const editedName = editing ? `${editing.address.firstName} ${editing.address.lastName}`.trim() : '';
  return (
    <div className="mx-auto max-w-3xl space-y-8 py-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">Ship to Multiple Addresses</h1>
        <p>
          Send this order to several people: add each recipient, then choose who gets each item with "Add Item to
          Shipments". Up to {limit} recipients.
        </p>
      </div>
      {refused ? <Alert kind="error">{refused}</Alert> : null}
      {editing ? (
        <section aria-labelledby="edit-recipient-title" className="space-y-3">
          <h2 id="edit-recipient-title" className="text-xl font-bold">
            Edit {editedName || 'Recipient'}
          </h2>
          <RecipientForm
            key={editing.shipmentId}
            constraint={editConstraint}
            lastResult={actionData?.intent === 'edit-recipient' ? actionData.result : null}
            countries={COUNTRIES}
            regions={REGIONS}
            defaultCountry={loaderData.defaultCountry}
            editing={{ ...editing, cancelHref }}
            redirectTo={redirectTo ?? '/recipients'}
          />
        </section>
      ) : null}
      <section aria-labelledby="recipients-title" className="space-y-3">
        <h2 id="recipients-title" className="text-xl font-bold">
          Recipients ({recipients.length} of {limit})
        </h2>
        <RecipientList recipients={recipients} editHref={(shipmentId) => here({ edit: shipmentId })} />
      </section>
      {editing ? null : recipients.length < limit ? (
        <section aria-labelledby="add-recipient-title" className="space-y-3">
          <h2 id="add-recipient-title" className="text-xl font-bold">
            Add a Recipient
          </h2>
          <RecipientForm
            constraint={constraint}
            lastResult={actionData?.intent === 'add-recipient' ? actionData.result : null}
            countries={COUNTRIES}
            regions={REGIONS}
            defaultCountry={loaderData.defaultCountry}
            {...(redirectTo ? { redirectTo } : {})}
          />
        </section>
      ) : (
        <Alert kind="info">{fillMessage(MULTI_SHIP_MESSAGES.recipientLimit, { limit })}</Alert>
      )}
      <p className="flex flex-wrap gap-4">
        {redirectTo ? (
          <Link to={redirectTo} className="font-semibold underline">
            {redirectTo.startsWith('/shipping') ? 'Back to Shipping' : 'Back to Add Item to Shipments'}
          </Link>
        ) : null}
        <Link to="/cart" className="font-semibold underline">
          Back To Bag
        </Link>
      </p>
    </div>
  );
}
