import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '~/components/hydrated.tsx';
import { splitComponent } from '~/components/split-component.ts';
import type { AddressVerification } from '~/models/address-verification.ts';

const AddressVerificationModal = lazy(() => import('./address-verification-modal.tsx'));
const serverStep = import.meta.env.SSR ? await import('./address-verification-step.tsx') : null;

/**
 * The address verification of the shipping step and the address book. Without JavaScript the action's answer is a
 * page of its own (`AddressVerificationStep`, which replaces the form); with it, the same choices open in a dialog over
 * the form. Either way their code loads when a verification first needs the shopper: the server renders the step
 * whole, the browser loads it only on a page that shows it (docs/performance.md "Page weight").
 */
export const AddressVerificationStep = splitComponent(
  serverStep,
  () => import('./address-verification-step.tsx'),
  'AddressVerificationStep',
  '#verify-address-title',
);

export function AddressVerificationDialog({ verification }: { verification: AddressVerification | null }) {
  // The answer the shopper closed the dialog on: each new answer of the action (a new object) opens it again.
  const [closed, setClosed] = useState<AddressVerification | null>(null);
  return verification && verification !== closed ? (
    <Suspense fallback={null}>
      <AddressVerificationModal verification={verification} onClose={() => setClosed(verification)} />
    </Suspense>
  ) : null;
}

/** Whether the verification shows as its own step: without JavaScript. */
export function useVerificationAsStep(verification: AddressVerification | null): boolean {
  const hydrated = useHydrated();
  return Boolean(verification) && !hydrated;
}
