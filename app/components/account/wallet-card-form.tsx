import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { CardFields } from '~/components/payment/card-fields.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import type { FormConstraint } from '~/models/form-constraint.ts';

const loadSchema = () => import('~/models/wallet.ts').then((module) => module.walletCardSchema);

/** Add a card to the wallet: the billing step's card fields; the card is tokenised by the backend. */
export function WalletCardForm({
  constraint,
  lastResult,
}: {
  constraint: FormConstraint;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm('wallet-card', { constraint, loadSchema, lastResult });
  const { key: defaultKey, ...makeDefault } = getInputProps(fields.makeDefault, { type: 'checkbox' });
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'add';
  return (
    <section aria-labelledby="card-form-title" className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id="card-form-title" className="mb-4 text-2xl font-bold">
        Add a Card
      </h2>
      <Form method="post" action="/wallet" {...getFormProps(form)} className="space-y-4" autoComplete="on">
        <input type="hidden" name="intent" value="add" />
        <ErrorSummary form={form} />
        <CardFields fields={fields} withSecurityCode />
        <div className="flex items-center gap-2">
          <input key={defaultKey} {...makeDefault} className="size-5" />
          <label htmlFor={makeDefault.id}>Make this my default card</label>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" pending={pending}>
            Save Card
          </Button>
          <Link to="/wallet" className="font-semibold underline underline-offset-4">
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
