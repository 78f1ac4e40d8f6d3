import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useState, type ReactNode } from 'react';
import { Field } from '~/components/ui/field.tsx';
import { CARD_BRANDS, detectCardBrand, type CardBrand } from '~/models/card.ts';

type CardField = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/** The new-card fields, named as `cardFieldsShape` (app/models/billing-form.ts) names them. */
export interface CardFieldsMetadata {
  cardNumber: CardField;
  cardHolder: CardField;
  expiry: CardField;
  securityCode: CardField;
}

/**
 * A new card's fields, shared by checkout's payment form and the wallet's "Add a Card": the number
 * with the accepted brands (the typed number's brand stands out once JavaScript runs), the name, one
 * MM/YY expiry field and, where the form asks for it here, the security code. The checkout form places
 * the security code itself, since a saved card needs it too.
 */
export function CardFields({ fields, withSecurityCode }: { fields: CardFieldsMetadata; withSecurityCode: boolean }) {
  const [brand, setBrand] = useState<CardBrand | undefined>(undefined);
  const numberProps = getInputProps(fields.cardNumber, { type: 'text' });
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <CardBrands active={brand} />
        <Field
          label="Card Number"
          inputProps={{
            ...numberProps,
            inputMode: 'numeric',
            autoComplete: 'cc-number',
            onInput: (event) => setBrand(detectCardBrand(event.currentTarget.value)),
          }}
          errors={fields.cardNumber.errors}
          errorId={fields.cardNumber.errorId}
        />
      </div>
      <Field
        label="Name on Card"
        inputProps={{ ...getInputProps(fields.cardHolder, { type: 'text' }), autoComplete: 'cc-name' }}
        errors={fields.cardHolder.errors}
        errorId={fields.cardHolder.errorId}
      />
      <div className="grid grid-cols-2 gap-4">
        <Field
          label="Expiry (MM/YY)"
          inputProps={{
            ...getInputProps(fields.expiry, { type: 'text' }),
            inputMode: 'numeric',
            autoComplete: 'cc-exp',
            placeholder: 'MM/YY',
          }}
          errors={fields.expiry.errors}
          errorId={fields.expiry.errorId}
        />
        {withSecurityCode ? <SecurityCodeField field={fields.securityCode} /> : null}
      </div>
    </div>
  );
}

export function SecurityCodeField({ field }: { field: CardField }) {
  return (
    <Field
      label="Security Code"
      inputProps={{ ...getInputProps(field, { type: 'text' }), inputMode: 'numeric', autoComplete: 'cc-csc' }}
      errors={field.errors}
      errorId={field.errorId}
      hint="3 digits, 4 for American Express"
    />
  );
}

/** Small brand marks drawn here (no third-party images); each is named for screen readers. */
const BRAND_MARKS: Record<CardBrand, { background: string; mark: ReactNode }> = {
  visa: {
    background: '#1a1f71',
    mark: (
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontSize="13"
        fontWeight="800"
        fontStyle="italic"
        fill="#fff"
        fontFamily="Arial, sans-serif"
      >
        VISA
      </text>
    ),
  },
  mastercard: {
    background: '#252525',
    mark: (
      <>
        <circle cx="19" cy="15" r="8" fill="#eb001b" />
        <circle cx="29" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  americanexpress: {
    background: '#2e77bc',
    mark: (
      <text x="24" y="19" textAnchor="middle" fontSize="10" fontWeight="800" fill="#fff" fontFamily="Arial, sans-serif">
        AMEX
      </text>
    ),
  },
  discover: {
    background: '#ffffff',
    mark: (
      <>
        <circle cx="33" cy="15" r="5" fill="#f48120" />
        <text x="6" y="18" fontSize="8" fontWeight="700" fill="#231f20" fontFamily="Arial, sans-serif">
          DISC
        </text>
      </>
    ),
  },
};

function CardBrands({ active }: { active: CardBrand | undefined }) {
  return (
    <ul aria-label="Cards we accept" className="flex flex-wrap gap-2" data-testid="card-brands">
      {CARD_BRANDS.map(({ brand, label }) => (
        <li
          key={brand}
          className={active && active !== brand ? 'opacity-30 transition-opacity' : 'transition-opacity'}
          data-active={active === brand || undefined}
        >
          <svg role="img" aria-label={label} viewBox="0 0 48 30" className="h-6 w-10 rounded border border-cream-dark">
            <rect width="48" height="30" rx="3" fill={BRAND_MARKS[brand].background} />
            {BRAND_MARKS[brand].mark}
          </svg>
        </li>
      ))}
    </ul>
  );
}
