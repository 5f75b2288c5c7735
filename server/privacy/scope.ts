/**
 * A data subject's scope: the ids of what is theirs (leads, accounts,
 * privacy requests, documents) found once by the rule of
 * server/privacy/subject.ts, then named by the placeholders of
 * `SUBJECT_TABLES` (server/privacy/personal-columns.ts) that the export and
 * the anonymisation bind with `bindScope`.
 */
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import type { Queryable } from '../db/database';
import { LEAD_BODY_FIELDS, type ScopeParams } from './personal-columns';
import { subjectLeadCondition, subjectLeadValues, type PrivacySubject } from './subject';

/** A regular expression matching any of these ids quoted in a JSON text; one that never matches for none ('a^': nothing comes before the start). */
function quotedIdsPattern(ids: readonly string[]): string {
  if (ids.length === 0) return 'a^';
  return `"(?:${ids.map((id) => id.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`)).join('|')})"`;
}

async function ids(db: Queryable, sql: string, params: unknown[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(sql, params);
  return rows.map((r) => r.id);
}

/** What hangs on these leads and accounts: their documents, and the ids a stored answer would name. */
async function complete(db: Queryable, base: Omit<ScopeParams, 'uploads' | 'limitSubjects' | 'callers' | 'idPattern'>, protocols: string[]): Promise<ScopeParams> {
  const uploads = await ids(db, 'SELECT id FROM uploads WHERE lead_id = ANY($1::text[]) OR owner_user_id = ANY($2::text[]) ORDER BY created_at, id', [
    base.leads,
    base.accounts,
  ]);
  return {
    ...base,
    uploads,
    // The lead limits count by CPF too (server/leads/lead-limits.ts): those counters are the CPF's.
    limitSubjects: [...base.emails.map((e) => `email:${e}`), ...base.accounts.map((a) => `user:${a}`), ...(base.cpf ? [`document:${base.cpf}`] : [])],
    callers: base.accounts.map((a) => `user:${a}`),
    idPattern: quotedIdsPattern([...base.leads, ...uploads, ...protocols]),
  };
}

export interface ScopeOptions {
  /** Leave out the leads a contract keeps (CONTRACT_LEAD_STATUSES): what the anonymisation may touch. */
  withoutLeads?: readonly string[];
}

/** Everything that is the subject's (models/lead/lead-status.ts `DataSubject`). */
export async function subjectScope(db: Queryable, subject: PrivacySubject, options: ScopeOptions = {}): Promise<ScopeParams> {
  const emails = [...subject.emails];
  const leads = await ids(
    db,
    `SELECT l.id FROM leads l WHERE l.anonymised_at IS NULL AND ${subjectLeadCondition('l', { sender: '$1', cpf: '$2', emails: '$3' })} AND NOT (l.id = ANY($4::text[]))
      ORDER BY l.created_at, l.id`,
    [...subjectLeadValues(subject), [...(options.withoutLeads ?? [])]],
  );
  // The account signed in; for a link, the account holding that CPF and that (now proven) e-mail.
  const accounts = await ids(db, 'SELECT id FROM users WHERE id = $1::text OR (cpf = $2 AND email = ANY($3::text[])) ORDER BY created_at', [
    subject.account,
    subject.cpf,
    emails,
  ]);
  const { rows: requests } = await db.query<{ id: string; protocol: string }>(
    `SELECT id::text AS id, protocol FROM privacy_requests WHERE (document = $1 AND email = ANY($2::text[])) OR user_id = ANY($3::text[]) ORDER BY created_at`,
    [subject.cpf, emails, accounts],
  );
  return complete(
    db,
    { leads, accounts, emails, cpf: subject.cpf, requests: requests.map((r) => r.id) },
    requests.map((r) => r.protocol),
  );
}

/** What hangs on these leads only (the retention job: the person's account, mail and requests are not touched). */
export async function leadScope(db: Queryable, leads: readonly string[]): Promise<ScopeParams> {
  return complete(db, { leads: [...leads], accounts: [], emails: [], cpf: '', requests: [] }, []);
}

/** Values of the placeholders beyond the scope's own. */
export interface BindExtras {
  at?: Date;
}

/**
 * `sql` with its `{name}` placeholders made positional ($1…, each value typed:
 * text[] for lists, timestamptz for instants, text otherwise), and their values.
 */
export function bindScope(sql: string, scope: ScopeParams, extras: BindExtras = {}): [string, unknown[]] {
  const values: Record<string, unknown> = {
    ...scope,
    marker: privacyRequestLabels.anonymised,
    replacedFields: [...LEAD_BODY_FIELDS.replaced],
    droppedFields: [...LEAD_BODY_FIELDS.dropped],
    ...(extras.at ? { at: extras.at } : {}),
  };
  const order: string[] = [];
  const text = sql.replace(/\{([a-zA-Z]+)\}/g, (_all, name: string) => {
    if (!(name in values)) throw new Error(`no value for {${name}}`);
    let at = order.indexOf(name);
    if (at < 0) at = order.push(name) - 1;
    const value = values[name];
    const type = Array.isArray(value) ? 'text[]' : value instanceof Date ? 'timestamptz' : 'text';
    return `$${at + 1}::${type}`;
  });
  return [
    text,
    order.map((name) => {
      const value = values[name];
      return value instanceof Date ? value.toISOString() : value;
    }),
  ];
}
