/**
 * The storefront's own time beside its commerce backend's, from the server's `Server-Timing`
 * header (server/server-timing.ts, app/services/commerce-calls.server.ts): one request at a time, so nothing queues.
 *
 *   total     client-measured, request sent → last body byte (loopback)
 *   commerce  Server-Timing `commerce`: wall time with a commerce call in flight (SCAPI/SLAS)
 *   own       total − commerce: routing, session, rendering, compression, the storefront's code
 *   103       when the 103 Early Hints answer came (server/early-hints.ts): what a browser behind a front end that
 *             forwards it could fetch meanwhile; none for a page from the rendered-page cache
 */
import http from 'node:http';
import { request } from './http.ts';
import { median } from './load.ts';

export interface TimingSample {
  status: number;
  totalMs: number;
  /** Server-Timing `app`: until the response head went out. */
  appMs: number | null;
  commerceMs: number | null;
  commerceCalls: number | null;
  hintMs: number | null;
}

export interface TimingSummary {
  samples: number;
  status: number;
  totalMs: number;
  commerceMs: number | null;
  ownMs: number | null;
  commerceCalls: number | null;
  /** The median time to the 103 of the samples that had one; null when none had. */
  hintMs: number | null;
}

export function parseServerTiming(
  value: string | undefined,
): Pick<TimingSample, 'appMs' | 'commerceMs' | 'commerceCalls'> {
  const app = value?.match(/(?:^|,)\s*app;dur=([\d.]+)/);
  const commerce = value?.match(/(?:^|,)\s*commerce;dur=([\d.]+)(?:;desc="(\d+) calls?")?/);
  return {
    appMs: app ? Number(app[1]) : null,
    commerceMs: commerce ? Number(commerce[1]) : null,
    commerceCalls: commerce?.[2] ? Number(commerce[2]) : null,
  };
}

export async function sample(url: URL, headers: Record<string, string>, agent?: http.Agent): Promise<TimingSample> {
  const reply = await request(url, { headers, ...(agent ? { agent } : {}) });
  const timing = reply.headers['server-timing'];
  return {
    status: reply.status,
    totalMs: reply.ms,
    hintMs: reply.hintMs ?? null,
    ...parseServerTiming(Array.isArray(timing) ? timing.join(', ') : timing),
  };
}

export function summarize(samples: TimingSample[]): TimingSummary {
  const withTiming = samples.filter((s) => s.commerceMs !== null);
  const hinted = samples.filter((s) => s.hintMs !== null);
  const statuses = samples.map((s) => s.status);
  return {
    samples: samples.length,
    status: statuses.find((status) => status < 200 || status >= 300) ?? statuses[0] ?? 0,
    totalMs: median(samples.map((s) => s.totalMs)),
    commerceMs: withTiming.length ? median(withTiming.map((s) => s.commerceMs!)) : null,
    // The median of each request's own time (not the difference of two medians).
    ownMs: withTiming.length ? median(withTiming.map((s) => s.totalMs - s.commerceMs!)) : null,
    commerceCalls: withTiming.length ? median(withTiming.map((s) => s.commerceCalls ?? 0)) : null,
    hintMs: hinted.length ? median(hinted.map((s) => s.hintMs!)) : null,
  };
}

/** Warm figures: a few unmeasured requests, then `count` measured ones, one after another on one connection. */
export async function warmSamples(url: URL, headers: Record<string, string>, count: number): Promise<TimingSummary> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < 3; i += 1) await sample(url, headers, agent);
    const samples: TimingSample[] = [];
    for (let i = 0; i < count; i += 1) samples.push(await sample(url, headers, agent));
    return summarize(samples);
  } finally {
    agent.destroy();
  }
}
