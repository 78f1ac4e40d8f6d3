import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets } from '../../scripts/bench/budgets.ts';
import type { LoadResult } from '../../scripts/bench/load.ts';
import { okShares, type OutageResult } from '../../scripts/bench/outage.ts';

const run = (statuses: Record<string, number>, errors = 0): LoadResult => {
  const requests = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return {
    concurrency: 10,
    seconds: 2,
    requests,
    rps: requests / 2,
    p50Ms: 3,
    p90Ms: 5,
    p99Ms: 1500,
    maxMs: 1600,
    non2xx: requests - (statuses['200'] ?? 0),
    errors,
    statuses,
    cpuMsPerRequest: null,
    sandboxCpuMsPerRequest: null,
  };
};

const outage = (homeDown: LoadResult): OutageResult => ({
  ttlSeconds: 2,
  timeoutMs: 1500,
  retrySeconds: 15,
  phases: [
    {
      how: 'hung',
      pages: [
        { id: 'home', label: 'Home', path: '/', withBag: false, run: run({ 200: 30 }) },
        { id: 'bag', label: 'Bag', path: '/cart', withBag: true, run: run({ 500: 20 }) },
      ],
    },
    {
      how: 'down',
      pages: [
        { id: 'home', label: 'Home', path: '/', withBag: false, run: homeDown },
        { id: 'bag', label: 'Bag', path: '/cart', withBag: true, run: run({ 500: 400 }) },
      ],
    },
  ],
});

describe('the bench’s failure section', () => {
  it('counts each anonymous page’s 200s over both phases, connection errors as failures, and leaves the bag out', () => {
    expect(okShares(outage(run({ 200: 70 })))).toEqual(new Map([['home', 1]]));
    expect(okShares(outage(run({ 200: 60, 500: 5 }, 5)))).toEqual(new Map([['home', 90 / 100]]));
  });

  it('breaks the budget when one anonymous answer was not a 200', () => {
    const check = (share: Map<string, number>) =>
      checkBudgets([{ id: 'home' }], BUDGETS, undefined, share).find((budget) => budget.what.startsWith('200 answers'));
    expect(check(okShares(outage(run({ 200: 70 }))))?.ok).toBe(true);
    expect(check(okShares(outage(run({ 200: 69, 503: 1 }))))).toMatchObject({ ok: false, limit: 1, unit: '%' });
  });
});
