// @vitest-environment happy-dom
/**
 * The address book's form error states at the route (checkout spec §5 "Address field patterns", "Phone", "Generic
 * messages"; §8 "Failed to update address"): /addressbook?add in a router stub whose action answers as the route does
 * when the address is refused (400, the reply under the `save` intent).
 */
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AddressBook from '~/routes/addressbook.tsx';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { addressBookSchema } from '~/models/address-book.ts';
import { PHONE_MESSAGE, ZIP_MESSAGE } from '~/models/address-rules.ts';
import { MESSAGES } from '~/models/messages.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import {
  errorSummary,
  expectFieldError,
  expectFieldValid,
  fill,
  refusingAction,
  renderFormRoute,
} from './form-route.tsx';

afterEach(cleanup);

const saveReply = { wrap: (result: unknown) => ({ intent: 'save', result }) };

function renderAddForm(action = refusingAction(addressBookSchema, saveReply)): Promise<HTMLElement> {
  const loaderData = {
    entries: [],
    editing: { preferred: true, address: { countryCode: 'US' } },
    constraint: FORM_CONSTRAINTS.addressBook,
  };
  return renderFormRoute({ path: '/addressbook', Component: AddressBook, loaderData, action, submit: 'Save Address' });
}

/** A complete United States address but for what a test changes. */
function fillAddress({ zip = '17033', ...changes }: Record<string, string> = {}): void {
  const values: Record<string, string> = {
    'First Name': 'Ava',
    'Last Name': 'Sweet',
    Address: '12 Candy Lane',
    City: 'Hershey',
    Phone: '7175550100',
    ...changes,
  };
  for (const [label, value] of Object.entries(values)) fill(label, value);
  fill(/^Zip/, zip);
  fireEvent.change(document.querySelector('select[name="stateCode"]')!, { target: { value: 'PA' } });
}

describe('address book: refused address', () => {
  it('an empty form: the required fields marked and linked from the summary, the optional ones not', async () => {
    fireEvent.click(await renderAddForm());
    const summary = await errorSummary();
    for (const label of ['First Name', 'Last Name', 'Address', 'City', 'Phone'])
      expectFieldError(summary, label, MESSAGES.required);
    expectFieldError(summary, /^Zip/, MESSAGES.required);
    expectFieldValid('Company (optional)');
    expectFieldValid('Apt, Suite, Building (optional)');
  });

  it("a ZIP and a phone number that break the spec's patterns: their own messages on those fields alone", async () => {
    const submit = await renderAddForm();
    fillAddress({ Phone: '12', zip: '1234' });
    fireEvent.click(submit);
    const summary = await errorSummary();
    expectFieldError(summary, 'Phone', PHONE_MESSAGE);
    expectFieldError(summary, /^Zip/, ZIP_MESSAGE);
    for (const label of ['First Name', 'Last Name', 'Address', 'City']) expectFieldValid(label);
  });

  it("the account API's refusal of a valid address: the form stays open with the spec's message", async () => {
    const submit = await renderAddForm(
      refusingAction(addressBookSchema, { ...saveReply, formErrors: [ACCOUNT_MESSAGES.addressUpdateFailed] }),
    );
    fillAddress();
    fireEvent.click(submit);
    const summary = await errorSummary();
    expect(summary.textContent).toContain(ACCOUNT_MESSAGES.addressUpdateFailed);
    expectFieldValid('Address');
  });
});
