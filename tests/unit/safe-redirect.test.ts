import { describe, expect, it } from 'vitest';
import { pathOf, refererPath, safeRedirectTarget, signInPath } from '~/models/safe-redirect.ts';

describe('safeRedirectTarget', () => {
  describe('keeps same-origin paths', () => {
    it.each([
      ['/', '/'],
      ['/account', '/account'],
      ['/account/orders', '/account/orders'],
      ['/search?q=chocolate', '/search?q=chocolate'],
      ['/search?q=chocolate&sz=24&start=12', '/search?q=chocolate&sz=24&start=12'],
      ['/product/123#pdp-reviews-section', '/product/123#pdp-reviews-section'],
      ['/cart?promo=SWEET#summary', '/cart?promo=SWEET#summary'],
      ['/search?redirect=//evil.com', '/search?redirect=//evil.com'],
    ])('%s → %s', (raw, expected) => {
      expect(safeRedirectTarget(raw)).toBe(expected);
      expect(safeRedirectTarget(raw, '/fallback')).toBe(expected);
    });

    it('percent-encodes characters a Location header cannot carry, keeping the path local', () => {
      expect(safeRedirectTarget('/search?q=gummy bears')).toBe('/search?q=gummy%20bears');
    });

    it('accepts a path of exactly 2048 characters', () => {
      const raw = `/${'a'.repeat(2047)}`;
      expect(raw).toHaveLength(2048);
      expect(safeRedirectTarget(raw, '/fallback')).toBe(raw);
    });
  });

  describe('falls back for anything else', () => {
    it.each([
      ['undefined', undefined],
      ['null', null],
      ['a number', 42],
      ['an object', { href: '/account' }],
      ['an array', ['/account']],
      ['a File-like value', new Blob(['/account'])],
    ])('non-string: %s', (_label, raw) => {
      expect(safeRedirectTarget(raw, '/fallback')).toBe('/fallback');
    });

    it.each([
      ['empty', ''],
      ['protocol-relative', '//evil.com'],
      ['protocol-relative with path', '//evil.com/account'],
      ['backslash', '/\\evil.com'],
      ['double backslash', '\\\\evil.com'],
      ['encoded backslash (upper case)', '/%5Cevil.com'],
      ['encoded backslash (lower case)', '/%5cevil.com'],
      ['backslash later in the path', '/account\\..\\evil'],
      ['scheme without slashes', 'http:evil.com'],
      ['absolute http', 'http://evil.com'],
      ['absolute https', 'https://evil.com'],
      ['absolute URL of this site', 'https://localhost:3000/account'],
      ['javascript:', 'javascript:alert(1)'],
      ['data:', 'data:text/html,<script>alert(1)</script>'],
      ['tab after the slash', '/\t/evil.com'],
      ['CR LF after the slash', '/\r\n//evil.com'],
      ['leading tab', '\t//evil.com'],
      ['tab at the end', '/account\t'],
      ['LF in the query', '/search?q=a\nb'],
      ['CR in the hash', '/account#a\rb'],
      ['NUL', '/account\u0000'],
      ['DEL', '/account\u007f'],
      ['relative path', 'account'],
      ['relative dot path', './account'],
      ['relative parent path', '../account'],
      ['query only', '?q=chocolate'],
      ['hash only', '#top'],
      ['leading space', ' /account'],
    ])('%s', (_label, raw) => {
      expect(safeRedirectTarget(raw, '/fallback')).toBe('/fallback');
    });

    it('rejects values over 2048 characters', () => {
      const raw = `/${'a'.repeat(2048)}`;
      expect(raw).toHaveLength(2049);
      expect(safeRedirectTarget(raw, '/fallback')).toBe('/fallback');
    });

    it("uses '/' as the default fallback", () => {
      expect(safeRedirectTarget('//evil.com')).toBe('/');
      expect(safeRedirectTarget(undefined)).toBe('/');
    });

    it('returns an empty fallback unchanged (login passes an empty one)', () => {
      expect(safeRedirectTarget('https://evil.com', '')).toBe('');
      expect(safeRedirectTarget('/account', '')).toBe('/account');
    });
  });
});

