/**
 * Closed-loop load: N connections (keep-alive), each sending its next request as soon as the
 * previous answer's last byte arrived, for a fixed time after a warm-up on the same connections.
 * Every latency is kept, so p50/p99 are exact order statistics, not histogram buckets. Being closed
 * loop, it measures latency under the given concurrency (no coordinated-omission correction).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { request } from './http.ts';

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every mainstream kernel). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The CPU time (user + system, ms) a process has used so far, from /proc/{pid}/stat — the same
 * figure `process.cpuUsage()` gives inside it — or null where there is no /proc.
 */
export function processCpuMs(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces, inside parentheses): utime is the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export interface LoadResult {
  concurrency: number;
  seconds: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers other than 2xx (counted in the latencies too). */
  non2xx: number;
  /** Requests that got no answer (connection error, 30 s timeout). */
  errors: number;
  statuses: Record<string, number>;
  /** The storefront process's CPU time per request during the measured run (ms; null without /proc): what the budgets check. */
  cpuMsPerRequest: number | null;
  /** The same for the commerce sandbox's own process: the backend's share, which production leaves to Salesforce. */
  sandboxCpuMsPerRequest: number | null;
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export function median(values: number[]): number {
  return percentile(Float64Array.from(values).sort(), 50);
}

async function loop(
  url: URL,
  headers: Record<string, string>,
  concurrency: number,
  durationMs: number,
  agent: http.Agent,
) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const startedAt = performance.now();
  const deadline = startedAt + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      try {
        const reply = await request(url, { headers, agent });
        latencies.push(reply.ms);
        statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, statuses, errors, seconds: (performance.now() - startedAt) / 1000 };
}

export async function measureLoad(
  url: URL,
  headers: Record<string, string>,
  concurrency: number,
  {
    durationMs,
    warmupMs,
    serverPid,
    sandboxPid,
  }: { durationMs: number; warmupMs: number; serverPid?: number; sandboxPid?: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency });
  try {
    if (warmupMs > 0) await loop(url, headers, concurrency, warmupMs, agent);
    const cpu = (pid: number | undefined) => (pid ? processCpuMs(pid) : null);
    const before = { server: cpu(serverPid), sandbox: cpu(sandboxPid) };
    const run = await loop(url, headers, concurrency, durationMs, agent);
    const after = { server: cpu(serverPid), sandbox: cpu(sandboxPid) };
    const perRequest = (from: number | null, to: number | null) =>
      from === null || to === null || run.latencies.length === 0 ? null : (to - from) / run.latencies.length;
    const sorted = Float64Array.from(run.latencies).sort();
    const non2xx = Object.entries(run.statuses).reduce(
      (sum, [status, count]) => (status.startsWith('2') ? sum : sum + count),
      0,
    );
    return {
      concurrency,
      seconds: run.seconds,
      requests: sorted.length,
      rps: sorted.length / run.seconds,
      p50Ms: percentile(sorted, 50),
      p90Ms: percentile(sorted, 90),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
      non2xx,
      errors: run.errors,
      statuses: run.statuses,
      cpuMsPerRequest: perRequest(before.server, after.server),
      sandboxCpuMsPerRequest: perRequest(before.sandbox, after.sandbox),
    };
  } finally {
    agent.destroy();
  }
}
