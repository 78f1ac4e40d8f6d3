import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { warmUp, warmUpPaths } from '../../server/warm-up.ts';

describe('warm-up: which pages (WARM_UP_PATHS)', () => {
  it('is the home page when unset, none when off or empty', () => {
    expect(warmUpPaths(undefined)).toEqual(['/']);
    expect(warmUpPaths('off')).toEqual([]);
    expect(warmUpPaths(' OFF ')).toEqual([]);
    expect(warmUpPaths('')).toEqual([]);
  });

  it('takes this origin’s paths in order and leaves out anything that would ask another host', () => {
    expect(warmUpPaths(' /, /category/chocolate ,/search?q=gift')).toEqual([
      '/',
      '/category/chocolate',
      '/search?q=gift',
    ]);
    expect(warmUpPaths('//evil.example/,https://evil.example/,chocolate,/a b,/a\\b,/ok')).toEqual(['/ok']);
  });
});

/** A server that answers each path as `answer` says and notes what it was asked. */
async function server(answer: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const asked: { path: string; headers: http.IncomingHttpHeaders; at: number }[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const listening = http.createServer((request, response) => {
    asked.push({ path: request.url ?? '', headers: request.headers, at: performance.now() });
    answer(request, response);
  });
  listening.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      listening.close(() => resolve());
    });
  opened.push(close);
  return { port: (listening.address() as AddressInfo).port, asked };
}

const opened: (() => Promise<void>)[] = [];
const up = () => Promise.resolve(true);
afterEach(async () => {
  await Promise.all(opened.splice(0).map((close) => close()));
});

describe('warm-up: asking itself', () => {
  it('asks for each page in turn as a new shopper’s browser would, under the configured host and scheme, and reads each answer to its end', async () => {
    const { port, asked } = await server((request, response) => {
      // A page streams: its status is known before its end.
      response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'text/html' });
      response.write('<!DOCTYPE html><html>');
      setTimeout(() => response.end('</html>'), 30);
    });
    const warmed = await warmUp({
      port,
      origin: 'https://shop.example.com',
      paths: ['/', '/missing', '/category/chocolate'],
      timeoutMs: 5_000,
      backendReady: up,
    });

    expect(warmed.map(({ path, status }) => ({ path, status }))).toEqual([
      { path: '/', status: 200 },
      { path: '/missing', status: 404 },
      { path: '/category/chocolate', status: 200 },
    ]);
    // One after the other: each waited for the end of the one before (30 ms each).
    for (const page of warmed) expect(page.ms).toBeGreaterThanOrEqual(25);
    expect(asked[2]!.at - asked[1]!.at).toBeGreaterThanOrEqual(25);
    for (const { headers } of asked) {
      expect(headers.host).toBe('shop.example.com');
      expect(headers['x-forwarded-proto']).toBe('https');
      expect(headers.accept).toContain('text/html');
      expect(headers['sec-fetch-dest']).toBe('document');
      expect(headers.cookie).toBeUndefined();
    }
  });

  it('gives up at its deadline, on a page that does not end, and asks for nothing after it', async () => {
    const { port, asked } = await server((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      // Never ended: a backend that hangs.
      response.write('<!DOCTYPE html>');
    });
    const started = performance.now();
    const warmed = await warmUp({
      port,
      origin: 'http://localhost:3000',
      paths: ['/', '/category/chocolate'],
      timeoutMs: 200,
      backendReady: up,
    });

    expect(performance.now() - started).toBeLessThan(2_000);
    expect(warmed).toEqual([{ path: '/', status: 0, ms: expect.any(Number) }]);
    expect(asked.map(({ path }) => path)).toEqual(['/']);
  });

  it('never throws: a server that is not listening counts as no answer', async () => {
    const { port } = await server(() => undefined);
    await Promise.all(opened.splice(0).map((close) => close()));
    const warmed = await warmUp({
      port,
      origin: 'http://localhost:3000',
      paths: ['/'],
      timeoutMs: 1_000,
      backendReady: up,
    });
    expect(warmed).toEqual([{ path: '/', status: 0, ms: expect.any(Number) }]);
  });

  it('waits for the backend to answer before it asks for a page', async () => {
    const { port, asked } = await server((_request, response) => response.end('<!DOCTYPE html>'));
    let looks = 0;
    const backendReady = async () => {
      looks += 1;
      // Down for the first two looks, then up; the pages are not asked for meanwhile.
      if (looks <= 2) {
        expect(asked).toEqual([]);
        return false;
      }
      return true;
    };
    const warmed = await warmUp({
      port,
      origin: 'http://localhost:3000',
      paths: ['/'],
      timeoutMs: 5_000,
      backendReady,
      pollMs: 10,
    });
    expect(looks).toBe(3);
    expect(warmed).toEqual([{ path: '/', status: 200, ms: expect.any(Number) }]);
  });

  it('asks for nothing when the backend does not answer in time (a look that fails counts as no answer)', async () => {
    const { port, asked } = await server((_request, response) => response.end());
    const started = performance.now();
    const down = () => Promise.reject(new Error('ECONNREFUSED'));
    expect(
      await warmUp({
        port,
        origin: 'http://localhost:3000',
        paths: ['/'],
        timeoutMs: 100,
        backendReady: down,
        pollMs: 10,
      }),
    ).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(asked).toEqual([]);
  });

  it('asks nothing when there is nothing to warm', async () => {
    const { port, asked } = await server((_request, response) => response.end());
    expect(
      await warmUp({ port, origin: 'http://localhost:3000', paths: [], timeoutMs: 1_000, backendReady: up }),
    ).toEqual([]);
    expect(asked).toEqual([]);
  });
});
