/**
 * The document's Content-Security-Policy: scripts only from this origin or carrying this request's
 * nonce (no inline scripts otherwise), no plugins, no <base> hijack, forms only to this origin,
 * never framed. Styles allow inline attributes (dialogs position themselves with style="").
 */
export function contentSecurityPolicy(nonce: string, imageOrigins: readonly string[] = []): string {
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: ${imageOrigins.join(' ')}`.trim(),
    `font-src 'self'`,
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Headers every response carries (documents, data and assets). HSTS only over HTTPS (server/index.ts decides). */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
