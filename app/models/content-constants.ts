/**
 * Content's constants (content-and-forms §2, §4, §9): slots, blocks, links and frames content may use, the preview,
 * the service forms' records. Values the spec gives are cited; values it leaves "not shown" are chosen here, once, and
 * marked as such.
 */

/** Content slot holding the home page's blocks (the sandbox's content custom API). */
export const HOME_CONTENT_SLOT = 'home-main';

/** The home slot's best-sellers carousel, also offered when a search finds nothing. */
export const BEST_SELLERS_CONTENT_ID = 'home-best-sellers';

/** Spec: hero autoplay delay is the rotation speed (seconds) × 1000, else 4000 ms. */
export const HERO_AUTOPLAY_DEFAULT_MS = 4000;

/** The delivery key of the global header banner's content item. */
export const GLOBAL_BANNER_KEY = 'global-banner';

/** Spec §8: the text of a slot whose content is missing. */
export const MISSING_SLOT_CONTENT = 'Missing slotContent';

/** Not shown: external hosts content may link to (social profiles, the jobs board); every other link must be on this site. */
export const CONTENT_LINK_HOSTS = [
  'www.instagram.com',
  'x.com',
  'www.facebook.com',
  'www.tiktok.com',
  'www.youtube.com',
  'www.pinterest.com',
  'jobs.sweetshop.example',
];

/** Not shown: origins a custom HTML block may frame (the logo sleeve form); set CONTENT_IFRAME_ORIGINS to change. */
export const CONTENT_IFRAME_ORIGINS_DEFAULT = ['https://forms.sweetshop.example'];

/** The only video host a video block loads, after the shopper's click (no cookies until played). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** Not shown: the longest path the catch-all looks up as a delivery key (longer ones are 404 without a call). */
export const CONTENT_KEY_MAX_LENGTH = 150;

/** The preview cookie (a signed flag of the editor's browser, never the shopper session) and how long it lasts. */
export const PREVIEW_COOKIE = '__content_preview';
export const PREVIEW_MAX_AGE_SECONDS = 8 * 60 * 60;

/** Customer groups the preview drawer offers (Personalization); "None selected" is the empty value. */
export const PREVIEW_CUSTOMER_GROUPS = ['Registered', 'Fundraising', 'VIP'];

/** Content spec §3 and §9: a contact request opens a case with priority Medium and status Open. */
export const CONTACT_CASE = { priority: 'Medium', status: 'Open' } as const;

/** Catalog spec §7: the content item whose `cta.ctaLink` is the digital catalog's PDF. */
export const DIGITAL_CATALOG_CONTENT_ID = 'online-catalog';
