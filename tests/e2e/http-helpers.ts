/**
 * Helpers for the security, bad-input and failure tests: where a redirect lands, the bag count,
 * putting an item in the bag, and the CSP hashes of a page's inline scripts.
 */
import { createHash } from 'node:crypto';
import { expect, type APIResponse, type Page } from '@playwright/test';
import { STOREFRONT_URL } from './env.ts';

/** Where a browser following `location` from `base` lands (the WHATWG URL parser is what browsers use). */
export function landing(location: string, base: string = STOREFRONT_URL): URL {
  return new URL(location, base);
}

/** A redirect that stays on the site the request was sent to. */
export function expectRedirectOnSite(response: APIResponse, label: string, base: string = STOREFRONT_URL): void {
  expect(response.status(), label).toBeGreaterThanOrEqual(300);
  expect(response.status(), label).toBeLessThan(400);
  const location = response.headers()['location'];
  expect(location, label).toBeTruthy();
  expect(landing(location!, base).origin, `${label}: Location ${JSON.stringify(location)}`).toBe(new URL(base).origin);
}

/** The header's bag badge as the server renders it for this page's cookies. */
export async function bagCount(page: Page): Promise<string> {
  const response = await page.request.get('/');
  expect(response.status()).toBe(200);
  const match = /data-testid="bag-count"[^>]*>([^<]*)</.exec(await response.text());
  expect(match, 'the header shows the bag count').toBeTruthy();
  return match![1]!;
}

/** Adds a product to the bag with the add-to-bag form's plain post. */
export async function addToBag(page: Page, pid = '10301', quantity = 1): Promise<void> {
  const response = await page.request.post('/cart/add', {
    form: { pid, quantity: String(quantity), redirectTo: '/' },
    maxRedirects: 0,
  });
  expect(response.status(), `add ${pid} to the bag`).toBe(302);
}

/** The CSP source admitting each inline script of a page that the browser runs (JSON data blocks are never run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return hashes;
}
