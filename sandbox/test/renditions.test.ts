import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { RenditionPool, type RenditionJob, type RenditionWorker } from '../src/catalog/rendition-pool.ts';
import { disallowedParameters, nearestAllowed, renditionRequest } from '../src/catalog/renditions.ts';
import { ProblemError } from '../src/http/problem.ts';
import { startTestSandbox } from './harness.ts';

/** A worker that renders nothing until the test says so: bounds are checked by counting, never by timing. */
class FakeWorker extends EventEmitter implements RenditionWorker {
  readonly jobs: RenditionJob[] = [];
  constructor(private readonly took: (worker: FakeWorker) => void) {
    super();
  }
  postMessage(job: RenditionJob) {
    this.jobs.push(job);
    this.took(this);
  }
  finish(bytes = new Uint8Array([1, 2, 3])) {
    this.emit('message', { bytes });
  }
  unref() {}
  async terminate() {
    return 0;
  }
}

function fakePool(limits: { workers: number; maxQueued: number; perClient: number }) {
  const workers: FakeWorker[] = [];
  /** Which worker took each job, in order. */
  const takers: FakeWorker[] = [];
  const jobs = new EventEmitter();
  const pool = new RenditionPool(limits, () => {
    const worker = new FakeWorker((taker) => {
      takers.push(taker);
      jobs.emit('job');
    });
    workers.push(worker);
    return worker;
  });
  /** The worker that took the nth job (from 1), once one has. */
  const started = async (nth: number) => {
    while (takers.length < nth) await new Promise((resolve) => jobs.once('job', resolve));
    return takers[nth - 1]!;
  };
  return { pool, workers, started };
}

const job = (width: number): RenditionJob => ({ svg: '<svg/>', request: { format: 'webp', width, quality: 80 } });

async function busyProblem(promise: Promise<unknown>): Promise<ProblemError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProblemError);
  return error as ProblemError;
}

describe('the allowed rendition parameters', () => {
  it('takes the nearest allowed value, the larger one when halfway', () => {
    expect(nearestAllowed(64, [640, 750, 828])).toBe(640);
    expect(nearestAllowed(700, [640, 750, 828])).toBe(750);
    expect(nearestAllowed(695, [640, 750, 828])).toBe(750);
    expect(nearestAllowed(9999, [640, 750, 828])).toBe(828);
    expect(nearestAllowed(75, [60, 70, 80, 90])).toBe(80);
  });

  it('renders the spec’s widths and the fixed qualities as asked, and names the others with where they go', () => {
    for (const width of [640, 750, 828, 1080, 1200, 1920, 2048, 3000]) {
      expect(disallowedParameters(renditionRequest('jpg', { sw: String(width), q: '80' }))).toEqual({});
      expect(disallowedParameters(renditionRequest('jpg', { sw: String(width), sh: String(width) }))).toEqual({});
    }
    for (const quality of [60, 70, 80, 90])
      expect(disallowedParameters(renditionRequest('png', { q: String(quality) }))).toEqual({});
    expect(disallowedParameters(renditionRequest('jpg', {}))).toEqual({});
    expect(disallowedParameters(renditionRequest('jpg', { sw: '3001', q: '81' }))).toEqual({ sw: '3000', q: '80' });
    expect(disallowedParameters(renditionRequest('jpg', { sw: '1', sh: '1100', q: '1' }))).toEqual({
      sw: '640',
      sh: '1080',
      q: '60',
    });
    expect(() => renditionRequest('jpg', { sw: '-1' })).toThrow(ProblemError);
    expect(() => renditionRequest('jpg', { q: 'high' })).toThrow(ProblemError);
  });
});

