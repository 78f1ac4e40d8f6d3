import { describe, expect, it } from 'vitest';
import { serverTimingValue } from '~/models/server-timing.ts';

describe('serverTimingValue', () => {
  it('gives the app time, the commerce time and the number of calls, to a tenth of a millisecond', () => {
    expect(serverTimingValue({ appMs: 12.44, commerceMs: 8.06, calls: 2 })).toBe(
      'app;dur=12.4, commerce;dur=8.1;desc="2 calls"',
    );
  });

  it('says "call" for one and "calls" for none', () => {
    expect(serverTimingValue({ appMs: 3, commerceMs: 1, calls: 1 })).toBe(
      'app;dur=3.0, commerce;dur=1.0;desc="1 call"',
    );
    expect(serverTimingValue({ appMs: 3, commerceMs: 0, calls: 0 })).toBe(
      'app;dur=3.0, commerce;dur=0.0;desc="0 calls"',
    );
  });
});
