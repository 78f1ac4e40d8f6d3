import type { SandboxApp } from '../http/context.ts';
import { intParam } from '../http/context.ts';
import { notFound } from '../http/problem.ts';

interface OutboxRow {
  id: number;
  created_at: Date | string;
  recipient: string;
  template: string;
  subject: string;
  text_body: string;
  data: Record<string, unknown>;
}

const toMessage = (row: OutboxRow) => ({
  id: row.id,
  createdAt: new Date(row.created_at).toISOString(),
  to: row.recipient,
  template: row.template,
  subject: row.subject,
  text: row.text_body,
  data: row.data,
});

/**
 * The outbox of mail the sandbox "sent" (verification, password reset, order confirmation):
 *   GET /__sandbox/outbox?to=&template=&limit=  newest first
 *   GET /__sandbox/outbox/{id}
 */
export function registerOutboxRoutes(app: SandboxApp): void {
  app.get('/__sandbox/outbox', async (c) => {
    const to = c.req.query('to')?.toLowerCase() ?? null;
    const template = c.req.query('template') ?? null;
    const limit = intParam(c, 'limit', 50, 1, 500);
    const rows = await c.var.sb.db.query<OutboxRow>(
      `SELECT * FROM outbox WHERE ($1::text IS NULL OR recipient = $1) AND ($2::text IS NULL OR template = $2)
       ORDER BY id DESC LIMIT $3`,
      [to, template, limit],
    );
    return c.json({ total: rows.length, data: rows.map(toMessage) });
  });
  app.get('/__sandbox/outbox/:id', async (c) => {
    const id = Number.parseInt(c.req.param('id'), 10);
    const rows = Number.isFinite(id)
      ? await c.var.sb.db.query<OutboxRow>(`SELECT * FROM outbox WHERE id = $1`, [id])
      : [];
    if (!rows[0])
      throw notFound('message-not-found', 'Message Not Found', `No message with id '${c.req.param('id')}'.`);
    return c.json(toMessage(rows[0]));
  });
}
