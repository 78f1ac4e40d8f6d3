import type { Db } from '../db/client.ts';
import { randomSecret } from '../ids.ts';

/**
 * One-time tokens in `action_tokens`. Password-reset tokens are shared with SLAS's reset flow (same
 * kind, same 30 minutes), so a token mailed by either flow works in both.
 */
export type ActionTokenKind = 'password-reset' | 'email-verification';

export const TOKEN_TTL_SECONDS: Record<ActionTokenKind, number> = {
  'password-reset': 30 * 60,
  // Not given by the spec: a verification link stays valid for a day.
  'email-verification': 24 * 3600,
};

export async function issueActionToken(db: Db, kind: ActionTokenKind, customerId: string, now: Date): Promise<string> {
  const token = randomSecret(24);
  const expires = new Date(now.getTime() + TOKEN_TTL_SECONDS[kind] * 1000);
  await db.query(`INSERT INTO action_tokens (token, kind, customer_id, expires_at) VALUES ($1, $2, $3, $4)`, [
    token,
    kind,
    customerId,
    expires,
  ]);
  return token;
}

export type TokenState =
  | { state: 'valid'; customerId: string }
  | { state: 'expired'; customerId: string }
  | { state: 'used'; customerId: string }
  | { state: 'unknown' };

export async function actionTokenState(db: Db, kind: ActionTokenKind, token: string, now: Date): Promise<TokenState> {
  const rows = await db.query<{ customer_id: string; expires_at: Date | string; used: boolean }>(
    `SELECT customer_id, expires_at, used FROM action_tokens WHERE token = $1 AND kind = $2`,
    [token, kind],
  );
  const row = rows[0];
  if (!row) return { state: 'unknown' };
  if (row.used) return { state: 'used', customerId: row.customer_id };
  if (new Date(row.expires_at) <= now) return { state: 'expired', customerId: row.customer_id };
  return { state: 'valid', customerId: row.customer_id };
}

/** Marks a token used; true only for the one caller that used it while it was still valid. */
export async function consumeActionToken(db: Db, kind: ActionTokenKind, token: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE action_tokens SET used = true WHERE token = $1 AND kind = $2 AND used = false AND expires_at > $3 RETURNING token`,
    [token, kind, now],
  );
  return rows.length > 0;
}

/** Retires a customer's outstanding tokens of a kind (a re-sent verification mail replaces the earlier one). */
export async function retireActionTokens(db: Db, kind: ActionTokenKind, customerId: string): Promise<void> {
  await db.query(`UPDATE action_tokens SET used = true WHERE kind = $1 AND customer_id = $2 AND used = false`, [
    kind,
    customerId,
  ]);
}
