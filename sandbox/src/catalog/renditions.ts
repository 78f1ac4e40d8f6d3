import { invalidParameter } from '../http/problem.ts';
import type { RasterFormat, RenditionRequest } from './rasterize.ts';

export type { RasterFormat, RenditionRequest } from './rasterize.ts';

/**
 * Raster renditions of the generated SVG product images, as B2C Commerce's image service (DIS) serves
 * them under `disBaseLink`: PNG, JPEG or WebP, scaled by the common transformation parameters `sw`, `sh`
 * (fit inside, aspect kept), `q` (JPEG/WebP quality) and `fmt`. Rendered on first request by a worker
 * (catalog/rendition-pool.ts, catalog/rasterize.ts) and kept in a bounded cache. Only a fixed set of
 * sizes and qualities is rendered — the spec's responsive widths and a few qualities — so nobody can
 * make the service render (and every cache keep) thousands of variants of one picture; another value
 * is redirected to the nearest allowed one, which keeps old links working.
 */

/** Catalog spec §9 (images): the responsive widths, for `sw` and `sh`. */
export const RENDITION_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3000] as const;
/** The qualities rendered; the storefront asks for 80 (catalog spec §9), the default. */
export const RENDITION_QUALITIES = [60, 70, 80, 90] as const;
export const DEFAULT_QUALITY = 80;
const CACHE_ENTRIES = 64;

const CONTENT_TYPES: Record<RasterFormat, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
export const renditionContentType = (format: RasterFormat) => CONTENT_TYPES[format];

const FORMATS: Record<string, RasterFormat> = { png: 'png', jpg: 'jpg', jpeg: 'jpg', webp: 'webp' };

export function parseFormat(value: string): RasterFormat | undefined {
  return FORMATS[value.toLowerCase()];
}

/** The allowed value nearest to `value` (halfway: the larger one). */
export function nearestAllowed(value: number, allowed: readonly number[]): number {
  return allowed.reduce((best, candidate) =>
    Math.abs(candidate - value) <= Math.abs(best - value) ? candidate : best,
  );
}

function sizeParam(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,5}$/.test(raw)) throw invalidParameter(name, `The parameter '${name}' must be a whole number.`);
  return Number(raw);
}

/** The transformation parameters of a request as asked (any whole numbers); `fmt` overrides the format of the file name. */
export function renditionRequest(
  fileFormat: RasterFormat,
  query: Record<string, string | undefined>,
): RenditionRequest {
  const format = query.fmt === undefined ? fileFormat : parseFormat(query.fmt);
  if (!format) throw invalidParameter('fmt', "The parameter 'fmt' must be one of png, jpg, webp.");
  if (query.q !== undefined && !/^\d{1,3}$/.test(query.q))
    throw invalidParameter('q', "The parameter 'q' must be a whole number.");
  const quality = query.q === undefined ? DEFAULT_QUALITY : Number(query.q);
  return { format, width: sizeParam('sw', query.sw), height: sizeParam('sh', query.sh), quality };
}

/** The transformation parameters that differ from the allowed ones, with the allowed values to redirect to (none: render as asked). */
export function disallowedParameters(request: RenditionRequest): Record<string, string> {
  const changes: Record<string, string> = {};
  const fix = (name: string, value: number | undefined, allowed: readonly number[]) => {
    if (value !== undefined && !allowed.includes(value)) changes[name] = String(nearestAllowed(value, allowed));
  };
  fix('sw', request.width, RENDITION_SIZES);
  fix('sh', request.height, RENDITION_SIZES);
  fix('q', request.quality, RENDITION_QUALITIES);
  return changes;
}

const cache = new Map<string, Promise<Uint8Array>>();

/**
 * The rendition of an SVG (cached: the newest CACHE_ENTRIES requests are kept; one being rendered is
 * shared by everyone asking for it), from `render` when not cached. A failed one is not kept.
 */
export function rendition(
  key: string,
  request: RenditionRequest,
  render: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const cacheKey = `${key}|${request.format}|${request.width ?? ''}|${request.height ?? ''}|${request.quality}`;
  const cached = cache.get(cacheKey);
  if (cached) {
    cache.delete(cacheKey);
    cache.set(cacheKey, cached);
    return cached;
  }
  const rendered = render();
  cache.set(cacheKey, rendered);
  rendered.catch(() => cache.delete(cacheKey));
  while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return rendered;
}
