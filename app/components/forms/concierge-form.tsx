import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useFetcher } from 'react-router';
import { SpamTrap } from '~/components/forms/spam-trap.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Alert } from '~/components/ui/alert.tsx';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { SERVICE_MESSAGES } from '~/models/service-messages.ts';

const loadSchema = () => import('~/models/service-forms.ts').then((module) => module.conciergeSchema);

export const CONCIERGE_ACTION = '/find-a-concierge';

/** What /find-a-concierge answers: the reply, and once looked up the concierge or null (the not-found content). */
export interface ConciergeResult {
  result: SubmissionResult<string[]>;
  concierge?: { name: string; phone: string; email: string } | null;
}

/**
 * "Find a Concierge" (catalog spec §2 side sheets, §5, §7): a zip, then the corporate-gifts
 * concierge's name, phone and e-mail, or the not-found content. A plain post to /find-a-concierge;
 * with JavaScript (in the sheet) the answer shows in place.
 */
export function ConciergeForm({
  constraint,
  answer: answerBefore,
}: {
  constraint: FormConstraint;
  answer?: ConciergeResult;
}) {
  const fetcher = useFetcher<ConciergeResult>();
  const answer = fetcher.state === 'idle' && fetcher.data ? fetcher.data : answerBefore;
  const [form, fields] = useZodForm('find-a-concierge', { constraint, loadSchema, lastResult: answer?.result });
  const concierge = answer?.concierge;
  return (
    <div className="space-y-4">
      <fetcher.Form method="post" action={CONCIERGE_ACTION} {...getFormProps(form)} className="space-y-4">
        <ErrorSummary form={form} />
        <SpamTrap />
        <Field
          label="Zip Code"
          inputProps={{
            ...getInputProps(fields.postalCode, { type: 'text' }),
            inputMode: 'numeric',
            autoComplete: 'postal-code',
          }}
          errors={fields.postalCode.errors}
          errorId={fields.postalCode.errorId}
        />
        <Button type="submit" pending={fetcher.state !== 'idle'} className="w-full sm:w-auto">
          Find My Concierge
        </Button>
      </fetcher.Form>
      <div aria-live="polite" data-testid="concierge-answer">
        {concierge ? (
          <div className="space-y-1 rounded border border-caramel bg-white p-4">
            <p className="text-sm font-semibold uppercase tracking-wide text-cocoa">Your concierge</p>
            <p className="text-lg font-bold">{concierge.name}</p>
            <p>
              <a href={`tel:${concierge.phone.replace(/[^\d+]/g, '')}`} className="underline underline-offset-4">
                {concierge.phone}
              </a>
            </p>
            <p className="wrap-anywhere">
              <a href={`mailto:${concierge.email}`} className="underline underline-offset-4">
                {concierge.email}
              </a>
            </p>
          </div>
        ) : answer && answer.concierge === null ? (
          <Alert kind="info">{SERVICE_MESSAGES.conciergeNotFound}</Alert>
        ) : null}
      </div>
    </div>
  );
}
