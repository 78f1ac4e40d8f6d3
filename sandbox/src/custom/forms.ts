import {
  FormReader,
  isValidBirthday,
  isValidPhone,
  LIMITS,
  MESSAGES,
  PATTERNS,
  result,
  stripPhone,
  type FormResult,
} from './validation.ts';

/** Pure readers of the service-form bodies: each returns the cleaned value or the field errors. */

export const NEWSLETTER_LISTS = ['offersupdates', 'fundraising', 'businessgifts'] as const;
export type NewsletterList = (typeof NEWSLETTER_LISTS)[number];

export const ORGANIZATION_TYPES = [
  'Business 1-100 employees',
  'Business 100+ employees',
  'Hotel',
  'Casino',
  'Cruise Line',
  'Fundraiser (Youth)',
  'Non-Youth Fundraiser',
  'Other',
] as const;

export const CONTACT_TYPES = ['My Question', 'General Information', 'Order Status', 'My Account', 'Other'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const LEAD_REASONS = ['PostalCatalog', 'DigitalDownload'] as const;
export type LeadReason = (typeof LEAD_REASONS)[number];

/** `subscribelist`: list ids joined by "|" (or a JSON array of them). */
function readLists(reader: FormReader, body: Record<string, unknown>, required: boolean): NewsletterList[] {
  const raw = body.subscribelist;
  let items: unknown[];
  if (raw === undefined || raw === null || raw === '') items = [];
  else if (typeof raw === 'string') items = raw.split('|');
  else if (Array.isArray(raw)) items = raw;
  else {
    reader.fail('subscribelist', MESSAGES.invalid);
    return [];
  }
  const lists = [
    ...new Set(items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '')),
  ];
  if (lists.some((item) => typeof item !== 'string' || !(NEWSLETTER_LISTS as readonly string[]).includes(item))) {
    reader.fail('subscribelist', MESSAGES.invalid);
    return [];
  }
  if (required && !lists.length) reader.fail('subscribelist', MESSAGES.atLeastOne);
  return lists as NewsletterList[];
}

export interface NewsletterSignup {
  email: string;
  firstName: string;
  lastName: string;
  /** Digits and x/e/t only; '' when not given. */
  phone: string;
  postal: string;
  birthday: string;
  subscribelist: NewsletterList[];
}

export function readNewsletterSignup(body: Record<string, unknown>, today: Date): FormResult<NewsletterSignup> {
  const reader = new FormReader(body);
  const email = reader.email();
  const firstName = reader.personName('firstName');
  const lastName = reader.personName('lastName');
  const phone = reader.text('phone', { max: LIMITS.signupPhone, maxMessage: MESSAGES.signupPhoneLength });
  if (phone && !isValidPhone(phone)) reader.fail('phone', MESSAGES.phone);
  const postal = reader.postalCode('postal');
  const birthday = reader.text('birthday', {
    required: true,
    requiredMessage: MESSAGES.birthday,
    max: 10,
    maxMessage: MESSAGES.birthday,
  });
  if (birthday && !isValidBirthday(birthday, today)) reader.fail('birthday', MESSAGES.birthday);
  const subscribelist = readLists(reader, body, true);
  reader.recaptchaToken();
  return result(reader, { email, firstName, lastName, phone: stripPhone(phone), postal, birthday, subscribelist });
}

export interface MarketingLead {
  reason: LeadReason;
  companyName: string;
  organizationType: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneExt: string;
  countryCode: 'US' | 'CA';
  postalCode: string;
  /** Postal catalogs only. */
  address1: string;
  address2: string;
  city: string;
  stateCode: string;
  consent: boolean;
  subscribelist: NewsletterList[];
}

/**
 * Catalog request (spec: catalog §5 and §7, content-and-forms §5). A digital download omits the
 * street address, city, state and extension. `companyRequired` is the site configuration that makes
 * company name and organization type required.
 */
