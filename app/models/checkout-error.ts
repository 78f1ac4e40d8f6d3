/**
 * The checkout error text (checkout spec §5 last rules, §8): what the top of a checkout page says when
 * a basket or order call failed or came back with flashes.
 */
import { basketFlashes, type Basket } from './basket.ts';

/** What a failed call said, gathered from the error body or the returned basket/order. */
export interface CheckoutFailure {
  /** The server's flash messages (c_flashes), first one wins. */
  flashes?: { message?: string }[];
  statusMessage?: string;
  message?: string;
  /** Fields the server reported invalid (e.g. `stateCode`). */
  invalidFields?: string[];
}

/** Spec §8: the default when the server gives no message. */
export const CHECKOUT_ERROR_DEFAULT = 'Oh fudge! Something unexpected went wrong! Please try again or contact us.';

/** Spec §5: field names as the shopper knows them; "The state field is labelled State". */
const FIELD_LABELS: Record<string, string> = {
  stateCode: 'State',
  postalCode: 'Zip Code',
  address1: 'Address',
  address2: 'Address 2',
  firstName: 'First Name',
  lastName: 'Last Name',
  countryCode: 'Country',
  city: 'City',
  phone: 'Phone',
  email: 'Email',
};

/** The last part of a field path (`shippingAddress.stateCode` → `stateCode`), labelled. */
export function fieldLabel(field: string): string {
  const name = field.split('.').pop() ?? field;
  return FIELD_LABELS[name] ?? name;
}

/**
 * Spec §5: the server flash message, else the status message, else the message; each reported
 * invalid field appends `"{field}" is not a valid value. Enter the correct value to proceed.`; with
 * no message at all the content-managed text is used, else the default.
 */
export function checkoutErrorText(failure: CheckoutFailure, contentText?: string): string {
  const flash = failure.flashes?.find((entry) => entry.message?.trim())?.message?.trim();
  const base = flash || failure.statusMessage?.trim() || failure.message?.trim() || '';
  const fields = [...new Set(failure.invalidFields ?? [])].map(
    (field) => `"${fieldLabel(field)}" is not a valid value. Enter the correct value to proceed.`,
  );
  const text = [base, ...fields].filter(Boolean).join(' ');
  return text || contentText?.trim() || CHECKOUT_ERROR_DEFAULT;
}

/** A basket or order answered with flashes (spec §8: "Responses with … flashes set the checkout error"). */
export function failureOfFlashes(basket: Basket | null | undefined): CheckoutFailure | null {
  const flashes = basketFlashes(basket);
  return flashes.length > 0 ? { flashes } : null;
}
