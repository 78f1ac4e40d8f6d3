import { SPEC_MESSAGES } from '../messages.ts';
import { customFields, invalidBody, isEmail, optionalInteger, optionalString, type Body } from '../http/body.ts';
import type { StoredAddress } from './addresses.ts';
import type { StoredPaymentInstrument } from './cards.ts';
import { paymentInstrumentResponse } from './cards.ts';

/**
 * The registered customer as stored in `customers.doc`: the SCAPI Customer JSON (camelCase, `c_`
 * custom attributes) including its address book and saved payment instruments.
 */
export interface CustomerDoc {
  customerId: string;
  customerNo: string;
  login: string;
  email: string;
  firstName?: string;
  lastName: string;
  authType: 'registered';
  enabled: boolean;
  emailVerified: boolean;
  hasPassword: boolean;
  creationDate: string;
  lastModified: string;
  addresses: StoredAddress[];
  paymentInstruments: StoredPaymentInstrument[];
  [field: string]: unknown;
}

/**
 * Custom attributes a shopper cannot set: customer groups decide prices and content, so the business
 * maintains them; c_currentPassword only proves a login change and is never stored.
 */
export const UNWRITABLE_CUSTOMER_ATTRIBUTES = ['c_groups', 'c_guestCustomerId', 'c_currentPassword'] as const;

/** The customer group every registered customer belongs to (B2C Commerce's system group). */
export const REGISTERED_GROUP = 'Registered';

const PROFILE_STRINGS: Array<[name: string, maxLength: number]> = [
  ['companyName', 256],
  ['firstName', 256],
  ['lastName', 256],
  ['jobTitle', 256],
  ['salutation', 256],
  ['secondName', 256],
  ['suffix', 256],
  ['title', 256],
  ['fax', 32],
  ['phoneBusiness', 32],
  ['phoneHome', 32],
  ['phoneMobile', 32],
  ['preferredLocale', 32],
  ['note', 4000],
];

const BIRTHDAY = /^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The profile fields a shopper may write (register or PATCH), validated. `login` and `email` are
 * returned separately because changing them has rules of its own. `cleared` names the fields sent as
 * null, which a PATCH removes (OCAPI/SCAPI document semantics); registering ignores it.
 */
export function profileInput(customer: Body): { fields: Body; cleared: string[]; login?: string; email?: string } {
  const fields: Body = {};
  for (const [name, maxLength] of PROFILE_STRINGS) {
    const value = optionalString(customer, name, { max: maxLength });
    if (value !== undefined) fields[name] = value.trim();
  }
  // A date has no empty value: null is how a shopper takes it off the profile.
  const cleared = customer.birthday === null ? ['birthday'] : [];
  const birthday = optionalString(customer, 'birthday', { max: 10 });
  if (birthday !== undefined) {
    if (!BIRTHDAY.test(birthday)) throw invalidBody(`'birthday' must be a date in the form YYYY-MM-DD.`);
    fields.birthday = birthday;
  }
  const gender = optionalInteger(customer, 'gender', 1, 2);
  if (gender !== undefined) fields.gender = gender;
  Object.assign(fields, customFields(customer, 'customer', { except: UNWRITABLE_CUSTOMER_ATTRIBUTES }));

  const email = optionalString(customer, 'email', { max: 256 })?.trim();
  if (email !== undefined && !isEmail(email)) throw invalidBody(SPEC_MESSAGES.email);
  const login = optionalString(customer, 'login', { max: 256 })?.trim();
  if (login !== undefined && !login) throw invalidBody(`'login' must not be empty.`);
  return { fields, cleared, login, email };
}

export type CustomerExpand = 'addresses' | 'paymentinstruments';

/** The Customer a shopper sees; `expand` picks the address book and cards (both by default, none with "none"). */
export function customerResponse(
  doc: CustomerDoc,
  now: Date,
  expand: readonly CustomerExpand[] = ['addresses', 'paymentinstruments'],
): Body {
  const { addresses, paymentInstruments, ...profile } = doc;
  const response: Body = { ...profile };
  if (expand.includes('addresses')) response.addresses = addresses;
  if (expand.includes('paymentinstruments'))
    response.paymentInstruments = paymentInstruments.map((instrument) => paymentInstrumentResponse(instrument, now));
  return response;
}

/** The `expand` query parameter of getCustomer: addresses and paymentinstruments by default, none excludes both. */
export function parseCustomerExpand(values: readonly string[]): CustomerExpand[] | undefined {
  if (!values.length) return ['addresses', 'paymentinstruments'];
  if (values.includes('none')) return [];
  const known = ['addresses', 'paymentinstruments', 'paymentmethodreferences'];
  if (values.some((value) => !known.includes(value))) return undefined;
  return values.filter((value): value is CustomerExpand => value === 'addresses' || value === 'paymentinstruments');
}