describe('pathOf', () => {
  it('gives the path and query of a URL, without origin or hash', () => {
    expect(pathOf(new URL('https://shop.example.com/account/orders?page=2#top'))).toBe('/account/orders?page=2');
  });

  it('gives just the path when there is no query', () => {
    expect(pathOf(new URL('http://localhost:3000/cart'))).toBe('/cart');
    expect(pathOf(new URL('http://localhost:3000'))).toBe('/');
  });

  it('is itself accepted by safeRedirectTarget', () => {
    const url = new URL('http://localhost:3000/search?q=chocolate%20bars&sz=24');
    expect(safeRedirectTarget(pathOf(url), '/fallback')).toBe('/search?q=chocolate%20bars&sz=24');
  });
});

describe('safeRedirectTarget and dot segments', () => {
  it.each([
    '/..//evil.com',
    '/.//evil.com',
    '/a/..//evil.com',
    '/%2e%2e//evil.com',
    '/%2e//evil.com',
    '/./%2e//evil.com',
  ])('%s resolves to a protocol-relative path, so it falls back', (target) => {
    expect(safeRedirectTarget(target, '/home')).toBe('/home');
  });

  it('still resolves harmless dot segments', () => {
    expect(safeRedirectTarget('/a/../account', '/')).toBe('/account');
  });
});

describe('signInPath', () => {
  it('sends to /login with the path and query to come back to', () => {
    expect(signInPath(new URL('http://localhost:3000/account?tab=orders#top'))).toBe(
      '/login?redirectTo=%2Faccount%3Ftab%3Dorders',
    );
  });
});

describe('safeRedirectTarget: what a browser does with the result stays on the site', () => {
  const SITE = 'https://shop.example';
  /** Where a browser following `Location: <target>` from a page of the site lands. */
  const landsOn = (target: string) => new URL(target, `${SITE}/some/page`).origin;

  it.each([
    '//evil.com',
    '///evil.com',
    '////evil.com',
    '/\\evil.com',
    '\\/evil.com',
    '\\\\evil.com',
    '/%5Cevil.com',
    '/%5C%5Cevil.com',
    'http:evil.com',
    'https:evil.com',
    'https:/evil.com',
    'HTTPS://evil.com',
    'hTTp://evil.com',
    'http:\\\\evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r/evil.com',
    '/\r\n/evil.com',
    '\t//evil.com',
    '\n//evil.com',
    ' //evil.com',
    '/ /evil.com',
    '/%09/evil.com',
    '/%0a/evil.com',
    '/%0d%0a/evil.com',
    '/%0D%0ALocation:%20https://evil.com',
    '/%2F/evil.com',
    '/%2F%2Fevil.com',
    '%2F%2Fevil.com',
    '/..//evil.com',
    '/%2e%2e//evil.com',
    '/account/..//evil.com',
    '/.%2e//evil.com',
    '/\u3000/evil.com',
    '/\uFF0F/evil.com',
    '/\u2028/evil.com',
    '@evil.com',
    'evil.com',
    '//evil.com@shop.example',
    '/@evil.com',
  ])('%j', (raw) => {
    const target = safeRedirectTarget(raw, '/fallback');
    expect(landsOn(target)).toBe(SITE);
    // Nothing a header could be split on, and nothing the URL parser would strip.
    expect(target).not.toMatch(/[\u0000-\u001f\u007f\\]/);
  });

  it('keeps encoded control characters as text in the path (they do not decode on the way out)', () => {
    expect(safeRedirectTarget('/%09/evil.com')).toBe('/%09/evil.com');
    expect(safeRedirectTarget('/%0d%0a/evil.com')).toBe('/%0d%0a/evil.com');
    expect(safeRedirectTarget('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
  });

  it('falls back for the forms a browser reads as another host', () => {
    for (const raw of [
      '///evil.com',
      '////evil.com',
      '\\/evil.com',
      'https:/evil.com',
      'HTTPS://evil.com',
      '/.%2e//evil.com',
      '//evil.com@shop.example',
    ]) {
      expect(safeRedirectTarget(raw, '/fallback'), raw).toBe('/fallback');
    }
  });
});

describe('refererPath (the site-exit page’s Stay)', () => {
  const here = new URL('https://shop.example/site-exit?to=fundraising');
  it('is the path and query of a same-origin Referer', () => {
    expect(refererPath('https://shop.example/category/chocolate?sort=price', here)).toBe(
      '/category/chocolate?sort=price',
    );
  });
  it('is the fallback for another origin, a missing or broken Referer', () => {
    expect(refererPath('https://evil.example/category/chocolate', here)).toBe('/');
    expect(refererPath('http://shop.example/cart', here)).toBe('/');
    expect(refererPath(null, here)).toBe('/');
    expect(refererPath('not a url', here, '/cart')).toBe('/cart');
  });
});
