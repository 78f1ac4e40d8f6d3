/**
 * Failed sign-ins take as long as the slowest recent one, so an unknown e-mail (refused fast: no password to check)
 * cannot be told from a wrong password by its time (models/sign-in-timing.ts). Real refusals from the sandbox; the
 * clock is the test's, so what is checked is the time the service holds each failure to, never a measured one.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURE_TIME } from '~/models/account-constants.ts';
import { ShopperSession } from '~/services/session.server.ts';
import { createMemorySessionStore } from '~/services/session-store.server.ts';
import { signInWithPassword, type FailureClock } from '~/services/sign-in.server.ts';
import { useSandbox } from './sandbox.ts';

useSandbox();
const store = createMemorySessionStore();
afterAll(() => store.close());

const AVA = 'ava.sweet@example.com';
const NOW = 1_900_000_000_000;

/** A clock whose sign-in attempt "takes" `tookMs`, recording what the service sleeps. */
function clockTaking(tookMs: number, slept: number[]): FailureClock {
  let reads = 0;
  return {
    elapsedMs: () => (reads++ === 0 ? 50_000 : 50_000 + tookMs),
    nowMs: () => NOW,
    sleep: async (ms) => slept.push(ms),
    random: () => 0,
  };
}

async function failedSignIn(email: string, tookMs: number): Promise<{ heldMs: number; error: unknown }> {
  const session = await ShopperSession.load(new Request('http://localhost:3000/login'), store);
  const slept: number[] = [];
  const error = await signInWithPassword(session, email, 'Wrong!Guess1', clockTaking(tookMs, slept)).then(
    () => null,
    (reason: unknown) => reason,
  );
  return { heldMs: tookMs + slept.reduce((sum, ms) => sum + ms, 0), error };
}

describe('failed sign-in timing', () => {
  it('an unknown e-mail refused fast is held as long as the slower wrong password before it', async () => {
    const slow = 600;
    expect(slow).toBeGreaterThan(SIGN_IN_FAILURE_TIME.floorMs);
    const wrong = await failedSignIn(AVA, slow);
    expect(wrong.error, 'a wrong password is refused').toBeTruthy();
    expect(wrong.heldMs).toBe(slow);

    const unknown = await failedSignIn(`nobody.${Date.now().toString(36)}@example.com`, 20);
    expect(unknown.error, 'an unknown e-mail is refused').toBeTruthy();
    expect(unknown.heldMs).toBe(slow);

    const fastWrong = await failedSignIn(AVA, 30);
    expect(fastWrong.heldMs).toBe(slow);
  });
});
