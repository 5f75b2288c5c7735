/**
 * The outbox: every message the product sends is first a row here, written
 * with the caller's transaction (or database handle), so a message exists
 * exactly when what it reports was committed. The sender loop
 * (server/mail/sender.ts) delivers it later; without SMTP it waits here.
 * Routes reach it through the mail plugin, `app.mail` (server/plugins/mail.ts).
 */
import type { Queryable } from '../db/database';
import type { MailAttachment, OutgoingMail } from './templates';

/** Writes one message to the outbox with `tx` and returns its id. Call it inside the transaction of what the message reports. */
export async function enqueueMail(tx: Queryable, mail: OutgoingMail): Promise<string> {
  const { rows } = await tx.query<{ id: string | number }>(
    `INSERT INTO mail_outbox (kind, recipient, bcc, subject, text_body, html_body, lead_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [mail.kind, mail.to, [...(mail.bcc ?? [])], mail.subject, mail.text, mail.html, mail.leadId ?? null],
  );
  const id = String(rows[0]!.id);
  for (const [position, a] of (mail.attachments ?? []).entries()) {
    await tx.query(
      'INSERT INTO mail_attachments (message_id, position, filename, content_type, content) VALUES ($1, $2, $3, $4, $5)',
      [id, position, a.filename, a.contentType, a.content],
    );
  }
  return id;
}

export type OutboxStatus = 'pending' | 'sent';

/** A message as the outbox holds it. */
export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  bcc: string[];
  subject: string;
  text: string;
  html: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface OutboxRow {
  id: string | number;
  kind: string;
  recipient: string;
  bcc: string[] | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Date | string;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

export const OUTBOX_COLUMNS =
  'id, kind, recipient, bcc, subject, text_body, html_body, status, attempts, next_attempt_at, last_error, created_at, sent_at';

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: String(row.id),
    kind: row.kind,
    to: row.recipient,
    bcc: row.bcc ?? [],
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: new Date(row.next_attempt_at),
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  };
}

/** The newest messages first (for the admin's list of messages and for tests). */
export async function listOutbox(db: Queryable, options: { kind?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT ${OUTBOX_COLUMNS} FROM mail_outbox WHERE ($1::text IS NULL OR kind = $1) ORDER BY id DESC LIMIT $2`,
    [options.kind ?? null, options.limit ?? 100],
  );
  return rows.map(toOutboxMessage);
}

/** The attachments of a message, in order. */
export async function attachmentsOf(db: Queryable, messageId: string): Promise<MailAttachment[]> {
  const { rows } = await db.query<{ filename: string; content_type: string; content: Uint8Array }>(
    'SELECT filename, content_type, content FROM mail_attachments WHERE message_id = $1 ORDER BY position',
    [messageId],
  );
  return rows.map((r) => ({ filename: r.filename, contentType: r.content_type, content: new Uint8Array(r.content) }));
}
