/**
 * One zod schema per account form (checkout spec §5), shared by each route's action and its
 * component; and the profile's field rules: phone and birth date. Pure.
 */
import { z } from 'zod';
import { ADDRESS_LIMITS, formatPhone, isValidPhone, PHONE_MESSAGE, type CountryCode } from './address-rules.ts';
import { currentPassword, newPassword } from './auth-forms.ts';
import { emailField, NAME_PATTERN, nameField } from './field-rules.ts';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { MESSAGES } from './messages.ts';
import { SERVICE_MESSAGES } from './service-messages.ts';

/** Spec §5: MM/DD/YYYY with year 19xx or 20xx, a day that exists. */
const BIRTHDAY = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/((?:19|20)\d\d)$/;

/** Spec §5: "slashes are inserted automatically" – digits typed as 12251990 read 12/25/1990. */
export function insertBirthdaySlashes(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** The ISO date (YYYY-MM-DD, as SCAPI stores `birthday`) of a valid MM/DD/YYYY, else null. */
export function birthdayToIso(value: string): string | null {
  const match = BIRTHDAY.exec(value.trim());
  if (!match) return null;
  const [, month, day, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1) return null;
  return `${year}-${month}-${day}`;
}

/** SCAPI's YYYY-MM-DD as the form shows it (MM/DD/YYYY); anything else as empty. */
export function birthdayFromIso(iso: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** Spec §5: how a phone is stored and shown – US (xxx) xxx-xxxx, CA +1…, extension ' x {ext}'. */
export function profilePhone(phone: string, countryCode: CountryCode): string {
  return phone.trim() ? formatPhone(phone, countryCode) : '';
}

const optionalText = (max: number) => z.string().trim().max(max, MESSAGES.invalidField).optional();

export const profileSchema = z.object({
  firstName: nameField(),
  lastName: nameField(),
  email: emailField(),
  phone: optionalText(ADDRESS_LIMITS.phone).refine((phone) => !phone || isValidPhone(phone), PHONE_MESSAGE),
  birthday: optionalText(10).refine(
    (birthday) => !birthday || birthdayToIso(birthday) !== null,
    SERVICE_MESSAGES.birthday,
  ),
  companyName: optionalText(ADDRESS_LIMITS.company).refine(
    (company) => !company || NAME_PATTERN.test(company),
    'Please enter a valid name',
  ),
  /** SCAPI needs the current password to change the login (e-mail); asked for only then. */
  currentPassword: z.string().max(4096).optional(),
});

export const passwordChangeSchema = z.object({ currentPassword, password: newPassword });

/** What the profile form changes on the customer (SCAPI Customer fields); the e-mail is the login too. */
export interface ProfileChange {
  firstName: string;
  lastName: string;
  email: string;
  phoneHome: string;
  /** YYYY-MM-DD; null takes it off (a date has no empty value, and a PATCH leaves out what it does not name). */
  birthday: string | null;
  companyName: string;
  currentPassword?: string;
}

/** The customer update of a valid profile form: every field it shows, an emptied one cleared. */
export function profileChange(value: z.infer<typeof profileSchema>, countryCode: CountryCode): ProfileChange {
  return {
    firstName: value.firstName,
    lastName: value.lastName,
    email: value.email,
    phoneHome: profilePhone(value.phone ?? '', countryCode),
    birthday: value.birthday ? birthdayToIso(value.birthday) : null,
    companyName: value.companyName ?? '',
    ...(value.currentPassword ? { currentPassword: value.currentPassword } : {}),
  };
}

/** Spec §9: the newsletter lists. */
export const NEWSLETTER_LISTS = [
  { id: 'offersupdates', label: 'Offers and updates' },
  { id: 'fundraising', label: 'Fundraising' },
  { id: 'businessgifts', label: 'Business gifts' },
] as const;

export type NewsletterList = (typeof NEWSLETTER_LISTS)[number]['id'];

export const preferencesSchema = z.object({
  offersupdates: z.boolean().optional(),
  fundraising: z.boolean().optional(),
  businessgifts: z.boolean().optional(),
});

/** Spec §9: the lists chosen, joined by a pipe (in the spec's order). */
export function joinNewsletterLists(chosen: Partial<Record<NewsletterList, boolean | undefined>>): string {
  return NEWSLETTER_LISTS.filter((list) => chosen[list.id])
    .map((list) => list.id)
    .join('|');
}

export function splitNewsletterLists(joined: unknown): NewsletterList[] {
  if (typeof joined !== 'string') return [];
  const known = new Set<string>(NEWSLETTER_LISTS.map((list) => list.id));
  return joined.split('|').filter((id): id is NewsletterList => known.has(id));
}

/** The reorder button's post. */
export const reorderSchema = z.object({
  orderNo: z
    .string({ error: ACCOUNT_MESSAGES.orderNotYours })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,50}$/, ACCOUNT_MESSAGES.orderNotYours),
});
