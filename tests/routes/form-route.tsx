/**
 * What the route-level form tests share: the action a form route runs on input its schema refuses, and the checks
 * that a refused field is marked and announced the way the error summary and `Field` promise.
 */
import type { SubmissionResult } from '@conform-to/react';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, data, type ActionFunctionArgs } from 'react-router';
import { expect } from 'vitest';
import type { z } from 'zod';
import { ERROR_SUMMARY_TITLE } from '~/models/form-constants.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';

/** A route of the stub: what `createRoutesStub` takes for a route module's parts. */
type StubRoute = Parameters<typeof createRoutesStub>[0][number];

// The page and the action's answer are waited for, not timed: a loaded machine may take seconds to render them.
configure({ asyncUtilTimeout: 20_000 });

/**
 * The refusing half of a form route's action, as the routes write it: the one form-post rule (`readFormData`), the
 * form's own schema (`parseForm`), and Conform's reply with status 400 — or, for input the schema accepts, the reply
 * carrying `formErrors` (the backend's refusal), with the status the route gives it.
 */
export function refusingAction(
  schema: z.ZodObject,
  {
    hideFields,
    formErrors,
    status = 400,
    wrap = (result) => ({ result }),
  }: {
    hideFields?: string[];
    formErrors?: string[];
    status?: number;
    wrap?: (result: SubmissionResult<string[]>) => object;
  } = {},
) {
  return async ({ request }: ActionFunctionArgs) => {
    const submission = parseForm(await readFormData(request), { schema });
    const result =
      submission.status === 'success' ? submission.reply({ formErrors, hideFields }) : submission.reply({ hideFields });
    return data(wrap(result), { status: submission.status === 'success' ? status : 400 });
  };
}

/**
 * A form route's page alone in a router stub at `path`, its loader answering `loaderData`, its action `action`; once
 * the page is in, its submit button (named `submit`).
 */
export async function renderFormRoute({
  path,
  Component,
  loaderData,
  action,
  submit,
}: {
  path: string;
  Component: StubRoute['Component'];
  loaderData: unknown;
  action: (args: ActionFunctionArgs) => Promise<unknown>;
  submit: string;
}): Promise<HTMLElement> {
  const Stub = createRoutesStub([{ path, Component, loader: () => loaderData, action, HydrateFallback: () => null }]);
  render(<Stub initialEntries={[path]} />);
  return screen.findByRole('button', { name: submit });
}

/** Types `value` into the field labelled `label`. */
export function fill(label: string | RegExp, value: string): void {
  fireEvent.change(field(label), { target: { value } });
}

/** The input, select or textarea labelled `label`. */
export function field(label: string | RegExp): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(label, { selector: 'input, select, textarea' });
}

/** The form's error summary, once the action's reply is on the page. */
export async function errorSummary(): Promise<HTMLElement> {
  const title = await screen.findByText(ERROR_SUMMARY_TITLE);
  const summary = title.closest<HTMLElement>('[role="alert"]');
  expect(summary).not.toBeNull();
  return summary!;
}

/**
 * The field labelled `label` is marked invalid and its `aria-describedby` names the element that shows `message`;
 * the summary links to the field with the same message.
 */
export function expectFieldError(summary: HTMLElement, label: string | RegExp, message: string): void {
  const input = field(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const described = (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '');
  expect(described.some((text) => text.includes(message))).toBe(true);
  const links = within(summary).getAllByRole('link', { name: message });
  expect(links.map((link) => link.getAttribute('href'))).toContain(`#${input.id}`);
}

/** The field labelled `label` is neither marked nor described as invalid. */
export function expectFieldValid(label: string | RegExp): void {
  expect(field(label).getAttribute('aria-invalid')).toBeNull();
}
