import type { Db } from '../db/client.ts';

export interface Mail {
  to: string;
  /** e.g. "email-verification", "password-reset", "order-confirmation". */
  template: string;
  subject: string;
  text: string;
  /** Structured data a test or the storefront can read (token, link, order number, …). */
  data: Record<string, unknown>;
}

/** "Sends" a mail: stores it in the outbox, which developers and tests read over HTTP. */
export async function sendMail(db: Db, mail: Mail): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO outbox (recipient, template, subject, text_body, data) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id`,
    [mail.to.toLowerCase(), mail.template, mail.subject, mail.text, JSON.stringify(mail.data)],
  );
  return rows[0]!.id;
}
