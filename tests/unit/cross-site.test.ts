import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite, type RequestSource } from '~/models/cross-site.ts';

const HOST = 'localhost:3000';

function source(overrides: Partial<RequestSource>): RequestSource {
  return { method: 'POST', host: HOST, secFetchSite: null, origin: null, ...overrides };
}

describe('isCrossSiteWrite', () => {
  describe('safe methods are never refused', () => {
    it.each([['GET'], ['HEAD'], ['OPTIONS'], ['get'], ['head']])('%s, even from another site', (method) => {
      expect(isCrossSiteWrite(source({ method, secFetchSite: 'cross-site', origin: 'https://evil.com' }))).toBe(false);
      expect(isCrossSiteWrite(source({ method, origin: 'null' }))).toBe(false);
    });
  });

  describe('with Sec-Fetch-Site', () => {
    it.each([
      ['same-origin', false],
      ['none', false],
      ['same-site', true],
      ['cross-site', true],
    ] as const)('POST with %s → %s', (secFetchSite, expected) => {
      expect(isCrossSiteWrite(source({ secFetchSite }))).toBe(expected);
    });

    it('trusts Sec-Fetch-Site over Origin', () => {
      expect(isCrossSiteWrite(source({ secFetchSite: 'same-origin', origin: 'https://evil.com' }))).toBe(false);
      expect(isCrossSiteWrite(source({ secFetchSite: 'cross-site', origin: `http://${HOST}` }))).toBe(true);
    });

    it('refuses an unknown Sec-Fetch-Site value', () => {
      expect(isCrossSiteWrite(source({ secFetchSite: 'something-else' }))).toBe(true);
    });

    it.each([['PUT'], ['PATCH'], ['DELETE'], ['post']])('applies to %s as well', (method) => {
      expect(isCrossSiteWrite(source({ method, secFetchSite: 'cross-site' }))).toBe(true);
      expect(isCrossSiteWrite(source({ method, secFetchSite: 'same-origin' }))).toBe(false);
    });
  });

  describe('without Sec-Fetch-Site, by Origin', () => {
    it('Origin equal to the host → allowed', () => {
      expect(isCrossSiteWrite(source({ origin: `http://${HOST}` }))).toBe(false);
      expect(isCrossSiteWrite(source({ origin: 'https://shop.example.com', host: 'shop.example.com' }))).toBe(false);
    });

    it('Origin with a default port equals a host without one', () => {
      expect(isCrossSiteWrite(source({ origin: 'https://shop.example.com:443', host: 'shop.example.com' }))).toBe(
        false,
      );
    });

    it.each([
      ['another domain', 'https://evil.com'],
      ['another port', 'http://localhost:4000'],
      ['a sibling site', 'http://fundraising.localhost:3000'],
      ['a parent-looking host', 'http://localhost:3000.evil.com'],
    ])('Origin of %s → refused', (_label, origin) => {
      expect(isCrossSiteWrite(source({ origin }))).toBe(true);
    });

    it("Origin 'null' (sandboxed frame, data: page) → refused", () => {
      expect(isCrossSiteWrite(source({ origin: 'null' }))).toBe(true);
    });

    it.each([['not a url'], ['localhost:3000x'], ['://localhost:3000'], ['http://']])(
      'malformed Origin %j → refused',
      (origin) => {
        expect(isCrossSiteWrite(source({ origin }))).toBe(true);
      },
    );

    it('no Origin (non-browser clients, old browsers) → allowed', () => {
      expect(isCrossSiteWrite(source({ origin: null }))).toBe(false);
      expect(isCrossSiteWrite(source({ origin: '' }))).toBe(false);
    });

    it('an empty Sec-Fetch-Site falls back to Origin', () => {
      expect(isCrossSiteWrite(source({ secFetchSite: '', origin: 'https://evil.com' }))).toBe(true);
      expect(isCrossSiteWrite(source({ secFetchSite: '', origin: `http://${HOST}` }))).toBe(false);
    });
  });
});
