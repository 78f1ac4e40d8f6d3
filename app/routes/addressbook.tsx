import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/addressbook';
import { AddressBookForm } from '~/components/account/address-book-form.tsx';
import {
  AddressVerificationDialog,
  AddressVerificationStep,
  useVerificationAsStep,
} from '~/components/checkout/address-verification.tsx';
import { AddressLines } from '~/components/order/order-details.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { Button, ButtonLink } from '~/components/ui/button.tsx';
import { formRefusal } from '~/models/action-result.ts';
import {
  addressBookEntries,
  addressBookSchema,
  addressChoiceSchema,
  PRIMARY_ADDRESS_LABEL,
} from '~/models/address-book.ts';
import { COUNTRIES, defaultCountry, REGIONS } from '~/models/address-rules.ts';
import type { AddressVerification } from '~/models/address-verification.ts';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { deleteCustomerAddress, makePreferredAddress, saveCustomerAddress } from '~/services/customer.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { verifyPostedAddress } from '~/services/address-verification.server.ts';
import { addressInputOf, savedAddresses } from '~/services/shipping.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Address Book | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/**
 * The address book (checkout spec §2 /addressbook): the list, `?add` opens the form for a new
 * address and `?edit={addressId}` the form for one of the customer's (any other id is a 404).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const book = await savedAddresses(session);
  const url = new URL(request.url);
  const editId = url.searchParams.get('edit');
  const edited = editId === null ? null : book.find((entry) => entry.addressId === editId);
  if (editId !== null && !edited) throw data(ACCOUNT_MESSAGES.addressNotYours, { status: 404 });
  const editing = edited
    ? { addressId: edited.addressId, preferred: edited.preferred, address: edited.address }
    : url.searchParams.has('add')
      ? { preferred: book.length === 0, address: { countryCode: defaultCountry(catalogScope(context).locale) } }
      : null;
  return { entries: addressBookEntries(book), editing, constraint: FORM_CONSTRAINTS.addressBook };
}

type AddressBookAction = {
  intent: 'save' | 'choice';
  result: ReturnType<typeof formRefusal> | null;
  verification?: AddressVerification;
};

