/**
 * The session bridge of a hybrid deployment (checkout spec §4, §7, §8, §9): some paths of this host are still served
 * by the legacy B2C Commerce storefront, and OCAPI's `/sessions` call turns the shopper's SLAS access token into that
 * storefront's session (its `dwsid` cookie), so its pages see the same shopper and basket. The rules here are pure;
 * services/session-bridge.server.ts makes the call.
 */
import { safeRedirectTarget } from './safe-redirect.ts';
import {
  METHOD_OVERRIDE_HEADER,
  SESSION_BRIDGE_COOKIE,
  SESSION_BRIDGE_RENEWAL_MARGIN_SECONDS,
  SESSION_BRIDGE_VALIDITY_SECONDS,
} from './session-constants.ts';
import { pathIsUnder } from './shell-paths.ts';

/** Checkout spec §8, word for word; the list form is ours (the spec says only "a list of the missing parameters"). */
export const SESSION_BRIDGE_MESSAGES = {
  missingAuthToken: 'Missing authToken. A valid authToken should be used for session bridge.',
  missingParameters: 'Parameters are required for this request',
  missingBody: 'Body is required for this request',
  missingParameterList: (names: readonly string[]) =>
    `The following parameters were missing from your request: ${names.join(', ')}`,
} as const;

/** A bridge made for the shopper: kept in the server-side session, never sent to the browser but as its cookie, never logged. */
export interface SessionBridge {
  /** The legacy storefront's session id (OCAPI's `dwsid`). */
  dwsid: string;
  /** When it was made, milliseconds since the epoch. */
  createdAt: number;
  /** The shopper it was made for: another shopper (after a sign-in, a fresh guest) needs a bridge of their own. */
  customerId: string;
}

/** Checkout spec §4: valid 15 minutes after its creation (milliseconds since the epoch). */
export function bridgeExpiresAt(bridge: Pick<SessionBridge, 'createdAt'>): number {
  return bridge.createdAt + SESSION_BRIDGE_VALIDITY_SECONDS * 1000;
}

/**
 * Checkout spec §4: a bridge is made when there is none and renewed when less than 60 seconds of it remain — or when
 * it was made for another shopper than `customerId`.
 */
export function bridgeNeedsRenewal(bridge: SessionBridge | undefined, nowMs: number, customerId?: string): boolean {
  if (!bridge) return true;
  if (customerId !== undefined && bridge.customerId !== customerId) return true;
  return bridgeExpiresAt(bridge) - nowMs < SESSION_BRIDGE_RENEWAL_MARGIN_SECONDS * 1000;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Checkout spec §7: PUT, PATCH and DELETE are sent as POST naming the method in `x-dw-http-method-override`. */
export function methodOverride(method: HttpMethod): { method: 'GET' | 'POST'; headers: Record<string, string> } {
  if (method === 'GET' || method === 'POST') return { method, headers: {} };
  return { method: 'POST', headers: { [METHOD_OVERRIDE_HEADER]: method } };
}

export class SessionBridgeRequestError extends Error {
  override readonly name = 'SessionBridgeRequestError';
}

export interface BridgeRequestParts {
  authToken?: string;
  parameters?: Readonly<Record<string, string | undefined>>;
  body?: unknown;
}

export interface BridgeRequirements {
  parameters: readonly string[];
  body?: boolean;
}

/**
 * Checkout spec §8: a bridge request without a token, without parameters, without a required body or with
 * parameters missing is refused before it is sent, with the spec's messages (an empty value is missing).
 */
export function checkBridgeRequest(request: BridgeRequestParts, required: BridgeRequirements): void {
  if (!request.authToken) throw new SessionBridgeRequestError(SESSION_BRIDGE_MESSAGES.missingAuthToken);
  if (!request.parameters && required.parameters.length > 0)
    throw new SessionBridgeRequestError(SESSION_BRIDGE_MESSAGES.missingParameters);
  if (required.body && request.body === undefined)
    throw new SessionBridgeRequestError(SESSION_BRIDGE_MESSAGES.missingBody);
  const missing = required.parameters.filter((name) => !request.parameters?.[name]);
  if (missing.length) throw new SessionBridgeRequestError(SESSION_BRIDGE_MESSAGES.missingParameterList(missing));
}

export interface SessionBridgeCall {
  authToken: string | undefined;
  clientId: string | undefined;
  siteId: string | undefined;
  version: string | undefined;
}

/**
 * Checkout spec §7: the bridge call, `POST /s/{siteId}/dw/shop/v{version}/sessions` (below the OCAPI origin) with the
 * client id header and the shopper's token as its credentials. Throws SessionBridgeRequestError when a part is missing.
 */
export function sessionBridgeRequest(call: SessionBridgeCall): {
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
} {
  const { authToken, clientId, siteId, version } = call;
  checkBridgeRequest(
    { authToken, parameters: { siteId, version, clientId } },
    { parameters: ['siteId', 'version', 'clientId'] },
  );
  const { method, headers } = methodOverride('POST');
  return {
    path: `/s/${encodeURIComponent(siteId!)}/dw/shop/v${encodeURIComponent(version!)}/sessions`,
    method,
    headers: { ...headers, 'x-dw-client-id': clientId!, authorization: `Bearer ${authToken!}` },
  };
}

/** Characters of a cookie value (RFC 6265 cookie-octet without the quote): anything else is not relayed. */
const COOKIE_VALUE = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]{1,512}$/;

