/**
 * The `Server-Timing` value (on when SERVER_TIMING=1; `npm run bench` reads it, browsers show it in
 * their developer tools): the storefront's time until the response head went out, and how much of it
 * was spent waiting for the commerce backend, e.g.
 *
 *     Server-Timing: app;dur=12.4, commerce;dur=8.1;desc="2 calls"
 *
 * `app - commerce` is the storefront's own time. It carries durations and a call count only: no URLs,
 * ids or tokens.
 */
export function serverTimingValue({
  appMs,
  commerceMs,
  calls,
}: {
  appMs: number;
  commerceMs: number;
  calls: number;
}): string {
  return `app;dur=${appMs.toFixed(1)}, commerce;dur=${commerceMs.toFixed(1)};desc="${calls} ${calls === 1 ? 'call' : 'calls'}"`;
}
