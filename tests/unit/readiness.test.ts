import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readiness, readinessCheck } from '../../server/readiness.ts';

/** A backend whose key set answers `status` (changeable) and counts the looks. */
async function backend(status: number) {
  const state = { status, looks: 0 };
  const server = http.createServer((_request, response) => {
    state.looks += 1;
    response.writeHead(state.status, { 'content-type': 'application/json' }).end('{"keys":[]}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`, state };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('readiness: the look at the commerce backend behind /readyz', () => {
  it('keeps an answer for its time, so a load balancer polling it is no load on the backend', async () => {
    const { url, state } = await backend(200);
    const ready = readinessCheck(url, { cacheMs: 60_000 });
    expect(await ready()).toBe(true);
    state.status = 503;
    expect(await ready()).toBe(true);
    expect(state.looks).toBe(1);
  });

  it('looks again once that time is over', async () => {
    const { url, state } = await backend(503);
    const ready = readinessCheck(url, { cacheMs: 0 });
    expect(await ready()).toBe(false);
    state.status = 200;
    expect(await ready()).toBe(true);
    expect(state.looks).toBe(2);
  });

  it('shares one look between probes that come at once', async () => {
    const { url, state } = await backend(200);
    const ready = readinessCheck(url, { cacheMs: 60_000 });
    expect(await Promise.all([ready(), ready(), ready()])).toEqual([true, true, true]);
    expect(state.looks).toBe(1);
  });

  it('a fresh look (the warm-up’s) replaces a kept "down", so /readyz does not go on answering it', async () => {
    const { url, state } = await backend(503);
    const ready = readinessCheck(url, { cacheMs: 60_000 });
    expect(await ready()).toBe(false);
    state.status = 200;
    expect(await ready()).toBe(false);
    expect(await ready({ fresh: true })).toBe(true);
    expect(await ready()).toBe(true);
    expect(state.looks).toBe(2);
  });

  it('a backend that does not answer is down', async () => {
    const { url } = await backend(200);
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    expect(await readinessCheck(url, { cacheMs: 0, timeoutMs: 1_000 })()).toBe(false);
  });
});

describe('readiness: the answer of /readyz', () => {
  it('is 200 only when the backend answers, the warm-up is done and an in-flight slot is free', () => {
    expect(readiness({ commerce: true, warmUp: 'done', saturated: false })).toEqual({
      status: 200,
      body: { ok: true, commerce: 'up', warmUp: 'done', inFlight: 'ok' },
    });
    expect(readiness({ commerce: false, warmUp: 'done', saturated: false })).toMatchObject({
      status: 503,
      body: { ok: false, commerce: 'down' },
    });
    expect(readiness({ commerce: true, warmUp: 'running', saturated: false })).toMatchObject({
      status: 503,
      body: { ok: false, warmUp: 'running' },
    });
  });

  it('is 503 "saturated" while every in-flight slot is taken, so a load balancer sends shoppers elsewhere', () => {
    expect(readiness({ commerce: true, warmUp: 'done', saturated: true })).toEqual({
      status: 503,
      body: { ok: false, commerce: 'up', warmUp: 'done', inFlight: 'saturated' },
    });
  });
});
