/**
 * Signing in with a password from a form (/login, and at checkout): the session's sign-in, with every
 * failure held to the time of the slowest recent one (app/models/sign-in-timing.ts), so an unknown
 * e-mail cannot be told from a wrong password by how fast the answer comes.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { failureDurationMs, NO_FAILURES, noteFailure } from '~/models/sign-in-timing.ts';
import type { ShopperSession } from './session.server.ts';

/** This process's recent failure times (each instance matches its own backend's times). */
let failures = NO_FAILURES;

export async function signInWithPassword(session: ShopperSession, email: string, password: string): Promise<void> {
  const started = performance.now();
  try {
    await session.signIn(email, password);
  } catch (error) {
    const took = performance.now() - started;
    failures = noteFailure(failures, Date.now(), took);
    const wait = failureDurationMs(failures, Date.now(), Math.random()) - took;
    if (wait > 0) await sleep(wait);
    throw error;
  }
}
