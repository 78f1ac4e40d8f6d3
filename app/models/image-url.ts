/**
 * Catalog and content images are served from the storefront's own origin: the backend's image host
 * (a fixed base URL, e.g. the sandbox's `http://127.0.0.1:4010/images/`) is proxied under one
 * same-origin path (server/image-proxy.ts), so every visitor sees the pictures and the CSP's
 * `img-src` stays `'self'`. This module maps an upstream image URL to its same-origin path and back.
 */
import {
  IMAGE_IMMUTABLE_MAX_AGE_SECONDS,
  IMAGE_MAX_AGE_SECONDS,
  IMAGE_QUALITIES,
  RESPONSIVE_IMAGE_WIDTHS,
} from './image-constants.ts';

/** The storefront's image path: `/images/{path under the upstream base}`. */
export const IMAGE_PATH = '/images/';

/** One clean path segment: no dot segments, no encodings, no separators of other systems. */
const SEGMENT = '[A-Za-z0-9_~-][A-Za-z0-9._~-]*';
const CLEAN_PATH = new RegExp(`^${IMAGE_PATH}${SEGMENT}(?:/${SEGMENT}){0,15}$`);
/** Resizing parameters of image services (`sw=640&q=80`), short and plain. */
const CLEAN_QUERY = /^[A-Za-z0-9_.,=&-]{0,200}$/;

/**
 * The same-origin path of an image URL the backend gave (SCAPI `link`/`disBaseLink`, content
 * `image.src`, menu banners): a URL under the upstream base becomes `/images/…`; anything else
 * (a CDN of its own, listed in IMAGE_ORIGINS) is left as it is.
 */
export function sameOriginImageSrc(src: string, upstreamBase: string | undefined): string {
  if (!upstreamBase || !src.startsWith(upstreamBase)) return src;
  const rest = src.slice(upstreamBase.length);
  const [path = '', query] = rest.split('?', 2);
  const local = `${IMAGE_PATH}${path}`;
  return CLEAN_PATH.test(local) && (query === undefined || CLEAN_QUERY.test(query))
    ? `${local}${query === undefined ? '' : `?${query}`}`
    : src;
}

/** The allowed value nearest to `value` (halfway: the larger one). */
export function nearestAllowed(value: number, allowed: readonly number[]): number {
  return allowed.reduce((best, candidate) =>
    Math.abs(candidate - value) <= Math.abs(best - value) ? candidate : best,
  );
}

const sized = (allowed: readonly number[]) => (raw: string) =>
  /^\d{1,5}$/.test(raw) ? String(nearestAllowed(Number(raw), allowed)) : null;

/**
 * The image parameters passed on, in this order, and their allowed values: a version (`v`, the
 * backend's own), the spec's responsive widths (`sw`, `sh`), a fixed set of qualities (`q`) and the
 * formats (`fmt`, `jpeg` spelt `jpg`). The image service renders each variant it is asked for, so the variants of a picture
 * are bounded: other parameters are dropped and other values become the nearest allowed ones.
 */
const IMAGE_PARAMETERS: Array<[name: string, allowed: (raw: string) => string | null]> = [
  ['v', (raw) => (/^[A-Za-z0-9._-]{1,40}$/.test(raw) ? raw : null)],
  ['sw', sized(RESPONSIVE_IMAGE_WIDTHS)],
  ['sh', sized(RESPONSIVE_IMAGE_WIDTHS)],
  ['q', sized(IMAGE_QUALITIES)],
  ['fmt', (raw) => (/^(png|jpg|webp)$/.test(raw) ? raw : raw === 'jpeg' ? 'jpg' : null)],
];

/**
 * The canonical form of an image request's query (IMAGE_PARAMETERS), or null when
 * it is not one: not clean, or a parameter's value is not of its kind (`sw=abc`). A query the storefront
 * emits (`sw=640&q=80`) is its own canonical form; the proxy redirects any other to it.
 */
export function canonicalImageQuery(rawQuery: string): string | null {
  if (!CLEAN_QUERY.test(rawQuery)) return null;
  const given = new Map<string, string>();
  for (const pair of rawQuery.split('&')) {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    if (!given.has(name)) given.set(name, at < 0 ? '' : pair.slice(at + 1));
  }
  const kept: string[] = [];
  for (const [name, allowed] of IMAGE_PARAMETERS) {
    const raw = given.get(name);
    if (raw === undefined) continue;
    const value = allowed(raw);
    if (value === null) return null;
    kept.push(`${name}=${value}`);
  }
  return kept.join('&');
}

/**
 * The upstream URL a same-origin image request stands for, or null when the request is not a clean
 * image path (traversal, encoded characters, another host's URL) with a canonical query
 * (canonicalImageQuery): the proxy only ever asks its one upstream, for paths below its base, for a
 * bounded set of variants.
 */
export function upstreamImageUrl(rawPath: string, rawQuery: string, upstreamBase: string): string | null {
  if (!CLEAN_PATH.test(rawPath) || canonicalImageQuery(rawQuery) !== rawQuery) return null;
  const url = new URL(`${upstreamBase}${rawPath.slice(IMAGE_PATH.length)}${rawQuery ? `?${rawQuery}` : ''}`);
  const base = new URL(upstreamBase);
  return url.origin === base.origin && url.pathname.startsWith(base.pathname) ? url.href : null;
}

/** A versioned image URL (a `dw…` version segment or a `v=` parameter) never changes; others are kept a day. */
export function imageCacheControl(path: string, query: string): string {
  const versioned = /\/dw[0-9a-f]{6,}\//.test(path) || /(^|&)v=/.test(query);
  return versioned
    ? `public, max-age=${IMAGE_IMMUTABLE_MAX_AGE_SECONDS}, immutable`
    : `public, max-age=${IMAGE_MAX_AGE_SECONDS}`;
}

/** Image types passed through; anything else from the upstream (HTML, JSON, scripts) is refused. */
export function isImageContentType(contentType: string | null): boolean {
  return /^image\/(png|jpeg|gif|webp|avif|svg\+xml)(\s*;|$)/i.test(contentType ?? '');
}

/**
 * The image host serves PDFs too (the sales materials' "View PDF", the digital catalog's "Download PDF"): a path
 * ending in `.pdf` passes a PDF through, and only a PDF; every other path only an image.
 */
export function isPdfPath(path: string): boolean {
  return path.toLowerCase().endsWith('.pdf');
}

/** Whether the upstream's answer for this path may be passed on. */
export function isAssetContentType(path: string, contentType: string | null): boolean {
  return isPdfPath(path) ? /^application\/pdf(\s*;|$)/i.test(contentType ?? '') : isImageContentType(contentType);
}
