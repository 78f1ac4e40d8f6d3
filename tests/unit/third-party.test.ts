import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '~/models/content-security-policy.ts';
import { serviceWorkerSource } from '~/models/service-worker.ts';
import { productPageScripts, tagManagerScript, thirdPartyOrigins, thirdPartySettings } from '~/models/third-party.ts';

const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `));

const ALL = {
  TAG_MANAGER_ID: 'GTM-AB12CD',
  SOCIAL_PHOTO_SCRIPT_URL: 'https://photos.vendor.example/tag.js',
  REVIEWS_CUSTOMER_NAME: 'sweetshop',
  REVIEWS_DEPLOYMENT_ZONE: 'main_site',
  REVIEWS_ENVIRONMENT: 'staging',
  SERVICE_WORKER: '1',
};

describe('third-party slots (content-and-forms §7, catalog §7)', () => {
  it('are all off by default: no script, no origin in the policy, no service worker', () => {
    const off = thirdPartySettings({});
    expect(off).toEqual({ tagManager: null, socialPhoto: null, reviews: null, serviceWorker: false });
    expect(thirdPartyOrigins(off)).toEqual([]);
    expect(tagManagerScript(off, true)).toBeNull();
    expect(productPageScripts(off, true, 'en-US')).toEqual([]);
    expect(contentSecurityPolicy('n', [], [], [], [], [], thirdPartyOrigins(off))).toBe(contentSecurityPolicy('n'));
  });

  it('builds each configured script address and allows exactly those origins', () => {
    const on = thirdPartySettings(ALL);
    expect(tagManagerScript(on, true)).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect(productPageScripts(on, true, 'fr-CA')).toEqual([
      'https://apps.bazaarvoice.com/deployments/sweetshop/main_site/staging/fr_CA/bv.js',
      'https://photos.vendor.example/tag.js',
    ]);
    expect(on.serviceWorker).toBe(true);
    const origins = thirdPartyOrigins(on);
    expect(origins).toEqual([
      'https://www.googletagmanager.com',
      'https://photos.vendor.example',
      'https://apps.bazaarvoice.com',
    ]);
    const policy = contentSecurityPolicy('n', [], [], [], [], [], origins);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-n' ${origins.join(' ')}`);
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${origins.join(' ')}`);
    expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: ${origins.join(' ')}`);
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
  });

  it('allows only the slot that is configured', () => {
    const photo = thirdPartySettings({ SOCIAL_PHOTO_SCRIPT_URL: 'https://photos.vendor.example/tag.js' });
    expect(thirdPartyOrigins(photo)).toEqual(['https://photos.vendor.example']);
    expect(tagManagerScript(photo, true)).toBeNull();
    const own = thirdPartySettings({
      TAG_MANAGER_ID: 'GTM-AB12CD',
      TAG_MANAGER_SCRIPT_URL: 'https://tags.shop.example/gtm.js',
    });
    expect(thirdPartyOrigins(own)).toEqual(['https://tags.shop.example']);
  });

  it('loads the marketing scripts (tag manager, social photo) only with consent; the reviews provider always', () => {
    const on = thirdPartySettings(ALL);
    expect(tagManagerScript(on, false)).toBeNull();
    expect(productPageScripts(on, false, 'en-US')).toEqual([
      'https://apps.bazaarvoice.com/deployments/sweetshop/main_site/staging/en_US/bv.js',
    ]);
  });

  it('leaves a slot off when its settings are malformed or not https', () => {
    const off = thirdPartySettings({
      TAG_MANAGER_ID: 'GTM-x"><script>',
      SOCIAL_PHOTO_SCRIPT_URL: 'http://photos.vendor.example/tag.js',
      REVIEWS_CUSTOMER_NAME: 'sweet shop',
      REVIEWS_DEPLOYMENT_ZONE: 'main_site',
      SERVICE_WORKER: 'yes',
    });
    expect(off).toEqual({ tagManager: null, socialPhoto: null, reviews: null, serviceWorker: false });
    expect(
      thirdPartySettings({ SOCIAL_PHOTO_SCRIPT_URL: 'https://user:pw@photos.vendor.example/tag.js' }).socialPhoto,
    ).toBeNull();
    expect(thirdPartySettings({ ...ALL, REVIEWS_ENVIRONMENT: 'qa' }).reviews).toBeNull();
    expect(thirdPartySettings({ ...ALL, TAG_MANAGER_SCRIPT_URL: 'javascript:alert(1)' }).tagManager).toBeNull();
    // The reviews environment defaults to production.
    expect(
      productPageScripts(
        thirdPartySettings({ REVIEWS_CUSTOMER_NAME: 'sweetshop', REVIEWS_DEPLOYMENT_ZONE: 'main_site' }),
        false,
        'en-US',
      ),
    ).toEqual(['https://apps.bazaarvoice.com/deployments/sweetshop/main_site/production/en_US/bv.js']);
  });
});

describe('the service worker (catalog §7)', () => {
  it('enabled: answers page loads from the network first, with the offline page when it fails, and caches nothing', () => {
    const source = serviceWorkerSource(true);
    expect(source).toContain("request.method !== 'GET' || request.mode !== 'navigate'");
    expect(source).toContain('fetch(request).catch(');
    expect(source).toContain('You are offline');
    expect(source).not.toMatch(/caches\.|cache\.put/);
    expect(() => new Function(source)).not.toThrow();
  });

  it('disabled: unregisters itself and handles no request', () => {
    const source = serviceWorkerSource(false);
    expect(source).toContain('self.registration.unregister()');
    expect(source).not.toContain("'fetch'");
    expect(() => new Function(source)).not.toThrow();
  });
});
