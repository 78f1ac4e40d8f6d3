/**
 * The header and footer texts an editor may change (content-and-forms §2 Footer, catalog §3 Header config):
 * one `site-texts` content item (delivery key `site-texts`). Each field is optional; a missing
 * or empty one keeps the built-in text, so the frame never goes blank when the hub is down or incomplete.
 */
import { CUSTOMER_SERVICE_HOURS } from './site-constants.ts';
import { schemaKind } from './content-blocks.ts';

export const SITE_TEXTS_KEY = 'site-texts';

export interface SiteTexts {
  /** The header's (and the mobile drawer's) shop-finder link. */
  findShopLabel: string;
  /** The header's account link for a guest. */
  signInLabel: string;
  /** The header's account link for a registered customer without a name on file. */
  accountLabel: string;
  /** The footer sign-up block's heading. */
  signUpTitle: string;
  /** The email-list pitch under it. */
  signUpText: string;
  /** The customer-service hours under the phone line. */
  serviceHours: string;
}

export const DEFAULT_SITE_TEXTS: SiteTexts = {
  findShopLabel: 'Find a Shop',
  signInLabel: 'Sign In',
  accountLabel: 'My Account',
  signUpTitle: 'Join The Sweet List',
  signUpText: 'Be the first to hear about new treats, seasonal favorites and special offers.',
  serviceHours: CUSTOMER_SERVICE_HOURS,
};

/** Longest text taken for one field (a short line of the frame, not a page). */
const MAX_LENGTH = 200;
/** The header's links sit in one row beside the search field: a label longer than this would break it. */
const MAX_LINK_LABEL_LENGTH = 30;
const LINK_LABELS: ReadonlySet<keyof SiteTexts> = new Set(['findShopLabel', 'signInLabel', 'accountLabel']);

export function toSiteTexts(raw: unknown): SiteTexts {
  if (schemaKind(raw) !== 'site-texts') return DEFAULT_SITE_TEXTS;
  const entry = raw as Record<string, unknown>;
  const field = (key: keyof SiteTexts): string => {
    const value = entry[key];
    const text = typeof value === 'string' ? value.trim() : '';
    return text && text.length <= (LINK_LABELS.has(key) ? MAX_LINK_LABEL_LENGTH : MAX_LENGTH)
      ? text
      : DEFAULT_SITE_TEXTS[key];
  };
  return {
    findShopLabel: field('findShopLabel'),
    signInLabel: field('signInLabel'),
    accountLabel: field('accountLabel'),
    signUpTitle: field('signUpTitle'),
    signUpText: field('signUpText'),
    serviceHours: field('serviceHours'),
  };
}
