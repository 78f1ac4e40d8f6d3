/**
 * The storefront's own image path: `GET /images/{path}` answers with the image at
 * `{IMAGE_UPSTREAM_URL}{path}` (the backend's image host, e.g. the sandbox's `/images/`), so pages
 * show pictures from their own origin to every visitor and the CSP's img-src stays 'self'.
 * Not an open proxy: one fixed upstream, clean paths below it only (models/image-url.ts), GET and
 * HEAD only, image content types only, bounded in size and time. Recent images stay in memory.
 * Only a bounded set of variants is asked for: another query is redirected to its canonical form
 * (models/image-url.ts canonicalImageQuery), and the shopper's address goes along (X-Forwarded-For) so
 * the image service can share its renditions out per shopper; its 503 (busy) reaches the shopper as one.
 */
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import {
  IMAGE_CACHE_MAX_BYTES,
  IMAGE_CACHE_MAX_ENTRIES,
  IMAGE_MAX_AGE_SECONDS,
  IMAGE_MAX_BYTES,
  IMAGE_UPSTREAM_TIMEOUT_MS,
} from '../app/models/image-constants.ts';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../app/models/edge-constants.ts';
import {
  canonicalImageQuery,
  imageCacheControl,
  isAssetContentType,
  isPdfPath,
  upstreamImageUrl,
} from '../app/models/image-url.ts';

interface StoredImage {
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

/** What an image answer carries besides its type: opened on its own (an SVG), it may run nothing. */
const IMAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
};
/** A PDF is shown by the browser's own viewer, which a sandboxing CSP would block; it stays a PDF (nosniff). */
const PDF_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' };

/** Recent images, each until its max-age; past either ceiling the least recently used go. */
const imageCache = () =>
  new LRUCache<string, StoredImage>({
    max: IMAGE_CACHE_MAX_ENTRIES,
    maxSize: IMAGE_CACHE_MAX_BYTES,
    sizeCalculation: (image) => Math.max(1, image.body.length),
  });

class UpstreamRefused extends Error {
  constructor(
    readonly status: number,
    readonly retryAfter?: string,
  ) {
    super(`image upstream: ${status}`);
  }
}

/** The upstream's image (or PDF, for a `.pdf` path), refused unless it is bounded and of an allowed type. */
async function fetchImage(
  url: string,
  path: string,
  client: string | undefined,
  timeoutMs: number,
): Promise<{ body: Buffer; contentType: string }> {
  const accept = isPdfPath(path) ? 'application/pdf' : 'image/*';
  const headers: Record<string, string> = { accept, ...(client ? { 'x-forwarded-for': client } : {}) };
  const response = await fetch(url, { redirect: 'manual', headers, signal: AbortSignal.timeout(timeoutMs) });
  if (response.status === 404 || response.status === 410) throw new UpstreamRefused(404);
  if (response.status === 503)
    throw new UpstreamRefused(
      503,
      /^\d{1,4}$/.exec(response.headers.get('retry-after') ?? '')?.[0] ?? String(OVERLOAD_RETRY_AFTER_SECONDS),
    );
  const contentType = response.headers.get('content-type');
  if (response.status !== 200 || !isAssetContentType(path, contentType)) throw new UpstreamRefused(502);
  if (Number(response.headers.get('content-length') ?? 0) > IMAGE_MAX_BYTES) throw new UpstreamRefused(502);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > IMAGE_MAX_BYTES) throw new UpstreamRefused(502);
    chunks.push(chunk);
  }
  return { body: Buffer.concat(chunks), contentType: contentType! };
}

const maxAgeMs = (cacheControl: string) => Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0) * 1000;

/** Mounted at `/images`; without an upstream (no image host configured) it leaves the path to the app (404). */
export function imageProxy(
  upstreamBase: string | undefined,
  { timeoutMs = IMAGE_UPSTREAM_TIMEOUT_MS } = {},
): RequestHandler {
  const cache = imageCache();
  return async (request, response, next) => {
    if (!upstreamBase) return next();
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method Not Allowed');
      return;
    }
    // The raw request target, before anything decodes or normalises it: encoded dots or slashes never pass.
    const target = request.originalUrl;
    const queryAt = target.indexOf('?');
    const path = queryAt < 0 ? target : target.slice(0, queryAt);
    const query = queryAt < 0 ? '' : target.slice(queryAt + 1);
    const canonical = canonicalImageQuery(query);
    const upstream = canonical === null ? null : upstreamImageUrl(path, canonical, upstreamBase);
    if (!upstream) {
      response.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not Found');
      return;
    }
    if (canonical !== query) {
      response
        .status(301)
        .set({
          Location: `${path}${canonical ? `?${canonical}` : ''}`,
          'Cache-Control': `public, max-age=${IMAGE_MAX_AGE_SECONDS}`,
        })
        .end();
      return;
    }
    let image = cache.get(upstream);
    if (!image) {
      try {
        const fetched = await fetchImage(upstream, path, request.ip, timeoutMs);
        const cacheControl = imageCacheControl(path, query);
        image = { ...fetched, cacheControl };
        // lru-cache reads a ttl of 0 as "forever": an image without a max-age is not kept.
        const ttl = maxAgeMs(cacheControl);
        if (ttl > 0) cache.set(upstream, image, { ttl });
      } catch (error) {
        const status =
          error instanceof UpstreamRefused
            ? error.status
            : error instanceof Error && error.name === 'TimeoutError'
              ? 504
              : 502;
        const retryAfter =
          error instanceof UpstreamRefused && error.retryAfter ? { 'Retry-After': error.retryAfter } : {};
        response
          .status(status)
          .set({ 'Cache-Control': 'no-store', ...retryAfter })
          .type('text/plain')
          .send(status === 404 ? 'Not Found' : status === 503 ? 'Service Unavailable' : 'Bad Gateway');
        return;
      }
    }
    response
      .set({
        ...(isPdfPath(path) ? PDF_HEADERS : IMAGE_HEADERS),
        'Content-Type': image.contentType,
        'Cache-Control': image.cacheControl,
      })
      .send(image.body);
  };
}
