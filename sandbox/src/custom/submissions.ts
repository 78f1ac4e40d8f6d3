import type { Db } from '../db/client.ts';

/** Kinds of service-form submissions stored in the `submissions` table. */
export type SubmissionKind = 'newsletter' | 'marketing-lead' | 'contact' | 'campaign-entry' | 'back-in-stock';

export interface StoredSubmission {
  id: number;
  kind: SubmissionKind;
  createdAt: string;
  data: Record<string, unknown>;
}

export async function saveSubmission(
  db: Db,
  kind: SubmissionKind,
  data: Record<string, unknown>,
): Promise<StoredSubmission> {
  const rows = await db.query<{ id: number; created_at: Date | string }>(
    `INSERT INTO submissions (kind, data) VALUES ($1, $2::jsonb) RETURNING id, created_at`,
    [kind, JSON.stringify(data)],
  );
  return { id: rows[0]!.id, kind, createdAt: new Date(rows[0]!.created_at).toISOString(), data };
}

/** Submissions of a kind whose data fields equal the given values (e-mail compared case-insensitively). */
export async function findSubmissions(
  db: Db,
  kind: SubmissionKind,
  match: Record<string, string>,
): Promise<StoredSubmission[]> {
  const conditions = ['kind = $1'];
  const params: unknown[] = [kind];
  for (const [field, value] of Object.entries(match)) {
    params.push(field, value);
    conditions.push(`lower(data->>($${params.length - 1}::text)) = lower($${params.length}::text)`);
  }
  const rows = await db.query<{
    id: number;
    kind: SubmissionKind;
    created_at: Date | string;
    data: Record<string, unknown>;
  }>(`SELECT id, kind, created_at, data FROM submissions WHERE ${conditions.join(' AND ')} ORDER BY id`, params);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    createdAt: new Date(row.created_at).toISOString(),
    data: row.data,
  }));
}

/** Newest first, optionally of one kind and/or for one e-mail (the developer listing). */
export async function listSubmissions(
  db: Db,
  kind: string | null,
  email: string | null,
  limit: number,
): Promise<StoredSubmission[]> {
  const rows = await db.query<{
    id: number;
    kind: SubmissionKind;
    created_at: Date | string;
    data: Record<string, unknown>;
  }>(
    `SELECT id, kind, created_at, data FROM submissions
      WHERE ($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR lower(data->>'email') = lower($2))
      ORDER BY id DESC LIMIT $3`,
    [kind, email, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    createdAt: new Date(row.created_at).toISOString(),
    data: row.data,
  }));
}

/** Case numbers look like Salesforce Service Cloud ones: eight digits. */
export const caseNumberFor = (submissionId: number) => String(100000 + submissionId).padStart(8, '0');
