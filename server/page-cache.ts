/**
 * The rendered-page cache: anonymous catalog pages (home, listings, search, product pages) rendered
 * once and served from memory until the catalog data they were made of may have changed.
 *
 * It stores only what the app itself declares shareable — a 200 HTML answer to a GET whose
 * Cache-Control is `public` and which sets no cookie (app/models/http-cache.ts: a request with a
 * session, a preview or a customer group never gets one) — and it keys each page on everything the
 * app says it varies on (Vary: the request's cookies), so it is exactly as safe as a shared HTTP cache
 * in front of the server would be.
 *
 * A hit is the cheapest answer the server gives, so nothing is redone per hit: the stored copy trades
 * its CSP nonce for the hashes of its inline scripts (a nonce sent twice is no nonce; the hashes admit
 * exactly the scripts the page holds and nothing injected later), and its Brotli and gzip copies are
 * made once, off the request path, to be sent as they are.
 *
 * Pages live as long as the catalog cache's answers (the same TTL) and no longer than the answer's own
 * s-maxage; the catalog cache's generation (app/services/cache.server.ts) is part of the entry, so
 * clearing that cache drops the pages made from it. Memory is bounded by bytes (the page and its
 * compressed copies); the least recently used pages go first.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PrecompressedEncoding } from '../app/models/content-encoding.ts';

export interface CachedPage {
  status: number;
  /** The answer's headers as every copy is sent with them: script hashes for the nonce, Vary naming Accept-Encoding. */
  headers: [string, string][];
  /** The page as sent without a content coding. */
  body: Buffer;
  /** Its compressed copies, once made (until then the compression middleware compresses each hit, as for a rendered page). */
  copies: Partial<Record<PrecompressedEncoding, Buffer>>;
  /** The encodings `copies` holds, best first (models/content-encoding.ts chooses among them). */
  encodings: PrecompressedEncoding[];
  storedAt: number;
  expiresAt: number;
  generation: number;
  /** The page's and its copies' bytes. */
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
/** Accept-Encoding is answered by the copy each hit picks (or by the compression middleware). */
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

/** The cache key: the URL and the values of every header the app varies pages on. A HEAD is answered from its GET's page. */
export function pageKey(request: PageRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  return [request.url, ...KEYED_VARY.map((name) => `${name}=${request.header(name) ?? ''}`)].join('\n');
}

/** How long an answer may be kept here (seconds), or 0 when it must not be. */
export function storableFor(answer: PageAnswer, ttlSeconds: number): number {
  if (answer.status !== 200) return 0;
  if (answer.headers.has('set-cookie')) return 0;
  if (!(answer.headers.get('content-type') ?? '').startsWith('text/html')) return 0;
  const cacheControl = answer.headers.get('cache-control') ?? '';
  if (!/\bpublic\b/.test(cacheControl) || /\b(no-store|private|no-cache)\b/.test(cacheControl)) return 0;
  const vary = varyNames(answer.headers.get('vary'));
  if (vary.some((name) => name === '*' || !ALLOWED_VARY.has(name))) return 0;
  const shared = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /\bmax-age=(\d+)/.exec(cacheControl);
  return Math.min(ttlSeconds, shared ? Number(shared[1]) : ttlSeconds);
}