export function readMarketingLead(body: Record<string, unknown>, companyRequired: boolean): FormResult<MarketingLead> {
  const reader = new FormReader(body);
  const reasonText = reader.text('reason', { required: true });
  if (reasonText && !(LEAD_REASONS as readonly string[]).includes(reasonText)) reader.fail('reason', MESSAGES.invalid);
  const reason = (reasonText || 'PostalCatalog') as LeadReason;
  const postal = reason === 'PostalCatalog';

  const companyName = reader.text('companyName', {
    required: companyRequired,
    max: LIMITS.company,
    pattern: PATTERNS.name,
    message: MESSAGES.name,
  });
  const organizationType = reader.text('organizationType', {
    required: companyRequired,
    requiredMessage: MESSAGES.organizationType,
    max: 40,
    maxMessage: MESSAGES.organizationType,
  });
  if (organizationType && !(ORGANIZATION_TYPES as readonly string[]).includes(organizationType)) {
    reader.fail('organizationType', MESSAGES.organizationType);
  }
  const firstName = reader.personName('firstName');
  const lastName = reader.personName('lastName');
  const email = reader.email();
  const countryCode = reader.countryCode();
  const postalCode = reader.postalCode('postalCode', countryCode);
  const phone = reader.text('phone', { required: true, max: 25, maxMessage: MESSAGES.phone });
  const phoneDigits = phone.replace(/\D/g, '');
  if (phone && !/^1?\d{10}$/.test(phoneDigits)) reader.fail('phone', MESSAGES.phone);

  const address1 = postal
    ? reader.text('address1', { required: true, max: LIMITS.street, pattern: PATTERNS.street })
    : '';
  const address2 = postal ? reader.text('address2', { max: LIMITS.street, pattern: PATTERNS.address2 }) : '';
  const city = postal ? reader.text('city', { required: true, max: LIMITS.catalogCity, pattern: PATTERNS.city }) : '';
  const stateCode = postal ? reader.state('stateCode', countryCode) : '';
  const phoneExt = postal ? reader.text('phoneExt', { max: LIMITS.extension, pattern: PATTERNS.extension }) : '';

  const consent = reader.flag('consent');
  const subscribelist = readLists(reader, body, false);
  reader.recaptchaToken();
  return result(reader, {
    reason,
    companyName,
    organizationType,
    firstName,
    lastName,
    email,
    phone: phoneDigits,
    phoneExt,
    countryCode,
    postalCode,
    address1,
    address2,
    city,
    stateCode,
    consent,
    subscribelist,
  });
}

export interface ContactRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  orderNumber: string;
  type: ContactType;
  description: string;
}

export function readContactRequest(body: Record<string, unknown>): FormResult<ContactRequest> {
  const reader = new FormReader(body);
  const firstName = reader.personName('firstName');
  const lastName = reader.personName('lastName');
  const email = reader.email();
  const phone = reader.text('phone', { max: 25, maxMessage: MESSAGES.phone });
  const phoneDigits = phone.replace(/\D/g, '');
  // Contact phone: 10 to 11 digits (spec: content-and-forms §5).
  if (phone && (phoneDigits.length < 10 || phoneDigits.length > 11)) reader.fail('phone', MESSAGES.phone);
  const orderNumber = reader.text('orderNumber', { max: LIMITS.orderNumber, pattern: /^[A-Za-z0-9-]+$/ });
  const typeText = reader.text('type', { max: 40 }) || 'General Information';
  if (!(CONTACT_TYPES as readonly string[]).includes(typeText)) reader.fail('type', MESSAGES.invalid);
  const description = reader.text('description', { required: true, max: LIMITS.description });
  reader.recaptchaToken();
  return result(reader, {
    firstName,
    lastName,
    email,
    phone: phoneDigits,
    orderNumber,
    type: typeText as ContactType,
    description,
  });
}

export interface CampaignEntry {
  eventId: string;
  eventPhase: string;
  maxAllowed: number;
  sweepstakes: boolean;
  email: string;
  offersPromotionsUpdates: boolean;
  fundraisingPrograms: boolean;
  corporateGiftsAndEvents: boolean;
  agreeToTerms: boolean;
  firstName: string;
  lastName: string;
  birthdate: string;
  phone: string;
  address1: string;
  city: string;
  state: string;
  countryCode: 'US' | 'CA';
  postalCode: string;
}

