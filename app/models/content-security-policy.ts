/**
 * The document's Content-Security-Policy: scripts only from this origin or carrying this request's
 * nonce (no inline scripts otherwise), no plugins, no <base> hijack, forms only to this origin (and
 * the payment providers' approval pages the billing form is redirected to),
 * frames only from this origin and the content's allow-listed hosts, never framed; a configured chat
 * vendor's origin for its script, connections and frame; the configured third-party slots' origins (tag manager,
 * social-photo tag, reviews provider: models/third-party.ts) for their scripts, connections and images. Styles allow
 * inline attributes (dialogs position themselves with style="").
 */
export function contentSecurityPolicy(
  nonce: string,
  imageOrigins: readonly string[] = [],
  paymentPageOrigins: readonly string[] = [],
  frameOrigins: readonly string[] = [],
  chatOrigins: readonly string[] = [],
  /** Script origins beyond this one: reCAPTCHA's, only on a site that enables it (models/recaptcha.ts). */
  scriptOrigins: readonly string[] = [],
  /** The configured third-party slots' origins (models/third-party.ts); none when no slot is configured. */
  thirdPartyOrigins: readonly string[] = [],
): string {
  const connect = [...chatOrigins, ...thirdPartyOrigins].join(' ');
  return [
    `default-src 'self'`,
    // A configured chat vendor (models/chat.ts): its loader script, its connections and its frame; none by default.
    `script-src 'self' 'nonce-${nonce}' ${[...chatOrigins, ...scriptOrigins, ...thirdPartyOrigins].join(' ')}`.trim(),
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: ${[...imageOrigins, ...thirdPartyOrigins].join(' ')}`.trim(),
    `font-src 'self'`,
    // Content may frame the video host (after a click) and allow-listed forms (custom HTML).
    `frame-src 'self' ${[...frameOrigins, ...chatOrigins].join(' ')}`.trim(),
    `connect-src 'self' ${connect}`.trim(),
    `object-src 'none'`,
    `base-uri 'self'`,
    // The billing form's post is redirected to a payment provider's approval page (PayPal, Klarna).
    `form-action 'self' ${paymentPageOrigins.join(' ')}`.trim(),
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
