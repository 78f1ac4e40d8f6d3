/**
 * Slow uploads against the server's real request edge (server/app.ts) on a port of its own, with a stand-in
 * for React Router behind it and small limits: form posts whose body trickles in (raw sockets that send the
 * headers and part of the body, then nothing) hold no in-flight slot, `/readyz` says when the slots are
 * truly all taken, and a body or headers that come too slowly are cut off with 408. Every wait is for an
 * event (a request reaching the server, a connection closing), never for time to pass.
 */
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { Request, Response } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { REQUEST_BODY_MESSAGES } from '~/models/edge-constants.ts';
import { FORM_BODY_MAX_BYTES } from '~/models/form-constants.ts';
import { FORM_POST_MESSAGES } from '~/models/form-post.ts';
import { createApp, createHttpServer, type EdgeSettings } from '../../server/app.ts';
import { bodyOf } from '../../server/request-body.ts';

const MINUTE = 60_000;
/** Deadlines no test reaches, unless it sets its own. */
const SETTINGS: EdgeSettings = {
  maxInFlight: 2,
  maxBodyReadsPerClient: 8,
  headersTimeoutMs: 10 * MINUTE,
  requestTimeoutMs: 10 * MINUTE,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 10 * MINUTE,
  imageUpstreamTimeoutMs: 5_000,
};

/** A count that can be waited for. */
function counter() {
  let count = 0;
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  return {
    bump() {
      count += 1;
      for (const waiter of waiting.filter((one) => one.count <= count)) waiter.resolve();
    },
    reached(target: number): Promise<void> {
      return target <= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count: target, resolve }));
    },
  };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/**
 * The app as server/index.ts builds it, React Router replaced: `/hold` waits until `release()`, a post
 * answers its body, any other page 'page'. `seen` counts the requests that reached the server (the app
 * runs its middleware up to the body's reading synchronously as each arrives); `held` the `/hold`s being
 * worked on, `done` those whose response has closed.
 */
async function start(overrides: Partial<EdgeSettings> = {}, { trustProxy }: { trustProxy?: string } = {}) {
  const settings = { ...SETTINGS, ...overrides };
  const { app, appEdge } = createApp({
    origin: 'http://127.0.0.1',
    trustProxy,
    serverTiming: false,
    imageUpstream: undefined,
    backendReady: async () => true,
    warmUp: () => 'done',
    settings,
  });
  const held = counter();
  const done = counter();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.use(appEdge, (request: Request, response: Response) => {
    if (request.path === '/hold') {
      response.once('close', done.bump);
      held.bump();
      void released.then(() => response.type('text/plain').send('held'));
    } else if (request.method === 'POST') response.type('text/plain').send(`form ${bodyOf(request)?.toString()}`);
    else response.type('text/plain').send('page');
  });
  const server = createHttpServer(app, settings);
  servers.push(server);
  const seen = counter();
  server.on('request', seen.bump);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, url: (path: string) => `http://127.0.0.1:${port}${path}`, seen, held, done, release };
}

/** A raw connection that sends `text` and keeps what comes back; `answer` is all of it once the server has closed the connection. */
function raw(port: number, text: string) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  socket.write(text);
  const answer = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  return { socket, answer, received: () => received };
}

/** A form post's headers and the first 3 of its 100 bytes of body, and then nothing. */
function slowPost(port: number, { forwardedFor }: { forwardedFor?: string } = {}) {
  return raw(
    port,
    `POST /form HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n` +
      `${forwardedFor ? `X-Forwarded-For: ${forwardedFor}\r\n` : ''}\r\na=1`,
  );
}

