/**
 * The session bridge's rules (checkout spec §4, §7, §8, §9): 15 minutes of validity renewed when less than 60 s
 * remain, PUT/PATCH/DELETE sent as POST with the method-override header, the spec's messages word for word, the
 * `dwsid` read from OCAPI's answer and relayed, and links only to configured legacy paths of this site.
 */
import { describe, expect, it } from 'vitest';
import {
  bridgeContentLinks,
  bridgedHref,
  bridgeCookie,
  bridgeExpiresAt,
  bridgeNeedsRenewal,
  checkBridgeRequest,
  dwsidOf,
  legacyTarget,
  methodOverride,
  SESSION_BRIDGE_MESSAGES,
  SessionBridgeRequestError,
  sessionBridgeRequest,
  type SessionBridge,
} from '~/models/session-bridge.ts';
import { SESSION_BRIDGE_RENEWAL_MARGIN_SECONDS, SESSION_BRIDGE_VALIDITY_SECONDS } from '~/models/session-constants.ts';
import { readEnv } from '~/services/env.server.ts';

const CREATED = Date.UTC(2026, 0, 1, 12, 0, 0);
const BRIDGE: SessionBridge = { dwsid: 'abc', createdAt: CREATED, customerId: 'c1' };
const MINUTE = 60_000;

describe('bridge validity', () => {
  it('is the spec’s 15 minutes with a 60 s margin', () => {
    expect(SESSION_BRIDGE_VALIDITY_SECONDS).toBe(15 * 60);
    expect(SESSION_BRIDGE_RENEWAL_MARGIN_SECONDS).toBe(60);
    expect(bridgeExpiresAt(BRIDGE)).toBe(CREATED + 15 * MINUTE);
  });

  it('needs making when there is none', () => {
    expect(bridgeNeedsRenewal(undefined, CREATED)).toBe(true);
  });

  it.each([
    ['just made', 0, false],
    ['13 minutes old', 13 * MINUTE, false],
    ['exactly 60 s left', 14 * MINUTE, false],
    ['59.999 s left', 14 * MINUTE + 1, true],
    ['30 s left', 14 * MINUTE + 30_000, true],
    ['expired', 15 * MINUTE, true],
    ['long expired', 60 * MINUTE, true],
  ])('%s: renewed only when less than 60 s remain', (_when, age, renew) => {
    expect(bridgeNeedsRenewal(BRIDGE, CREATED + age)).toBe(renew);
  });

  it('is made anew for another shopper (a sign-in, a fresh guest), however fresh', () => {
    expect(bridgeNeedsRenewal(BRIDGE, CREATED, 'c1')).toBe(false);
    expect(bridgeNeedsRenewal(BRIDGE, CREATED, 'c2')).toBe(true);
  });
});

describe('method override', () => {
  it.each(['PUT', 'PATCH', 'DELETE'] as const)(
    '%s is sent as POST naming it in x-dw-http-method-override',
    (method) => {
      expect(methodOverride(method)).toEqual({ method: 'POST', headers: { 'x-dw-http-method-override': method } });
    },
  );

  it.each(['GET', 'POST'] as const)('%s is sent as it is', (method) => {
    expect(methodOverride(method)).toEqual({ method, headers: {} });
  });
});