/**
 * Campaign and sweepstakes entry (spec: content-and-forms §3 and §5). `sweepstakes: true` selects the
 * sweepstakes form's rules (newsletter opt-in required) and messages.
 */
export function readCampaignEntry(body: Record<string, unknown>, today: Date): FormResult<CampaignEntry> {
  const reader = new FormReader(body);
  const eventId = reader.text('eventId', { required: true, max: 64, pattern: /^[A-Za-z0-9_.-]+$/ });
  // eventPhase defaults to '1' (spec); a number is accepted as well as a string.
  let eventPhase = '1';
  const phaseRaw = body.eventPhase;
  if (phaseRaw !== undefined && phaseRaw !== null && phaseRaw !== '') {
    const phase = typeof phaseRaw === 'string' || typeof phaseRaw === 'number' ? String(phaseRaw).trim() : '';
    if (/^[A-Za-z0-9_.-]{1,16}$/.test(phase)) eventPhase = phase;
    else reader.fail('eventPhase', MESSAGES.invalid);
  }
  const maxAllowed = reader.integer('maxAllowed', 1, 1, 1000);
  const sweepstakes = reader.flag('sweepstakes');

  const firstName = reader.personName('firstName');
  const lastName = reader.personName('lastName');
  const email = reader.email();
  const birthdate = reader.text('birthdate', { max: 10, maxMessage: MESSAGES.birthday });
  if (birthdate && !isValidBirthday(birthdate, today)) reader.fail('birthdate', MESSAGES.birthday);
  const phone = reader.text('phone', { required: true, max: 25, maxMessage: MESSAGES.campaignPhone });
  if (phone && !isValidPhone(phone)) reader.fail('phone', MESSAGES.campaignPhone);
  const countryCode = reader.countryCode();
  const address1 = reader.text('address1', { required: true, max: LIMITS.street, pattern: PATTERNS.street });
  const city = reader.text('city', { required: true, max: LIMITS.city, pattern: PATTERNS.city });
  const state = reader.state('state', countryCode);
  const postalCode = reader.postalCode('postalCode', countryCode);

  const offersPromotionsUpdates = reader.flag('offersPromotionsUpdates');
  const fundraisingPrograms = reader.flag('fundraisingPrograms');
  const corporateGiftsAndEvents = reader.flag('corporateGiftsAndEvents');
  if (sweepstakes && !offersPromotionsUpdates && !reader.failed('offersPromotionsUpdates')) {
    reader.fail('offersPromotionsUpdates', MESSAGES.sweepstakesOptIn);
  }
  if (!sweepstakes && !offersPromotionsUpdates && !fundraisingPrograms && !corporateGiftsAndEvents) {
    reader.fail('optIns', MESSAGES.atLeastOne);
  }
  const agreeToTerms = reader.flag('agreeToTerms');
  if (!agreeToTerms && !reader.failed('agreeToTerms'))
    reader.fail('agreeToTerms', sweepstakes ? MESSAGES.termsSweepstakes : MESSAGES.terms);
  reader.recaptchaToken();

  return result(reader, {
    eventId,
    eventPhase,
    maxAllowed,
    sweepstakes,
    email,
    offersPromotionsUpdates,
    fundraisingPrograms,
    corporateGiftsAndEvents,
    agreeToTerms,
    firstName,
    lastName,
    birthdate,
    phone: stripPhone(phone),
    address1,
    city,
    state,
    countryCode,
    postalCode,
  });
}

export interface BackInStockSignup {
  pid: string;
  email: string;
}

export function readBackInStockSignup(body: Record<string, unknown>): FormResult<BackInStockSignup> {
  const reader = new FormReader(body);
  const pid = reader.text('pid', { required: true, max: 256 });
  const email = reader.email();
  return result(reader, { pid, email });
}
