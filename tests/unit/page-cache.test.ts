import { createHash, randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  PageCache,
  pageKey,
  scriptHash,
  storableFor,
  withScriptHashes,
  type PageRequest,
} from '../../server/page-cache.ts';
import { chooseEncoding } from '../../app/models/content-encoding.ts';
import { effectiveCacheControl } from '../../app/models/http-cache.ts';

const NONCE = 'bm9uY2Utb2YtdGhlLXBhZ2U+Lw==';
const html = (extra: Record<string, string> = {}) =>
  new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, must-revalidate, s-maxage=900',
    vary: 'Cookie',
    'content-security-policy': `default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`,
    ...extra,
  });
const page = `<html><script nonce="${NONCE}">1</script><link rel="modulepreload" nonce="${NONCE}"></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const request = (
  headers: Record<string, string> = {},
  method = 'GET',
  url = 'http://shop.test/category/chocolate',
): PageRequest => ({
  method,
  url,
  header: (name) => headers[name],
});

function cache(options: { maxBytes?: number; now?: () => number; generation?: () => number } = {}) {
  return new PageCache({
    maxBytes: options.maxBytes ?? 1_000_000,
    ttlSeconds: 300,
    generation: options.generation ?? (() => 0),
    now: options.now,
  });
}

describe('what the rendered-page cache keeps', () => {
  it('keeps a public HTML page that sets no cookie, for the catalog TTL or its s-maxage if shorter', () => {
    expect(storableFor({ status: 200, headers: html() }, 300)).toBe(300);
    expect(storableFor({ status: 200, headers: html({ 'cache-control': 'public, s-maxage=60' }) }, 300)).toBe(60);
  });

  it('keeps nothing private, personal, failed or varying on what it cannot key on', () => {
    expect(storableFor({ status: 200, headers: html({ 'cache-control': 'private, no-store' }) }, 300)).toBe(0);
    expect(storableFor({ status: 200, headers: html({ 'set-cookie': '__session=abc' }) }, 300)).toBe(0);
    expect(storableFor({ status: 404, headers: html() }, 300)).toBe(0);
    expect(storableFor({ status: 302, headers: html() }, 300)).toBe(0);
    expect(storableFor({ status: 200, headers: html({ 'content-type': 'application/json' }) }, 300)).toBe(0);
    expect(storableFor({ status: 200, headers: html({ vary: 'Cookie, User-Agent' }) }, 300)).toBe(0);
    expect(storableFor({ status: 200, headers: html({ vary: '*' }) }, 300)).toBe(0);
  });

  it('keys a page on its URL and the cookies it varies on; only GETs', () => {
    expect(pageKey(request())).toBe(pageKey(request()));
    expect(pageKey(request({ cookie: '__session=abc' }))).not.toBe(pageKey(request()));
    expect(pageKey(request({ 'save-data': 'on' }))).not.toBe(pageKey(request()));
    expect(pageKey(request({}, 'GET', 'http://other.test/category/chocolate'))).not.toBe(pageKey(request()));
    expect(pageKey(request({}, 'POST'))).toBeNull();
  });

  it('answers a HEAD from the GET’s page', () => {
    expect(pageKey(request({}, 'HEAD'))).toBe(pageKey(request()));
  });
});

describe('a kept page’s script policy', () => {
  const policy = `default-src 'self'; script-src 'self' 'nonce-${NONCE}' https://chat.example; style-src 'self' 'unsafe-inline'`;
  const rendered = [
    '<!DOCTYPE html><html><head>',
    `<link rel="modulepreload" href="/assets/root.js" nonce="${NONCE}"/>`,
    `<script type="application/ld+json" nonce="${NONCE}">{"@type":"Product","name":"Truffles \\u003c3"}</script>`,
    '</head><body><p>Truffles &lt;script&gt;</p>',
    `<script nonce="${NONCE}">window.__reactRouterContext = {"a":1};</script>`,
    `<script nonce="${NONCE}" type="module" async="">import "/assets/entry.client.js";</script>`,
    `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script>`,
    `<script nonce="${NONCE}">window.__reactRouterContext = {"a":1};</script>`,
    '</body></html>',
  ].join('');

  it('replaces the nonce with the hash of every inline script the browser runs, and takes the nonce attributes out', () => {
    const kept = withScriptHashes(rendered, policy)!;
    expect(kept.body).not.toContain('nonce');
    expect(kept.body).toBe(rendered.split(` nonce="${NONCE}"`).join(''));
    const hashes = [
      sha256('window.__reactRouterContext = {"a":1};'),
      sha256('import "/assets/entry.client.js";'),
      sha256('window.__reactRouterContext.streamController.close();'),
    ];
    // Once each, in page order; the rest of the policy as rendered.
    expect(kept.policy).toBe(
      `default-src 'self'; script-src 'self' ${hashes.join(' ')} https://chat.example; style-src 'self' 'unsafe-inline'`,
    );
  });

  it('leaves the JSON-LD data block out: the browser never runs it, so the policy never checks it', () => {
    const kept = withScriptHashes(rendered, policy)!;
    expect(kept.policy).not.toContain(sha256('{"@type":"Product","name":"Truffles \\u003c3"}'));
    expect(kept.body).toContain('<script type="application/ld+json">');
  });

  it('hashes a script’s text as the browser reads it (CR LF read as LF)', () => {
    expect(scriptHash('a();\r\nb();\rc();')).toBe(sha256('a();\nb();\nc();'));
    expect(withScriptHashes(`<script nonce="${NONCE}">a();\r\nb();</script>`, policy)!.policy).toContain(
      sha256('a();\nb();'),
    );
  });

  it('needs no hash for this origin’s own script files, and leaves a page without a nonce (development) as it is', () => {
    expect(withScriptHashes(`<script src="/assets/a.js" nonce="${NONCE}"></script>`, policy)).toEqual({
      body: '<script src="/assets/a.js"></script>',
      policy: policy.replace(` 'nonce-${NONCE}'`, ''),
    });
    expect(withScriptHashes(rendered, "default-src 'self'")).toEqual({ body: rendered, policy: "default-src 'self'" });
  });

  it('keeps no page whose scripts the hashes might not describe exactly', () => {
    // The nonce used elsewhere than in a nonce attribute (a script reading it, say).
    expect(withScriptHashes(`<script nonce="${NONCE}">use("${NONCE}")</script>`, policy)).toBeNull();
    // A script from another origin, which only the nonce admitted.
    expect(withScriptHashes(`<script src="https://cdn.example/a.js" nonce="${NONCE}"></script>`, policy)).toBeNull();
    expect(withScriptHashes(`<script src="//cdn.example/a.js" nonce="${NONCE}"></script>`, policy)).toBeNull();
    // Text in which the browser's parser may end the script elsewhere than at the first end tag.
    expect(withScriptHashes(`<script nonce="${NONCE}">a("<!--<script>")</script>b()</script>`, policy)).toBeNull();
  });
});

