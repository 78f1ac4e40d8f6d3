import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import type { InputHTMLAttributes } from 'react';
import { Form } from 'react-router';
import { AddressFields } from '~/components/checkout/address-fields.tsx';
import { BillingHiddenFields, usePendingIntent } from '~/components/checkout/gift-card-form.tsx';
import type { BillingSplit } from '~/models/gift-card.ts';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button, ButtonLink } from '~/components/ui/button.tsx';
import { CardFields, SecurityCodeField } from '~/components/payment/card-fields.tsx';
import { ChoiceField } from '~/components/ui/form-controls.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import { addressLines, COUNTRIES, REGIONS, type AddressFieldName } from '~/models/address-rules.ts';
import type { BasketAddress } from '~/models/basket.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { formatMoney } from '~/models/money.ts';
import type { AlternativeChoice, MethodOffer } from '~/models/payment-methods.ts';

const loadSchema = () => import('~/models/billing-form.ts').then((module) => module.paymentSchema);

/** The basket's payment as the billing page shows it (from the loader). */
export interface SavedCardChoice {
  id: string;
  description: string;
  expired: boolean;
  preferred: boolean;
}

type InputProps = InputHTMLAttributes<HTMLInputElement>;

type Chosen =
  | { kind: 'card'; description: string }
  | { kind: 'none' }
  | { kind: 'alternative'; choice: AlternativeChoice; description: string }
  | null;

/**
 * The payment form (intent `payment`): a new card, a saved card (registered customers; expired ones
 * shown but not selectable), an alternative the site offers (PayPal, Venmo, Klarna: approved on the
 * provider's page; pay by check), or nothing when gift cards pay everything, and the billing address — the
 * shipping address, or its own. Which part shows follows the radio and checkbox through CSS `:has()`,
 * so it works the same with JavaScript off; the server ignores the parts not chosen.
 */
