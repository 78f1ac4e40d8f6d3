import { describe, expect, it } from 'vitest';
import { PageCache, pageKey, policyNonce, storableFor, withFreshNonce, type PageRequest } from '../../server/page-cache.ts';
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
const request = (headers: Record<string, string> = {}, method = 'GET', url = 'http://shop.test/category/chocolate'): PageRequest => ({
  method,
  url,
  header: (name) => headers[name],
});

function cache(options: { maxBytes?: number; now?: () => number; generation?: () => number } = {}) {
  return new PageCache({ maxBytes: options.maxBytes ?? 1_000_000, ttlSeconds: 300, generation: options.generation ?? (() => 0), now: options.now });
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
    expect(pageKey(request({}, 'HEAD'))).toBeNull();
  });
});

describe('serving a kept page', () => {
  it('gives every response a fresh nonce, in the policy and in every attribute of the page', () => {
    const pages = cache();
    const key = pageKey(request())!;
    expect(pages.put(key, { status: 200, headers: html() }, page)).toBe(true);
    const kept = pages.get(key)!;
    expect(kept.nonce).toBe(NONCE);
    const first = withFreshNonce(kept);
    const second = withFreshNonce(kept);
    const nonceOf = (sent: typeof first) => policyNonce(new Map(sent.headers).get('content-security-policy') ?? null);
    expect(nonceOf(first)).not.toBe(NONCE);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.body).not.toContain(NONCE);
    expect(first.body.split(`nonce="${nonceOf(first)}"`)).toHaveLength(3);
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
    for (let n = 0; n < 8; n += 1) pages.put(keyOf(n), { status: 200, headers: html() }, body);
    expect(pages.get(keyOf(0))).not.toBeNull();
    pages.put(keyOf(8), { status: 200, headers: html() }, body);
    expect(pages.size()).toEqual({ pages: 8, bytes: 800 });
    expect(pages.get(keyOf(1))).toBeNull();
    expect(pages.get(keyOf(0))).not.toBeNull();
    expect(pages.put(keyOf(9), { status: 200, headers: html() }, 'x'.repeat(101))).toBe(false);
  });
});

describe('a customer group’s variation', () => {
  it('is never kept: the page a route declares public leaves private when the request is personal (a signed-in customer, a preview)', () => {
    const declared = html().get('cache-control');
    const sent = effectiveCacheControl(declared, true);
    expect(storableFor({ status: 200, headers: html({ 'cache-control': sent ?? '' }) }, 300)).toBe(0);
    expect(storableFor({ status: 200, headers: html({ 'cache-control': effectiveCacheControl(declared, false) ?? '' }) }, 300)).toBe(300);
  });

  it('is never served from the shared copy: the customer’s cookie is part of the key', () => {
    const pages = cache();
    pages.put(pageKey(request())!, { status: 200, headers: html() }, page);
    expect(pages.get(pageKey(request({ cookie: 'sweet_sid=customer-in-a-group' }))!)).toBeNull();
    expect(pages.get(pageKey(request({ cookie: '__content_preview=group-Fundraising.signature' }))!)).toBeNull();
  });
});
