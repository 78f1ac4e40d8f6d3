/**
 * Absolute URLs and images come from the storefront's own, configured origin:
 * - a forged Host or X-Forwarded-Host never reaches a publicly cacheable answer (canonical links,
 *   sitemap, robots.txt, JSON-LD, og tags, site tabs);
 * - every picture is served from the storefront's origin (`/images/…`, a proxy of the backend's
 *   image host) and the CSP's img-src names no loopback address; the image path is no open proxy.
 * HTTP-level (node:http, which lets a test send any Host and any raw request target): it runs in the no-JS project.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { SANDBOX_URL, STOREFRONT_PORT, STOREFRONT_URL } from './env.ts';
import { expect, test } from './fixtures.ts';

test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request exactly as given: the Host header and the request target are not normalised. */
function raw(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: STOREFRONT_PORT,
        path,
        method: options.method ?? 'GET',
        headers: { host: `localhost:${STOREFRONT_PORT}`, ...options.headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const PUBLIC_ANSWERS = [
  '/',
  '/product/10101',
  '/1010101.html',
  '/category/chocolate',
  '/search?q=chocolate',
  '/sitemap.xml',
  '/robots.txt',
];

test.describe('the Host header is never trusted for absolute URLs', () => {
  const FORGERIES: Array<[string, Record<string, string>]> = [
    ['Host', { host: 'evil.example' }],
    ['Host with a site label', { host: 'fundraising.evil.example:8080' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
    ['X-Forwarded-Host with a site label', { 'x-forwarded-host': 'volume-savings.evil.example' }],
  ];

  for (const [label, headers] of FORGERIES) {
    test(`a forged ${label} appears nowhere in public answers`, async () => {
      for (const path of PUBLIC_ANSWERS) {
        const response = await raw(path, { headers });
        expect(response.status, `${label} ${path}`).toBe(200);
        expect(response.body, `${label} ${path}: body`).not.toContain('evil.example');
        expect(JSON.stringify(response.headers), `${label} ${path}: headers`).not.toContain('evil.example');
      }
    });
  }

  test('the sitemap, robots.txt and the canonical link use the configured origin', async () => {
    const sitemap = await raw('/sitemap.xml', { headers: { host: 'evil.example' } });
    expect(sitemap.body).toContain(`<loc>${STOREFRONT_URL}/</loc>`);
    expect((await raw('/robots.txt', { headers: { host: 'evil.example' } })).body).toContain(
      `Sitemap: ${STOREFRONT_URL}/sitemap.xml`,
    );
    const product = await raw('/product/10101', { headers: { host: 'evil.example' } });
    expect(product.body).toMatch(new RegExp(`<link rel="canonical" href="${STOREFRONT_URL}/[^"]*10101[^"]*"`));
    // Another site of the shop: its label in front of the configured host.
    const fundraising = await raw('/robots.txt', { headers: { 'x-forwarded-host': 'fundraising.evil.example' } });
    expect(fundraising.body).toContain(`Sitemap: http://fundraising.localhost:${STOREFRONT_PORT}/sitemap.xml`);
  });
});

/** Every <img> source of a page (src and srcset candidates). */
function imageSources(html: string): string[] {
  const sources: string[] = [];
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
    if (src) sources.push(src);
    const srcset = /\ssrcset="([^"]*)"/.exec(tag)?.[1];
    if (srcset) sources.push(...srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!));
  }
  return sources.map((source) => source.replaceAll('&amp;', '&'));
}

test.describe('images come from the storefront’s own origin', () => {
  test('every <img> on home, a listing and a product page is same-origin, and the CSP names no loopback address but the payment pages', async () => {
    for (const path of ['/', '/category/chocolate', '/product/10101', '/product/20101']) {
      const response = await raw(path);
      expect(response.status, path).toBe(200);
      const sources = imageSources(response.body);
      expect(sources.filter((source) => source.startsWith('/images/')).length, `${path} has pictures`).toBeGreaterThan(
        0,
      );
      for (const source of sources) {
        const url = new URL(source, STOREFRONT_URL);
        expect(url.origin, `${path}: ${source}`).toBe(STOREFRONT_URL);
        // Every picture is on the image path; the only other <img> is the product page's recently-viewed pixel.
        expect(url.pathname, `${path}: ${source}`).toMatch(/^\/(images|recently-viewed)\//);
      }
      expect(response.body, path).not.toContain('127.0.0.1');
      const csp = String(response.headers['content-security-policy']);
      const imgSrc = /img-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(imgSrc, path).toBe("'self' data:");
      // Only form-action may name the backend: the embedded sandbox plays the payment providers' approval
      // pages the billing form is redirected to (PAYMENT_PAGE_ORIGINS), which are real providers' hosts in production.
      const formAction = /form-action ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(
        formAction
          .split(' ')
          .slice(1)
          .every((origin) => origin === SANDBOX_URL),
        `${path}: form-action ${formAction}`,
      ).toBe(true);
      expect(csp.replace(/form-action [^;]*/, ''), path).not.toContain('127.0.0.1');
    }
  });

  test('the image path serves the image with caching and safety headers; HEAD too; nothing else', async () => {
    const page = await raw('/product/10101');
    const source = imageSources(page.body)[0]!;
    const image = await raw(source);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toContain('<svg');
    expect(image.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.headers['set-cookie']).toBeUndefined();

    const head = await raw(source, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(head.body).toBe('');

    const post = await raw(source, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(post.status).toBe(405);
    expect(post.body).not.toContain('<svg');
  });

  test('traversal, other hosts and non-images are refused: the path is no open proxy', async () => {
    const attempts = [
      '/images/../__sandbox/outbox',
      '/images/%2e%2e/__sandbox/outbox',
      '/images/..%2f__sandbox%2foutbox',
      '/images/%2E%2E%2F%2E%2E%2F__sandbox/outbox',
      '/images/products/..%5c..%5c__sandbox/outbox',
      '/images//evil.example/x.svg',
      '/images/http://evil.example/x.svg',
      '/images/@evil.example/x.svg',
      '/images/products/no-such-image.svg',
      '/images/x.svg?u=http://evil.example/',
      '/images/',
    ];
    for (const path of attempts) {
      const response = await raw(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.body, path).not.toContain('"data"');
      expect(response.body, path).not.toContain('<svg');
    }
    // The sandbox's own control surface answers JSON (with live tokens): never through the image path.
    const health = await raw('/images/../health');
    expect(health.body).not.toContain('"status"');
  });
});
