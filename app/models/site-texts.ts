/**
 * The header and footer texts an editor may change (content-and-forms §2 Footer; issue item 7): one
 * `site-texts` content item (delivery key `site-texts`). Each field is optional; a missing or empty
 * one keeps the built-in text, so the frame never goes blank when the hub is down or incomplete.
 */
import { CUSTOMER_SERVICE_HOURS } from './constants.ts';
import { schemaKind } from './content-blocks.ts';

export const SITE_TEXTS_KEY = 'site-texts';

export interface SiteTexts {
  /** The footer sign-up block's heading. */
  signUpTitle: string;
  /** The email-list pitch under it. */
  signUpText: string;
  /** The customer-service hours under the phone line. */
  serviceHours: string;
}

export const DEFAULT_SITE_TEXTS: SiteTexts = {
  signUpTitle: 'Join The Sweet List',
  signUpText: 'Be the first to hear about new treats, seasonal favorites and special offers.',
  serviceHours: CUSTOMER_SERVICE_HOURS,
};

/** Longest text taken for one field (a short line of the frame, not a page). */
const MAX_LENGTH = 200;

export function toSiteTexts(raw: unknown): SiteTexts {
  if (schemaKind(raw) !== 'site-texts') return DEFAULT_SITE_TEXTS;
  const entry = raw as Record<string, unknown>;
  const field = (key: keyof SiteTexts): string => {
    const value = entry[key];
    return typeof value === 'string' && value.trim() && value.trim().length <= MAX_LENGTH ? value.trim() : DEFAULT_SITE_TEXTS[key];
  };
  return { signUpTitle: field('signUpTitle'), signUpText: field('signUpText'), serviceHours: field('serviceHours') };
}
