import { randomInt } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { json } from '../db/client.ts';
import { ProblemError } from '../http/problem.ts';
import { randomId } from '../ids.ts';
import { hashPassword } from '../slas/passwords.ts';
import { REGISTERED_GROUP, type CustomerDoc } from './profile.ts';

/** Registered customers in the `customers` table: login (lower-cased, unique), password hash, verification flag, SCAPI doc. */
export interface CustomerRow {
  id: string;
  login: string;
  password_hash: string;
  email_verified: boolean;
  doc: CustomerDoc;
}

export const customerNotFound = (customerId: string) =>
  new ProblemError(404, 'customer-not-found', 'Customer Not Found', `No customer with ID '${customerId}' was found.`, {
    customerId,
  });

export const loginInUse = () =>
  new ProblemError(400, 'login-already-in-use', 'Login Already In Use', 'The login is already in use.');

export const normaliseLogin = (login: string) => login.trim().toLowerCase();

/**
 * The row with a complete document: the columns are the truth for login and verification, and a
 * document written by other means (a test fixture, say) still gets an empty address book and wallet.
 */
function complete(row: CustomerRow | undefined): CustomerRow | undefined {
  if (!row) return undefined;
  const doc = row.doc;
  return {
    ...row,
    doc: {
      ...doc,
      customerId: row.id,
      login: doc.login ?? row.login,
      email: doc.email ?? row.login,
      emailVerified: row.email_verified,
      addresses: Array.isArray(doc.addresses) ? doc.addresses : [],
      paymentInstruments: Array.isArray(doc.paymentInstruments) ? doc.paymentInstruments : [],
    },
  };
}

export async function loadCustomer(db: Db, customerId: string): Promise<CustomerRow | undefined> {
  const rows = await db.query<CustomerRow>(
    `SELECT id, login, password_hash, email_verified, doc FROM customers WHERE id = $1`,
    [customerId],
  );
  return complete(rows[0]);
}

export async function customerByLogin(db: Db, login: string): Promise<CustomerRow | undefined> {
  const rows = await db.query<CustomerRow>(
    `SELECT id, login, password_hash, email_verified, doc FROM customers WHERE login = $1`,
    [normaliseLogin(login)],
  );
  return complete(rows[0]);
}

export async function requireCustomer(db: Db, customerId: string): Promise<CustomerRow> {
  const row = await loadCustomer(db, customerId);
  if (!row) throw customerNotFound(customerId);
  return row;
}

/**
 * Read-modify-write of one customer document under a row lock, so concurrent edits (two address
 * saves, say) cannot overwrite each other. `change` returns the new document and a result; any query
 * it makes must use the transaction it is given (PGlite has one connection).
 */
export async function updateCustomer<T>(
  db: Db,
  customerId: string,
  change: (row: CustomerRow, tx: Db) => Promise<{ doc: CustomerDoc; result: T }> | { doc: CustomerDoc; result: T },
): Promise<T> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<CustomerRow>(
      `SELECT id, login, password_hash, email_verified, doc FROM customers WHERE id = $1 FOR UPDATE`,
      [customerId],
    );
    const row = complete(rows[0]);
    if (!row) throw customerNotFound(customerId);
    const { doc, result } = await change(row, tx);
    await tx.query(`UPDATE customers SET doc = $2::jsonb, login = $3, email_verified = $4 WHERE id = $1`, [
      customerId,
      json(doc),
      normaliseLogin(doc.login),
      doc.emailVerified,
    ]);
    return result;
  });
}

export interface NewCustomer {
  login: string;
  email: string;
  lastName: string;
  password: string;
  emailVerified: boolean;
  fields: Record<string, unknown>;
  now: Date;
}

/**
 * Creates a registered customer with a random id and customer number. A login that is taken is the
 * SCAPI "login-already-in-use" problem (the unique index decides, so concurrent sign-ups are safe).
 */
export async function createCustomer(db: Db, input: NewCustomer): Promise<CustomerRow> {
  const passwordHash = await hashPassword(input.password);
  const created = input.now.toISOString();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const id = randomId(26);
    const customerNo = String(randomInt(10_000_000, 100_000_000));
    const doc: CustomerDoc = {
      c_groups: [REGISTERED_GROUP],
      ...input.fields,
      customerId: id,
      customerNo,
      login: input.login.trim(),
      email: input.email.trim(),
      lastName: input.lastName,
      authType: 'registered',
      enabled: true,
      emailVerified: input.emailVerified,
      hasPassword: true,
      creationDate: created,
      lastModified: created,
      addresses: [],
      paymentInstruments: [],
    };
    const rows = await db.query<CustomerRow>(
      `INSERT INTO customers (id, customer_no, login, password_hash, email_verified, doc) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
       ON CONFLICT DO NOTHING RETURNING id, login, password_hash, email_verified, doc`,
      [id, customerNo, normaliseLogin(input.login), passwordHash, input.emailVerified, json(doc)],
    );
    if (rows[0]) return rows[0];
    if (await customerByLogin(db, input.login)) throw loginInUse();
  }
  throw new Error('could not allocate a customer number');
}

/** A new password signs the customer out everywhere: every refresh token they hold is revoked. */
export async function setPassword(db: Db, customerId: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.query(`UPDATE customers SET password_hash = $2 WHERE id = $1`, [customerId, hash]);
    await tx.query(`UPDATE refresh_tokens SET revoked = true WHERE doc->>'customerId' = $1`, [customerId]);
  });
}
