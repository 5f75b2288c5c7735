/**
 * The schema scan, both ways (server/privacy/personal-columns.ts):
 *
 * - every column of the migrated database whose name looks personal
 *   (`PERSONAL_COLUMN`) is decided: in `SUBJECT_TABLES` (exported and
 *   anonymised, withheld, or kept with its reason) or its table in the
 *   commented `NOT_ABOUT_A_SUBJECT` list; every decision names a column that
 *   exists, and says what the anonymisation's statements do (a column
 *   decided anonymised is deleted with its row or set); every field of a lead
 *   body is replaced, dropped or named not personal. A new table or column
 *   holding personal data, with no decision, fails here.
 * - a person planted in every table: the real export (`exportSubject`) holds
 *   a row of every table and a value of every exported personal column; after
 *   the real anonymisation (`anonymiseSubject`) nothing of them is left in any
 *   column of any table but those decided `kept`, nor in the uploads folder.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Struct } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyInterestLead } from '../../models/lead/company-intent';
import { LeadSubmission, RentalPjLeadSubmission } from '../../models/lead/lead-submission';
import { buildApp } from '../../server/app';
import { findUser } from '../../server/auth/accounts-repo';
import { anonymiseSubject, removeFiles } from '../../server/privacy/anonymise';
import { exportSubject, isExported } from '../../server/privacy/export';
import { LEAD_BODY_FIELDS, NOT_ABOUT_A_SUBJECT, PERSONAL_COLUMN, SUBJECT_TABLES, type ColumnDecision } from '../../server/privacy/personal-columns';
import { bindScope, subjectScope } from '../../server/privacy/scope';
import { subjectOfSession } from '../../server/privacy/subject';
import { FAST_HASHING } from './support/callers';
import { everyValue, markersOf, plantPerson, type Person } from './support/plant-person';
import { describeEachDatabase } from './support/test-db';

const PERSON: Person = {
  name: 'Wanderléia Colunas Varredura',
  cpf: '60917314085',
  email: 'wanderleia.varredura@exemplo.example',
  phone: '62944440606',
  street: 'Rua do Esquema Completo',
  ip: '203.0.113.61',
  password: 'Wanderleia#2025',
};

/** Decided about as personal data (anonymised, withheld or kept); `exported` and `notPersonal` columns are not. */
const isPersonalDecision = (d: ColumnDecision) => d !== 'exported' && !('notPersonal' in d);
const isDecided = (d: ColumnDecision | undefined) => d !== undefined && d !== 'exported';
const isKept = (d: ColumnDecision): d is { kept: string; export: boolean } => typeof d === 'object' && 'kept' in d;

describe('the lead body fields', () => {
  it('each field of a lead body is replaced, dropped or named not personal, once', () => {
    const schemaKeys = (s: Struct<unknown, unknown>) => Object.keys((s as unknown as { schema: Record<string, unknown> }).schema);
    const fields = new Set([LeadSubmission, RentalPjLeadSubmission, CompanyInterestLead].flatMap((s) => schemaKeys(s as Struct<unknown, unknown>)));
    const decided = [...LEAD_BODY_FIELDS.replaced, ...LEAD_BODY_FIELDS.dropped, ...LEAD_BODY_FIELDS.notPersonal];
    expect(decided.length, 'a field decided twice').toBe(new Set(decided).size);
    expect([...fields].filter((f) => !decided.includes(f as never)), 'lead fields with no decision in LEAD_BODY_FIELDS (server/privacy/personal-columns.ts)').toEqual([]);
  });
});

