// @vitest-environment happy-dom
/**
 * The registration form's error states at the route (checkout spec §5 "Password policy", "Generic messages"; §8
 * "Registration failure shows the server message list or detail"): /register's page in a router stub whose action
 * answers as the route does when input is refused (400) and when the backend refuses the account.
 */
import { cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Register from '~/routes/register.tsx';
import { registerSchema } from '~/models/auth-forms.ts';
import { MESSAGES } from '~/models/messages.ts';
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

function renderRegister(action = refusingAction(registerSchema, { hideFields: ['password'] })): Promise<HTMLElement> {
  return renderFormRoute({
    path: '/register',
    Component: Register,
    loaderData: { constraint: FORM_CONSTRAINTS.register },
    action,
    submit: 'Create Account',
  });
}

describe('register: refused input', () => {
  it('an empty form: every field marked with its message and linked from the summary', async () => {
    fireEvent.click(await renderRegister());
    const summary = await errorSummary();
    for (const label of ['First Name', 'Last Name', 'Email', 'Password'])
      expectFieldError(summary, label, MESSAGES.required);
  });

  it('a weak password: the field marked, its policy checklist (which it is described by) saying which rules are not met', async () => {
    const submit = await renderRegister();
    fill('First Name', 'Ava');
    fill('Last Name', 'Sweet');
    fill('Email', 'ava.new@example.com');
    fill('Password', 'candy');
    fireEvent.click(submit);
    const summary = await errorSummary();
    const password = field('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const checklist = document.getElementById(`${password.id}-policy`)!;
    expect(password.getAttribute('aria-describedby')?.split(' ')).toContain(checklist.id);
    expect(within(checklist).getAllByText(/not met/).length).toBeGreaterThan(0);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`#${password.id}`]);
    for (const label of ['First Name', 'Last Name', 'Email']) expectFieldValid(label);
  });

  it("the backend's refusal: its message for the whole form, no field marked", async () => {
    const submit = await renderRegister(
      refusingAction(registerSchema, { hideFields: ['password'], formErrors: [MESSAGES.unexpectedRegistration] }),
    );
    fill('First Name', 'Ava');
    fill('Last Name', 'Sweet');
    fill('Email', 'ava.new@example.com');
    fill('Password', 'Candy!Shop1');
    fireEvent.click(submit);
    const summary = await errorSummary();
    expect(summary.textContent).toContain(MESSAGES.unexpectedRegistration);
    for (const label of ['First Name', 'Last Name', 'Email', 'Password']) expectFieldValid(label);
  });
});
