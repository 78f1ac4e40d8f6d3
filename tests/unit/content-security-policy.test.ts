import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '~/models/content-security-policy.ts';

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy('abc123'));

  it("allows scripts only from 'self' and this request's nonce", () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'"]);
  });

  it("never allows 'unsafe-inline' or 'unsafe-eval' scripts", () => {
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('default-src')).not.toContain("'unsafe-inline'");
  });

  it('puts the nonce in the policy', () => {
    expect(contentSecurityPolicy('r4nd0m+/=')).toContain("'nonce-r4nd0m+/='");
    expect(contentSecurityPolicy('other')).not.toContain('abc123');
  });

  it('blocks plugins, <base> hijacking, foreign form targets and framing', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("lets forms reach the payment providers' approval pages only when configured", () => {
    const withProviders = directives(
      contentSecurityPolicy('abc123', [], ['https://www.paypal.com', 'https://pay.klarna.com']),
    );
    expect(withProviders.get('form-action')).toEqual(["'self'", 'https://www.paypal.com', 'https://pay.klarna.com']);
  });

  it("defaults to 'self'", () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('allows only self and data: images without image origins', () => {
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(contentSecurityPolicy('n')).not.toMatch(/data: ;/);
  });

  it('appends image origins to img-src only', () => {
    const withImages = directives(
      contentSecurityPolicy('n', ['https://images.example.com', 'https://cdn.example.net']),
    );
    expect(withImages.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://images.example.com',
      'https://cdn.example.net',
    ]);
    expect(withImages.get('script-src')).toEqual(["'self'", "'nonce-n'"]);
    expect(withImages.get('default-src')).toEqual(["'self'"]);
  });

  it('has each directive once', () => {
    const names = contentSecurityPolicy('n', ['https://images.example.com'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/)[0]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('securityHeaders', () => {
  it('always sends nosniff, a Referrer-Policy and frame denial', () => {
    for (const production of [true, false]) {
      const headers = securityHeaders(production);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['X-Frame-Options']).toBe('DENY');
    }
  });

  it('adds HSTS in production', () => {
    expect(securityHeaders(true)['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(
      Number(/max-age=(\d+)/.exec(securityHeaders(true)['Strict-Transport-Security']!)?.[1]),
    ).toBeGreaterThanOrEqual(31_536_000);
  });

  it('does not add HSTS outside production', () => {
    expect(securityHeaders(false)).not.toHaveProperty('Strict-Transport-Security');
  });
});
