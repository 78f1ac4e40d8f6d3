import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useFetcher } from 'react-router';
import { SpamTrap } from '~/components/forms/spam-trap.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Alert } from '~/components/ui/alert.tsx';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import type { FormConstraint } from '~/models/form-constraint.ts';

const loadSchema = () => import('~/models/service-forms.ts').then((module) => module.giftCardBalanceSchema);

export const GIFT_CARD_BALANCE_ACTION = '/gift-card-balance';

/** What /gift-card-balance answers: the reply (reset once checked) and the balance text, or why there is none. */
export interface GiftCardBalanceResult {
  result: SubmissionResult<string[]>;
  balance?: string;
  error?: string;
}

/**
 * Content spec §3–§5 "Gift card balance" (delivery key `gift-card-balance-form`): a plain post to
 * /gift-card-balance, the answer in place with JavaScript; the fields are cleared once the result
 * shows, so the code does not stay on the screen.
 */
export function GiftCardBalanceForm({
  constraint,
  answer: answerBefore,
}: {
  constraint: FormConstraint;
  answer?: GiftCardBalanceResult;
}) {
  const fetcher = useFetcher<GiftCardBalanceResult>();
  const answer = fetcher.state === 'idle' && fetcher.data ? fetcher.data : answerBefore;
  const [form, fields] = useZodForm('gift-card-balance', { constraint, loadSchema, lastResult: answer?.result });
  return (
    <div className="space-y-4">
      <div aria-live="polite" data-testid="gift-card-balance-answer">
        {answer?.balance ? <Alert kind="success">{answer.balance}</Alert> : null}
        {answer?.error ? <Alert kind="error">{answer.error}</Alert> : null}
      </div>
      <fetcher.Form method="post" action={GIFT_CARD_BALANCE_ACTION} {...getFormProps(form)} className="space-y-4">
        <ErrorSummary form={form} />
        <SpamTrap />
        <Field
          label="Gift Card Number"
          inputProps={{
            ...getInputProps(fields.giftCardNumber, { type: 'text' }),
            inputMode: 'numeric',
            autoComplete: 'off',
          }}
          errors={fields.giftCardNumber.errors}
          errorId={fields.giftCardNumber.errorId}
        />
        <Field
          label="Security Code"
          inputProps={{
            ...getInputProps(fields.securityCode, { type: 'password' }),
            inputMode: 'numeric',
            autoComplete: 'off',
          }}
          errors={fields.securityCode.errors}
          errorId={fields.securityCode.errorId}
        />
        <Button type="submit" pending={fetcher.state !== 'idle'} className="w-full sm:w-auto">
          Check Balance
        </Button>
      </fetcher.Form>
    </div>
  );
}
