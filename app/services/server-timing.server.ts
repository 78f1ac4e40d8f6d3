/**
 * `Server-Timing` on every response when SERVER_TIMING=1 (`npm run bench` sets it; off by default, as
 * it tells anyone how long the commerce backend took — e.g. whether an account exists): the storefront's time until the response head went out, and
 * how much of it was spent waiting for the commerce backend, e.g.
 *
 *     Server-Timing: app;dur=12.4, commerce;dur=8.1;desc="2 calls"
 *
 * `commerce` is wall-clock time with at least one commerce call in flight (parallel calls count
 * once), from the request until the backend's response head arrived; `app - commerce` is the
 * storefront's own time. It carries durations and a call count only: no URLs, ids or tokens.
 * The benchmark (`npm run bench`) reads it; browsers show it in their developer tools.
 *
 * The server (`server/index.ts`, run by tsx) and the app's server build (bundled by Vite) each load
 * their own copy of this module, so the per-request storage lives on `globalThis` where both find it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

interface RequestTiming {
  startedAt: number;
  calls: number;
  inFlight: number;
  busySince: number;
  busyMs: number;
  /** The request's own commerce budget, when an action was given a larger one (`setRequestBudgetMs`). */
  budgetMs?: number;
  /** The request's own limit per commerce call, given with its budget. */
  callTimeoutMs?: number;
}

const storageKey = Symbol.for('sweet-shop.server-timing');
const globals = globalThis as typeof globalThis & { [storageKey]?: AsyncLocalStorage<RequestTiming> };
const storage = (globals[storageKey] ??= new AsyncLocalStorage<RequestTiming>());

/** Marks the start of a commerce call for the current request; call the result when its response arrived. */
export function commerceCallStarted(): () => void {
  const timing = storage.getStore();
  if (!timing) return () => {};
  timing.calls += 1;
  if (timing.inFlight++ === 0) timing.busySince = performance.now();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (--timing.inFlight === 0) timing.busyMs += performance.now() - timing.busySince;
  };
}

/** How long the current request has been running (0 outside a request, e.g. in tests of services). */
export function requestElapsedMs(now = performance.now()): number {
  const timing = storage.getStore();
  return timing ? now - timing.startedAt : 0;
}

/**
 * Gives the current request a commerce budget of its own instead of COMMERCE_REQUEST_BUDGET_MS
 * (commerce.server.ts), and each call a time-out of its own instead of COMMERCE_TIMEOUT_MS. Only for
 * an action whose calls must not be cut off half-way — placing an order (ORDER_REQUEST_BUDGET_MS,
 * ORDER_CALL_TIMEOUT_MS).
 */
export function setRequestBudgetMs(budgetMs: number, callTimeoutMs?: number): void {
  const timing = storage.getStore();
  if (!timing) return;
  timing.budgetMs = budgetMs;
  if (callTimeoutMs !== undefined) timing.callTimeoutMs = callTimeoutMs;
}

/** The current request's own commerce budget, if it was given one. */
export function requestBudgetMs(): number | undefined {
  return storage.getStore()?.budgetMs;
}

/** The current request's own time-out per commerce call, if it was given one. */
export function requestCallTimeoutMs(): number | undefined {
  return storage.getStore()?.callTimeoutMs;
}

export function serverTimingValue(timing: RequestTiming, startedAt: number, now = performance.now()): string {
  const commerceMs = timing.busyMs + (timing.inFlight > 0 ? now - timing.busySince : 0);
  const calls = `${timing.calls} ${timing.calls === 1 ? 'call' : 'calls'}`;
  return `app;dur=${(now - startedAt).toFixed(1)}, commerce;dur=${commerceMs.toFixed(1)};desc="${calls}"`;
}

/**
 * Express/Connect middleware: times the request (the commerce budget needs it) and, with `header`,
 * writes the header just before the response head.
 */
export function serverTiming({ header }: { header: boolean }) {
  return (_request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const startedAt = performance.now();
    const timing: RequestTiming = { startedAt, calls: 0, inFlight: 0, busySince: 0, busyMs: 0 };
    if (header) {
      const writeHead = response.writeHead;
      response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
        if (!this.headersSent) this.setHeader('Server-Timing', serverTimingValue(timing, startedAt));
        return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
      } as ServerResponse['writeHead'];
    }
    storage.run(timing, next);
  };
}
