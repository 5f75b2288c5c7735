/** Queries of the data subject's requests, their confirmation links and the privacy audit. */
import { privacyDueAt, privacyProtocol, type PrivacyQueueItem, type PrivacyRequestKind, type PrivacyRequestStatus, type PrivacyRequestView, type SharingEntry } from '../../models/privacy/privacy-requests';
import type { Queryable } from '../db/database';

export interface RequestRow {
  id: string;
  protocol: string;
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  document: string;
  email: string;
  user_id: string | null;
  details: string | null;
  answer: string | null;
  created_at: Date | string;
  due_at: Date | string;
  closed_at: Date | string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();

export function toView(r: RequestRow): PrivacyRequestView {
  return {
    protocol: r.protocol,
    kind: r.kind,
    status: r.status,
    details: r.details,
    answer: r.answer,
    createdAt: iso(r.created_at),
    dueAt: iso(r.due_at),
    closedAt: r.closed_at === null ? null : iso(r.closed_at),
  };
}
export function toQueueItem(r: RequestRow): PrivacyQueueItem {
  return { ...toView(r), document: r.document, email: r.email };
}

const COLUMNS = 'id::text AS id, protocol, kind, status, document, email, user_id, details, answer, created_at, due_at, closed_at';

export interface NewRequest {
  kind: PrivacyRequestKind;
  document: string;
  email: string;
  userId: string | null;
  details: string | null;
  /** Answered at once: created done with this answer. */
  answeredAt: Date | null;
  answer: string | null;
}

export async function insertRequest(tx: Queryable, r: NewRequest, at: Date): Promise<RequestRow> {
  const { rows: ids } = await tx.query<{ id: string }>("SELECT nextval('privacy_request_numbers')::text AS id");
  const id = ids[0]!.id;
  const { rows } = await tx.query<RequestRow>(
    `INSERT INTO privacy_requests (id, protocol, kind, status, document, email, user_id, details, answer, created_at, due_at, closed_at)
     VALUES ($1::bigint, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, $11::timestamptz, $12::timestamptz) RETURNING ${COLUMNS}`,
    [
      id,
      privacyProtocol(at.getUTCFullYear(), Number(id)),
      r.kind,
      r.answeredAt ? 'done' : 'open',
      r.document,
      r.email,
      r.userId,
      r.details,
      r.answer,
      at.toISOString(),
      privacyDueAt(at).toISOString(),
      r.answeredAt ? r.answeredAt.toISOString() : null,
    ],
  );
  return rows[0]!;
}

/** The subject's requests: made with their CPF and a proven e-mail of theirs, or signed in to their account. */
export async function requestsOfSubject(db: Queryable, subject: { cpf: string; emails: readonly string[]; account: string | null }): Promise<RequestRow[]> {
  const { rows } = await db.query<RequestRow>(
    `SELECT ${COLUMNS} FROM privacy_requests WHERE (document = $1 AND email = ANY($2::text[])) OR user_id = $3::text ORDER BY created_at DESC, id DESC`,
    [subject.cpf, [...subject.emails], subject.account],
  );
  return rows;
}

export async function findRequest(db: Queryable, protocol: string, lock = false): Promise<RequestRow | undefined> {
  const { rows } = await db.query<RequestRow>(`SELECT ${COLUMNS} FROM privacy_requests WHERE protocol = $1${lock ? ' FOR UPDATE' : ''}`, [protocol]);
  return rows[0];
}

/** The queue: open requests first, by due date; then the closed ones, newest first. */
export async function queue(db: Queryable): Promise<RequestRow[]> {
  const { rows } = await db.query<RequestRow>(
    `SELECT ${COLUMNS} FROM privacy_requests ORDER BY (status = 'open') DESC, CASE WHEN status = 'open' THEN due_at END ASC, created_at DESC LIMIT 500`,
  );
  return rows;
}

export async function closeRequest(tx: Queryable, id: string, status: 'done' | 'refused', answer: string | null, at: Date): Promise<void> {
  await tx.query('UPDATE privacy_requests SET status = $2, answer = $3, closed_at = $4::timestamptz WHERE id = $1::bigint', [id, status, answer, at.toISOString()]);
}

export async function audit(
  tx: Queryable,
  entry: { requestId: string | null; leadId?: string | null; actorUserId: string | null; actor: string; action: string; note?: string | null },
  at: Date,
): Promise<void> {
  await tx.query('INSERT INTO privacy_audit (request_id, lead_id, actor_user_id, actor, action, note, at) VALUES ($1::bigint, $2, $3, $4, $5, $6, $7::timestamptz)', [
    entry.requestId,
    entry.leadId ?? null,
    entry.actorUserId,
    entry.actor,
    entry.action,
    entry.note ?? null,
    at.toISOString(),
  ]);
}

/** Is there a lead (not anonymised) with this CPF and this e-mail? */
export async function leadWithBoth(db: Queryable, document: string, email: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM leads WHERE document = $1 AND email = $2 AND anonymised_at IS NULL LIMIT 1', [document, email]);
  return rows.length > 0;
}

export interface LinkRow {
  document: string;
  email: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export async function insertLink(tx: Queryable, tokenHash: string, document: string, email: string, at: Date, expiresAt: Date): Promise<void> {
  await tx.query("DELETE FROM privacy_links WHERE created_at < $1::timestamptz - interval '2 days'", [at.toISOString()]);
  await tx.query('INSERT INTO privacy_links (token_hash, document, email, created_at, expires_at) VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz)', [
    tokenHash,
    document,
    email,
    at.toISOString(),
    expiresAt.toISOString(),
  ]);
}

export async function findLink(db: Queryable, tokenHash: string, lock = false): Promise<LinkRow | undefined> {
  const { rows } = await db.query<LinkRow>(`SELECT document, email, expires_at, used_at FROM privacy_links WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`, [tokenHash]);
  return rows[0];
}

export async function useLink(tx: Queryable, tokenHash: string, at: Date): Promise<void> {
  await tx.query('UPDATE privacy_links SET used_at = $2::timestamptz WHERE token_hash = $1', [tokenHash, at.toISOString()]);
}

/** Which dealers received these leads (the subject's: server/privacy/scope.ts). */
export async function sharingOf(db: Queryable, leadIds: readonly string[]): Promise<SharingEntry[]> {
  const { rows } = await db.query<{ id: string; dealer_code: string; name: string | null; created_at: Date | string }>(
    `SELECT l.id, l.dealer_code, COALESCE(d.data->>'fantasyName', d.data->>'name') AS name, l.created_at FROM leads l LEFT JOIN dealers d ON d.id = l.dealer_code
      WHERE l.id = ANY($1::text[]) ORDER BY l.created_at, l.id`,
    [[...leadIds]],
  );
  return rows.map((r) => ({ leadId: r.id, dealerCode: r.dealer_code, dealerName: r.name, sentAt: iso(r.created_at) }));
}
