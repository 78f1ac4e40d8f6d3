import type { AddressVerification } from '~/models/address-verification.ts';
import { AddressVerificationChoices } from './address-verification-choices.tsx';

/** The verification as a page of its own, without JavaScript (components/checkout/address-verification.tsx). */
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
