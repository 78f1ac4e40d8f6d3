/**
 * The page shell's data for the root loader: site, locale, customer, bag count, menu, consent and
 * the one-shot message. The menu and the bag are read side by side; the maintenance page makes no
 * commerce call at all (the backend is the thing that is down).
 */
import { CONSENT_COOKIE, CONSENT_VALUE } from '~/models/site-constants.ts';
import { GLOBAL_BANNER_KEY } from '~/models/content-constants.ts';
import { PICKUP_SITES } from '~/models/pickup-constants.ts';
import { readCookie } from '~/models/cookies.ts';
import { isLiteMode } from '~/models/lite-mode.ts';
import type { ShellData } from '~/models/layout.ts';
import { siteForHost, siteTabs } from '~/models/sites.ts';
import { bagCount } from './bag.server.ts';
import type { RequestBasket } from './basket.server.ts';
import { contentBlock, siteTexts } from './content.server.ts';
import { DEFAULT_SITE_TEXTS } from '~/models/site-texts.ts';
import { readPreview } from './preview.server.ts';
import { menuCategories, type CatalogScope } from './catalog.server.ts';
import { storefrontEnv } from './env.server.ts';
import { recaptchaWidget } from './recaptcha.server.ts';
import type { ShopperSession } from './session.server.ts';
import { selectedShop } from './shops.server.ts';

export async function shellData(
  request: Request,
  scope: CatalogScope,
  session: ShopperSession,
  requestBasket: RequestBasket,
): Promise<ShellData> {
  const url = new URL(request.url);
  const site = siteForHost(url.host);
  const { locale } = scope;
  const offline = url.pathname === '/maintenance';
  const profile = session.profile;
  const preview = readPreview(request);
  const [menu, bag, flash, contentBanner, texts] = await Promise.all([
    offline ? [] : menuCategories(scope),
    offline ? 0 : bagCount(requestBasket),
    session.takeFlash(),
    // A content hub that is down costs the banner, not the page.
    offline ? null : contentBlock(scope, GLOBAL_BANNER_KEY, preview, profile?.groups).catch(() => null),
    offline ? DEFAULT_SITE_TEXTS : siteTexts(scope, preview),
  ]);
  return {
    siteId: site.id,
    siteLabel: site.label,
    siteTabs: siteTabs(site, storefrontEnv().publicOrigin),
    locale,
    customerName: profile ? profile.firstName || profile.lastName || null : null,
    isRegistered: session.isRegistered,
    bagCount: bag,
    menu,
    banner: storefrontEnv().globalBanner,
    contentBanner: contentBanner?.kind === 'global-banner' ? contentBanner : null,
    preview,
    previewEnvironments: preview ? storefrontEnv().content.previewEnvironments : [],
    showCookieNotice: readCookie(request.headers.get('cookie'), CONSENT_COOKIE) !== CONSENT_VALUE,
    recaptcha: recaptchaShell(request),
    cookieNoticeSkipPaths: storefrontEnv().cookieNoticeSkipPaths,
    texts,
    flash: flash ?? null,
    year: new Date().getFullYear(),
    lite: isLiteMode(request.headers.get('save-data'), request.headers.get('cookie')),
    pickupEnabled: PICKUP_SITES.includes(site.id),
    selectedShop: PICKUP_SITES.includes(site.id) ? selectedShop(request, session) : null,
  };
}

function recaptchaShell(request: Request): ShellData['recaptcha'] {
  const widget = recaptchaWidget(request);
  return widget ? { siteKey: widget.siteKey, scriptUrl: widget.scriptUrl } : null;
}
