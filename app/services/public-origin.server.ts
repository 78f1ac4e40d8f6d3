/**
 * The public origin of the request's site: the configured origin (STOREFRONT_ORIGIN) with the site's
 * label, never the request's Host (models/sites.ts `publicSiteOrigin`). The Host only picks the site.
 */
import { publicSiteOrigin, siteForHost } from '~/models/sites.ts';
import { storefrontEnv } from './env.server.ts';

export function sitePublicOrigin(request: Request): string {
  return publicSiteOrigin(siteForHost(new URL(request.url).host), storefrontEnv().publicOrigin);
}
