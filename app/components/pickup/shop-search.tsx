import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation, type FetcherWithComponents } from 'react-router';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Alert } from '~/components/ui/alert.tsx';
import { Button } from '~/components/ui/button.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import { Field } from '~/components/ui/field.tsx';
import { SelectField } from '~/components/ui/form-controls.tsx';
import { PICKUP_DEFAULT_RANGE, PICKUP_RANGES } from '~/models/pickup-constants.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { SHOP_SEARCH_MESSAGES } from '~/models/pickup-messages.ts';
import type { ShopCardView } from '~/models/pickup.ts';
import { ShopContact } from './shop-contact.tsx';

const loadSchema = () => import('~/models/pickup-forms.ts').then((module) => module.shopSearchSchema);

export interface ShopSearchState {
  result: SubmissionResult<string[]> | null;
  zip: string;
  range: string;
  pid?: string;
  redirectTo: string;
  /** null before a search. */
  shops: ShopCardView[] | null;
}

const RANGE_OPTIONS = PICKUP_RANGES.map((range) => ({ value: String(range), label: `${range} miles` }));

/**
 * The "Pick-Up In Shop" search (catalog spec §5, §8): a zip or postal code and a range, as a GET form
 * (the results are a page of their own without JavaScript), then the shops with their distance,
 * address, phone, weekly hours and open status, each with "Select" or "Unavailable".
 */
/** In the sheet: the search loads and a Select posts through fetchers, so the page stays. */
export interface ShopSearchFetchers {
  search: FetcherWithComponents<unknown>;
  select: FetcherWithComponents<unknown>;
}

export function ShopSearch({
  state,
  constraint,
  fetchers,
  formId = 'shop-search',
}: {
  state: ShopSearchState;
  constraint: FormConstraint;
  fetchers?: ShopSearchFetchers;
  formId?: string;
}) {
  const navigation = useNavigation();
  const SearchForm = fetchers ? fetchers.search.Form : Form;
  const searching = fetchers
    ? fetchers.search.state !== 'idle'
    : navigation.state !== 'idle' && navigation.location?.pathname === '/pickup';
  const [form, fields] = useZodForm(formId, {
    constraint,
    loadSchema,
    lastResult: state.result,
    defaultValue: { zip: state.zip, range: state.range || String(PICKUP_DEFAULT_RANGE) },
  });
  return (
    <div className="space-y-6">
      {/* The error summary is always in the form (empty until a failed post): it takes a row of its own, not the zip field's cell. */}
      <SearchForm
        method="get"
        action="/pickup"
        {...getFormProps(form)}
        className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start sm:[&>[role=alert]]:col-span-full"
      >
        <ErrorSummary form={form} />
        {state.pid ? <input type="hidden" name="pid" value={state.pid} /> : null}
        <input type="hidden" name="redirectTo" value={state.redirectTo} />
        <Field
          label="Zip or postal code"
          inputProps={{ ...getInputProps(fields.zip, { type: 'text' }), autoComplete: 'postal-code' }}
          errors={fields.zip.errors}
          errorId={fields.zip.errorId}
        />
        <SelectField
          label="Range"
          selectProps={getSelectProps(fields.range)}
          options={RANGE_OPTIONS}
          errors={fields.range.errors}
        />
        <Button type="submit" pending={searching} className="sm:mt-6">
          Search
        </Button>
      </SearchForm>
      <div aria-live="polite" data-testid="shop-results">
        {state.shops === null ? (
          <p>{SHOP_SEARCH_MESSAGES.enterZip}</p>
        ) : state.shops.length === 0 ? (
          <Alert kind="info">{SHOP_SEARCH_MESSAGES.noShops}</Alert>
        ) : (
          <ul className="space-y-4">
            {state.shops.map((shop) => (
              <ShopResult key={shop.id} shop={shop} state={state} {...(fetchers ? { select: fetchers.select } : {})} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ShopResult({
  shop,
  state,
  select,
}: {
  shop: ShopCardView;
  state: ShopSearchState;
  select?: FetcherWithComponents<unknown>;
}) {
  const navigation = useNavigation();
  const sending = select
    ? select.state !== 'idle' && select.formData
    : navigation.state === 'submitting' && navigation.formData;
  const pending = sending ? sending.get('storeId') === shop.id : false;
  const SelectForm = select ? select.Form : Form;
  return (
    <li className="rounded-lg border border-cream-dark bg-white p-4" data-shop={shop.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="font-display text-lg font-bold">{shop.name}</h2>
          {shop.distance ? <p className="text-sm text-cocoa">{shop.distance}</p> : null}
          <ShopContact lines={shop.addressLines} phone={shop.phone} />
          <p
            className={`text-sm font-semibold ${shop.isOpen ? 'text-green-800' : 'text-cocoa'}`}
            data-testid="shop-status"
          >
            {shop.status}
          </p>
        </div>
        {shop.selected ? (
          <p className="font-semibold">Your shop</p>
        ) : (
          <SelectForm method="post" action="/pickup">
            <input type="hidden" name="storeId" value={shop.id} />
            {state.pid ? <input type="hidden" name="pid" value={state.pid} /> : null}
            <input type="hidden" name="zip" value={state.zip} />
            <input type="hidden" name="range" value={state.range} />
            <input type="hidden" name="redirectTo" value={state.redirectTo} />
            <Button
              size="sm"
              pending={pending}
              disabled={!shop.selectable}
              aria-label={`${shop.selectable ? 'Select' : 'Unavailable'}: ${shop.name}`}
            >
              {shop.selectable ? 'Select' : 'Unavailable'}
            </Button>
          </SelectForm>
        )}
      </div>
      {shop.hours.length ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold underline">Opening hours</summary>
          <ul className="mt-1 text-sm">
            {shop.hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
