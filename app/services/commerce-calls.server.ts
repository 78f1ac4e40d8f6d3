/**
 * What one request's commerce calls share: their time budget, their timing for the `Server-Timing`
 * header, and whether one of them found the site under maintenance.
 *
 * Each call gets at most COMMERCE_TIMEOUT_MS, and all of a request's calls together what is left of
 * COMMERCE_REQUEST_BUDGET_MS (commerce.server.ts), so a page of several calls in a row still answers
 * in time. `commerce` in the header is wall-clock time with at least one commerce call in flight
 * (parallel calls count once), until the backend's response head arrived.
 *
 * The server starts one per request (app/entry.server.tsx `requestContext`) and the app finds it in
 * the React Router context; the commerce clients built for the request carry it (the request's
 * scope and session hold it), so the SDK's fetch needs no ambient state.
 */
import { createContext, redirect, RouterContextProvider, type MiddlewareFunction } from 'react-router';
import { serverTimingValue } from '~/models/server-timing.ts';

export class CommerceCalls {
  private calls = 0;
  private inFlight = 0;
  private busySince = 0;
  private busyMs = 0;
  /** The request's own commerce budget, when an action was given a larger one (`setBudget`). */
  budgetMs?: number;
  /** The request's own limit per commerce call, given with its budget. */
  callTimeoutMs?: number;
  /** A commerce answer said "Site Under Maintenance" (the root middleware redirects, whoever caught it). */
  maintenance = false;
  /** A commerce call got no answer or a 5xx: what the request rendered may be missing a part, so it is not shared. */
  failed = false;

  /** `startedAt`: when the server received the request; null outside a request (tests of services), where no budget runs down. */
  constructor(private readonly startedAt: number | null = null) {}

  /** Marks the start of a commerce call; call the result when its response arrived. */
  started(): () => void {
    this.calls += 1;
    if (this.inFlight++ === 0) this.busySince = performance.now();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      if (--this.inFlight === 0) this.busyMs += performance.now() - this.busySince;
    };
  }

  /** How long the request has been running (0 outside a request). */
  elapsedMs(now = performance.now()): number {
    return this.startedAt === null ? 0 : now - this.startedAt;
  }

  /**
   * Gives the request a commerce budget of its own instead of COMMERCE_REQUEST_BUDGET_MS, and each
   * call a time-out of its own instead of COMMERCE_TIMEOUT_MS. Only for an action whose calls must
   * not be cut off half-way — placing an order (ORDER_REQUEST_BUDGET_MS, ORDER_CALL_TIMEOUT_MS).
   */
  setBudget(budgetMs: number, callTimeoutMs?: number): void {
    this.budgetMs = budgetMs;
    if (callTimeoutMs !== undefined) this.callTimeoutMs = callTimeoutMs;
  }

  /** The `Server-Timing` value until now. */
  serverTiming(now = performance.now()): string {
    const commerceMs = this.busyMs + (this.inFlight > 0 ? now - this.busySince : 0);
    return serverTimingValue({ appMs: this.elapsedMs(now), commerceMs, calls: this.calls });
  }
}

const commerceCallsContext = createContext<CommerceCalls>();

/**
 * A new request's React Router context, its commerce calls counted from `startedAt` (when the server
 * received it), the request's `Server-Timing` value for the server to write before the head, and
 * whether every commerce call of the request was answered (a page made without one is not cached).
 */
export function requestContext(startedAt: number): {
  context: RouterContextProvider;
  serverTiming: () => string;
  complete: () => boolean;
} {
  const calls = new CommerceCalls(startedAt);
  const context = new RouterContextProvider();
  context.set(commerceCallsContext, calls);
  return { context, serverTiming: () => calls.serverTiming(), complete: () => !calls.failed && !calls.maintenance };
}

export const MAINTENANCE_PATH = '/maintenance';

/** This request's commerce calls (the server sets them for every request). */
export function commerceCalls(context: Readonly<RouterContextProvider>): CommerceCalls {
  return context.get(commerceCallsContext);
}

/**
 * Root route middleware: a request whose commerce calls found the site under maintenance answers with
 * a redirect to /maintenance, whatever its loaders and actions made of the SiteMaintenance thrown at
 * them (rendered an error, or caught it in a catch-all) — so no `catch` has to remember it. Inside
 * the session middleware, which still writes its cookie onto the redirect.
 */
export const maintenanceMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  // The maintenance page itself is never sent to itself (a stray call there must not loop the browser).
  if (new URL(request.url).pathname === MAINTENANCE_PATH) return response;
  return commerceCalls(context).maintenance ? redirect(MAINTENANCE_PATH) : response;
};
