import { Form, useSubmit } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { Button } from '~/components/ui/button.tsx';
import { sortFormFields, type ListingQuery } from '~/models/listing.ts';

/**
 * The order of the listing as a GET form: a select and a button, so it works without JavaScript. Once
 * hydrated, a change submits at once and the button is only kept for screen-reader and keyboard users
 * (visually hidden). The hidden fields keep q, the refinements and the page size; the offset is left
 * out, so another order starts at the first page.
 */
export function SortForm({
  pathname,
  query,
  options,
}: {
  pathname: string;
  query: ListingQuery;
  options: Array<{ id: string; label: string }>;
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  if (!options.length) return null;
  const known = options.some((option) => option.id === query.sort);
  return (
    <Form method="get" action={pathname} preventScrollReset className="flex items-center gap-2" data-testid="sort-form">
      {sortFormFields(query).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="listing-sort" className="text-sm font-semibold">
        Sort by
      </label>
      <select
        // Remount on navigation so the shown choice follows the URL (back button, links).
        key={query.sort}
        id="listing-sort"
        name="sort"
        defaultValue={known ? query.sort : options[0]!.id}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
        className="min-h-9 rounded border border-cocoa bg-white px-2 text-sm text-chocolate"
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        className={hydrated ? 'sr-only focus:not-sr-only' : undefined}
      >
        Apply
      </Button>
    </Form>
  );
}
