/**
 * The storefront's own SLAS token per site, for reads that are the same for every shopper (the
 * category tree, later products and search): shared, cacheable, and no per-visitor guest login for
 * crawlers. A private client (client_credentials) when configured, else a guest login of the
 * public client. Refreshed by a new login when 60 s or less remain; one login in flight per site.
 */
import type { SiteId } from '~/models/sites.ts';
import { needsRefresh, tokenIdentity } from '~/models/slas-token.ts';
import { helpers, ShopperLogin } from './commerce-sdk.server.ts';
import type { CommerceCalls } from './commerce-calls.server.ts';
import { sdkConfig, shopperApis, type ShopperApis } from './commerce.server.ts';
import { storefrontEnv } from './env.server.ts';

const tokens = new Map<SiteId, { token: string; expiresAt: number }>();
const pending = new Map<SiteId, Promise<string>>();

async function login(siteId: SiteId, calls: CommerceCalls): Promise<string> {
  const { commerce } = storefrontEnv();
  const config = sdkConfig(siteId, calls);
  const reply =
    commerce.privateClientId && commerce.privateClientSecret
      ? await helpers.loginGuestUserPrivate({
          slasClient: new ShopperLogin({
            ...config,
            parameters: { ...config.parameters, clientId: commerce.privateClientId },
          }),
          parameters: {},
          credentials: { clientSecret: commerce.privateClientSecret },
        })
      : await helpers.loginGuestUser({
          slasClient: new ShopperLogin(config),
          parameters: { redirectURI: commerce.redirectUri },
        });
  const identity = tokenIdentity(reply.access_token);
  tokens.set(siteId, { token: reply.access_token, expiresAt: identity?.expiresAt ?? 0 });
  return reply.access_token;
}

/** A login that concurrent requests share counts against the commerce calls of the request that started it. */
export async function appAccessToken(siteId: SiteId, calls: CommerceCalls): Promise<string> {
  const current = tokens.get(siteId);
  if (current && !needsRefresh(current.expiresAt)) return current.token;
  let inFlight = pending.get(siteId);
  if (!inFlight) {
    inFlight = login(siteId, calls).finally(() => pending.delete(siteId));
    pending.set(siteId, inFlight);
  }
  return inFlight;
}

/** SCAPI and custom-API clients with the storefront's own token, for calls no shopper session needs. */
export async function storefrontApis({
  siteId,
  calls,
}: {
  siteId: SiteId;
  calls: CommerceCalls;
}): Promise<ShopperApis> {
  return shopperApis(siteId, calls, await appAccessToken(siteId, calls));
}
