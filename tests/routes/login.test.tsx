// @vitest-environment happy-dom
/**
 * The sign-in form's error states at the route (checkout spec §5 "Generic messages", §8 "Auth error texts treated as
 * login errors"): /login's page in a router stub whose action answers as the route does when input is refused (400)
 * and when SLAS refuses the credentials (401 with one message for the whole form).
 */
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Login from '~/routes/login.tsx';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { loginSchema } from '~/models/auth-forms.ts';
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

function renderLogin(action = refusingAction(loginSchema, { hideFields: ['password'] })): Promise<HTMLElement> {
  const loaderData = { sessionExpired: false, redirectTo: '', constraint: FORM_CONSTRAINTS.login };
  return renderFormRoute({ path: '/login', Component: Login, loaderData, action, submit: 'Sign In' });
}

describe('sign in: refused input', () => {
  it('an empty form: e-mail and password marked with the spec messages and linked from the summary', async () => {
    fireEvent.click(await renderLogin());
    const summary = await errorSummary();
    expectFieldError(summary, 'Email', MESSAGES.required);
    expectFieldError(summary, 'Password', MESSAGES.password);
  });

  it('a malformed e-mail: only the e-mail is marked', async () => {
    const submit = await renderLogin();
    fill('Email', 'ava.sweet@');
    fill('Password', 'Candy!Shop1');
    fireEvent.click(submit);
    const summary = await errorSummary();
    expectFieldError(summary, 'Email', MESSAGES.email);
    expectFieldValid('Password');
  });

  it('credentials SLAS refuses: the login error for the whole form, no field marked', async () => {
    const submit = await renderLogin(
      refusingAction(loginSchema, {
        hideFields: ['password'],
        formErrors: [ACCOUNT_MESSAGES.loginFailed],
        status: 401,
      }),
    );
    fill('Email', 'ava.sweet@example.com');
    fill('Password', 'not-her-password');
    fireEvent.click(submit);
    const summary = await errorSummary();
    expect(summary.textContent).toContain(ACCOUNT_MESSAGES.loginFailed);
    expectFieldValid('Email');
    expectFieldValid('Password');
  });
});
