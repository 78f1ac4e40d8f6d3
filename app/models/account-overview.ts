/** What the account overview shows of the customer (checkout spec §2 /account, §3 Customer). Pure. */
import { addressLines, type PostalAddress } from './address-rules.ts';
import { describeCard } from './card.ts';

export interface CustomerAddressLike extends PostalAddress {
  addressId?: string;
  preferred?: boolean;
}

export interface CustomerCardLike {
  paymentInstrumentId?: string;
  default?: boolean;
  paymentCard?: { cardType?: string; maskedNumber?: string; expirationMonth?: number; expirationYear?: number };
}

/** The preferred address (else the first), as label lines. */
export function defaultAddressLines(addresses: readonly CustomerAddressLike[] | undefined): string[] {
  const list = addresses ?? [];
  return addressLines(list.find((address) => address.preferred) ?? list[0]);
}

/** The default card (else the first): "Visa •••• 1111, expires 04/2030". */
export function defaultCardLabel(cards: readonly CustomerCardLike[] | undefined): string | null {
  const list = (cards ?? []).filter((card) => card.paymentCard);
  const card = (list.find((candidate) => candidate.default) ?? list[0])?.paymentCard;
  return card ? describeCard(card) : null;
}

/** Spec §3 Customer: a business customer's account data (fundraising and corporate buyers). */
export interface BusinessAccount {
  organizationType?: string;
  details: Array<{ label: string; value: string }>;
}

/** Field names of `c_businessAccountData` in the shopper's words; unknown ones are worded from their name. */
const BUSINESS_LABELS: Record<string, string> = {
  organizationName: 'Organization',
  taxExempt: 'Tax exempt',
  expectedSellers: 'Expected sellers',
  fundraisingSeason: 'Fundraising season',
};

function wordsOf(name: string): string {
  const spaced = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

/** The business account data as label and value lines; null for a customer without any. */
export function businessAccount(customer: {
  c_organizationType?: unknown;
  c_businessAccountData?: unknown;
}): BusinessAccount | null {
  const type =
    typeof customer.c_organizationType === 'string' && customer.c_organizationType.trim()
      ? customer.c_organizationType.trim()
      : undefined;
  const data =
    customer.c_businessAccountData && typeof customer.c_businessAccountData === 'object'
      ? (customer.c_businessAccountData as Record<string, unknown>)
      : {};
  const details = Object.entries(data).flatMap(([name, value]) => {
    const text =
      typeof value === 'boolean'
        ? value
          ? 'Yes'
          : 'No'
        : typeof value === 'string' || typeof value === 'number'
          ? String(value).trim()
          : '';
    return text ? [{ label: BUSINESS_LABELS[name] ?? wordsOf(name), value: text }] : [];
  });
  if (!type && details.length === 0) return null;
  return { ...(type ? { organizationType: type } : {}), details };
}
