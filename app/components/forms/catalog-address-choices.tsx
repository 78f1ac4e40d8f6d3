import { Form, useNavigation, type FetcherWithComponents } from 'react-router';
import { Button } from '~/components/ui/button.tsx';
import { addressLines, type AddressInput } from '~/models/address-rules.ts';
import { RECAPTCHA_FIELD } from '~/models/recaptcha.ts';
import { RecaptchaToken } from './spam-trap.tsx';

/** What /catalog-request answers when the verification suggests another address. */
export interface CatalogAddressConfirmation {
  entered: AddressInput;
  suggested: AddressInput;
  /** Every field of the request as posted, re-posted with the address chosen. */
  fields: Record<string, string>;
}

const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'stateCode', 'postalCode'] as const;

function AddressLines({ title, address }: { title: string; address: AddressInput }) {
  return (
    <div className="rounded border border-caramel bg-white p-4">
      <h3 className="mb-2 font-bold">{title}</h3>
      <address className="not-italic">
        {addressLines(address).map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}

/** One choice: the request re-posted with that address and `verify=keep`, so it works without JavaScript. */
function ChoiceForm({
  fields,
  address,
  label,
  variant,
  fetcher,
}: {
  fields: Record<string, string>;
  address: AddressInput;
  label: string;
  variant: 'primary' | 'secondary';
  fetcher?: FetcherWithComponents<unknown>;
}) {
  const navigation = useNavigation();
  // The first post's reCAPTCHA token is spent: the choice asks for a fresh one.
  const { [RECAPTCHA_FIELD]: _spent, ...kept } = fields;
  const values = {
    ...kept,
    ...Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, address[name]])),
    verify: 'keep',
  };
  const sending = fetcher ? fetcher.formData : navigation.formData;
  const pending = sending?.get('address1') === address.address1 && sending?.get('postalCode') === address.postalCode;
  const SubmitForm = fetcher?.Form ?? Form;
  return (
    <SubmitForm method="post" action="/catalog-request">
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <RecaptchaToken />
      <Button type="submit" variant={variant} pending={pending} className="w-full sm:w-auto">
        {label}
      </Button>
    </SubmitForm>
  );
}

/**
 * Catalog spec §4: use the suggestion or keep the address as typed; both send the request (in the
 * sheet through its fetcher, so the answer shows there).
 */
export function CatalogAddressChoices({
  confirmation,
  fetcher,
}: {
  confirmation: CatalogAddressConfirmation;
  fetcher?: FetcherWithComponents<unknown>;
}) {
  const { entered, suggested, fields } = confirmation;
  return (
    <div className="space-y-4">
      <p>We couldn’t verify your address exactly. Please choose the address to send your catalog to.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <AddressLines title="You Entered" address={entered} />
        <AddressLines title="Suggested" address={suggested} />
      </div>
      <div className="flex flex-wrap gap-3">
        <ChoiceForm fields={fields} address={entered} label="Keep as Entered" variant="secondary" fetcher={fetcher} />
        <ChoiceForm
          fields={fields}
          address={suggested}
          label="Use Suggested Address"
          variant="primary"
          fetcher={fetcher}
        />
      </div>
    </div>
  );
}
