/**
 * Times every request from here on and, with `header` (`npm run bench` sets SERVER_TIMING=1; off by
 * default, as it tells anyone how long the commerce backend took — e.g. whether an account exists),
 * writes `Server-Timing` just before the response head (app/models/server-timing.ts). A request React
 * Router serves reports its commerce calls, which live in the app's request context
 * (server/react-router-handler.ts hands the timer over); any other has made none.
 */
import type { NextFunction, Request, Response } from 'express';
import { serverTimingValue } from '../app/models/server-timing.ts';

export interface RequestTimer {
  startedAt: number;
  /** The app's Server-Timing value for this request, once React Router took it. */
  report?: () => string;
}

/** The timer of a request that went through `serverTiming` (Express keeps it in the response's locals). */
export function requestTimer(response: Response): RequestTimer {
  return ((response.locals as { timer?: RequestTimer }).timer ??= { startedAt: performance.now() });
}

export function serverTiming({ header }: { header: boolean }) {
  return (_request: Request, response: Response, next: NextFunction): void => {
    const timer: RequestTimer = { startedAt: performance.now() };
    (response.locals as { timer?: RequestTimer }).timer = timer;
    if (header) {
      const writeHead = response.writeHead;
      response.writeHead = function (this: Response, ...args: unknown[]) {
        if (!this.headersSent) {
          this.setHeader(
            'Server-Timing',
            timer.report?.() ??
              serverTimingValue({ appMs: performance.now() - timer.startedAt, commerceMs: 0, calls: 0 }),
          );
        }
        return (writeHead as (...a: unknown[]) => Response).apply(this, args);
      } as Response['writeHead'];
    }
    next();
  };
}
