/**
 * A bounded number of requests in flight. Past the limit, a request is answered at once with 503,
 * Retry-After and a small branded page (a static string: rendering React is the work being shed)
 * instead of joining an unbounded queue in which every shopper waits and connections time out.
 * Mounted after the health checks and static files, which are never counted, and after the request's body
 * has been read (server/request-body.ts): a slow sender holds no slot. `saturated()` tells `/readyz`.
 */
import type { NextFunction, Request, Response } from 'express';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../app/models/edge-constants.ts';
import { numberSetting } from '../app/models/number-setting.ts';

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy right now | Sweet Shop</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#fdf8f0;color:#3b2314}header{background:#3b2314;color:#fdf8f0;padding:1rem;font-size:1.5rem;font-weight:700}header a{color:inherit;text-decoration:none}main{max-width:36rem;margin:0 auto;padding:4rem 1rem;text-align:center}h1{font-size:2.25rem}a.button{display:inline-block;margin-top:2rem;padding:.75rem 1.5rem;border-radius:9999px;background:#3b2314;color:#fdf8f0;font-weight:600;text-decoration:none}</style>
</head>
<body><header><a href="/">Sweet Shop</a></header>
<main id="main-content"><h1>Oh fudge!</h1><p>The shop is very busy right now. Please try again in a few seconds.</p><a class="button" href="">Try again</a></main>
</body>
</html>
`;

/** The limit: MAX_IN_FLIGHT_REQUESTS when it is a positive whole number, else the default. */
export function inFlightLimitFrom(value: string | undefined, fallback: number): number {
  return numberSetting(value, fallback, { positive: true, integer: true });
}

export function inFlightLimit(limit: number) {
  let inFlight = 0;
  const middleware = (_request: Request, response: Response, next: NextFunction): void => {
    if (inFlight >= limit) {
      response
        .status(503)
        .set({
          'Retry-After': String(OVERLOAD_RETRY_AFTER_SECONDS),
          'Cache-Control': 'no-store',
          'Content-Security-Policy':
            "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        })
        .type('html')
        .send(PAGE);
      return;
    }
    inFlight += 1;
    // 'close' comes once per response, whether it was sent in full or the client went away.
    response.once('close', () => {
      inFlight -= 1;
    });
    next();
  };
  return Object.assign(middleware, { saturated: () => inFlight >= limit });
}
