import { describe, expect, it } from 'vitest';
import { effectiveCacheControl, PRIVATE_CACHE_CONTROL, publicPageHeaders } from '~/models/http-cache.ts';

describe('document caching', () => {
  it('lets shared caches keep pages without personal data, varying by cookie', () => {
    expect(publicPageHeaders()).toEqual({
      'Cache-Control': 'public, must-revalidate, s-maxage=900',
      Vary: 'Cookie, Save-Data',
    });
  });

  it('takes a public page back to private when the response belongs to a session', () => {
    expect(effectiveCacheControl('public, must-revalidate, s-maxage=900', true)).toBe(PRIVATE_CACHE_CONTROL);
    expect(effectiveCacheControl('public, must-revalidate, s-maxage=900', false)).toBe(
      'public, must-revalidate, s-maxage=900',
    );
  });

  it('leaves other answers as they are', () => {
    expect(effectiveCacheControl(null, true)).toBeNull();
    expect(effectiveCacheControl('private, no-store', false)).toBe('private, no-store');
    expect(effectiveCacheControl('no-store', true)).toBe('no-store');
  });
});
