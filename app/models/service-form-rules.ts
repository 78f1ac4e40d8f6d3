/**
 * The service forms' rules that need no zod (content spec §5, §9), so the browser can use them as
 * the shopper types (the birthday's slashes, the phone's display) and the schemas
 * (service-forms.ts) are built from the same parts.
 */
import type { CatalogKind } from './catalog-request.ts';

/** Catalog spec §2 side sheets: the catalog request's titles (its page's and its sheet's). */
export const CATALOG_REQUEST_TITLES: Record<CatalogKind, string> = {
  postal: 'Subscribe for Free',
  digital: 'Download a Digital Catalog',
};

/** The catalog request's page (the sheets' openers link here): the printed catalog by default, `?type=digital` the PDF. */
export const catalogRequestHref = (kind: CatalogKind) =>
  kind === 'digital' ? '/catalog-request?type=digital' : '/catalog-request';

/** Content spec §3 "Contact form": the type options, default General Information. */
export const CONTACT_TYPES = ['My Question', 'General Information', 'Order Status', 'My Account', 'Other'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const DEFAULT_CONTACT_TYPE: ContactType = 'General Information';

/** The type a link chooses beforehand (`/contact-us?type=Other`, the footer's "Give Feedback"); the default for any other value. */
export function contactTypeOf(value: string | null | undefined): ContactType {
  return CONTACT_TYPES.find((type) => type === value) ?? DEFAULT_CONTACT_TYPE;
}

/** Content spec §5 "Contact": the contact phone is 10 to 11 characters; §9. */
export const CONTACT_PHONE_LENGTH = { min: 10, max: 11 } as const;
/** Not shown: the longest contact comment and order number (the backend's limits). */
export const CONTACT_DESCRIPTION_MAX_LENGTH = 2000;
export const CONTACT_ORDER_NUMBER_MAX_LENGTH = 20;

/** Content spec §5 "Email signup" and §9. */
export const SIGNUP_PHONE_MAX_LENGTH = 25;
export const POSTAL_CODE_LENGTH = { min: 5, max: 10 } as const;

/** Content spec §3 and §7: the Sweet List's three preferences and the newsletter list each one subscribes to. */
export const SIGNUP_PREFERENCES = [
  { name: 'offersPromotionsUpdates', list: 'offersupdates', label: 'Offers, Promotions & Updates' },
  { name: 'fundraisingPrograms', list: 'fundraising', label: 'Fundraising Programs' },
  { name: 'corporateGiftsAndEvents', list: 'businessgifts', label: 'Corporate Gifts & Events' },
] as const;
export type SignupPreference = (typeof SIGNUP_PREFERENCES)[number]['name'];

/** Content spec §7: the chosen preferences' newsletter lists, joined by a pipe. */
export function subscribeList(chosen: Partial<Record<SignupPreference, boolean>>): string {
  return SIGNUP_PREFERENCES.filter((preference) => chosen[preference.name])
    .map((preference) => preference.list)
    .join('|');
}

/** Content spec §5: MM/DD/YYYY with a year 19xx or 20xx. */
const BIRTHDAY = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/((?:19|20)\d{2})$/;

/** A real calendar day in the format, not after `today`. */
export function isValidBirthday(value: string, today: Date): boolean {
  const match = BIRTHDAY.exec(value.trim());
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return date.getTime() <= today.getTime();
}

/** Content spec §5: the birthday is "auto-slashed as typed": digits only, slashes after MM and DD. */
export function autoSlashBirthday(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** Content spec §5 "Contact": 10 to 11 digits once separators are removed. */
export function isValidContactPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= CONTACT_PHONE_LENGTH.min && digits.length <= CONTACT_PHONE_LENGTH.max;
}
