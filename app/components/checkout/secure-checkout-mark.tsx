import { LockIcon } from '~/components/ui/icons/lock-icon.tsx';

/** Reassurance beside the card fields: the card number is tokenised by the payment backend, never kept by the shop. */
export function SecureCheckoutMark() {
  return (
    <p className="flex items-center gap-2 text-sm text-cocoa" data-testid="secure-checkout">
      <LockIcon className="size-5 shrink-0 text-chocolate" />
      <span>
        <strong className="text-chocolate">Secure checkout</strong> · We never store your card number.
      </span>
    </p>
  );
}