export function PaymentForm({
  customerKey,
  currency,
  split,
  chosen,
  savedCards,
  alternatives,
  shippingAddress,
  ownBillingAddress,
  constraint,
  lastResult,
  registered = false,
}: {
  customerKey: string;
  currency: string;
  split: BillingSplit;
  chosen: Chosen;
  savedCards: SavedCardChoice[];
  alternatives: MethodOffer[];
  shippingAddress: BasketAddress;
  ownBillingAddress: BasketAddress | null;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  /** A registered customer may keep the new card in the wallet ("Save this card"). */
  registered?: boolean;
}) {
  const pending = usePendingIntent() === 'payment';
  const usable = savedCards.filter((card) => !card.expired);
  const preferred = usable.find((card) => card.preferred) ?? usable[0];
  const keptAlternative =
    chosen?.kind === 'alternative' && alternatives.some((offer) => offer.choice === chosen.choice && offer.available)
      ? chosen.choice
      : undefined;
  const method = split.covered ? 'none' : (keptAlternative ?? (preferred ? 'saved-card' : 'card'));
  // With only a new card to choose, no radio is shown.
  const hasChoices = savedCards.length > 0 || alternatives.length > 0;
  // A bag only collected in a shop has no shipping address: the billing address is always entered.
  const canBillToShipping = Boolean(shippingAddress.address1);
  const [form, fields] = useZodForm('payment', {
    constraint,
    loadSchema,
    lastResult,
    defaultValue: {
      paymentMethod: method,
      savedCardId: preferred?.id,
      billingSameAsShipping: ownBillingAddress || !canBillToShipping ? undefined : 'on',
      countryCode: shippingAddress.countryCode,
      ...(ownBillingAddress ?? {}),
    },
  });
  const addressFields = Object.fromEntries(
    (
      [
        'firstName',
        'lastName',
        'companyName',
        'address1',
        'address2',
        'city',
        'stateCode',
        'postalCode',
        'countryCode',
        'phone',
      ] as const
    ).map((name) => [name, fields[name]]),
  ) as { [Name in AddressFieldName]: (typeof fields)[Name] };
  // `data-payment` and `data-billing` are what the CSS `:has()` rules below look for.
  const radio = (value: 'saved-card' | 'card' | AlternativeChoice): InputProps =>
    ({
      ...getInputProps(fields.paymentMethod, { type: 'radio', value }),
      id: `${fields.paymentMethod.id}-${value}`,
      'data-payment': value === 'card' ? 'new' : value === 'saved-card' ? 'saved' : 'other',
    }) as InputProps;

  return (
    <Form method="post" {...getFormProps(form)} className="group/pay space-y-8" aria-labelledby="payment-title">
      <BillingHiddenFields intent="payment" customerKey={customerKey} />
      <section className="space-y-4 rounded-lg bg-white p-6 shadow-sm" aria-labelledby="payment-title">
        <h2 id="payment-title" className="text-2xl font-bold">
          Payment
        </h2>
        <ErrorSummary form={form} />
        {chosen ? (
          <div
            role="status"
            className="flex flex-wrap items-center gap-3 rounded border border-cream-dark p-3"
            data-testid="chosen-payment"
          >
            <p>
              {chosen.kind === 'card' || chosen.kind === 'alternative' ? (
                <>
                  Paying with <strong>{chosen.description}</strong>. Choose below to change it.
                </>
              ) : (
                'Your gift cards pay the whole order.'
              )}
            </p>
            <ButtonLink to="/revieworder" variant="link" size="sm">
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
            {split.rest !== null ? <p>Amount to pay: {formatMoney(split.rest, currency)}</p> : null}
            {hasChoices ? (
              <fieldset
                className="space-y-3"
                aria-describedby={fields.paymentMethod.errors?.length ? fields.paymentMethod.errorId : undefined}
              >
                <legend className="mb-2 font-semibold">Pay with</legend>
                {fields.paymentMethod.errors?.length ? (
                  <ul id={fields.paymentMethod.errorId} className="text-sm font-medium text-red-700">
                    {fields.paymentMethod.errors.map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                ) : null}
                {savedCards.length > 0 ? (
                  <ChoiceField
                    label="A saved card"
                    inputProps={{ ...radio('saved-card'), disabled: usable.length === 0 }}
                  />
                ) : null}
                <fieldset
                  className="ml-7 hidden space-y-2 group-has-[[data-payment=saved]:checked]/pay:block"
                  aria-label="Saved cards"
                >
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
                <ChoiceField label={savedCards.length > 0 ? 'A new card' : 'Card'} inputProps={radio('card')} />
                {alternatives.map((offer) => (
                  <ChoiceField
                    key={offer.choice}
                    label={offer.label}
                    hint={offer.available ? alternativeHint(offer.choice) : offer.reason}
                    inputProps={{ ...radio(offer.choice), disabled: !offer.available }}
                  />
                ))}
              </fieldset>
            ) : (
              <input type="hidden" name={fields.paymentMethod.name} value="card" />
            )}
            <div
              className={hasChoices ? 'hidden space-y-4 group-has-[[data-payment=new]:checked]/pay:block' : 'space-y-4'}
              data-testid="new-card"
            >
              <CardFields fields={fields} withSecurityCode={false} />
              {registered ? (
                <ChoiceField label="Save this card" inputProps={getInputProps(fields.saveCard, { type: 'checkbox' })} />
              ) : null}
            </div>
            <div
              className={
                hasChoices
                  ? 'hidden max-w-48 group-has-[[data-payment=new]:checked]/pay:block group-has-[[data-payment=saved]:checked]/pay:block'
                  : 'max-w-48'
              }
            >
              <SecurityCodeField field={fields.securityCode} />
            </div>
          </>
        )}
      </section>

      <section className="space-y-4 rounded-lg bg-white p-6 shadow-sm" aria-labelledby="billing-address-title">
        <h2 id="billing-address-title" className="text-2xl font-bold">
          Billing Address
        </h2>
        {canBillToShipping ? (
          <>
            <ChoiceField
              label="Same as shipping address"
              inputProps={
                {
                  ...getInputProps(fields.billingSameAsShipping, { type: 'checkbox' }),
                  'data-billing': 'same',
                } as InputProps
              }
            />
            <address
              className="hidden not-italic text-cocoa group-has-[[data-billing=same]:checked]/pay:block"
              data-testid="shipping-address-summary"
            >
              {addressLines(shippingAddress, { phone: true }).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </>
        ) : null}
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

/** What happens after "Continue" for an alternative method. */
function alternativeHint(choice: AlternativeChoice): string {
  if (choice === 'check') return 'Your order is placed now and ships once your check arrives.';
  if (choice === 'klarna')
    return 'Four interest-free payments. You approve them on Klarna’s page, then come back to review your order.';
  return `You approve the payment on ${choice === 'venmo' ? 'Venmo' : 'PayPal'}’s page, then come back to review your order.`;
}
