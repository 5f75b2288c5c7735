/**
 * The export of everything held about a data subject (LGPD art. 18 I and II,
 * art. 19 II): for each table of `SUBJECT_TABLES` (server/privacy/
 * personal-columns.ts), the subject's rows with the columns it exports, and
 * the documents they sent, as files. Credentials and their hashes are never
 * exported (`withheld` columns; and in a stored answer, any field named like
 * a token or a secret).
 *
 * `exportArchive` makes the one file a person keeps: a ZIP (fflate, already
 * pdfkit's) with the export as JSON and as PDF and every document in its
 * original bytes. A link holder has no account to come back with (the link
 * serves one request), so the answer to their request carries it whole.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { PrivacyExport } from '../../models/privacy/privacy-requests';
import type { Queryable } from '../db/database';
import { SUBJECT_TABLES, type ColumnDecision } from './personal-columns';
import { renderPrivacyExportPdf } from './privacy-pdf';
import { bindScope, subjectScope } from './scope';
import type { PrivacySubject } from './subject';

/** Is this column in the export? */
export function isExported(decision: ColumnDecision): boolean {
  return decision === 'exported' || 'notPersonal' in decision || ('export' in decision && decision.export);
}

/** Field names whose values act for someone (a token, a secret): left out of whatever the export copies. */
const SECRET_FIELD = /token|secret|password|authorization|grant/i;

/** A column's instant as the rest of the API writes them (UTC, `Z`); PostgreSQL's JSON writes the session's offset. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}:\d{2}$/;
const instant = (value: unknown) => (typeof value === 'string' && INSTANT.test(value) ? new Date(value).toISOString() : value);

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Uint8Array) return `(${value.length} bytes)`;
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_FIELD.test(k)).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

/** The SELECT of a table's exported columns over the subject's rows, each row numbered in the export's order (`__n`). */
export function exportQuery(table: string): string {
  const spec = SUBJECT_TABLES[table]!;
  const columns = Object.entries(spec.columns)
    .filter(([, decision]) => isExported(decision))
    .map(([column, decision]) => (typeof decision === 'object' && 'exportAs' in decision && decision.exportAs ? `${decision.exportAs} AS ${column}` : `t.${column}`));
  return `SELECT ${columns.join(', ')}, row_number() OVER (ORDER BY ${spec.order}) AS __n FROM ${table} t WHERE ${spec.rows}`;
}

/** One statement for every table: each one's rows as a JSON array, in order. */
const EXPORT_SQL = `SELECT ${Object.keys(SUBJECT_TABLES)
  .map((table) => `(SELECT COALESCE(json_agg(x ORDER BY x.__n), '[]'::json) FROM (${exportQuery(table)}) x) AS ${table}`)
  .join(',\n  ')}`;

/** A document of the subject: its row and where its file is. */
export interface SubjectDocument {
  id: string;
  fileName: string;
  storageName: string;
}

export interface SubjectExport {
  data: PrivacyExport;
  documents: SubjectDocument[];
}

/** Everything held about the subject, with their documents' files named. */
export async function exportSubject(db: Queryable, subject: PrivacySubject, at: Date): Promise<SubjectExport> {
  const scope = await subjectScope(db, subject);
  const { rows } = await db.query<Record<string, unknown>>(...bindScope(EXPORT_SQL, scope));
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const table of Object.keys(SUBJECT_TABLES)) {
    const value = rows[0]![table];
    const list = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[];
    tables[table] = list.map(({ __n: _n, ...row }) => plain(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, instant(v)]))) as Record<string, unknown>);
  }
  const { rows: files } = await db.query<{ id: string; file_name: string; storage_name: string }>(
    'SELECT id, file_name, storage_name FROM uploads WHERE id = ANY($1::text[]) ORDER BY created_at, id',
    [scope.uploads],
  );
  return {
    data: { generatedAt: at.toISOString(), cpf: subject.cpf, email: subject.emails[0] ?? '', tables },
    documents: files.map((f) => ({ id: f.id, fileName: f.file_name, storageName: f.storage_name })),
  };
}

/** A document's name inside the archive: its position and id keep names apart; only plain characters are kept. */
export function archivedDocumentName(index: number, doc: SubjectDocument): string {
  const name = doc.fileName.normalize('NFKD').replace(/[^\w.-]+/g, '_').replace(/^[._]+/, '').slice(-80) || 'documento';
  return `documentos/${String(index + 1).padStart(2, '0')}-${doc.id.slice(0, 8)}-${name}`;
}

/** The ZIP a person keeps: `dados.json`, `dados.pdf` and `documentos/…` (a file gone from the folder is left out). */
export async function exportArchive(exported: SubjectExport, protocol: string, uploadsDir: string, pdf?: Buffer): Promise<Buffer> {
  const files: Zippable = {
    'dados.json': strToU8(JSON.stringify(exported.data, null, 2)),
    'dados.pdf': [pdf ?? (await renderPrivacyExportPdf(exported.data, protocol)), { level: 0 }],
  };
  for (const [i, doc] of exported.documents.entries()) {
    const bytes = await readFile(join(uploadsDir, doc.storageName)).catch(() => null);
    // PDFs and photos are compressed already: stored as they are.
    if (bytes) files[archivedDocumentName(i, doc)] = [new Uint8Array(bytes), { level: 0 }];
  }
  return Buffer.from(zipSync(files, { mtime: new Date(exported.data.generatedAt) }));
}
