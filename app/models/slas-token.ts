/**
 * Reading SLAS access tokens. The storefront never verifies them (SCAPI does); it reads the expiry
 * and the shopper's identity from the payload. Customer kind comes from the token's identity
 * claim: a registered customer id (`rcid`) means registered, otherwise guest.
 */
import { TOKEN_REFRESH_MARGIN_SECONDS } from './session-constants.ts';

export type CustomerKind = 'guest' | 'registered';

export interface TokenIdentity {
  kind: CustomerKind;
  customerId: string;
  usid: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

function base64UrlDecode(segment: string): string {
  const padded = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  return new TextDecoder().decode(Uint8Array.from(atob(padded), (char) => char.charCodeAt(0)));
}

export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** `a::b:c::d:e` segments of SLAS `sub` / `isb` claims as a map. */
export function slasClaimSegments(claim: string): Map<string, string> {
  const segments = new Map<string, string>();
  for (const part of claim.split('::')) {
    const colon = part.indexOf(':');
    if (colon > 0) segments.set(part.slice(0, colon), part.slice(colon + 1));
  }
  return segments;
}

export function tokenIdentity(token: string): TokenIdentity | null {
  const payload = decodeJwtPayload(token);
  if (!payload || typeof payload.isb !== 'string' || typeof payload.exp !== 'number') return null;
  const isb = slasClaimSegments(payload.isb);
  const sub = typeof payload.sub === 'string' ? slasClaimSegments(payload.sub) : new Map<string, string>();
  const registeredId = isb.get('rcid');
  const guestId = isb.get('gcid');
  const customerId = registeredId || guestId;
  if (!customerId) return null;
  return {
    kind: registeredId ? 'registered' : 'guest',
    customerId,
    usid: sub.get('usid') ?? '',
    expiresAt: payload.exp,
  };
}

/** The spec's rule: an access token is used while more than 60 seconds remain. */
export function needsRefresh(expiresAt: number, nowMs: number = Date.now()): boolean {
  return expiresAt - nowMs / 1000 <= TOKEN_REFRESH_MARGIN_SECONDS;
}
