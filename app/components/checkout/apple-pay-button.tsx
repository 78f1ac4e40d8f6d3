import { useState } from 'react';
import { useHydrated } from '~/components/hydrated.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { APPLE_PAY_VERSION } from '~/models/checkout-constants.ts';
import { CUSTOMER_KEY_FIELD } from '~/models/checkout-step.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';

/** The slice of Apple Pay JS (Safari's `window.ApplePaySession`) the button uses. */
interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
}
interface ApplePaySessionClass {
  new (version: number, request: unknown): ApplePaySessionLike;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

function applePaySession(): ApplePaySessionClass | null {
  const candidate = (window as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
  try {
    return candidate && candidate.canMakePayments() ? candidate : null;
  } catch {
    // canMakePayments throws on an insecure page.
    return null;
  }
}

/** A form post (the one form-post rule admits only those) to an Apple Pay route; answers status and JSON. */
async function post(
  url: string,
  fields: Record<string, string>,
): Promise<{ ok: boolean; body: { error?: string; redirectTo?: string } & Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  let body = {};
  try {
    body = (await response.json()) as object;
  } catch {
    // A non-JSON answer (a redirect to the bag, an outage page): the error below.
  }
  return { ok: response.ok, body };
}

/**
 * The Apple Pay button: rendered only in a browser that supports Apple Pay (with JavaScript:
 * `ApplePaySession.canMakePayments()`), so nothing shows without JavaScript or elsewhere. Pays the
 * whole rest (`request.total`) and places the order; the server validates the merchant and
 * receives the token (routes apple-pay-session, apple-pay-payment).
 */
export function ApplePayButton({
  customerKey,
  request,
}: {
  customerKey: string;
  request: { total: { amount: string } } & Record<string, unknown>;
}) {
  // Asked only once hydrated: the server (and a browser without JavaScript) renders no button.
  const supported = useHydrated() && applePaySession() !== null;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!supported) return null;

  const start = () => {
    const ApplePay = applePaySession();
    if (!ApplePay || busy) return;
    setError(null);
    // Created in the click itself: Safari opens the sheet only from a user gesture.
    const session = new ApplePay(APPLE_PAY_VERSION, request);
    setBusy(true);
    session.onvalidatemerchant = () => {
      void post('/billing/apple-pay/session', { [CUSTOMER_KEY_FIELD]: customerKey }).then(
        ({ ok, body }) => {
          if (ok) return session.completeMerchantValidation(body);
          session.abort();
          setBusy(false);
          setError(body.error ?? CHECKOUT_MESSAGES.applePayUnavailable);
        },
        () => {
          session.abort();
          setBusy(false);
          setError(CHECKOUT_MESSAGES.applePayUnavailable);
        },
      );
    };
    session.onpaymentauthorized = (event) => {
      const fields = {
        [CUSTOMER_KEY_FIELD]: customerKey,
        token: JSON.stringify(event.payment.token),
        total: request.total.amount,
      };
      void post('/billing/apple-pay/payment', fields).then(
        ({ ok, body }) => {
          session.completePayment(ok ? ApplePay.STATUS_SUCCESS : ApplePay.STATUS_FAILURE);
          if (body.redirectTo) return window.location.assign(body.redirectTo);
          setBusy(false);
          setError(body.error ?? CHECKOUT_MESSAGES.applePayUnavailable);
        },
        () => {
          session.completePayment(ApplePay.STATUS_FAILURE);
          setBusy(false);
          setError(CHECKOUT_MESSAGES.applePayUnavailable);
        },
      );
    };
    session.oncancel = () => setBusy(false);
    session.begin();
  };

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={start}
        disabled={busy}
        aria-busy={busy}
        lang="en"
        className="inline-flex min-h-11 w-full max-w-xs items-center justify-center rounded-md bg-black px-5 font-semibold text-white hover:bg-neutral-800 disabled:opacity-60"
      >
        Pay with Apple Pay
      </button>
      {error ? <Alert kind="error">{error}</Alert> : null}
    </div>
  );
}
