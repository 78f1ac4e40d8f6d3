/**
 * The rendered-page cache: anonymous catalog pages (home, listings, search, product pages) rendered
 * once and served from memory until the catalog data they were made of may have changed.
 *
 * It stores only what the app itself declares shareable — a 200 HTML answer to a GET whose
 * Cache-Control is `public` and which sets no cookie (app/models/http-cache.ts: a request with a
 * session, a preview or a customer group never gets one) — and it keys each page on everything the
 * app says it varies on (Vary: the request's cookies), so it is exactly as safe as a shared HTTP cache
 * in front of the server would be. Each hit gets a fresh CSP nonce, substituted in the header and in
 * every nonce attribute of the page, so the strict script policy holds for cached pages too.
 *
 * Pages live as long as the catalog cache's answers (the same TTL) and no longer than the answer's own
 * s-maxage; the catalog cache's generation (app/services/cache.server.ts) is part of the entry, so
 * clearing that cache drops the pages made from it. Memory is bounded by bytes; the least recently
 * used pages go first.
 */
import { randomBytes } from 'node:crypto';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** The CSP nonce the page was rendered with ('' when the page carries none, as in development). */
  nonce: string;
  storedAt: number;
  expiresAt: number;
  generation: number;
  bytes: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlSeconds: number;
  /** The catalog cache's generation: pages made before it last changed are not served. */
  generation: () => number;
  now?: () => number;
}

/** Request headers a page may vary on, which the key holds; a page varying on anything else is not stored. */
const KEYED_VARY = ['cookie', 'save-data'];
/** Accept-Encoding is the compression's own (applied after this cache, to what it sends). */
const ALLOWED_VARY = new Set([...KEYED_VARY, 'accept-encoding']);

export interface PageRequest {
  method: string;
  /** Scheme, host and path with query: the page's identity (one site and locale per host and path). */
  url: string;
  header: (name: string) => string | undefined;
}

export interface PageAnswer {
  status: number;
  headers: Headers;
}

/** The cache key: the URL and the values of every header the app varies pages on. */
export function pageKey(request: PageRequest): string | null {
  if (request.method !== 'GET') return null;
  return [request.url, ...KEYED_VARY.map((name) => `${name}=${request.header(name) ?? ''}`)].join('\n');
}

/** How long an answer may be kept here (seconds), or 0 when it must not be. */
export function storableFor(answer: PageAnswer, ttlSeconds: number): number {
  if (answer.status !== 200) return 0;
  if (answer.headers.has('set-cookie')) return 0;
  if (!(answer.headers.get('content-type') ?? '').startsWith('text/html')) return 0;
  const cacheControl = answer.headers.get('cache-control') ?? '';
  if (!/\bpublic\b/.test(cacheControl) || /\b(no-store|private|no-cache)\b/.test(cacheControl)) return 0;
  const vary = (answer.headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => name === '*' || !ALLOWED_VARY.has(name))) return 0;
  const shared = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /\bmax-age=(\d+)/.exec(cacheControl);
  return Math.min(ttlSeconds, shared ? Number(shared[1]) : ttlSeconds);
}

/** The nonce of a Content-Security-Policy header ('' without one). */
export function policyNonce(policy: string | null): string {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy ?? '')?.[1] ?? '';
}

/** The page as this response sends it: its nonce replaced with a fresh one everywhere it appears. */
export function withFreshNonce(page: CachedPage, nonce: string = randomBytes(16).toString('base64')): { headers: [string, string][]; body: string } {
  if (!page.nonce) return { headers: page.headers, body: page.body };
  const swap = (text: string) => text.split(page.nonce).join(nonce);
  return { headers: page.headers.map(([name, value]) => [name, name === 'content-security-policy' ? swap(value) : value]), body: swap(page.body) };
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string): CachedPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (page.expiresAt <= this.now() || page.generation !== this.options.generation()) {
      this.drop(key);
      return null;
    }
    // Most recently used last (Map order is insertion order).
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** Whether the answer may be kept (before its body is read). */
  accepts(answer: PageAnswer): boolean {
    return storableFor(answer, this.options.ttlSeconds) > 0;
  }

  /** Keeps the page when the answer allows it (and it is not larger than an eighth of the cache); says whether it did. */
  put(key: string, answer: PageAnswer, body: string): boolean {
    const seconds = storableFor(answer, this.options.ttlSeconds);
    const bytes = Buffer.byteLength(body);
    if (seconds <= 0 || bytes > this.options.maxBytes / 8) return false;
    const headers = [...answer.headers].filter(([name]) => name !== 'content-length' && name !== 'date');
    const now = this.now();
    this.drop(key);
    this.pages.set(key, {
      status: answer.status,
      headers,
      body,
      nonce: policyNonce(answer.headers.get('content-security-policy')),
      storedAt: now,
      expiresAt: now + seconds * 1000,
      generation: this.options.generation(),
      bytes,
    });
    this.bytes += bytes;
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.drop(oldest);
    }
    return true;
  }

  /** Pages held and their bytes (for tests and the bench). */
  size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  private drop(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.bytes -= page.bytes;
    this.pages.delete(key);
  }
}
