import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageProxy } from '../../server/image-proxy.ts';

/** The image host behind the proxy: records what it is asked, and is busy for one picture. */
const asked: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
const upstream = createServer((request, response) => {
  asked.push({ url: request.url!, headers: request.headers });
  if (request.url!.startsWith('/images/busy.jpg'))
    response.writeHead(503, { 'retry-after': '2', 'content-type': 'application/problem+json' }).end('{}');
  else response.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from([0xff, 0xd8, 0xff]));
});
let proxy: Server;
let origin: string;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  const upstreamPort = await listen(upstream);
  const app = express();
  app.use('/images', imageProxy(`http://127.0.0.1:${upstreamPort}/images/`));
  proxy = createServer(app);
  origin = `http://127.0.0.1:${await listen(proxy)}`;
});
afterAll(async () => {
  for (const server of [proxy, upstream]) await new Promise((resolve) => server.close(resolve));
});

const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

describe('the image proxy', () => {
  it('redirects a width, quality or parameter outside the allowed set to the canonical URL without asking the image host', async () => {
    const before = asked.length;
    const cases: Array<[string, string]> = [
      ['/images/dis/a.jpg?sw=700&q=75', '/images/dis/a.jpg?sw=750&q=80'],
      ['/images/dis/a.jpg?sw=3000&fmt=webp&q=37', '/images/dis/a.jpg?sw=3000&q=60&fmt=webp'],
      ['/images/dis/a.jpg?sw=640&q=80&bust=12345', '/images/dis/a.jpg?sw=640&q=80'],
      ['/images/dis/a.jpg?q=80&sw=640', '/images/dis/a.jpg?sw=640&q=80'],
      ['/images/dis/a.jpg?bust=1', '/images/dis/a.jpg'],
    ];
    for (const [path, location] of cases) {
      const response = await get(path);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(location);
    }
    expect((await get('/images/dis/a.jpg?sw=wide')).status).toBe(404);
    expect(asked.length).toBe(before);
  });

  it('passes an allowed variant on with the shopper’s address, once, then answers from its cache', async () => {
    const before = asked.length;
    for (let index = 0; index < 2; index += 1) {
      const response = await get('/images/dis/b.jpg?sw=1080&q=80');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
    }
    expect(asked.slice(before).map((request) => request.url)).toEqual(['/images/dis/b.jpg?sw=1080&q=80']);
    expect(asked.at(-1)!.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1$/);
  });

  it('answers a busy image service’s 503 with a 503 and its Retry-After, not cached', async () => {
    for (let index = 0; index < 2; index += 1) {
      const response = await get('/images/busy.jpg?sw=640&q=80');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(asked.filter((request) => request.url.startsWith('/images/busy.jpg'))).toHaveLength(2);
  });
});
