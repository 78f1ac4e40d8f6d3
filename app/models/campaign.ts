/**
 * Campaign and sweepstakes forms (content spec §3–§5, §9): the campaign a content item describes,
 * and the schema of its form. The sweepstakes form requires the newsletter opt-in and words the
 * terms message its own way.
 */
import { z } from 'zod';
import { ALSO_AFTER_FIELD_ERRORS } from './address.ts';
import {
  CITY_PATTERN,
  isRegionOf,
  isValidPhone,
  isValidPostalCode,
  STREET_PATTERN,
  ZIP_MESSAGE,
  type CountryCode,
} from './address-rules.ts';
import { emailField, nameField } from './field-rules.ts';
import { MESSAGES } from './messages.ts';
import { SERVICE_MESSAGES } from './service-messages.ts';
import { isValidBirthday } from './service-form-rules.ts';
import { checkbox, fieldIssue } from './service-forms.ts';

export const CAMPAIGN_DELIVERY_KEYS = {
  plain: 'campaign-data-collection-form',
  sweepstakes: 'campaign-data-collection-form-sweepstakes',
} as const;

/** A campaign as its content item describes it. */
export interface Campaign {
  id: string;
  sweepstakes: boolean;
  title: string;
  text: string;
  eventId: string;
  /** Content spec §9: '1' unless the item says otherwise. */
  eventPhase: string;
  maxAllowed: number;
  successMessage?: string;
  /** A path on this site to go to after entering, instead of the success view. */
  successUrl?: string;
}

const SAFE_ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** The campaign of a content item, or null when it is not a well-formed campaign form. */
export function campaignFrom(item: Record<string, unknown> | undefined): Campaign | null {
  if (!item || item.type !== 'campaignForm') return null;
  const key = item.deliveryKey;
  if (key !== CAMPAIGN_DELIVERY_KEYS.plain && key !== CAMPAIGN_DELIVERY_KEYS.sweepstakes) return null;
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : undefined);
  const id = text('id');
  const eventId = text('eventId');
  if (!id || !SAFE_ID.test(id) || !eventId || !SAFE_ID.test(eventId)) return null;
  const phase = text('eventPhase') ?? (typeof item.eventPhase === 'number' ? String(item.eventPhase) : undefined);
  const maxAllowed =
    typeof item.maxAllowed === 'number' && Number.isInteger(item.maxAllowed) && item.maxAllowed >= 1
      ? item.maxAllowed
      : 1;
  const successUrl = text('successUrl');
  return {
    id,
    sweepstakes: key === CAMPAIGN_DELIVERY_KEYS.sweepstakes,
    title: text('title') ?? '',
    text: text('text') ?? '',
    eventId,
    eventPhase: phase && SAFE_ID.test(phase) ? phase : '1',
    maxAllowed,
    successMessage: text('successMessage'),
    successUrl: successUrl && successUrl.startsWith('/') && !successUrl.startsWith('//') ? successUrl : undefined,
  };
}

/** Content spec §5 messages. */
export const CAMPAIGN_MESSAGES = {
  state: 'Please select a state.',
  phone: 'Please enter a valid phone number',
  termsSweepstakes: '*Please confirm agreement.',
  terms: 'Please confirm agreement',
  sweepstakesOptIn: '*Opt-in is required to enter sweepstakes.',
  /** Content spec §8, "Campaign signup failure (alternate wording)": the backend answered but did not enter the shopper. */
  signupFailed: 'Failed to signup!',
} as const;

/**
 * Whether the campaign call's answer entered the shopper: only an explicit `success: true` does. The spec gives two
 * failure readings (§8): this one, an answer without success, reads "Failed to signup!"; a call that failed outright
 * reads "There was an error submitting the form. Please try again.".
 */
export function campaignEntered(reply: unknown): boolean {
  return typeof reply === 'object' && reply !== null && (reply as { success?: unknown }).success === true;
}

/** Content spec §9: street 60, postal 5 to 10; the city's limit is not shown (the backend's 40). */
export const CAMPAIGN_LIMITS = { street: 60, city: 40, postalMin: 5, postalMax: 10, phone: 25 } as const;

const text = () => z.string().trim().optional();

/** The form of a plain campaign or a sweepstakes (content spec §5 "Campaign and sweepstakes form"). */
export function campaignSchema(sweepstakes: boolean) {
  return z
    .object({
      firstName: nameField(),
      lastName: nameField(),
      email: emailField(),
      birthdate: text(),
      phone: text(),
      address1: text(),
      city: text(),
      state: text(),
      countryCode: z.enum(['US', 'CA'], { error: MESSAGES.invalidField }).default('US'),
      postalCode: text(),
      offersPromotionsUpdates: checkbox(),
      fundraisingPrograms: checkbox(),
      corporateGiftsAndEvents: checkbox(),
      agreeToTerms: checkbox(),
    })
    .superRefine((value, context) => {
      const country = value.countryCode as CountryCode;
      const phone = value.phone ?? '';
      fieldIssue(
        context,
        'phone',
        !phone
          ? MESSAGES.required
          : phone.length > CAMPAIGN_LIMITS.phone || !isValidPhone(phone)
            ? CAMPAIGN_MESSAGES.phone
            : null,
      );
      const street = value.address1 ?? '';
      fieldIssue(
        context,
        'address1',
        !street
          ? MESSAGES.required
          : street.length > CAMPAIGN_LIMITS.street || !STREET_PATTERN.test(street)
            ? MESSAGES.invalidField
            : null,
      );
      const city = value.city ?? '';
      fieldIssue(
        context,
        'city',
        !city
          ? MESSAGES.required
          : city.length > CAMPAIGN_LIMITS.city || !CITY_PATTERN.test(city)
            ? MESSAGES.invalidField
            : null,
      );
      fieldIssue(context, 'state', value.state && isRegionOf(country, value.state) ? null : CAMPAIGN_MESSAGES.state);
      const postal = value.postalCode ?? '';
      fieldIssue(
        context,
        'postalCode',
        !postal
          ? MESSAGES.required
          : postal.length < CAMPAIGN_LIMITS.postalMin ||
              postal.length > CAMPAIGN_LIMITS.postalMax ||
              !isValidPostalCode(postal, country)
            ? ZIP_MESSAGE
            : null,
      );
      fieldIssue(
        context,
        'birthdate',
        value.birthdate && !isValidBirthday(value.birthdate, new Date()) ? SERVICE_MESSAGES.birthday : null,
      );
      if (sweepstakes)
        fieldIssue(
          context,
          'offersPromotionsUpdates',
          value.offersPromotionsUpdates ? null : CAMPAIGN_MESSAGES.sweepstakesOptIn,
        );
      else
        fieldIssue(
          context,
          'optIns',
          value.offersPromotionsUpdates || value.fundraisingPrograms || value.corporateGiftsAndEvents
            ? null
            : SERVICE_MESSAGES.atLeastOneOption,
        );
      fieldIssue(
        context,
        'agreeToTerms',
        value.agreeToTerms ? null : sweepstakes ? CAMPAIGN_MESSAGES.termsSweepstakes : CAMPAIGN_MESSAGES.terms,
      );
    }, ALSO_AFTER_FIELD_ERRORS);
}
export type CampaignEntry = z.output<ReturnType<typeof campaignSchema>>;