function varyNames(vary: string | null): string[] {
  return (vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/** The nonce of a Content-Security-Policy header ('' without one). */
export function policyNonce(policy: string | null): string {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy ?? '')?.[1] ?? '';
}

/**
 * Every `<script>` element: its attributes and its text up to the end tag. React's markup quotes every
 * attribute and escapes `>` in it, so the first `>` ends the start tag.
 */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;

/** The CSP source that admits an inline script: the SHA-256 of its text as the browser reads it (line breaks normalized). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`;
}

/**
 * The page and policy a stored copy is sent with: the nonce attributes taken out of the page and, in the
 * policy, the nonce replaced by the hash of each inline script the browser runs (JSON data blocks, like
 * the product's JSON-LD, are never run, so the policy never checks them); everything else in the
 * policy stays as rendered. Null — the page is not stored — when that could admit less or more than the
 * rendered page did: the nonce used anywhere but in a nonce attribute, a script whose end the browser
 * may find elsewhere (`<!--` or `<script` inside it), or an external script from another origin.
 */
export function withScriptHashes(body: string, policy: string): { body: string; policy: string } | null {
  const nonce = policyNonce(policy);
  if (!nonce) return { body, policy };
  const page = body.split(` nonce="${nonce}"`).join('');
  if (page.includes(nonce)) return null;
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of page.matchAll(SCRIPT_ELEMENT)) {
    if (/<!--|<script/i.test(text)) return null;
    const src = /\ssrc\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    if (src !== undefined) {
      // This origin's own scripts stay admitted by 'self'.
      if (!/^\/(?![/\\])/.test(src)) return null;
      continue;
    }
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim() ?? '';
    if (/[/+]json$/i.test(type)) continue;
    hashes.add(scriptHash(text));
  }
  return { body: page, policy: policy.replace(` 'nonce-${nonce}'`, [...hashes].map((hash) => ` ${hash}`).join('')) };
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * A stored page's Brotli and gzip copies, made once on the thread pool. Brotli quality 7: a product
 * page compresses in about 2 ms to some 9% smaller than the on-the-fly compression's quality 4; 9 and
 * above cost 40–200 times as much for 1–10% less.
 */
async function compressedCopies(body: Buffer): Promise<Record<PrecompressedEncoding, Buffer>> {
  const [br, gz] = await Promise.all([
    compressBrotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 7, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    compressGzip(body, { level: 6 }),
  ]);
  return { br, gzip: gz };
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

  /**
   * Keeps the page when the answer allows it (and it is not larger than an eighth of the cache). Null
   * when it did not; else a promise, which never rejects, that settles once the compressed copies are in.
   */
  put(key: string, answer: PageAnswer, body: string): Promise<void> | null {
    const seconds = storableFor(answer, this.options.ttlSeconds);
    if (seconds <= 0) return null;
    const policy = answer.headers.get('content-security-policy');
    const hashed = policy === null ? { body, policy: '' } : withScriptHashes(body, policy);
    if (!hashed) return null;
    const identity = Buffer.from(hashed.body);
    if (identity.length > this.options.maxBytes / 8) return null;
    const varies = varyNames(answer.headers.get('vary')).includes('accept-encoding');
    const headers: [string, string][] = varies || answer.headers.has('vary') ? [] : [['vary', 'Accept-Encoding']];
    for (const [name, value] of answer.headers) {
      if (name === 'content-length' || name === 'date') continue;
      headers.push([
        name,
        name === 'content-security-policy'
          ? hashed.policy
          : name === 'vary' && !varies
            ? `${value}, Accept-Encoding`
            : value,
      ]);
    }
    const now = this.now();
    const page: CachedPage = {
      status: answer.status,
      headers,
      body: identity,
      copies: {},
      encodings: [],
      storedAt: now,
      expiresAt: now + seconds * 1000,
      generation: this.options.generation(),
      bytes: identity.length,
    };
    this.hold(key, page);
    return compressedCopies(identity).then(
      (copies) => {
        // Dropped or replaced meanwhile: nothing to add to.
        if (this.pages.get(key) !== page) return;
        page.copies = copies;
        page.encodings = ['br', 'gzip'];
        const added = copies.br.length + copies.gzip.length;
        page.bytes += added;
        this.bytes += added;
        this.trim();
      },
      // Without copies the page is still served, compressed per hit as rendered pages are.
      (error: unknown) => console.error(error),
    );
  }

  /** Pages held and their bytes (for tests and the bench). */
  size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  private hold(key: string, page: CachedPage): void {
    this.drop(key);
    this.pages.set(key, page);
    this.bytes += page.bytes;
    this.trim();
  }

  private trim(): void {
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.bytes -= page.bytes;
    this.pages.delete(key);
  }
}
