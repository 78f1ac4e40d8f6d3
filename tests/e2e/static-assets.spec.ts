/**
 * The build's assets as the server sends them: the Brotli or gzip copy the build made (the client's
 * Accept-Encoding decides, q-values honoured), the same bytes once decoded, `Vary: Accept-Encoding` and a
 * year of immutable caching on every answer. HTTP only: it runs in the no-JS project.
 */
import type { APIRequestContext } from '@playwright/test';
import { STOREFRONT_URL } from './env.ts';
import { expect, test } from './fixtures.ts';

test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

/** The entry modules, route manifest and stylesheet the home page links to. */
async function assetPaths(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/')).text();
  const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  expect(paths.some((path) => path.endsWith('.css'))).toBe(true);
  expect(paths.some((path) => path.endsWith('.js'))).toBe(true);
  return [...new Set(paths)];
}

/** Node's fetch: it decodes the body (so a wrong Content-Encoding fails) and keeps the encoded length header. */
function get(path: string, accept: string, method = 'GET') {
  return fetch(new URL(path, STOREFRONT_URL), { method, headers: { 'accept-encoding': accept } });
}

test('assets are sent precompressed in the encoding the client prefers, and decode to the asset itself', async ({
  request,
}) => {
  for (const path of await assetPaths(request)) {
    const plain = await get(path, 'identity');
    expect(plain.headers.get('content-encoding'), path).toBeNull();
    expect(plain.headers.get('vary')?.toLowerCase(), path).toContain('accept-encoding');
    const original = Buffer.from(await plain.arrayBuffer());
    // Below a kilobyte a copy saves nothing worth a header: the asset goes as it is (as compression() would).
    if (original.length < 1024) continue;

    for (const { accept, encoding } of [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
      { accept: 'br;q=0.5, gzip', encoding: 'gzip' },
      { accept: 'br;q=0, gzip;q=0.1', encoding: 'gzip' },
    ]) {
      const response = await get(path, accept);
      const label = `${path} with ${accept}`;
      expect(response.headers.get('content-encoding'), label).toBe(encoding);
      expect(response.headers.get('vary')?.toLowerCase(), label).toContain('accept-encoding');
      expect(response.headers.get('cache-control'), label).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type'), label).toMatch(
        path.endsWith('.css') ? /^text\/css/ : /^text\/javascript/,
      );
      expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(Number(response.headers.get('content-length')), `${label}: the copy is smaller`).toBeLessThan(
        original.length,
      );
      expect(Buffer.from(await response.arrayBuffer()).equals(original), `${label} decodes to the asset`).toBe(true);
    }
  }
});

test('the Brotli copy is smaller than the gzip one, and HEAD answers with the headers alone', async ({ request }) => {
  // The largest script (the framework chunk): a tiny one, such as the entry module, may have no copy worth sending.
  const scripts = (await assetPaths(request)).filter((asset) => asset.endsWith('.js'));
  const sizes = await Promise.all(
    scripts.map(async (asset) => (await (await get(asset, 'identity')).arrayBuffer()).byteLength),
  );
  const path = scripts[sizes.indexOf(Math.max(...sizes))]!;
  const br = await get(path, 'br');
  const gzip = await get(path, 'gzip');
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  expect(Number(br.headers.get('content-length'))).toBeLessThan(Number(gzip.headers.get('content-length')));

  const head = await get(path, 'br', 'HEAD');
  expect(head.status).toBe(200);
  expect(head.headers.get('content-encoding')).toBe('br');
  expect(head.headers.get('content-length')).toBe(br.headers.get('content-length'));
  expect((await head.arrayBuffer()).byteLength).toBe(0);
});