describe('serving a kept page', () => {
  it('sends the stored copy under script hashes, with Vary naming Accept-Encoding, and its Brotli and gzip copies once made', async () => {
    const pages = cache();
    const key = pageKey(request())!;
    const body = `<html><body>${'<p>Chocolate</p>'.repeat(200)}<script nonce="${NONCE}">1</script></body></html>`;
    const stored = pages.put(key, { status: 200, headers: html() }, body);
    expect(stored).not.toBeNull();
    const kept = pages.get(key)!;
    const headers = new Map(kept.headers);
    expect(headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' ${sha256('1')} 'strict-dynamic'`,
    );
    expect(kept.headers.filter(([name]) => name === 'vary')).toEqual([['vary', 'Cookie, Accept-Encoding']]);
    expect(kept.body.toString()).toBe(body.replace(` nonce="${NONCE}"`, ''));
    // Until the copies are made, the compression middleware compresses each hit (as for a rendered page).
    expect(chooseEncoding('gzip, deflate, br, zstd', kept.encodings)).toBeNull();
    await stored;
    expect(chooseEncoding('gzip, deflate, br, zstd', kept.encodings)).toBe('br');
    expect(chooseEncoding('br;q=0, gzip', kept.encodings)).toBe('gzip');
    expect(chooseEncoding('identity', kept.encodings)).toBeNull();
    expect(brotliDecompressSync(kept.copies.br!)).toEqual(kept.body);
    expect(gunzipSync(kept.copies.gzip!)).toEqual(kept.body);
    expect(pages.size()).toEqual({
      pages: 1,
      bytes: kept.body.length + kept.copies.br!.length + kept.copies.gzip!.length,
    });
  });

  it('keeps a Vary that names Accept-Encoding as it is, and adds one where the page has none', () => {
    const pages = cache();
    const key = pageKey(request())!;
    void pages.put(key, { status: 200, headers: html({ vary: 'Cookie, accept-encoding' }) }, page);
    expect(pages.get(key)!.headers.filter(([name]) => name === 'vary')).toEqual([['vary', 'Cookie, accept-encoding']]);
    const bare = html();
    bare.delete('vary');
    void pages.put(key, { status: 200, headers: bare }, page);
    expect(pages.get(key)!.headers.filter(([name]) => name === 'vary')).toEqual([['vary', 'Accept-Encoding']]);
  });

  it('adds no copies to a page replaced or dropped while they were made', async () => {
    const pages = cache();
    const key = pageKey(request())!;
    const first = pages.put(key, { status: 200, headers: html() }, 'first '.repeat(100));
    const second = pages.put(key, { status: 200, headers: html() }, 'second '.repeat(100));
    await Promise.all([first, second]);
    const kept = pages.get(key)!;
    expect(kept.body.toString()).toBe('second '.repeat(100));
    expect(pages.size().bytes).toBe(kept.bytes);
    expect(kept.bytes).toBe(kept.body.length + kept.copies.br!.length + kept.copies.gzip!.length);
  });

  it('never answers another visitor’s key: a session’s request does not find the anonymous page', () => {
    const pages = cache();
    pages.put(pageKey(request())!, { status: 200, headers: html() }, page);
    expect(pages.get(pageKey(request({ cookie: '__session=abc' }))!)).toBeNull();
  });

  it('expires with the catalog TTL and with the catalog cache’s clearing', () => {
    let now = 1_000_000;
    let generation = 0;
    const pages = cache({ now: () => now, generation: () => generation });
    const key = pageKey(request())!;
    pages.put(key, { status: 200, headers: html() }, page);
    now += 299_000;
    expect(pages.get(key)).not.toBeNull();
    now += 1_000;
    expect(pages.get(key)).toBeNull();
    pages.put(key, { status: 200, headers: html() }, page);
    generation += 1;
    expect(pages.get(key)).toBeNull();
    expect(pages.size()).toEqual({ pages: 0, bytes: 0 });
  });

  it('holds at most its bytes, the least recently used pages going first', () => {
    const body = 'x'.repeat(100);
    const pages = cache({ maxBytes: 800 });
    const keyOf = (n: number) => pageKey(request({}, 'GET', `http://shop.test/product/${n}`))!;
    for (let n = 0; n < 8; n += 1) void pages.put(keyOf(n), { status: 200, headers: html() }, body);
    expect(pages.get(keyOf(0))).not.toBeNull();
    void pages.put(keyOf(8), { status: 200, headers: html() }, body);
    expect(pages.size()).toEqual({ pages: 8, bytes: 800 });
    expect(pages.get(keyOf(1))).toBeNull();
    expect(pages.get(keyOf(0))).not.toBeNull();
    expect(pages.put(keyOf(9), { status: 200, headers: html() }, 'x'.repeat(101))).toBeNull();
  });

  it('counts the compressed copies in its bytes: their arrival sends the least recently used pages out', async () => {
    const pages = cache({ maxBytes: 8000 });
    const keyOf = (n: number) => pageKey(request({}, 'GET', `http://shop.test/product/${n}`))!;
    // Random text: copies about as large as the page.
    const stored = [0, 1, 2, 3].map((n) =>
      pages.put(keyOf(n), { status: 200, headers: html() }, randomBytes(750).toString('base64')),
    );
    expect(pages.size()).toEqual({ pages: 4, bytes: 4000 });
    await Promise.all(stored);
    const held = [0, 1, 2, 3].map((n) => pages.get(keyOf(n)));
    expect(held[0]).toBeNull();
    const bytes = held.reduce(
      (sum, kept) => sum + (kept ? kept.body.length + kept.copies.br!.length + kept.copies.gzip!.length : 0),
      0,
    );
    expect(pages.size()).toEqual({ pages: 3, bytes });
    expect(bytes).toBeLessThanOrEqual(8000);
  });
});

describe('a customer group’s variation', () => {
  it('is never kept: the page a route declares public leaves private when the request is personal (a signed-in customer, a preview)', () => {
    const declared = html().get('cache-control');
    const sent = effectiveCacheControl(declared, true);
    expect(storableFor({ status: 200, headers: html({ 'cache-control': sent ?? '' }) }, 300)).toBe(0);
    expect(
      storableFor(
        { status: 200, headers: html({ 'cache-control': effectiveCacheControl(declared, false) ?? '' }) },
        300,
      ),
    ).toBe(300);
  });

  it('is never served from the shared copy: the customer’s cookie is part of the key', () => {
    const pages = cache();
    pages.put(pageKey(request())!, { status: 200, headers: html() }, page);
    expect(pages.get(pageKey(request({ cookie: 'sweet_sid=customer-in-a-group' }))!)).toBeNull();
    expect(pages.get(pageKey(request({ cookie: '__content_preview=group-Fundraising.signature' }))!)).toBeNull();
  });
});
