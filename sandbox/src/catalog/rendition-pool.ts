import { Worker } from 'node:worker_threads';
import { ProblemError } from '../http/problem.ts';
import type { RenditionRequest } from './rasterize.ts';

/**
 * Raster renditions run on a small pool of worker threads, never on the server's thread: a 3000 px WebP
 * is seconds of CPU, and on the server's thread it held every other answer (the storefront's /healthz
 * too, the sandbox being embedded) for as long. Work waits in a bounded queue; past it, and past a
 * client's share (renditions in flight and queued per client address), the answer is a fast 503 with
 * Retry-After instead of an ever longer wait. Workers start on the first rendition, so a sandbox that
 * never rasterizes starts none.
 */

export interface RenditionLimits {
  /** Worker threads (renditions rendered at once). */
  workers: number;
  /** Renditions waiting for a worker, across clients. */
  maxQueued: number;
  /** Renditions one client may have rendering or waiting. */
  perClient: number;
}

export interface RenditionJob {
  svg: string;
  request: RenditionRequest;
}

/** What the pool needs of a worker thread (tests give it a fake one they finish by hand). */
export interface RenditionWorker {
  postMessage(job: RenditionJob): void;
  on(event: 'message', listener: (reply: { bytes?: Uint8Array; error?: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  unref(): void;
  terminate(): Promise<number>;
}

export const RENDITION_RETRY_AFTER_SECONDS = 2;

const spawnWorker = (): RenditionWorker => new Worker(new URL('./rendition-worker.mjs', import.meta.url));

interface Task {
  job: RenditionJob;
  client: string;
  resolve(bytes: Uint8Array): void;
  reject(error: Error): void;
}

const busy = (detail: string) =>
  new ProblemError(
    503,
    'service-unavailable',
    'Service Unavailable',
    detail,
    {},
    { 'retry-after': String(RENDITION_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
  );

export class RenditionPool {
  private readonly idle: RenditionWorker[] = [];
  private readonly running = new Map<RenditionWorker, Task>();
  private readonly queue: Task[] = [];
  private readonly perClient = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly limits: RenditionLimits,
    private readonly spawn: () => RenditionWorker = spawnWorker,
  ) {}

  /** The rendition's bytes, rendered by a worker; a ProblemError 503 at once when the queue or the client's share is full. */
  render(client: string, job: RenditionJob): Promise<Uint8Array> {
    if ((this.perClient.get(client) ?? 0) >= this.limits.perClient)
      return Promise.reject(busy('Too many renditions of yours are being rendered; try again shortly.'));
    const workerFree = this.idle.length > 0 || this.workerCount < this.limits.workers;
    if (this.closed || (!workerFree && this.queue.length >= this.limits.maxQueued))
      return Promise.reject(busy('The image service is busy; try again shortly.'));
    this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
    return new Promise<Uint8Array>((resolve, reject) => {
      this.queue.push({ job, client, resolve, reject });
      this.dispatch();
    });
  }

  /** Renditions being rendered and waiting (for tests and logs). */
  get load(): { running: number; queued: number } {
    return { running: this.running.size, queued: this.queue.length };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) this.settle(task, new Error('The image service closed.'));
    const workers = [...this.idle.splice(0), ...this.running.keys()];
    for (const [worker, task] of this.running) {
      this.running.delete(worker);
      this.settle(task, new Error('The image service closed.'));
    }
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private get workerCount(): number {
    return this.idle.length + this.running.size;
  }

  private dispatch(): void {
    while (this.queue.length && (this.idle.length || this.workerCount < this.limits.workers)) {
      const worker = this.idle.pop() ?? this.startWorker();
      const task = this.queue.shift()!;
      this.running.set(worker, task);
      worker.postMessage(task.job);
    }
  }

  private startWorker(): RenditionWorker {
    const worker = this.spawn();
    // An idle worker does not keep the process alive; a request waiting for one does.
    worker.unref();
    worker.on('message', (reply) => {
      const task = this.running.get(worker);
      if (!task) return;
      this.running.delete(worker);
      this.idle.push(worker);
      this.settle(task, reply.bytes ?? new Error(reply.error ?? 'The rendition failed.'));
      this.dispatch();
    });
    // A worker that dies takes its job with it; the next job starts a fresh one.
    const lost = (error: Error) => {
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
      const task = this.running.get(worker);
      this.running.delete(worker);
      if (task) this.settle(task, error);
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The rendition worker stopped (${code}).`)));
    return worker;
  }

  private settle(task: Task, outcome: Uint8Array | Error): void {
    const count = (this.perClient.get(task.client) ?? 1) - 1;
    if (count > 0) this.perClient.set(task.client, count);
    else this.perClient.delete(task.client);
    if (outcome instanceof Error) task.reject(outcome);
    else task.resolve(outcome);
  }
}
