/**
 * The session bridge of a hybrid deployment (checkout spec §4 "Authentication and session", §7 "Session bridge"):
 * before a shopper with a server-side session follows a link to a path the legacy B2C Commerce storefront serves
 * on this host (HYBRID_PATHS), OCAPI's `/sessions` call turns their SLAS access token into that storefront's session,
 * and its `dwsid` is relayed as a cookie of this origin. The bridge is kept in the session data (never logged),
 * made when there is none and renewed when less than 60 s of its 15 minutes remain (models/session-bridge.ts).
 * A visitor without a session is sent on as they are: the link never creates a session.
 */
import { data, redirect } from 'react-router';
import {
  bridgeCookie,
  bridgeNeedsRenewal,
  dwsidOf,
  legacyTarget,
  sessionBridgeRequest,
  type SessionBridge,
} from '~/models/session-bridge.ts';
import { commerceFetch } from './commerce.server.ts';
import { storefrontEnv, type HybridSettings } from './env.server.ts';
import { sitePublicOrigin } from './public-origin.server.ts';
import type { ShopperSession } from './session.server.ts';

export interface BridgeOptions {
  settings?: HybridSettings | null;
  /** The clock (tests move it), milliseconds since the epoch. */
  now?: number;
}

/** A new bridge from OCAPI, or null when it made none (the shopper still goes to the legacy page, as a visitor). */
async function createBridge(
  session: ShopperSession,
  settings: HybridSettings,
  now: number,
): Promise<SessionBridge | null> {
  const accessToken = await session.accessToken();
  const customerId = session.current?.auth?.customerId ?? '';
  const call = sessionBridgeRequest({
    authToken: accessToken,
    clientId: storefrontEnv().commerce.clientId,
    siteId: session.siteId,
    version: settings.ocapiVersion,
  });
  try {
    const response = await commerceFetch(session.calls)(`${settings.ocapiOrigin}${call.path}`, {
      method: call.method,
      headers: call.headers,
    });
    await response.body?.cancel();
    const dwsid = response.ok ? dwsidOf(response.headers.getSetCookie()) : null;
    if (dwsid) return { dwsid, createdAt: now, customerId };
    // The status only: the answer's cookies and the token stay out of the log.
    console.warn(`[session-bridge] OCAPI /sessions answered ${response.status} without a session`);
  } catch (error) {
    console.warn('[session-bridge] OCAPI /sessions failed:', (error as Error).name);
  }
  return null;
}

/**
 * Makes sure a shopper with a stored session has a fresh bridge, and relays its `dwsid` on this answer (again when it
 * is still fresh, so a browser that lost the cookie gets it back). Nothing for a visitor without a session.
 */
export async function ensureSessionBridge(
  session: ShopperSession,
  settings: HybridSettings,
  now: number = Date.now(),
): Promise<void> {
  if (!session.exists) return;
  await session.accessToken();
  let bridge = session.current?.sessionBridge;
  if (bridgeNeedsRenewal(bridge, now, session.current?.auth?.customerId)) {
    const fresh = await createBridge(session, settings, now);
    if (!fresh) return;
    await session.update((stored) => ({ ...stored, sessionBridge: fresh }));
    bridge = fresh;
  }
  if (bridge) session.addCookie(bridgeCookie(bridge.dwsid, storefrontEnv().publicOrigin.startsWith('https:')));
}

/**
 * `/hybrid?to={path}`: a link to a page of the legacy storefront. Off (404) unless HYBRID_PATHS is set; `to` must be a
 * path of this site under one of them (400 otherwise: never a redirect elsewhere). The shopper's bridge is made fresh
 * first, then a 303 to the path on the site's configured public origin (never the request's Host).
 */
export async function hybridRedirect(
  request: Request,
  session: ShopperSession,
  { settings = storefrontEnv().hybrid, now = Date.now() }: BridgeOptions = {},
): Promise<Response> {
  if (!settings) throw data(null, { status: 404 });
  const target = legacyTarget(new URL(request.url).searchParams.get('to'), settings.paths);
  if (!target) throw data(null, { status: 400 });
  await ensureSessionBridge(session, settings, now);
  return redirect(`${sitePublicOrigin(request)}${target}`, { status: 303, headers: { 'Cache-Control': 'no-store' } });
}