describe('slow uploads at the request edge', () => {
  it('posts whose body trickles in take no in-flight slot: the pages still answer 200, and /readyz stays ready', async () => {
    const server = await start({ maxInFlight: 2 });
    const slow = Array.from({ length: 4 }, () => slowPost(server.port));
    await server.seen.reached(4);

    const page = await fetch(server.url('/'));
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('page');
    const ready = await fetch(server.url('/readyz'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, commerce: 'up', warmUp: 'done', inFlight: 'ok' });
    // Nothing was said to the slow posts: they wait for their bodies, not for a slot.
    expect(slow.map((post) => post.received())).toEqual(['', '', '', '']);
  });

  it('/readyz answers 503 "saturated" while every slot is taken by requests being worked on, and ready again after', async () => {
    const server = await start({ maxInFlight: 2 });
    const holds = [fetch(server.url('/hold')), fetch(server.url('/hold'))];
    await server.held.reached(2);

    const saturated = await fetch(server.url('/readyz'));
    expect(saturated.status).toBe(503);
    expect(await saturated.json()).toEqual({ ok: false, commerce: 'up', warmUp: 'done', inFlight: 'saturated' });
    expect(saturated.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(server.url('/'))).status).toBe(503);
    // Liveness is not readiness: the process still answers.
    expect((await fetch(server.url('/healthz'))).status).toBe(200);

    server.release();
    expect(await Promise.all(holds.map(async (hold) => (await hold).text()))).toEqual(['held', 'held']);
    await server.done.reached(2);
    const ready = await fetch(server.url('/readyz'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ok: true, inFlight: 'ok' });
  });

  it('a body that has not arrived by its deadline is answered 408 and its connection closed', async () => {
    const server = await start({ requestTimeoutMs: 50 });
    const answer = await slowPost(server.port).answer;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer.endsWith(REQUEST_BODY_MESSAGES.timeout)).toBe(true);
  });

  it('headers that have not arrived by their deadline are answered 408 by Node and the connection closed', async () => {
    const server = await start({ headersTimeoutMs: 50, requestTimeoutMs: 50, checkIntervalMs: 10 });
    const answer = await raw(server.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`).answer;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('one client address may be sending only so many bodies at once (TRUST_PROXY honoured); other clients still post', async () => {
    const server = await start({ maxBodyReadsPerClient: 2, maxInFlight: 10 }, { trustProxy: 'loopback' });
    slowPost(server.port, { forwardedFor: '203.0.113.1' });
    slowPost(server.port, { forwardedFor: '203.0.113.1' });
    await server.seen.reached(2);

    const refused = await slowPost(server.port, { forwardedFor: '203.0.113.1' }).answer;
    expect(refused).toMatch(/^HTTP\/1\.1 429 /);
    expect(refused).toMatch(/\r\nConnection: close\r\n/i);
    expect(refused).toMatch(/\r\nRetry-After: \d+\r\n/i);
    expect(refused.endsWith(REQUEST_BODY_MESSAGES.tooManyAtOnce)).toBe(true);

    const other = await fetch(server.url('/form'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.2' },
      body: 'a=1&b=2',
    });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe('form a=1&b=2');
  });
});

/**
 * Posts `body` whole, as a browser sends a form: the answer the client read, and the error its side of the connection
 * met, if any (a server that closes on a client still sending makes the client's writes fail: EPIPE or ECONNRESET).
 */
function postWhole(port: number, body: Buffer): Promise<{ status: number; text: string; error: string | null }> {
  return new Promise((resolve) => {
    let status = 0;
    let text = '';
    let error: string | null = null;
    let answered = false;
    let closed = false;
    const settle = () => answered && closed && resolve({ status, text, error });
    const outgoing = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/form',
      agent: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) },
    });
    outgoing.on('error', (problem: NodeJS.ErrnoException) => {
      error = problem.code ?? problem.message;
      answered = true;
      settle();
    });
    outgoing.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        answered = true;
        settle();
      });
    });
    outgoing.on('close', () => {
      closed = true;
      settle();
    });
    outgoing.end(body);
  });
}

describe('refused bodies', () => {
  it('a form declared larger than the limit gets its 413 though the client is still sending it', async () => {
    const server = await start();
    const answer = await postWhole(server.port, Buffer.alloc(4 * FORM_BODY_MAX_BYTES, 'a'));
    expect(answer.error).toBeNull();
    expect(answer.status).toBe(413);
    expect(answer.text).toBe(FORM_POST_MESSAGES.tooLarge);
  });
});