describeEachDatabase('personal columns', (ctx) => {
  let app: FastifyInstance;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'columns-'));
    app = (await buildApp({ db: ctx.db, uploadsDir, auth: { passwordHashing: FAST_HASHING }, mail: { publicUrl: 'https://flua.example/' } })).app;
  });
  afterAll(async () => app?.close());

  async function columns(): Promise<Map<string, Set<string>>> {
    const { rows } = await ctx.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = current_schema()`,
    );
    const out = new Map<string, Set<string>>();
    for (const r of rows) out.set(r.table_name, (out.get(r.table_name) ?? new Set()).add(r.column_name));
    return out;
  }

  it('decides every personal-looking column of the database, and each decision is what the anonymisation does', async () => {
    const schema = await columns();
    const undecided: string[] = [];
    for (const [table, cols] of schema) {
      if (table in NOT_ABOUT_A_SUBJECT) continue;
      for (const column of [...cols].filter((c) => PERSONAL_COLUMN.test(c)).sort()) {
        const decision = SUBJECT_TABLES[table]?.columns[column];
        if (!isDecided(decision)) undecided.push(`${table}.${column}`);
      }
    }
    expect(undecided, 'personal-looking columns with no decision: add them to SUBJECT_TABLES (exported and anonymised, withheld, kept with why, or not personal with why) or the table to NOT_ABOUT_A_SUBJECT (server/privacy/personal-columns.ts)').toEqual([]);

    const stale = [
      ...Object.entries(SUBJECT_TABLES).flatMap(([table, spec]) => (schema.has(table) ? Object.keys(spec.columns).filter((c) => !schema.get(table)!.has(c)).map((c) => `${table}.${c}`) : [table])),
      ...Object.keys(NOT_ABOUT_A_SUBJECT).filter((table) => !schema.has(table) || ![...schema.get(table)!].some((c) => PERSONAL_COLUMN.test(c))),
      ...Object.keys(NOT_ABOUT_A_SUBJECT).filter((table) => table in SUBJECT_TABLES),
    ];
    expect(stale, 'decisions about columns or tables that no longer exist, hold nothing personal-looking, or are decided twice').toEqual([]);

    const mismatched: string[] = [];
    for (const [table, spec] of Object.entries(SUBJECT_TABLES)) {
      const steps = Array.isArray(spec.anonymise) ? spec.anonymise : [];
      const deletes = steps.some((s) => 'delete' in s);
      const sets = new Set(steps.flatMap((s) => ('set' in s ? Object.keys(s.set) : [])));
      for (const [column, decision] of Object.entries(spec.columns)) {
        if (!isPersonalDecision(decision)) continue;
        if (isKept(decision)) {
          if (sets.has(column)) mismatched.push(`${table}.${column} is kept, yet set by the anonymisation`);
        } else if (!deletes && !sets.has(column)) {
          mismatched.push(`${table}.${column} is to be anonymised, but no statement deletes its rows or sets it`);
        }
        if (!Array.isArray(spec.anonymise) && !isKept(decision)) mismatched.push(`${table}.${column}: the table is kept, the column is not`);
      }
    }
    expect(mismatched).toEqual([]);
  });

  it('exports every table and personal column of a person planted everywhere, and anonymises all but what is kept', async () => {
    const planted = await plantPerson(app, ctx.db, uploadsDir, PERSON);
    const subject = subjectOfSession((await findUser(ctx.db, planted.accountId))!);

    // The plant reaches every table and every personal-looking column (a new table needs its planting too).
    const scope = await subjectScope(ctx.db, subject);
    const unplanted: string[] = [];
    for (const [table, spec] of Object.entries(SUBJECT_TABLES)) {
      for (const [column, decision] of Object.entries(spec.columns)) {
        if (!isPersonalDecision(decision) || !PERSONAL_COLUMN.test(column)) continue;
        const { rows } = await ctx.db.query<{ n: string | number }>(...bindScope(`SELECT count(t.${column}) AS n FROM ${table} t WHERE ${spec.rows}`, scope));
        if (Number(rows[0]!.n) === 0) unplanted.push(`${table}.${column}`);
      }
    }
    expect(unplanted, 'columns the planted person has no value in (plant them: test/server/support/plant-person.ts)').toEqual([]);

    // The export: every table's rows, every exported personal column with a value, nothing withheld.
    const exported = await exportSubject(ctx.db, subject, new Date());
    const missing: string[] = [];
    for (const [table, spec] of Object.entries(SUBJECT_TABLES)) {
      const rows = exported.data.tables[table] ?? [];
      if (rows.length === 0) missing.push(table);
      for (const [column, decision] of Object.entries(spec.columns)) {
        const present = rows.some((r) => r[column] !== null && r[column] !== undefined);
        if (isExported(decision) && isPersonalDecision(decision) && !present) missing.push(`${table}.${column}`);
        if (!isExported(decision) && rows.some((r) => column in r)) missing.push(`${table}.${column} (withheld, yet exported)`);
      }
    }
    expect(missing).toEqual([]);
    expect(exported.documents.map((d) => d.id).sort()).toEqual(planted.documents.map((d) => d.id).sort());

    // The anonymisation: nothing of the person left but in kept columns; their files gone.
    const done = await ctx.db.transaction((tx) => anonymiseSubject(tx, subject, { actor: 'teste' }, new Date()));
    await removeFiles(uploadsDir, done.files);
    const markers = [...markersOf(PERSON), PERSON.cpf];
    const left = (await everyValue(ctx.db))
      .filter((v) => markers.some((m) => v.text.includes(m)))
      .filter((v) => {
        const decision = SUBJECT_TABLES[v.table]?.columns[v.column];
        return !(decision && isKept(decision));
      })
      .map((v) => `${v.table}.${v.column}: ${v.text.slice(0, 100)}`);
    expect(left, 'values of the person left after the anonymisation outside the kept columns').toEqual([]);
    const files = await readdir(uploadsDir);
    expect(planted.documents.filter((d) => files.includes(d.storageName))).toEqual([]);
  });
});
