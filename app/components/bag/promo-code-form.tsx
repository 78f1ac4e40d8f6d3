import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useLayoutEffect } from 'react';
import { useFetcher } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';
import type { action as bagAction } from '~/routes/cart.tsx';
import {
  PROMO_CODE_FETCHER,
  PROMO_CODE_FORM_ID,
  PromoCodeFields,
  restoreField,
  type Handoff,
} from './promo-code-fields.tsx';

const loadSchema = () => import('~/models/bag-forms.ts').then((module) => module.promoCodeSchema);

/**
 * The promo code form with Conform: the code is checked against the action's schema as the shopper leaves the field.
 * It takes over from the plain form (components/bag/promo-codes.tsx) once the shopper opens the form, keeping what
 * was typed, the focus and the selection (`handoff`).
 */
export function PromoCodeForm({
  constraint,
  lastResult,
  handoff,
}: {
  constraint: FormConstraint;
  lastResult: SubmissionResult<string[]> | null;
  handoff: Handoff;
}) {
  const fetcher = useFetcher<typeof bagAction>({ key: PROMO_CODE_FETCHER });
  const hydrated = useHydrated();
  const [form, fields] = useZodForm(PROMO_CODE_FORM_ID, {
    constraint,
    loadSchema,
    lastResult: fetcher.data?.result ?? lastResult,
  });
  useLayoutEffect(() => {
    restoreField(document.getElementById(fields.code.id) as HTMLInputElement | null, handoff.take());
  }, [fields.code.id, handoff]);
  return (
    <PromoCodeFields
      fetcher={fetcher}
      formProps={getFormProps(form)}
      form={form}
      inputProps={getInputProps(fields.code, { type: 'text' })}
      errors={fields.code.errors}
      errorId={fields.code.errorId}
      hydrated={hydrated}
    />
  );
}
