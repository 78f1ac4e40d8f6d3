/**
 * Which parts of the page frame a path shows: the chat button and the cookie notice are left out on
 * configured paths. A listed path covers itself and everything under it (`/cart` and `/cart/x`, not `/carton`).
 */
import { CHAT_HIDDEN_PATHS } from './site-constants.ts';

export function pathIsUnder(pathname: string, paths: readonly string[]): boolean {
  return paths.some((path) => {
    const base = path.replace(/\/+$/, '');
    return pathname === base || pathname.startsWith(`${base}/`);
  });
}

export function showsChat(pathname: string): boolean {
  return !pathIsUnder(pathname, CHAT_HIDDEN_PATHS);
}

/** COOKIE_NOTICE_SKIP_PATHS: comma-separated paths, each starting with a slash; others are ignored. */
export function parsePathList(raw: string | undefined, fallback: readonly string[]): string[] {
  if (raw === undefined) return [...fallback];
  return raw
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path.startsWith('/') && !path.startsWith('//'));
}
