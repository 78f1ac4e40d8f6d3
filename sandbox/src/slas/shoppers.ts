import type { Db } from '../db/client.ts';
import { randomId } from '../ids.ts';

export interface CustomerAuthRow {
  id: string;
  login: string;
  password_hash: string;
  email_verified: boolean;
  doc: Record<string, unknown>;
}

/** The guest customer id that belongs to a usid; created on first sight, so a usid keeps its guest (and basket). */
export async function ensureGuestCustomer(db: Db, usid: string): Promise<string> {
  const existing = await db.query<{ customer_id: string }>(`SELECT customer_id FROM guest_shoppers WHERE usid = $1`, [
    usid,
  ]);
  if (existing[0]) return existing[0].customer_id;
  await db.query(`INSERT INTO guest_shoppers (usid, customer_id) VALUES ($1, $2) ON CONFLICT (usid) DO NOTHING`, [
    usid,
    randomId(26),
  ]);
  const rows = await db.query<{ customer_id: string }>(`SELECT customer_id FROM guest_shoppers WHERE usid = $1`, [
    usid,
  ]);
  return rows[0]!.customer_id;
}

/** Guest customer id that a usid had, if any (basket merge on login reads the guest's basket). */
export async function guestCustomerForUsid(db: Db, usid: string): Promise<string | undefined> {
  const rows = await db.query<{ customer_id: string }>(`SELECT customer_id FROM guest_shoppers WHERE usid = $1`, [
    usid,
  ]);
  return rows[0]?.customer_id;
}

export async function findCustomerByLogin(db: Db, login: string): Promise<CustomerAuthRow | undefined> {
  const rows = await db.query<CustomerAuthRow>(
    `SELECT id, login, password_hash, email_verified, doc FROM customers WHERE login = $1`,
    [login.trim().toLowerCase()],
  );
  return rows[0];
}