describe('request checks (checkout spec §8)', () => {
  const refusal = (run: () => void): string => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(SessionBridgeRequestError);
      return (error as Error).message;
    }
    throw new Error('not refused');
  };
  const required = { parameters: ['siteId', 'version'] };

  it('without a token', () => {
    const message = 'Missing authToken. A valid authToken should be used for session bridge.';
    expect(SESSION_BRIDGE_MESSAGES.missingAuthToken).toBe(message);
    expect(refusal(() => checkBridgeRequest({ parameters: { siteId: 's', version: '1' } }, required))).toBe(message);
    expect(refusal(() => checkBridgeRequest({ authToken: '', parameters: {} }, required))).toBe(message);
  });

  it('without parameters', () => {
    expect(refusal(() => checkBridgeRequest({ authToken: 't' }, required))).toBe(
      'Parameters are required for this request',
    );
  });

  it('without a required body', () => {
    expect(
      refusal(() =>
        checkBridgeRequest({ authToken: 't', parameters: { siteId: 's', version: '1' } }, { ...required, body: true }),
      ),
    ).toBe('Body is required for this request');
    expect(() => checkBridgeRequest({ authToken: 't', body: {} }, { parameters: [], body: true })).not.toThrow();
  });

  it('lists the missing parameters (an empty one is missing)', () => {
    expect(refusal(() => checkBridgeRequest({ authToken: 't', parameters: {} }, required))).toBe(
      'The following parameters were missing from your request: siteId, version',
    );
    expect(
      refusal(() => checkBridgeRequest({ authToken: 't', parameters: { siteId: 's', version: '' } }, required)),
    ).toBe('The following parameters were missing from your request: version');
  });

  it('passes a complete request', () => {
    expect(() =>
      checkBridgeRequest({ authToken: 't', parameters: { siteId: 's', version: '1' } }, required),
    ).not.toThrow();
  });
});

describe('the bridge call (checkout spec §7)', () => {
  it('is a POST to /s/{siteId}/dw/shop/v{version}/sessions with the client id and the token', () => {
    expect(
      sessionBridgeRequest({ authToken: 'tok', clientId: 'client', siteId: 'sweet-shop', version: '24_5' }),
    ).toEqual({
      path: '/s/sweet-shop/dw/shop/v24_5/sessions',
      method: 'POST',
      headers: { 'x-dw-client-id': 'client', authorization: 'Bearer tok' },
    });
  });

  it('is refused with the spec’s messages when a part is missing', () => {
    expect(() => sessionBridgeRequest({ authToken: undefined, clientId: 'c', siteId: 's', version: '1' })).toThrow(
      SESSION_BRIDGE_MESSAGES.missingAuthToken,
    );
    expect(() => sessionBridgeRequest({ authToken: 't', clientId: '', siteId: 's', version: '' })).toThrow(
      'The following parameters were missing from your request: version, clientId',
    );
  });
});

