import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '~/components/hydrated.tsx';
import { AddressVerificationChoices, type AddressVerification } from './address-verification-choices.tsx';

const AddressVerificationModal = lazy(() => import('./address-verification-modal.tsx'));

/**
 * The address verification of the shipping step. Without JavaScript the action's answer is a page
 * of its own (this section replaces the form); with it, the same choices open in a dialog over the
 * form, whose code loads when a verification first needs the shopper.
 */
export function AddressVerificationStep({ verification }: { verification: AddressVerification }) {
  return (
    <section aria-labelledby="verify-address-title" className="space-y-4 rounded-lg bg-white p-6 shadow-sm">
      <h2 id="verify-address-title" className="text-2xl font-bold">
        Verify Your Address
      </h2>
      <AddressVerificationChoices verification={verification} />
    </section>
  );
}

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
