import { describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURE_TIME } from '~/models/constants.ts';
import { failureDurationMs, NO_FAILURES, noteFailure } from '~/models/sign-in-timing.ts';

const { floorMs, ceilingMs, jitterMs, periodMs } = SIGN_IN_FAILURE_TIME;
const T = 1000 * periodMs;

describe('failed sign-in timing', () => {
  it('holds every failure to the floor, plus jitter, while failures are fast', () => {
    const times = noteFailure(NO_FAILURES, T, 20);
    expect(failureDurationMs(times, T, 0)).toBe(floorMs);
    expect(failureDurationMs(times, T, 0.5)).toBe(floorMs + jitterMs / 2);
  });

  it('matches the slowest recent failure, so a fast refusal (unknown e-mail) takes as long as a slow one (wrong password)', () => {
    let times = noteFailure(NO_FAILURES, T, 30);
    times = noteFailure(times, T + 1, 420);
    times = noteFailure(times, T + 2, 35);
    expect(failureDurationMs(times, T + 3, 0)).toBe(420);
  });

  it('remembers the slowest time for this period and the next, then forgets it', () => {
    const times = noteFailure(NO_FAILURES, T, 420);
    expect(failureDurationMs(times, T + periodMs, 0)).toBe(420);
    expect(failureDurationMs(times, T + 2 * periodMs, 0)).toBe(floorMs);
  });

  it('a failure slower than the ceiling (a timeout) sets nothing; the time never exceeds the ceiling plus jitter', () => {
    expect(failureDurationMs(noteFailure(NO_FAILURES, T, 5000), T, 0)).toBe(floorMs);
    expect(failureDurationMs(noteFailure(NO_FAILURES, T, ceilingMs), T, 0.999)).toBeLessThan(ceilingMs + jitterMs);
  });
});
