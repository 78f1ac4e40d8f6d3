/**
 * 103 Early Hints (server/early-hints.ts; the test server runs with EARLY_HINTS=1, so every page the other tests load
 * comes with them too): a page the server renders is preceded by the stylesheet, the font and the modules its head
 * preloads; a page from the rendered-page cache, data requests and HTTP/1.0 clients get none. HTTP only (node:http
 * shows interim answers; Chromium takes them over HTTP/2 only): it runs in the no-JS project.
 */
import http from 'node:http';
import net from 'node:net';
import { LITE_MODE_COOKIE } from '../../app/models/site-constants.ts';
import { STOREFRONT_PORT, STOREFRONT_URL } from './env.ts';
import { expect, test } from './fixtures.ts';

test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The `Link` header of each interim 103 answer, in order. */
  hints: string[];
}

/** A GET as a browser's navigation sends it (or with `headers` instead), keeping any interim answers. */
function get(path: string, headers: Record<string, string> = {}, clientAddress?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const hints: string[] = [];
    const request = http.get(
      new URL(path, STOREFRONT_URL),
      {
        headers: {
          'sec-fetch-dest': 'document',
          accept: 'text/html',
          ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
          ...headers,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body, hints }));
      },
    );
    request.on('information', (info) => {
      if (info.statusCode === 103) hints.push(String(info.headers.link ?? ''));
    });
    request.on('error', reject);
  });
}

/** The URLs a Link header names, by relation. */
function linked(link: string): { rel: string; url: string }[] {
  return link
    .split(/,\s*(?=<)/)
    .map((part) => ({ url: /^<([^>]+)>/.exec(part)?.[1] ?? '', rel: /;\s*rel=([\w-]+)/.exec(part)?.[1] ?? '' }));
}

/** The module preloads a page's head lists. */
function headModulePreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
}

test('a rendered page is preceded by one 103 naming the stylesheet, the heading font and the modules the page preloads', async ({
  clientAddress,
}) => {
  const answer = await get('/login', {}, clientAddress);
  expect(answer.status).toBe(200);
  expect(answer.hints).toHaveLength(1);
  const hinted = linked(answer.hints[0]!);
  const styles = hinted.filter((link) => link.rel === 'preload').map((link) => link.url);
  const modules = hinted.filter((link) => link.rel === 'modulepreload').map((link) => link.url);
  expect(styles.some((url) => url.endsWith('.css'))).toBe(true);
  expect(styles.some((url) => url.endsWith('.woff2'))).toBe(true);
  // The same files the page itself links to, so a browser that took the hints fetches nothing twice.
  for (const url of styles) expect(answer.body, url).toContain(`href="${url}"`);
  expect(new Set(modules)).toEqual(new Set(headModulePreloads(answer.body)));
  for (const url of [...styles, ...modules])
    expect((await fetch(new URL(url, STOREFRONT_URL), { method: 'HEAD' })).status, url).toBe(200);
});

test('the modules hinted are the page’s own: a product page, a listing, a content page and the bag', async ({
  clientAddress,
}) => {
  // A query of its own: rendered now, not taken from the page cache.
  const fresh = `hints=${Date.now()}`;
  const hinted = new Map<string, string[]>();
  for (const path of [`/product/10101?${fresh}`, `/category/chocolate?${fresh}`, `/help/faq?${fresh}`, '/cart']) {
    const answer = await get(path, {}, clientAddress);
    expect(answer.status, path).toBe(200);
    expect(answer.hints, path).toHaveLength(1);
    const modules = linked(answer.hints[0]!)
      .filter((link) => link.rel === 'modulepreload')
      .map((link) => link.url);
    expect(new Set(modules), path).toEqual(new Set(headModulePreloads(answer.body)));
    hinted.set(path.split('?')[0]!, modules);
  }
  // Each page its own routes' modules, not one list for all.
  expect(new Set([...hinted.values()].map((modules) => modules.join())).size).toBe(hinted.size);
  // Another product (a path of a shape already seen) gets the product page's.
  const other = await get(`/product/10301?${fresh}`, {}, clientAddress);
  expect(
    new Set(
      linked(other.hints[0]!)
        .filter((link) => link.rel === 'modulepreload')
        .map((link) => link.url),
    ),
  ).toEqual(new Set(hinted.get('/product/10101')));
});

test('lite mode: the stylesheet and the font only, as its pages carry no scripts', async ({ clientAddress }) => {
  const answer = await get('/login', { cookie: `${LITE_MODE_COOKIE}=lite` }, clientAddress);
  expect(answer.status).toBe(200);
  expect(answer.hints).toHaveLength(1);
  expect(linked(answer.hints[0]!).map((link) => link.rel)).toEqual(expect.arrayContaining(['preload']));
  expect(answer.hints[0]).not.toContain('modulepreload');
  expect(answer.body).not.toContain('rel="modulepreload"');
});

test('a page from the rendered-page cache leaves at once, without hints', async ({ clientAddress }) => {
  const path = `/search?q=chocolate&hints=${Date.now()}`;
  const first = await get(path, {}, clientAddress);
  expect(first.status).toBe(200);
  expect(first.hints).toHaveLength(1);
  const second = await get(path, {}, clientAddress);
  expect(second.status).toBe(200);
  expect(second.headers.age, 'served from the page cache').toBeDefined();
  expect(second.hints).toEqual([]);
});

test('no hints for data requests, resource routes, scripts’ fetches or clients that do not ask for a page', async ({
  clientAddress,
}) => {
  expect((await get('/login.data', {}, clientAddress)).hints).toEqual([]);
  // A resource route: no page, so nothing to hint.
  expect((await get('/sitemap.xml', {}, clientAddress)).hints).toEqual([]);
  expect((await get('/login', { 'sec-fetch-dest': 'empty' }, clientAddress)).hints).toEqual([]);
  expect((await get('/login', { 'sec-fetch-dest': '', accept: '*/*' }, clientAddress)).hints).toEqual([]);
});

test('no interim answer to an HTTP/1.0 client: its first status line is the page’s', async () => {
  const head = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(STOREFRONT_PORT, 'localhost', () => {
      socket.write(
        `GET /login HTTP/1.0\r\nHost: localhost:${STOREFRONT_PORT}\r\nAccept: text/html\r\nSec-Fetch-Dest: document\r\n\r\n`,
      );
    });
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  expect(head.split('\r\n')[0]).toMatch(/^HTTP\/1\.[01] 200 /);
  expect(head).not.toContain(' 103 ');
});
