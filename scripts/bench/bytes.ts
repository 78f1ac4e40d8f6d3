/**
 * What a page sends to a browser: each page loaded in a fresh Chromium context (empty cache) until
 * the network is idle, so the route modules React Router loads after hydration count too. Sizes are
 * gzip: every JavaScript file's and the document's body, compressed here with zlib at the level the
 * server's `compression` middleware uses (the default, 6). The bytes that actually crossed the wire
 * (the server picks Brotli for Chromium) are kept beside them.
 */
import { gzipSync, constants } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import type { ChromiumBrowser } from '../chromium.ts';
import { log } from './report.ts';

export interface ByteCount {
  files: number;
  /** Uncompressed body bytes. */
  rawBytes: number;
  /** Body bytes gzip-compressed at the server's level. */
  gzipBytes: number;
  /** Encoded body bytes Chromium received (Brotli, as negotiated). */
  transferBytes: number;
}

export interface PageBytes {
  status: number;
  html: ByteCount;
  js: ByteCount & { items: { path: string; rawBytes: number; gzipBytes: number }[] };
  css: ByteCount;
}

function emptyCount(): ByteCount {
  return { files: 0, rawBytes: 0, gzipBytes: 0, transferBytes: 0 };
}

/** Playwright passes its own headless switch. */
export async function launchBrowser({ executablePath, args, env }: ChromiumBrowser): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args, env });
}

export async function measureBytes(browser: Browser, url: string, cookie?: string): Promise<PageBytes> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (cookie) {
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url }]);
  }
  try {
    const page = await context.newPage();
    const responses: import('@playwright/test').Response[] = [];
    page.on('response', (response) => responses.push(response));
    const main = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!main) throw new Error(`no response for ${url}`);
    const result: PageBytes = {
      status: main.status(),
      html: emptyCount(),
      js: { ...emptyCount(), items: [] },
      css: emptyCount(),
    };
    const seen = new Set<string>();
    for (const response of responses) {
      const requestUrl = response.url();
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      const isDocument = response === main;
      const isJs = type === 'script' || /javascript/.test(contentType);
      const isCss = type === 'stylesheet' || /text\/css/.test(contentType);
      if (!isDocument && !isJs && !isCss) continue;
      if (!isDocument && seen.has(requestUrl)) continue;
      seen.add(requestUrl);
      const body = await response.body().catch(() => null);
      if (!body) {
        log(`  (no body available for ${requestUrl})`);
        continue;
      }
      const sizes = await response.request().sizes();
      const bucket = isDocument ? result.html : isJs ? result.js : result.css;
      bucket.files += 1;
      bucket.rawBytes += body.length;
      const gzipBytes = gzipSync(body, { level: constants.Z_DEFAULT_COMPRESSION }).length;
      bucket.gzipBytes += gzipBytes;
      bucket.transferBytes += sizes.responseBodySize;
      if (isJs && !isDocument)
        result.js.items.push({ path: new URL(requestUrl).pathname, rawBytes: body.length, gzipBytes });
    }
    return result;
  } finally {
    await context.close();
  }
}
