/**
 * Which third-party scripts a request's page carries (models/third-party.ts): the configured slots, the
 * marketing ones only once the shopper agreed to cookies (content-and-forms §2 "Cookie consent").
 */
import { CONSENT_COOKIE, CONSENT_VALUE } from '~/models/site-constants.ts';
import { readCookie } from '~/models/cookies.ts';
import type { Locale } from '~/models/sites.ts';
import { productPageScripts, tagManagerScript } from '~/models/third-party.ts';
import { storefrontEnv } from './env.server.ts';

function consented(request: Request): boolean {
  return readCookie(request.headers.get('cookie'), CONSENT_COOKIE) === CONSENT_VALUE;
}

/** Every page's: the tag manager's script (or null) and whether the page registers the service worker. */
export function shellThirdParty(request: Request): { tagManager: string | null; serviceWorker: boolean } {
  const { thirdParty } = storefrontEnv();
  return { tagManager: tagManagerScript(thirdParty, consented(request)), serviceWorker: thirdParty.serviceWorker };
}

/** The product page's: the reviews provider's loader and the social-photo tag, each when configured (and allowed). */
export function productThirdParty(request: Request, locale: Locale): string[] {
  return productPageScripts(storefrontEnv().thirdParty, consented(request), locale);
}
