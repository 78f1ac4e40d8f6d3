/**
 * The page shell's data for the root loader: site, locale, customer, bag count, menu, consent and
 * the one-shot message. The menu and the bag are read side by side; the maintenance page makes no
 * commerce call at all (the backend is the thing that is down).
 */
import { CONSENT_COOKIE, CONSENT_VALUE } from '~/models/constants.ts';
import { readCookie } from '~/models/cookies.ts';
import type { ShellData } from '~/models/layout.ts';
import { siteForHost, siteTabs } from '~/models/sites.ts';
import { bagCount } from './bag.server.ts';
import { menuCategories, type CatalogScope } from './catalog.server.ts';
import { storefrontEnv } from './env.server.ts';
import type { ShopperSession } from './session.server.ts';

export async function shellData(request: Request, scope: CatalogScope, session: ShopperSession): Promise<ShellData> {
  const url = new URL(request.url);
  const site = siteForHost(url.host);
  const { locale } = scope;
  const offline = url.pathname === '/maintenance';
  const [menu, bag, flash] = await Promise.all([offline ? [] : menuCategories(scope), offline ? 0 : bagCount(session), session.takeFlash()]);
  const profile = session.profile;
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
    showCookieNotice: readCookie(request.headers.get('cookie'), CONSENT_COOKIE) !== CONSENT_VALUE,
    flash: flash ?? null,
    year: new Date().getFullYear(),
  };
}
