/**
 * Failed sign-ins all take as long as the slowest recent one (SIGN_IN_FAILURE_TIME): the backend
 * refuses an unknown e-mail faster than a wrong password (no password to check), and that difference
 * must not tell who has an account. The level follows what failures really cost, so it holds for any
 * backend: a slower failure raises it at once, and it sinks back towards the floor with a half-life,
 * so a moment of load does not slow every failure for long and a flood of fast failures cannot pull
 * it down faster than that.
 */
import { SIGN_IN_FAILURE_TIME } from './account-constants.ts';

export interface FailureTimes {
  /** The level (ms) when it was last raised, and when that was. */
  readonly levelMs: number;
  readonly atMs: number;
}

export const NO_FAILURES: FailureTimes = { levelMs: 0, atMs: 0 };

function levelAt(times: FailureTimes, nowMs: number): number {
  const { floorMs, halfLifeMs } = SIGN_IN_FAILURE_TIME;
  const above = Math.max(0, times.levelMs - floorMs);
  return floorMs + above * 0.5 ** (Math.max(0, nowMs - times.atMs) / halfLifeMs);
}

/** Records a failed sign-in that took `durationMs` (before any holding); slower than the ceiling (a timeout), it is not a time to match. */
export function noteFailure(times: FailureTimes, nowMs: number, durationMs: number): FailureTimes {
  if (durationMs > SIGN_IN_FAILURE_TIME.ceilingMs) return times;
  const level = levelAt(times, nowMs);
  return durationMs > level ? { levelMs: durationMs, atMs: nowMs } : times;
}

/** How long a failed sign-in should take in all; `random` is in [0, 1). */
export function failureDurationMs(times: FailureTimes, nowMs: number, random: number): number {
  return Math.min(SIGN_IN_FAILURE_TIME.ceilingMs, levelAt(times, nowMs)) + random * SIGN_IN_FAILURE_TIME.jitterMs;
}
