import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react';
import type { InputHTMLAttributes } from 'react';
import { Form } from 'react-router';
import { AddressFields } from '~/components/checkout/address-fields.tsx';
import { BillingHiddenFields, usePendingIntent } from '~/components/checkout/gift-card-form.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button, ButtonLink } from '~/components/ui/button.tsx';
import { Field, FormErrors } from '~/components/ui/field.tsx';
import { ChoiceField, SelectField } from '~/components/ui/form-controls.tsx';
import { addressLines, COUNTRIES, REGIONS, type AddressFieldName } from '~/models/address-rules.ts';
import type { BasketAddress } from '~/models/basket.ts';
import { EXPIRY_MONTHS } from '~/models/card.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { formatMoney } from '~/models/money.ts';

const loadSchema = () => import('~/models/billing-form.ts').then((module) => module.paymentSchema);

/** The basket's payment as the billing page shows it (from the loader). */
export interface BillingSplit {
  total: number | null;
  rest: number | null;
  covered: boolean;
  giftCards: { id: string; number: string; amount: number }[];
}

export interface SavedCardChoice {
  id: string;
  description: string;
  expired: boolean;
  preferred: boolean;
}

type InputProps = InputHTMLAttributes<HTMLInputElement>;

type Chosen = { kind: 'card'; description: string } | { kind: 'none' } | null;

/**
 * The payment form (intent `payment`): a new card, a saved card (registered customers; expired ones
 * shown but not selectable) or no card when gift cards pay everything, and the billing address — the
 * shipping address, or its own. Which part shows follows the radio and checkbox through CSS `:has()`,
 * so it works the same with JavaScript off; the server ignores the parts not chosen.
 */
