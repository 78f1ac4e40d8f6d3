/**
 * Failed sign-ins all take as long as the slowest recent one (SIGN_IN_FAILURE_TIME): the backend
 * refuses an unknown e-mail faster than a wrong password (no password to check), and that difference
 * must not tell who has an account. The floor follows what failures really cost, so it holds for
 * any backend; it only rises with slow failures, so a flood of fast ones cannot lower it.
 */
import { SIGN_IN_FAILURE_TIME } from './constants.ts';

export interface FailureTimes {
  /** The period (of `periodMs`) the slowest time below belongs to. */
  readonly period: number;
  readonly slowestMs: number;
  /** The slowest time of the period before. */
  readonly previousSlowestMs: number;
}

export const NO_FAILURES: FailureTimes = { period: 0, slowestMs: 0, previousSlowestMs: 0 };

function moveTo(times: FailureTimes, period: number): FailureTimes {
  if (times.period === period) return times;
  return { period, slowestMs: 0, previousSlowestMs: times.period === period - 1 ? times.slowestMs : 0 };
}

/** Records a failed sign-in that took `durationMs` (before any holding); slower than the ceiling, it is not a time to match. */
export function noteFailure(times: FailureTimes, nowMs: number, durationMs: number): FailureTimes {
  const current = moveTo(times, Math.floor(nowMs / SIGN_IN_FAILURE_TIME.periodMs));
  if (durationMs > SIGN_IN_FAILURE_TIME.ceilingMs || durationMs <= current.slowestMs) return current;
  return { ...current, slowestMs: durationMs };
}

/** How long a failed sign-in should take in all; `random` is in [0, 1). */
export function failureDurationMs(times: FailureTimes, nowMs: number, random: number): number {
  const current = moveTo(times, Math.floor(nowMs / SIGN_IN_FAILURE_TIME.periodMs));
  const slowest = Math.max(current.slowestMs, current.previousSlowestMs);
  const floor = Math.min(SIGN_IN_FAILURE_TIME.ceilingMs, Math.max(SIGN_IN_FAILURE_TIME.floorMs, slowest));
  return floor + random * SIGN_IN_FAILURE_TIME.jitterMs;
}
