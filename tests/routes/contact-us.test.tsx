// @vitest-environment happy-dom
/**
 * The contact form's error states at the route (content spec §4 "Contact form", §5 "Contact"): the route's page in a
 * router stub whose action answers as the route does when input is refused, submitted with JavaScript running.
 */
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ContactUs from '~/routes/contact-us.tsx';
import { MESSAGES } from '~/models/messages.ts';
import { contactSchema } from '~/models/service-forms.ts';
import { SERVICE_MESSAGES } from '~/models/service-messages.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import {
  errorSummary,
  expectFieldError,
  expectFieldValid,
  field,
  fill,
  refusingAction,
  renderFormRoute,
} from './form-route.tsx';

afterEach(cleanup);

/** The page, once its loader's data is in; its submit button. */
function renderContactUs(action = refusingAction(contactSchema)): Promise<HTMLElement> {
  const loaderData = { submitted: false, constraint: FORM_CONSTRAINTS.contact, email: undefined };
  return renderFormRoute({ path: '/contact-us', Component: ContactUs, loaderData, action, submit: 'Submit' });
}

describe('contact us: refused input', () => {
  it('an empty form: each required field marked, described by its message and linked from the summary', async () => {
    fireEvent.click(await renderContactUs());
    const summary = await errorSummary();
    for (const label of ['First Name', 'Last Name', 'Email', 'Comment'])
      expectFieldError(summary, label, MESSAGES.required);
    // Optional fields left empty are not errors.
    expectFieldValid('Phone (optional)');
    expectFieldValid('Order Number (optional)');
  });

  it('a malformed e-mail and phone: the spec messages on those fields alone, the rest kept as typed', async () => {
    const submit = await renderContactUs();
    fill('First Name', 'Ava');
    fill('Last Name', 'Sweet');
    fill('Email', 'ava@');
    fill('Phone (optional)', '12');
    fill('Comment', 'Where is my order?');
    fireEvent.click(submit);
    const summary = await errorSummary();
    expectFieldError(summary, 'Email', MESSAGES.email);
    expectFieldError(summary, 'Phone (optional)', SERVICE_MESSAGES.contactPhone);
    expectFieldValid('First Name');
    expectFieldValid('Comment');
    expect(field('First Name').value).toBe('Ava');
  });

  it("the shop's refusal of valid input: one message for the whole form in the summary, no field marked", async () => {
    const submit = await renderContactUs(
      refusingAction(contactSchema, { formErrors: [MESSAGES.formInvalid], status: 502 }),
    );
    fill('First Name', 'Ava');
    fill('Last Name', 'Sweet');
    fill('Email', 'ava.sweet@example.com');
    fill('Comment', 'Where is my order?');
    fireEvent.click(submit);
    const summary = await errorSummary();
    expect(summary.textContent).toContain(MESSAGES.formInvalid);
    for (const label of ['First Name', 'Last Name', 'Email', 'Comment']) expectFieldValid(label);
  });
});
