import type { Db } from '../db/client.ts';
import { ProblemError } from '../http/problem.ts';

/**
 * Too many declined payments: after MAX_DECLINES declined authorisations (cards, provider captures)
 * within DECLINE_WINDOW_MS, a shopper's next authorisation is refused with the unauthorized title
 * (login required), as B2C Commerce does to stop card testing; the storefront signs the shopper out
 * (checkout spec §8 "Too many transaction attempts.").
 */
export const MAX_DECLINES = 3;
export const DECLINE_WINDOW_MS = 15 * 60 * 1000;

const KIND = 'payment-declines';

async function recent(db: Db, customerId: string, now: Date): Promise<number[]> {
  const rows = await db.query<{ doc: { at: number[] } }>(
    `SELECT doc FROM provider_sessions WHERE id = $1 AND kind = $2`,
    [`declines-${customerId}`, KIND],
  );
  return (rows[0]?.doc.at ?? []).filter((at) => at > now.getTime() - DECLINE_WINDOW_MS);
}

/** Refuses the authorisation when the shopper has had too many declines lately. */
export async function assertAttemptsLeft(db: Db, customerId: string, now: Date): Promise<void> {
  if ((await recent(db, customerId, now)).length >= MAX_DECLINES) {
    throw new ProblemError(401, 'unauthorized', 'Unauthorized', 'Too many transaction attempts. Please sign in again.');
  }
}

export async function recordDecline(db: Db, customerId: string, now: Date): Promise<void> {
  const at = [...(await recent(db, customerId, now)), now.getTime()];
  await db.query(
    `INSERT INTO provider_sessions (id, kind, doc) VALUES ($1, $2, $3::jsonb) ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc`,
    [`declines-${customerId}`, KIND, JSON.stringify({ at })],
  );
}