/** The `dwsid` an answer's Set-Cookie headers carry, or null. */
export function dwsidOf(setCookies: readonly string[]): string | null {
  for (const line of setCookies) {
    const [pair = ''] = line.split(';');
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== SESSION_BRIDGE_COOKIE) continue;
    const value = pair.slice(equals + 1).trim();
    if (COOKIE_VALUE.test(value)) return value;
  }
  return null;
}

/**
 * The `dwsid` cookie on this shop's origin (the legacy pages share the host): HttpOnly, SameSite=Lax, the whole path,
 * Secure when the shop's configured origin is https; a browser-session cookie, as B2C Commerce sets it. `null` clears it.
 */
export function bridgeCookie(dwsid: string | null, secure: boolean): string {
  const tail = `; Path=/; HttpOnly; SameSite=Lax${dwsid === null ? '; Max-Age=0' : ''}${secure ? '; Secure' : ''}`;
  return `${SESSION_BRIDGE_COOKIE}=${dwsid ?? ''}${tail}`;
}

/**
 * Where a link to the legacy storefront may lead: a path of this site (never another origin, see safeRedirectTarget)
 * under one of the configured legacy paths, dot segments resolved first; anything else is null.
 */
export function legacyTarget(to: string | null, legacyPaths: readonly string[]): string | null {
  if (!to || legacyPaths.length === 0) return null;
  const target = safeRedirectTarget(to, '');
  if (!target) return null;
  const { pathname } = new URL(target, 'http://storefront.invalid');
  return pathIsUnder(pathname, legacyPaths) ? target : null;
}

/** The link to a page of the legacy storefront: through /hybrid, so the shopper arrives with the session bridged. */
export function bridgedHref(href: string, legacyPaths: readonly string[]): string {
  return legacyTarget(href, legacyPaths) ? `/hybrid?to=${encodeURIComponent(href)}` : href;
}

/**
 * Parsed content with every link of this site (`{ href, external: false }`, models/content-blocks.ts) that leads into
 * the legacy storefront sent through /hybrid. The same value when nothing changes (no legacy paths: always).
 */
export function bridgeContentLinks<T>(value: T, legacyPaths: readonly string[]): T {
  if (legacyPaths.length === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => bridgeContentLinks(item, legacyPaths));
    return items.some((item, index) => item !== value[index]) ? (items as T) : value;
  }
  const entries = Object.entries(value);
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of entries) {
    const next =
      key === 'href' && typeof item === 'string' && (value as { external?: unknown }).external === false
        ? bridgedHref(item, legacyPaths)
        : bridgeContentLinks(item, legacyPaths);
    changed ||= next !== item;
    copy[key] = next;
  }
  return changed ? (copy as T) : value;
}
