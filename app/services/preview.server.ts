/**
 * Preview mode for content editors: `/admin/preview` with the preview secret (CONTENT_PREVIEW_SECRET)
 * sets a signed, HTTP-only cookie on the editor's browser holding the preview state; every page that
 * sees it reads content from the staging host and is never publicly cacheable. The cookie is not the
 * shopper session: previewing creates no session and changes no basket.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { PREVIEW_COOKIE, PREVIEW_MAX_AGE_SECONDS } from '~/models/content-constants.ts';
import { parsePreview, type PreviewState } from '~/models/content-preview.ts';
import { readCookie } from '~/models/cookies.ts';
import { storefrontEnv } from './env.server.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `given` is the configured preview secret (none configured: never). */
export function isPreviewSecret(given: string | null | undefined): boolean {
  const secret = storefrontEnv().content.previewSecret;
  if (!secret || !given) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

function signature(payload: string, secret: string): string {
  return createHmac('sha256', digest(`content preview cookie\n${secret}`))
    .update(payload)
    .digest('base64url');
}

function cookieAttributes(maxAge: number): string {
  const secure = storefrontEnv().publicOrigin.startsWith('https:') ? '; Secure' : '';
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** The Set-Cookie value that turns preview on for this browser with `state`. */
export function previewCookie(state: PreviewState, now = Date.now()): string {
  const secret = storefrontEnv().content.previewSecret;
  if (!secret) throw new Error('CONTENT_PREVIEW_SECRET is not set');
  const payload = Buffer.from(JSON.stringify({ ...state, exp: now + PREVIEW_MAX_AGE_SECONDS * 1000 })).toString(
    'base64url',
  );
  return `${PREVIEW_COOKIE}=${payload}.${signature(payload, secret)}; ${cookieAttributes(PREVIEW_MAX_AGE_SECONDS)}`;
}

export const clearPreviewCookie = () => `${PREVIEW_COOKIE}=; ${cookieAttributes(0)}`;

/** The request's preview state, when its cookie is genuine, unexpired and the secret is still configured. */
export function readPreview(request: Request, now = Date.now()): PreviewState | null {
  const secret = storefrontEnv().content.previewSecret;
  const value = readCookie(request.headers.get('cookie'), PREVIEW_COOKIE);
  if (!secret || !value) return null;
  const [payload = '', mac = ''] = value.split('.');
  const expected = signature(payload, secret);
  if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      vseDomain?: string;
      timestamp?: number;
      customerGroup?: string;
      exp?: number;
    };
    if (typeof data.exp !== 'number' || data.exp < now) return null;
    return parsePreview({
      vseDomain: data.vseDomain,
      previewTimestamp: data.timestamp === undefined ? null : String(data.timestamp),
      previewCustomerGroup: data.customerGroup,
    });
  } catch {
    return null;
  }
}
