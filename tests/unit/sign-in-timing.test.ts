import { describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURE_TIME } from '~/models/account-constants.ts';
import { failureDurationMs, NO_FAILURES, noteFailure } from '~/models/sign-in-timing.ts';

const { floorMs, ceilingMs, jitterMs, halfLifeMs } = SIGN_IN_FAILURE_TIME;
const T = 1_000_000_000;

describe('failed sign-in timing', () => {
  it('holds every failure to the floor, plus jitter, while failures are fast', () => {
    const times = noteFailure(NO_FAILURES, T, 20);
    expect(failureDurationMs(times, T, 0)).toBe(floorMs);
    expect(failureDurationMs(times, T, 0.5)).toBe(floorMs + jitterMs / 2);
  });

  it('matches the slowest recent failure, so a fast refusal (unknown e-mail) takes as long as a slow one (wrong password)', () => {
    let times = noteFailure(NO_FAILURES, T, 30);
    times = noteFailure(times, T, 420);
    times = noteFailure(times, T, 35);
    expect(failureDurationMs(times, T, 0)).toBe(420);
  });

  it('sinks back to the floor with the half-life; a flood of fast failures does not pull it down faster', () => {
    let times = noteFailure(NO_FAILURES, T, 650);
    for (let i = 0; i < 1000; i++) times = noteFailure(times, T + i, 10);
    expect(failureDurationMs(times, T + halfLifeMs, 0)).toBeCloseTo(floorMs + (650 - floorMs) / 2);
    expect(failureDurationMs(times, T + 20 * halfLifeMs, 0)).toBeCloseTo(floorMs);
  });

  it('a failure slower than the ceiling (a timeout) sets nothing; the time never exceeds the ceiling plus jitter', () => {
    expect(failureDurationMs(noteFailure(NO_FAILURES, T, 5000), T, 0)).toBe(floorMs);
    expect(failureDurationMs(noteFailure(NO_FAILURES, T, ceilingMs), T, 0.999)).toBeLessThan(ceilingMs + jitterMs);
  });
});
