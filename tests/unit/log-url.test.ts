import { describe, expect, it } from 'vitest';
import { loggedUrl } from '~/models/log-url.ts';

describe('loggedUrl', () => {
  it('redacts provider tokens on the payment return URLs', () => {
    expect(loggedUrl('/billing/return/paypal?token=5O190127TN364715T&PayerID=TEST73616C6C')).toBe(
      '/billing/return/paypal?token=[redacted]&PayerID=[redacted]',
    );
    expect(loggedUrl('/billing/return/klarna?sid=0b1d9815-165e-42e2-8867-35bc03789e00')).toBe(
      '/billing/return/klarna?sid=[redacted]',
    );
  });
  it('redacts mail-link tokens and keeps other parameters', () => {
    expect(loggedUrl('/new-password-form?token=abc&email=a%40b.c')).toBe(
      '/new-password-form?token=[redacted]&email=a%40b.c',
    );
    expect(loggedUrl('/search?q=token')).toBe('/search?q=token');
    expect(loggedUrl('/cart')).toBe('/cart');
    expect(loggedUrl('/x?%E0=1&TOKEN=2')).toBe('/x?%E0=1&TOKEN=[redacted]');
  });
});