describe('dwsid', () => {
  it('is read from the answer’s Set-Cookie headers, and only a well-formed value', () => {
    expect(dwsidOf(['dwanonymous_1=x; Path=/', 'dwsid=Ab-9_x==; Path=/; HttpOnly; Secure'])).toBe('Ab-9_x==');
    expect(dwsidOf(['dwsidx=1; Path=/'])).toBeNull();
    expect(dwsidOf(['dwsid=; Path=/'])).toBeNull();
    expect(dwsidOf(['dwsid=a b; Path=/'])).toBeNull();
    expect(dwsidOf([])).toBeNull();
  });

  it('is relayed HttpOnly, SameSite=Lax, on the whole path, Secure on an https shop; null clears it', () => {
    expect(bridgeCookie('abc', true)).toBe('dwsid=abc; Path=/; HttpOnly; SameSite=Lax; Secure');
    expect(bridgeCookie('abc', false)).toBe('dwsid=abc; Path=/; HttpOnly; SameSite=Lax');
    expect(bridgeCookie(null, false)).toBe('dwsid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });
});

describe('legacy link targets', () => {
  const paths = ['/on/demandware.store', '/stores'];

  it.each([
    ['/stores', '/stores'],
    ['/stores/boston?x=1#top', '/stores/boston?x=1#top'],
    ['/on/demandware.store/Sites-x/Cart-Show', '/on/demandware.store/Sites-x/Cart-Show'],
  ])('%s leads to %s', (to, target) => {
    expect(legacyTarget(to, paths)).toBe(target);
  });

  it.each([
    [null],
    [''],
    ['/storesx'],
    ['/cart'],
    ['/stores/../account'],
    ['/stores/%2e%2e/account'],
    ['https://evil.example/stores'],
    ['//evil.example/stores'],
    ['/\\evil.example/stores'],
    ['stores'],
  ])('%s is refused', (to) => {
    expect(legacyTarget(to, paths)).toBeNull();
  });

  it('refuses everything when no legacy path is configured', () => {
    expect(legacyTarget('/stores', [])).toBeNull();
  });
});

describe('content links into the legacy storefront', () => {
  const legacy = ['/on/demandware.store', '/legacy-gifts'];

  it('a site link under a legacy path goes through /hybrid; others are left alone', () => {
    expect(bridgedHref('/legacy-gifts/corporate?x=1', legacy)).toBe('/hybrid?to=%2Flegacy-gifts%2Fcorporate%3Fx%3D1');
    expect(bridgedHref('/legacy-giftsx', legacy)).toBe('/legacy-giftsx');
    expect(bridgedHref('/category/chocolate', legacy)).toBe('/category/chocolate');
  });

  it('rewrites the site links of parsed content, not external links, and returns the same value when nothing changes', () => {
    const page = {
      blocks: [
        { kind: 'banner', cta: { label: 'Corporate gifts', href: '/legacy-gifts/corporate', external: false } },
        {
          kind: 'text',
          parts: ['See ', { label: 'our partner', href: 'https://example.com/legacy-gifts', external: true }],
        },
        { kind: 'cards', items: [{ href: '/category/gifts', external: false }] },
      ],
    };
    const bridged = bridgeContentLinks(page, legacy);
    expect(bridged.blocks[0]).toEqual({
      kind: 'banner',
      cta: { label: 'Corporate gifts', href: '/hybrid?to=%2Flegacy-gifts%2Fcorporate', external: false },
    });
    expect(bridged.blocks[1]).toBe(page.blocks[1]);
    expect(bridged.blocks[2]).toBe(page.blocks[2]);
    expect(page.blocks[0]).toEqual({
      kind: 'banner',
      cta: { label: 'Corporate gifts', href: '/legacy-gifts/corporate', external: false },
    });
    expect(bridgeContentLinks(page, [])).toBe(page);
    expect(bridgeContentLinks(page, ['/elsewhere'])).toBe(page);
  });
});

describe('configuration (HYBRID_PATHS, HYBRID_OCAPI_ORIGIN, HYBRID_OCAPI_VERSION)', () => {
  const COMMERCE = { COMMERCE_SHORT_CODE: 'x', COMMERCE_ORGANIZATION_ID: 'f_ecom_x', COMMERCE_CLIENT_ID: 'c' };

  it('is off unless legacy paths are set', () => {
    expect(readEnv(COMMERCE).hybrid).toBeNull();
    expect(readEnv({ ...COMMERCE, HYBRID_PATHS: ' , ' }).hybrid).toBeNull();
  });

  it('takes the paths, the OCAPI origin (by default the commerce API origin) and the version', () => {
    expect(
      readEnv({
        ...COMMERCE,
        COMMERCE_API_ORIGIN: 'http://127.0.0.1:4010',
        HYBRID_PATHS: '/stores, /on/demandware.store',
      }).hybrid,
    ).toEqual({
      paths: ['/stores', '/on/demandware.store'],
      ocapiOrigin: 'http://127.0.0.1:4010',
      ocapiVersion: '24_5',
    });
    expect(
      readEnv({
        ...COMMERCE,
        HYBRID_PATHS: '/stores',
        HYBRID_OCAPI_ORIGIN: 'https://prod.sweetshop.example/',
        HYBRID_OCAPI_VERSION: '23_2',
      }).hybrid,
    ).toEqual({ paths: ['/stores'], ocapiOrigin: 'https://prod.sweetshop.example', ocapiVersion: '23_2' });
  });

  it('stops the start on a missing or malformed OCAPI origin or version', () => {
    expect(() => readEnv({ ...COMMERCE, HYBRID_PATHS: '/stores' })).toThrow('HYBRID_OCAPI_ORIGIN');
    expect(() => readEnv({ ...COMMERCE, HYBRID_PATHS: '/stores', HYBRID_OCAPI_ORIGIN: 'ftp://x' })).toThrow(
      'HYBRID_OCAPI_ORIGIN must be http(s)',
    );
    expect(() =>
      readEnv({ ...COMMERCE, HYBRID_PATHS: '/stores', HYBRID_OCAPI_ORIGIN: 'https://x', HYBRID_OCAPI_VERSION: 'v24' }),
    ).toThrow('HYBRID_OCAPI_VERSION must be');
  });
});
