/**
 * Where Apple Pay may be offered: once hydrated, and only in a browser that can make Apple Pay payments, the
 * button's code is loaded and shown (apple-pay-button.tsx). Everywhere else — the server, a browser without
 * JavaScript, browsers without Apple Pay — nothing renders and nothing more is downloaded.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { useHydrated } from '~/components/hydrated.tsx';

const ApplePayButton = lazy(() =>
  import('./apple-pay-button.tsx').then((module) => ({ default: module.ApplePayButton })),
);

function canMakeApplePayments(): boolean {
  const candidate = (window as { ApplePaySession?: { canMakePayments(): boolean } }).ApplePaySession;
  try {
    return Boolean(candidate?.canMakePayments());
  } catch {
    // canMakePayments throws on an insecure page.
    return false;
  }
}

export function ApplePayOffer(props: ComponentProps<typeof ApplePayButton>) {
  const hydrated = useHydrated();
  if (!hydrated || !canMakeApplePayments()) return null;
  return (
    <Suspense fallback={null}>
      <ApplePayButton {...props} />
    </Suspense>
  );
}
