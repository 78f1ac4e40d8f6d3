/**
 * The third-party slots the spec names (content-and-forms §7 "Third-party loads": a social photo service
 * script and a tag manager; catalog §7 "Script loads": the reviews provider, and "Service worker": /worker.js).
 * Each is off unless its environment settings are there: unset, nothing is emitted and the
 * Content-Security-Policy allows no origin of it. A configured script loads `async` (never holding up the page)
 * and, when it tracks or markets, only once the shopper agreed (the consent cookie is '1', §2 "Cookie consent").
 */
import type { Locale } from './sites.ts';

/** Spec §2 "Cookie consent": what a slot needs before it loads. */
type Purpose = 'marketing' | 'functional';

interface ScriptSlot {
  scriptUrl: string;
  /** The script's origin: the one the Content-Security-Policy allows while the slot is configured. */
  origin: string;
  purpose: Purpose;
}

export interface ThirdPartySettings {
  /** TAG_MANAGER_ID (GTM-…), from TAG_MANAGER_SCRIPT_URL (Google's gtm.js by default). Marketing: after consent. */
  tagManager: ScriptSlot | null;
  /** SOCIAL_PHOTO_SCRIPT_URL: the product page's social-photo tag (catalog §2). Marketing: after consent. */
  socialPhoto: ScriptSlot | null;
  /**
   * The reviews provider's loader on the product page (catalog §7: "needs customer name, deployment zone,
   * environment prefs"): REVIEWS_SCRIPT_URL (the deployments base), REVIEWS_CUSTOMER_NAME,
   * REVIEWS_DEPLOYMENT_ZONE and REVIEWS_ENVIRONMENT (staging or production, the default). The reviews
   * themselves: functional, loaded without the consent. `scriptUrl` ends where the locale goes.
   */
  reviews: ScriptSlot | null;
  /** SERVICE_WORKER=1: /worker.js serves the offline page and every page registers it (models/service-worker.ts). */
  serviceWorker: boolean;
}

export interface ThirdPartyEnv {
  TAG_MANAGER_ID?: string;
  TAG_MANAGER_SCRIPT_URL?: string;
  SOCIAL_PHOTO_SCRIPT_URL?: string;
  REVIEWS_SCRIPT_URL?: string;
  REVIEWS_CUSTOMER_NAME?: string;
  REVIEWS_DEPLOYMENT_ZONE?: string;
  REVIEWS_ENVIRONMENT?: string;
  SERVICE_WORKER?: string;
}

const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;
const TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
const REVIEWS_SCRIPT_URL = 'https://apps.bazaarvoice.com/deployments';
/** A path segment of the reviews loader's address (customer name, deployment zone). */
const SEGMENT = /^[\w-]{1,60}$/;
const REVIEWS_ENVIRONMENTS = ['staging', 'production'];

/** An absolute https URL without credentials, or null: a third party is only ever loaded over https. */
function httpsUrl(raw: string | undefined): URL | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'https:' && !url.username && !url.password ? url : null;
}

function slot(url: URL | null, purpose: Purpose): ScriptSlot | null {
  return url ? { scriptUrl: url.href, origin: url.origin, purpose } : null;
}

function tagManager(env: ThirdPartyEnv): ScriptSlot | null {
  const id = env.TAG_MANAGER_ID?.trim();
  if (!id || !TAG_MANAGER_ID.test(id)) return null;
  const url = httpsUrl(env.TAG_MANAGER_SCRIPT_URL || TAG_MANAGER_SCRIPT_URL);
  url?.searchParams.set('id', id);
  return slot(url, 'marketing');
}

function reviews(env: ThirdPartyEnv): ScriptSlot | null {
  const customer = env.REVIEWS_CUSTOMER_NAME?.trim();
  const zone = env.REVIEWS_DEPLOYMENT_ZONE?.trim();
  const environment = env.REVIEWS_ENVIRONMENT?.trim() || 'production';
  if (
    !customer ||
    !zone ||
    !SEGMENT.test(customer) ||
    !SEGMENT.test(zone) ||
    !REVIEWS_ENVIRONMENTS.includes(environment)
  )
    return null;
  const base = httpsUrl(env.REVIEWS_SCRIPT_URL || REVIEWS_SCRIPT_URL);
  if (!base || base.search || base.hash) return null;
  return slot(new URL(`${base.href.replace(/\/$/, '')}/${customer}/${zone}/${environment}/`), 'functional');
}

/** The slots from the environment; a setting of the wrong shape leaves its slot off. */
export function thirdPartySettings(env: ThirdPartyEnv): ThirdPartySettings {
  return {
    tagManager: tagManager(env),
    socialPhoto: slot(httpsUrl(env.SOCIAL_PHOTO_SCRIPT_URL), 'marketing'),
    reviews: reviews(env),
    serviceWorker: env.SERVICE_WORKER === '1',
  };
}

/** The origins the Content-Security-Policy allows scripts (and their connections) from: the configured slots'. */
export function thirdPartyOrigins(settings: ThirdPartySettings): string[] {
  return [
    ...new Set(
      [settings.tagManager, settings.socialPhoto, settings.reviews].flatMap((configured) =>
        configured ? [configured.origin] : [],
      ),
    ),
  ];
}

function allowed(configured: ScriptSlot | null, consent: boolean): configured is ScriptSlot {
  return configured !== null && (consent || configured.purpose === 'functional');
}

/** The tag manager's script for every page, or null: unconfigured, or no consent yet. */
export function tagManagerScript(settings: ThirdPartySettings, consent: boolean): string | null {
  return allowed(settings.tagManager, consent) ? settings.tagManager.scriptUrl : null;
}

/**
 * GTM's start event (its snippet's first line): the container's page-view triggers fire on it. Sent by an inline
 * script (with the page's nonce) just before the tag manager's own.
 */
export const TAG_MANAGER_START =
  "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});";

/** The product page's scripts (catalog §2 "optional social-photo tag", §7 reviews provider) for the shopper's locale. */
export function productPageScripts(settings: ThirdPartySettings, consent: boolean, locale: Locale): string[] {
  const scripts: string[] = [];
  if (allowed(settings.reviews, consent))
    scripts.push(`${settings.reviews.scriptUrl}${locale.replace('-', '_')}/bv.js`);
  if (allowed(settings.socialPhoto, consent)) scripts.push(settings.socialPhoto.scriptUrl);
  return scripts;
}
