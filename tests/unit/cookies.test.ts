import { describe, expect, it } from 'vitest';
import { preferenceCookie, readCookie } from '~/models/cookies.ts';

describe('readCookie', () => {
  const header = 'sweet_sid=s-123; locale=fr-CA; cookie_consent=1';

  it('finds each of several cookies', () => {
    expect(readCookie(header, 'sweet_sid')).toBe('s-123');
    expect(readCookie(header, 'locale')).toBe('fr-CA');
    expect(readCookie(header, 'cookie_consent')).toBe('1');
  });

  it('tolerates spaces around names and values, and no spaces at all', () => {
    expect(readCookie('  a = 1 ;b=2;   locale =  en-CA  ', 'locale')).toBe('en-CA');
    expect(readCookie('a=1;b=2', 'b')).toBe('2');
  });

  it('returns undefined for a missing cookie', () => {
    expect(readCookie(header, 'missing')).toBeUndefined();
  });

  it('returns undefined without a header', () => {
    expect(readCookie(null, 'locale')).toBeUndefined();
    expect(readCookie('', 'locale')).toBeUndefined();
  });

  it('keeps "=" inside a value', () => {
    expect(readCookie('token=abc==; other=1', 'token')).toBe('abc==');
    expect(readCookie('q=a=b=c', 'q')).toBe('a=b=c');
  });

  it('matches whole names only', () => {
    expect(readCookie('xlocale=en-US; locale_old=en-CA; locale=fr-CA', 'locale')).toBe('fr-CA');
    expect(readCookie('xlocale=en-US', 'locale')).toBeUndefined();
  });

  it('gives an empty value as an empty string', () => {
    expect(readCookie('locale=; a=1', 'locale')).toBe('');
  });

  it('skips parts without a name or without "="', () => {
    expect(readCookie('=orphan; flag; locale=en-US', 'locale')).toBe('en-US');
    expect(readCookie('flag', 'flag')).toBeUndefined();
  });

  it('takes the first of duplicate cookies', () => {
    expect(readCookie('locale=en-US; locale=fr-CA', 'locale')).toBe('en-US');
  });
});

describe('preferenceCookie', () => {
  function attributes(cookie: string): string[] {
    return cookie.split(';').map((part) => part.trim());
  }

  it('sets the name and value for the whole site for a year', () => {
    const parts = attributes(preferenceCookie('locale', 'fr-CA', false));
    expect(parts[0]).toBe('locale=fr-CA');
    expect(parts).toContain('Path=/');
    expect(parts).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
  });

  it('is HttpOnly and SameSite=Lax', () => {
    const parts = attributes(preferenceCookie('cookie_consent', '1', true));
    expect(parts).toContain('HttpOnly');
    expect(parts).toContain('SameSite=Lax');
  });

  it('is Secure only when asked', () => {
    expect(attributes(preferenceCookie('locale', 'en-US', true))).toContain('Secure');
    expect(attributes(preferenceCookie('locale', 'en-US', false))).not.toContain('Secure');
  });

  it('encodes the value so it cannot add attributes', () => {
    const cookie = preferenceCookie('locale', 'fr CA; Domain=evil.com', false);
    expect(cookie.startsWith('locale=fr%20CA%3B%20Domain%3Devil.com;')).toBe(true);
    expect(attributes(cookie)).not.toContain('Domain=evil.com');
  });

  it('reads back through readCookie for plain values', () => {
    const setCookie = preferenceCookie('locale', 'en-CA', true);
    const pair = setCookie.split(';')[0]!;
    expect(readCookie(`sweet_sid=s-1; ${pair}`, 'locale')).toBe('en-CA');
  });
});

describe('readCookie and preferenceCookie together', () => {
  it('reads back the value preferenceCookie encoded', () => {
    const header = preferenceCookie('pref', 'fr CA;x', false).split(';')[0]!;
    expect(readCookie(header, 'pref')).toBe('fr CA;x');
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('pref=%E0%A4%A', 'pref')).toBe('%E0%A4%A');
  });
});