/**
 * The book's forms by `intent`: `save` (add or edit; the address is verified first, with the
 * checkout's decisions, spec §4), `delete` and `preferred` (addressId). Done, the list shows again
 * with the news (Post/Redirect/Get); refusals answer 400 with "Failed to update address".
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const form = await readFormData(request);
  const intent = form.get('intent');
  const book = await savedAddresses(session);
  if (intent === 'delete' || intent === 'preferred') {
    const submission = parseForm(form, { schema: addressChoiceSchema });
    const entry =
      submission.status === 'success'
        ? book.find((candidate) => candidate.addressId === submission.value.addressId)
        : undefined;
    if (!entry) throw data(ACCOUNT_MESSAGES.addressNotYours, { status: 404 });
    const outcome =
      intent === 'delete'
        ? await deleteCustomerAddress(session, entry.addressId)
        : await makePreferredAddress(session, entry);
    if (outcome.refused)
      return data<AddressBookAction>({ intent: 'choice', result: formRefusal(outcome.refused) }, { status: 400 });
    await session.setFlash({
      kind: 'success',
      text: intent === 'delete' ? ACCOUNT_MESSAGES.addressDeleted : ACCOUNT_MESSAGES.addressPreferred,
    });
    throw redirect('/addressbook');
  }
  if (intent !== 'save')
    return data<AddressBookAction>({ intent: 'choice', result: formRefusal(MESSAGES.formInvalid) }, { status: 400 });
  const submission = parseForm(form, { schema: addressBookSchema });
  if (submission.status !== 'success')
    return data<AddressBookAction>({ intent: 'save', result: submission.reply() }, { status: 400 });
  const value = submission.value;
  if (value.addressId && !book.some((entry) => entry.addressId === value.addressId))
    throw data(ACCOUNT_MESSAGES.addressNotYours, { status: 404 });
  const verified = await verifyPostedAddress(session, {
    entered: addressInputOf(value),
    choice: value.verify,
    form,
    schema: addressBookSchema,
    action: '/addressbook',
  });
  if ('edit' in verified) return data<AddressBookAction>({ intent: 'save', result: submission.reply() });
  if ('ask' in verified)
    return data<AddressBookAction>({ intent: 'save', result: submission.reply(), verification: verified.ask });
  const address = verified.save;
  const outcome = await saveCustomerAddress(session, book, {
    ...(value.addressId ? { addressId: value.addressId } : {}),
    address,
    preferred: value.preferred === true,
  });
  if (outcome.refused)
    return data<AddressBookAction>(
      { intent: 'save', result: submission.reply({ formErrors: [outcome.refused] }) },
      { status: 400 },
    );
  await session.setFlash({ kind: 'success', text: ACCOUNT_MESSAGES.addressSaved });
  throw redirect('/addressbook');
}

function ChoiceButton({
  intent,
  addressId,
  label,
  accessibleLabel,
}: {
  intent: 'delete' | 'preferred';
  addressId: string;
  label: string;
  accessibleLabel: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('addressId') === addressId;
  return (
    <Form method="post" action="/addressbook">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="addressId" value={addressId} />
      <Button type="submit" variant="secondary" size="sm" pending={pending} aria-label={accessibleLabel}>
        {label}
      </Button>
    </Form>
  );
}

export default function AddressBook() {
  const { entries, editing, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const verification = actionData?.verification ?? null;
  const asStep = useVerificationAsStep(verification);
  const saveResult = actionData?.intent === 'save' ? actionData.result : null;
  const choiceError = actionData?.intent === 'choice' ? actionData.result?.error?.['']?.[0] : undefined;
  // A refused save keeps its form open (a new address's form when no id was posted).
  const formFor = editing ?? (saveResult ? { preferred: false, address: {} } : null);
  if (asStep && verification) return <AddressVerificationStep verification={verification} />;
  return (
    <section aria-labelledby="addressbook-title" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="addressbook-title" className="text-3xl font-bold">
          Address Book
        </h1>
        {formFor ? null : (
          <Link to="/addressbook?add" className="font-semibold underline underline-offset-4">
            Add New Address
          </Link>
        )}
      </div>
      {choiceError ? <Alert kind="error">{choiceError}</Alert> : null}
      {formFor ? (
        <AddressBookForm
          constraint={constraint}
          lastResult={saveResult}
          editing={formFor}
          countries={COUNTRIES}
          regions={REGIONS}
        />
      ) : null}
      {entries.length === 0 ? (
        <p>You have no saved addresses yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="address-book">
          {entries.map((entry) => (
            <li
              key={entry.addressId}
              className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm"
              data-testid="saved-address"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-bold wrap-anywhere">{entry.addressId}</h2>
                {entry.preferred ? (
                  <span className="rounded bg-candy-soft px-2 py-0.5 text-sm font-semibold">
                    {PRIMARY_ADDRESS_LABEL}
                  </span>
                ) : null}
              </div>
              <AddressLines lines={entry.lines} />
              <div className="mt-auto flex flex-wrap items-center gap-3">
                <ButtonLink
                  to={`/addressbook?edit=${encodeURIComponent(entry.addressId)}`}
                  variant="link"
                  aria-label={`Edit address ${entry.addressId}`}
                >
                  Edit
                </ButtonLink>
                <ChoiceButton
                  intent="delete"
                  addressId={entry.addressId}
                  label="Delete"
                  accessibleLabel={`Delete address ${entry.addressId}`}
                />
                {entry.preferred ? null : (
                  <ChoiceButton
                    intent="preferred"
                    addressId={entry.addressId}
                    label="Make Primary"
                    accessibleLabel={`Make Primary: ${entry.addressId}`}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressVerificationDialog verification={verification} />
    </section>
  );
}