describe('the rendition pool’s bounds', () => {
  it('queues past its workers up to its bound, then answers 503 with Retry-After at once', async () => {
    const { pool, started } = fakePool({ workers: 1, maxQueued: 2, perClient: 10 });
    const running = pool.render('a', job(640));
    const worker = await started(1);
    const queued = [pool.render('b', job(750)), pool.render('c', job(828))];
    expect(pool.load).toEqual({ running: 1, queued: 2 });
    const refused = await busyProblem(pool.render('d', job(1080)));
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);

    worker.finish(new Uint8Array([7]));
    expect(await running).toEqual(new Uint8Array([7]));
    // The freed place in the queue is taken again.
    const again = pool.render('d', job(1080));
    expect(pool.load).toEqual({ running: 1, queued: 2 });
    for (let index = 0; index < 3; index += 1) worker.finish();
    await Promise.all([...queued, again]);
    expect(pool.load).toEqual({ running: 0, queued: 0 });
    expect(worker.jobs.map((entry) => entry.request.width)).toEqual([640, 750, 828, 1080]);
  });

  it('limits a client’s renditions in flight and queued, and frees its share when one ends', async () => {
    const { pool, started } = fakePool({ workers: 1, maxQueued: 10, perClient: 2 });
    const first = pool.render('10.0.0.1', job(640));
    const worker = await started(1);
    const second = pool.render('10.0.0.1', job(750));
    const refused = await busyProblem(pool.render('10.0.0.1', job(828)));
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Another client still gets its place.
    const other = pool.render('10.0.0.2', job(828));
    expect(pool.load).toEqual({ running: 1, queued: 2 });

    worker.finish();
    await first;
    const third = pool.render('10.0.0.1', job(1080));
    for (let index = 0; index < 3; index += 1) worker.finish();
    await Promise.all([second, other, third]);
  });

  it('fails the job of a worker that dies and starts a fresh worker for the next', async () => {
    const { pool, workers, started } = fakePool({ workers: 1, maxQueued: 1, perClient: 1 });
    const lost = pool.render('a', job(640));
    const queued = pool.render('b', job(750));
    const dead = await started(1);
    dead.emit('error', new Error('out of memory'));
    await expect(lost).rejects.toThrow('out of memory');
    const fresh = await started(2);
    expect(fresh).not.toBe(dead);
    fresh.finish();
    expect(await queued).toEqual(new Uint8Array([1, 2, 3]));
    expect(workers).toHaveLength(2);
    // The dead job's client has its share back.
    const next = pool.render('a', job(828));
    fresh.finish();
    await next;
  });
});

describe('renditions on the image service', () => {
  let sandbox: RunningSandbox;
  const image = (query: string) =>
    `${sandbox.url}/images/dis/products/${DEMO_PRODUCTS.simpleItem}-1-large.jpg?${query}`;

  beforeAll(async () => {
    sandbox = await startTestSandbox('renditions');
  });
  afterAll(async () => sandbox?.close());

  it('renders off the server’s thread: while a 3000 px WebP renders, the sandbox keeps answering', async () => {
    // The codecs are loaded and the catalog read first, so what follows is the rendering itself.
    expect((await fetch(image('sw=640&q=60'))).status).toBe(200);
    let rendered = false;
    const rendition = fetch(image('sw=3000&fmt=webp&q=90')).then(async (response) => {
      const bytes = Buffer.from(await response.arrayBuffer());
      rendered = true;
      return { status: response.status, bytes };
    });
    // Health checks one after another for as long as the rendition takes: on the server's thread,
    // none of them could be answered until it ended.
    let answeredMeanwhile = 0;
    while (!rendered) {
      const health = await fetch(`${sandbox.url}/health`);
      await health.arrayBuffer();
      if (!rendered) answeredMeanwhile += 1;
    }
    const { status, bytes } = await rendition;
    expect(status).toBe(200);
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(5);
  }, 180_000);

  it('answers 503 with Retry-After past the queue and past a client’s share (the forwarded address of a loopback proxy)', async () => {
    const { pool, started } = fakePool({ workers: 1, maxQueued: 1, perClient: 1 });
    const real = sandbox.services.renditions;
    sandbox.services.renditions = pool;
    try {
      const first = fetch(image('sw=1920&q=70'), { headers: { 'x-forwarded-for': '203.0.113.1' } });
      const worker = await started(1);
      const sameShopper = await fetch(image('sw=2048&q=70'), { headers: { 'x-forwarded-for': '203.0.113.1' } });
      expect(sameShopper.status).toBe(503);
      expect(sameShopper.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(sameShopper.headers.get('cache-control')).toBe('no-store');

      const queued = fetch(image('sw=2048&q=70'), { headers: { 'x-forwarded-for': '203.0.113.2' } });
      while (pool.load.queued === 0) await new Promise((resolve) => setImmediate(resolve));
      const queueFull = await fetch(image('sw=1200&q=70'), { headers: { 'x-forwarded-for': '203.0.113.3' } });
      expect(queueFull.status).toBe(503);
      expect(queueFull.headers.get('retry-after')).toMatch(/^\d+$/);

      worker.finish(new Uint8Array([0x52, 0x49]));
      worker.finish(new Uint8Array([0x46, 0x46]));
      expect(new Uint8Array(await (await first).arrayBuffer())).toEqual(new Uint8Array([0x52, 0x49]));
      expect((await queued).status).toBe(200);
      // A refused rendition is not cached: asked again with room, it renders.
      const retried = fetch(image('sw=1200&q=70'), { headers: { 'x-forwarded-for': '203.0.113.3' } });
      (await started(3)).finish();
      expect((await retried).status).toBe(200);
    } finally {
      sandbox.services.renditions = real;
      await pool.close();
    }
  });
});
