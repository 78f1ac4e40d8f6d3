import { getFormProps, getInputProps } from '@conform-to/react';
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/preferences';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Alert } from '~/components/ui/alert.tsx';
import { Button } from '~/components/ui/button.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import {
  joinNewsletterLists,
  NEWSLETTER_LISTS,
  preferencesSchema,
  splitNewsletterLists,
} from '~/models/account-forms.ts';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { customerOrNull, saveNewsletterLists } from '~/services/customer.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Preferences | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/** Preferences (checkout spec §2 /preferences, §9): the newsletter lists the customer receives. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const customer = await customerOrNull(request, session);
  return {
    constraint: FORM_CONSTRAINTS.preferences,
    lists: customer ? splitNewsletterLists((customer as Record<string, unknown>).c_newsletterLists) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const submission = parseForm(await readFormData(request), { schema: preferencesSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), saved: false }, { status: 400 });
  if (!(await saveNewsletterLists(session, joinNewsletterLists(submission.value))))
    return data(
      { result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.newsletterFailed] }), saved: false },
      { status: 400 },
    );
  return { result: submission.reply(), saved: true };
}

const loadSchema = () => import('~/models/account-forms.ts').then((module) => module.preferencesSchema);

export default function Preferences() {
  const { constraint, lists } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const chosen = Object.fromEntries(NEWSLETTER_LISTS.map((list) => [list.id, lists?.includes(list.id) ? 'on' : '']));
  const [form, fields] = useZodForm('preferences', {
    constraint,
    loadSchema,
    lastResult: actionData?.result,
    defaultValue: chosen,
  });
  return (
    <section aria-labelledby="preferences-title" className="max-w-xl space-y-4">
      <h1 id="preferences-title" className="text-3xl font-bold">
        Preferences
      </h1>
      <div aria-live="polite">
        {actionData?.saved ? <Alert kind="success">{ACCOUNT_MESSAGES.preferencesSaved}</Alert> : null}
      </div>
      {lists === null ? (
        <Alert kind="error">{ACCOUNT_MESSAGES.customerInfoUnavailable}</Alert>
      ) : (
        <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <ErrorSummary form={form} />
          <fieldset className="space-y-2">
            <legend className="mb-2 text-lg font-semibold">Email newsletters</legend>
            {NEWSLETTER_LISTS.map((list) => {
              const field = fields[list.id];
              const { key, ...input } = getInputProps(field, { type: 'checkbox' });
              return (
                <div key={list.id} className="flex items-center gap-2">
                  <input key={key} {...input} className="size-5" />
                  <label htmlFor={field.id}>{list.label}</label>
                </div>
              );
            })}
          </fieldset>
          <Button type="submit" pending={navigation.state === 'submitting' && navigation.formMethod === 'POST'}>
            Save Preferences
          </Button>
        </Form>
      )}
    </section>
  );
}
