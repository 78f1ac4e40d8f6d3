import { Form, type FetcherWithComponents } from 'react-router';
import { Button } from '~/components/ui/button.tsx';
import { SHOP_SEARCH_MESSAGES } from '~/models/pickup-messages.ts';

/** A shop choice that needs the shopper's word first: the shop, and the fields to post again with `confirm`. */
export interface ShopChange {
  storeId: string;
  name: string;
  fields: Record<string, string>;
}

/** The "Change Your Preferred Shop" confirmation: the warning, then Confirm (posts again) or Cancel (in the sheet, `select` posts). */
export function ChangeShopWarning({
  confirm,
  select,
}: {
  confirm: ShopChange;
  select?: FetcherWithComponents<unknown>;
}) {
  const ConfirmForm = select ? select.Form : Form;
  return (
    <section
      role="alertdialog"
      aria-labelledby="change-shop-title"
      aria-describedby="change-shop-text"
      className="space-y-3 rounded-lg border-2 border-candy bg-white p-4"
    >
      <h2 id="change-shop-title" className="font-display text-xl font-bold">
        Change Your Preferred Shop
      </h2>
      <p id="change-shop-text">{SHOP_SEARCH_MESSAGES.changeWarning}</p>
      <div className="flex flex-wrap gap-3">
        <ConfirmForm method="post" action="/pickup">
          <input type="hidden" name="storeId" value={confirm.storeId} />
          <input type="hidden" name="confirm" value="yes" />
          {Object.entries(confirm.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button aria-label={`Confirm: change to ${confirm.name}`}>Confirm</Button>
        </ConfirmForm>
        <a
          href={confirm.fields.redirectTo || '/pickup'}
          className="inline-flex min-h-11 items-center px-4 font-semibold underline"
        >
          Cancel
        </a>
      </div>
    </section>
  );
}
