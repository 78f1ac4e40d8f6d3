import { CUSTOMER_KEY_FIELD } from '~/models/checkout-step.ts';

/** The hidden field every checkout form carries: the customer the page was shown to (checkout spec §2). */
export function CustomerKeyInput({ value }: { value: string }) {
  return <input type="hidden" name={CUSTOMER_KEY_FIELD} value={value} />;
}