export function PaymentForm({
  customerKey,
  currency,
  split,
  chosen,
  savedCards,
  shippingAddress,
  ownBillingAddress,
  expiryYears,
  constraint,
  lastResult,
}: {
  customerKey: string;
  currency: string;
  split: BillingSplit;
  chosen: Chosen;
  savedCards: SavedCardChoice[];
  shippingAddress: BasketAddress;
  ownBillingAddress: BasketAddress | null;
  expiryYears: { value: string; label: string }[];
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const pending = usePendingIntent() === 'payment';
  const usable = savedCards.filter((card) => !card.expired);
  const preferred = usable.find((card) => card.preferred) ?? usable[0];
  const method = split.covered ? 'none' : preferred ? 'saved-card' : 'card';
  const [form, fields] = useZodForm('payment', {
    constraint,
    loadSchema,
    lastResult,
    defaultValue: {
      paymentMethod: method,
      savedCardId: preferred?.id,
      billingSameAsShipping: ownBillingAddress ? undefined : 'on',
      countryCode: shippingAddress.countryCode,
      ...(ownBillingAddress ?? {}),
    },
  });
  const addressFields = Object.fromEntries(
    (['firstName', 'lastName', 'companyName', 'address1', 'address2', 'city', 'stateCode', 'postalCode', 'countryCode', 'phone'] as const).map((name) => [name, fields[name]]),
  ) as { [Name in AddressFieldName]: (typeof fields)[Name] };
  // `data-payment` and `data-billing` are what the CSS `:has()` rules below look for.
  const radio = (value: 'saved-card' | 'card'): InputProps =>
    ({
      ...getInputProps(fields.paymentMethod, { type: 'radio', value }),
      id: `${fields.paymentMethod.id}-${value}`,
      'data-payment': value === 'card' ? 'new' : 'saved',
    }) as InputProps;

  return (
    <Form method="post" {...getFormProps(form)} className="group/pay space-y-8" aria-labelledby="payment-title">
      <BillingHiddenFields intent="payment" customerKey={customerKey} />
      <section className="space-y-4 rounded-lg bg-white p-6 shadow-sm" aria-labelledby="payment-title">
        <h2 id="payment-title" className="text-2xl font-bold">
          Payment
        </h2>
        <FormErrors id={form.errorId} errors={form.errors} />
        {chosen ? (
          <div role="status" className="flex flex-wrap items-center gap-3 rounded border border-cream-dark p-3" data-testid="chosen-payment">
            <p>
              {chosen.kind === 'card' ? (
                <>
                  Paying with <strong>{chosen.description}</strong>. Enter a card below to change it.
                </>
              ) : (
                'Your gift cards pay the whole order.'
              )}
            </p>
            <ButtonLink to="/revieworder" variant="ghost" size="sm">
              Keep it and continue to Review
            </ButtonLink>
          </div>
        ) : null}

        {split.covered ? (
          <>
            <input type="hidden" name={fields.paymentMethod.name} value="none" />
            <p>No card is needed: your gift cards pay the whole order.</p>
          </>
        ) : (
          <>
            {split.rest !== null ? <p>Amount to pay by card: {formatMoney(split.rest, currency)}</p> : null}
            {savedCards.length > 0 ? (
              <fieldset className="space-y-3">
                <legend className="mb-2 font-semibold">Card</legend>
                <ChoiceField label="A saved card" inputProps={{ ...radio('saved-card'), disabled: usable.length === 0 }} />
                <fieldset className="ml-7 hidden space-y-2 group-has-[[data-payment=saved]:checked]/pay:block" aria-label="Saved cards">
                  {savedCards.map((card) => (
                    <ChoiceField
                      key={card.id}
                      label={card.expired ? `${card.description} (expired)` : card.description}
                      inputProps={{
                        ...getInputProps(fields.savedCardId, { type: 'radio', value: card.id }),
                        id: `${fields.savedCardId.id}-${card.id}`,
                        type: 'radio',
                        disabled: card.expired,
                      }}
                    />
                  ))}
                  {fields.savedCardId.errors?.length ? (
                    <ul id={fields.savedCardId.errorId} className="text-sm font-medium text-red-700">
                      {fields.savedCardId.errors.map((error) => (
                        <li key={error}>{error}</li>
                      ))}
                    </ul>
                  ) : null}
                </fieldset>
                <ChoiceField label="A new card" inputProps={radio('card')} />
              </fieldset>
            ) : (
              <input type="hidden" name={fields.paymentMethod.name} value="card" />
            )}
            <div className={savedCards.length > 0 ? 'hidden space-y-4 group-has-[[data-payment=new]:checked]/pay:block' : 'space-y-4'} data-testid="new-card">
              <Field
                label="Card Number"
                inputProps={{ ...getInputProps(fields.cardNumber, { type: 'text' }), inputMode: 'numeric', autoComplete: 'cc-number' }}
                errors={fields.cardNumber.errors}
                errorId={fields.cardNumber.errorId}
              />
              <Field
                label="Name on Card"
                inputProps={{ ...getInputProps(fields.cardHolder, { type: 'text' }), autoComplete: 'cc-name' }}
                errors={fields.cardHolder.errors}
                errorId={fields.cardHolder.errorId}
              />
              <div className="grid grid-cols-2 gap-4">
                <SelectField
                  label="Expiration Month"
                  selectProps={{ ...getSelectProps(fields.expirationMonth), autoComplete: 'cc-exp-month' }}
                  options={EXPIRY_MONTHS}
                  placeholder="Month"
                  errors={fields.expirationMonth.errors}
                  errorId={fields.expirationMonth.errorId}
                />
                <SelectField
                  label="Expiration Year"
                  selectProps={{ ...getSelectProps(fields.expirationYear), autoComplete: 'cc-exp-year' }}
                  options={expiryYears}
                  placeholder="Year"
                  errors={fields.expirationYear.errors}
                  errorId={fields.expirationYear.errorId}
                />
              </div>
            </div>
            <div className="max-w-48">
              <Field
                label="Security Code"
                inputProps={{ ...getInputProps(fields.securityCode, { type: 'text' }), inputMode: 'numeric', autoComplete: 'cc-csc' }}
                errors={fields.securityCode.errors}
                errorId={fields.securityCode.errorId}
                hint="3 digits, 4 for American Express"
              />
            </div>
          </>
        )}
      </section>

      <section className="space-y-4 rounded-lg bg-white p-6 shadow-sm" aria-labelledby="billing-address-title">
        <h2 id="billing-address-title" className="text-2xl font-bold">
          Billing Address
        </h2>
        <ChoiceField label="Same as shipping address" inputProps={{ ...getInputProps(fields.billingSameAsShipping, { type: 'checkbox' }), 'data-billing': 'same' } as InputProps} />
        <address className="hidden not-italic text-cocoa group-has-[[data-billing=same]:checked]/pay:block" data-testid="shipping-address-summary">
          {addressLines(shippingAddress, { phone: true }).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <div className="group-has-[[data-billing=same]:checked]/pay:hidden" data-testid="billing-address-fields">
          <AddressFields fields={addressFields} countries={COUNTRIES} regions={REGIONS} autoCompleteSection="billing" />
        </div>
      </section>

      <Button type="submit" size="lg" pending={pending}>
        Continue to Review
      </Button>
    </Form>
  );
}
