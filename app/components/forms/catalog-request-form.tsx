import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Form, useNavigation, type FetcherWithComponents } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { SpamTrap } from '~/components/forms/spam-trap.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Alert } from '~/components/ui/alert.tsx';
import { Button, buttonClasses } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import { ChoiceField, SelectField } from '~/components/ui/form-controls.tsx';
import type { CountryCode } from '~/models/address-rules.ts';
import { ORGANIZATION_TYPES, type CatalogKind } from '~/models/catalog-request.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { SERVICE_MESSAGES } from '~/models/service-messages.ts';
import { catalogRequestHref } from '~/models/service-form-rules.ts';
import { CatalogAddressChoices, type CatalogAddressConfirmation } from './catalog-address-choices.tsx';
import { EmailField, NameFields, PhoneField } from '~/components/forms/person-fields.tsx';
import { PostalAddressFields, PostalCodeField } from '~/components/forms/postal-address-fields.tsx';

const CatalogAddressModal = lazy(() => import('./catalog-address-modal.tsx'));

export const CATALOG_REQUEST_ACTION = '/catalog-request';

/** What /catalog-request answers: the reply, then the address confirmation, or the request done (with the PDF's link for the digital one). */
export interface CatalogRequestResult {
  result: SubmissionResult<string[]>;
  confirmation?: CatalogAddressConfirmation;
  done?: CatalogKind;
  downloadUrl?: string | null;
}

/** The request in the sheet: posted by a fetcher, so the answer shows in the sheet. */
export type CatalogRequestFetcher = FetcherWithComponents<CatalogRequestResult>;

/** What each request is for, above its form (the page's and the sheet's). */
export function CatalogRequestIntro({ kind }: { kind: CatalogKind }) {
  return kind === 'digital' ? (
    <p>
      Browse every box, bar and bouquet in our digital catalog. Tell us a little about yourself and download it right
      away.
    </p>
  ) : (
    <p>Get our printed catalog delivered free of charge, every season.</p>
  );
}

/**
 * The thank-you (catalog spec §2 "Catalog and concierge sheets"): the digital request gives the
 * "Download PDF" link and offers the printed catalog too. `children`: the way on (the page's
 * "Continue Shopping", the sheet's Close).
 */
export function CatalogRequestDone({
  done,
  downloadUrl,
  children,
}: {
  done: CatalogKind;
  downloadUrl?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4" data-testid="catalog-request-done">
      <Alert kind="success">
        {done === 'digital' ? SERVICE_MESSAGES.digitalCatalogThanks : SERVICE_MESSAGES.postalCatalogThanks}
      </Alert>
      {downloadUrl ? (
        <a href={downloadUrl} target="_blank" rel="noreferrer" className={buttonClasses({})}>
          Download PDF
        </a>
      ) : null}
      {done === 'digital' ? (
        <p>
          Prefer paper?{' '}
          <a href={catalogRequestHref('postal')} className="font-semibold underline underline-offset-4">
            Request a printed catalog
          </a>{' '}
          too.
        </p>
      ) : null}
      {children}
    </div>
  );
}

/**
 * The catalog request form (delivery key `catalog-request-form`; the "Subscribe for Free" and
 * "Download a Digital Catalog" sheets): a plain post to /catalog-request. The digital request leaves
 * out the street address, city, state and extension (catalog spec §5).
 */
export function CatalogRequestForm({
  kind,
  constraint,
  companyRequired,
  countryCode,
  lastResult,
  email,
  fetcher,
}: {
  kind: CatalogKind;
  constraint: FormConstraint;
  companyRequired: boolean;
  countryCode: CountryCode;
  lastResult?: SubmissionResult<string[]> | null;
  email?: string;
  fetcher?: CatalogRequestFetcher;
}) {
  const navigation = useNavigation();
  const loadSchema = () =>
    import('~/models/catalog-request.ts').then((module) => module.catalogRequestSchema(kind, companyRequired));
  // The sheet's form has an id of its own: the page of the same kind may be open underneath.
  const [form, fields] = useZodForm(`catalog-request-${kind}${fetcher ? '-sheet' : ''}`, {
    constraint,
    loadSchema,
    lastResult,
    defaultValue: { email, marketingOptIn: 'on', countryCode },
  });
  const pending = fetcher
    ? fetcher.state !== 'idle'
    : navigation.state !== 'idle' && navigation.formAction === CATALOG_REQUEST_ACTION;
  const optional = companyRequired ? '' : ' (optional)';
  const SubmitForm = fetcher?.Form ?? Form;
  return (
    <SubmitForm method="post" action={CATALOG_REQUEST_ACTION} {...getFormProps(form)} className="space-y-4">
      <ErrorSummary form={form} />
      <SpamTrap />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="countryCode" value={countryCode} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={`Company Name${optional}`}
          inputProps={{ ...getInputProps(fields.companyName, { type: 'text' }), autoComplete: 'organization' }}
          errors={fields.companyName.errors}
          errorId={fields.companyName.errorId}
        />
        <SelectField
          label={`Organization Type${optional}`}
          selectProps={getSelectProps(fields.organizationType)}
          options={ORGANIZATION_TYPES.map((type) => ({ value: type, label: type }))}
          placeholder
          errors={fields.organizationType.errors}
          errorId={fields.organizationType.errorId}
        />
        <NameFields firstName={fields.firstName} lastName={fields.lastName} />
      </div>
      {kind === 'postal' ? (
        <PostalAddressFields
          countryCode={countryCode}
          address1={fields.address1}
          address2={fields.address2}
          city={fields.city}
          region={fields.stateCode}
          postalCode={fields.postalCode}
        />
      ) : (
        <PostalCodeField field={fields.postalCode} countryCode={countryCode} />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <PhoneField field={fields.phone} />
        </div>
        {kind === 'postal' ? (
          <Field
            label="Ext. (optional)"
            inputProps={{
              ...getInputProps(fields.phoneExt, { type: 'text' }),
              inputMode: 'numeric',
              autoComplete: 'tel-extension',
            }}
            errors={fields.phoneExt.errors}
            errorId={fields.phoneExt.errorId}
          />
        ) : null}
      </div>
      <EmailField field={fields.email} />
      <ChoiceField
        label="Yes, send me offers, promotions and updates by email."
        inputProps={getInputProps(fields.marketingOptIn, { type: 'checkbox' })}
      />
      <Button type="submit" pending={pending} className="w-full sm:w-auto">
        {kind === 'digital' ? 'Get the Digital Catalog' : 'Subscribe for Free'}
      </Button>
    </SubmitForm>
  );
}

/**
 * The address confirmation (catalog spec §4): a dialog over the form with JavaScript, a step of its
 * own (in place of the form) without.
 */
export function CatalogAddressConfirmationView({ confirmation }: { confirmation: CatalogAddressConfirmation }) {
  const hydrated = useHydrated();
  // Each new answer of the action opens the dialog again; closing it closes that answer's.
  const [closed, setClosed] = useState<CatalogAddressConfirmation | null>(null);
  const open = closed !== confirmation;
  if (!hydrated) {
    return (
      <section aria-labelledby="catalog-address-title" className="space-y-4 rounded-lg bg-white p-6 shadow-sm">
        <h2 id="catalog-address-title" className="text-2xl font-bold">
          Confirm Your Address
        </h2>
        <CatalogAddressChoices confirmation={confirmation} />
      </section>
    );
  }
  return open ? (
    <Suspense fallback={null}>
      <CatalogAddressModal confirmation={confirmation} onClose={() => setClosed(confirmation)} />
    </Suspense>
  ) : null;
}
