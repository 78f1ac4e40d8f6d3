import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { formError } from '~/models/action-result.ts';
import { BACK_IN_STOCK_EMAIL_MAX_LENGTH, isValidBackInStockEmail } from '~/models/back-in-stock-rules.ts';
import { CATALOG_MESSAGES } from '~/models/catalog-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import type { action as backInStockAction } from '~/routes/back-in-stock.tsx';

/**
 * Spec §4 "Back in stock": an out-of-stock product with notify enabled shows an e-mail form; after
 * sign-up a thank-you, and the field clears. A plain POST to /back-in-stock without JavaScript
 * (the server redirects back with the thank-you, or shows the form again with the message); with
 * JavaScript a fetcher keeps the page, and the address is checked when the form is sent (§5: only a
 * valid address is sent); the button is never disabled, so the shopper always learns what is wrong.
 * `prompt` replaces the heading (the coming-soon sign-up).
 */
export function BackInStockForm({
  productId,
  error: initialError,
  redirectTo,
  prompt = CATALOG_MESSAGES.backInStockPrompt,
}: {
  productId: string;
  error?: string | null;
  redirectTo?: string;
  prompt?: string;
}) {
  const fetcher = useFetcher<typeof backInStockAction>();
  const hydrated = useHydrated();
  const location = useLocation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const settled = fetcher.state === 'idle' ? fetcher.data : undefined;
  const thanks = settled?.messages ?? [];
  const done = thanks.length > 0;
  const error = invalid ?? (settled ? formError(settled.result) : initialError);
  const check = (event: FormEvent<HTMLFormElement>) => {
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    // The action's messages: required when empty, else the address's.
    const problem = isValidBackInStockEmail(email) ? null : email.trim() ? MESSAGES.email : MESSAGES.required;
    setInvalid(problem);
    if (problem) {
      event.preventDefault();
      form.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    }
  };

  useEffect(() => {
    if (!done) return;
    form.current?.reset();
  }, [done]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="max-w-md space-y-3 rounded-lg border border-caramel bg-white p-4"
      data-testid="back-in-stock"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {prompt}
      </h2>
      <fetcher.Form
        ref={form}
        method="post"
        action="/back-in-stock"
        className="space-y-3"
        noValidate={hydrated}
        onSubmit={check}
      >
        <input type="hidden" name="pid" value={productId} />
        <input type="hidden" name="redirectTo" value={redirectTo ?? `${location.pathname}${location.search}`} />
        {hydrated ? <input type="hidden" name="response" value="inline" /> : null}
        <Field
          label="Email"
          inputProps={{
            id: `${id}-email`,
            name: 'email',
            type: 'email',
            required: true,
            maxLength: BACK_IN_STOCK_EMAIL_MAX_LENGTH,
            autoComplete: 'email',
          }}
          errors={error ? [error] : []}
        />
        <Button type="submit" pending={fetcher.state !== 'idle'} className="w-full md:max-w-[235px]">
          {CATALOG_MESSAGES.backInStockSubmit}
        </Button>
      </fetcher.Form>
      {done ? <Alert kind="success">{thanks.join(' ')}</Alert> : null}
    </section>
  );
}
