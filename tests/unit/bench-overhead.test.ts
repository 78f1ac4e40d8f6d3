import { describe, expect, it } from 'vitest';
import { parseServerTiming, summarize, type TimingSample } from '../../scripts/bench/overhead.ts';

const sample = (totalMs: number, commerceMs: number | null, hintMs: number | null): TimingSample => ({
  status: 200,
  totalMs,
  appMs: null,
  commerceMs,
  commerceCalls: commerceMs === null ? null : 1,
  hintMs,
});

describe('the bench’s overhead figures', () => {
  it('reads the storefront’s Server-Timing header', () => {
    expect(parseServerTiming('app;dur=12.5, commerce;dur=8.25;desc="2 calls"')).toEqual({
      appMs: 12.5,
      commerceMs: 8.25,
      commerceCalls: 2,
    });
    expect(parseServerTiming(undefined)).toEqual({ appMs: null, commerceMs: null, commerceCalls: null });
  });

  it('own time is the median of each request’s own, and the 103’s time the median of the requests that had one', () => {
    const summary = summarize([
      sample(20, 15, 1),
      sample(30, 10, 3),
      sample(40, 30, 2),
      sample(50, 48, null),
      sample(10, null, null),
    ]);
    // Own times 5, 20, 10, 2: not the median total (30) less the median commerce time (22.5).
    expect(summary.totalMs).toBe(30);
    expect(summary.ownMs).toBe(5);
    expect(summary.hintMs).toBe(2);
  });

  it('no 103 at all (pages from the page cache): no figure', () => {
    expect(summarize([sample(1, 0, null), sample(2, 0, null)]).hintMs).toBeNull();
  });
});
