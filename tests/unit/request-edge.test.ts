import { describe, expect, it } from 'vitest';
import { isMalformedRequest } from '~/models/request-edge.ts';

const line = (url: string, host: string | undefined, protocol = 'http') => ({ url, host, protocol });

describe('isMalformedRequest', () => {
  it.each([
    ['/', 'localhost:3000'],
    ['/search?q=a%20b', 'shop.example.com'],
    ['//double/slash', 'shop.example.com'],
    ['/', '127.0.0.1'],
    ['/', '[::1]:3000'],
    ['/', 'shop.example.com.'],
    ['/', 'my_service:8080'],
  ])('routes %s on %s', (url, host) => {
    expect(isMalformedRequest(line(url, host))).toBe(false);
    expect(isMalformedRequest(line(url, host, 'https'))).toBe(false);
  });

  it.each([
    ['no Host (HTTP/1.0)', line('/', undefined)],
    ['an empty Host', line('/', '')],
    ['an absolute-form target', line('http://evil.example/', 'localhost')],
    ['an asterisk target (OPTIONS *)', line('*', 'localhost')],
    ['a Host with a space', line('/', 'bad host')],
    ['a Host with odd characters', line('/', 'a<b>"c')],
    ['a Host with user info', line('/', 'user@evil.example')],
    ['a Host with a path', line('/', 'evil.example/x')],
    ['a Host with a bad port', line('/', 'localhost:80a')],
    ['an overlong Host', line('/', `${'a'.repeat(60)}.`.repeat(5))],
    ['a forwarded protocol that is not http(s)', line('/', 'localhost', 'javascript')],
    // Host characters, but no URL: the app could not build the request's URL from them.
    ['an IPv4 address out of range', line('/', '999.999.999.999')],
    ['a port out of range', line('/', 'localhost:99999')],
    ['a number host out of range', line('/', '4294967296')],
    ['a bracketed host that is no IPv6 address', line('/', '[1.2.3.4]')],
  ])('refuses %s', (_label, request) => {
    expect(isMalformedRequest(request)).toBe(true);
  });
});
