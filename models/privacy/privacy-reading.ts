/**
 * The reading copy of a privacy export (LGPD art. 19 II: "em formato
 * simplificado"): what the PDF handed to the data subject shows. Each table
 * becomes a section with its pt-BR title, each row a record of labelled
 * rows; nested data (a lead's form, its payment, a version's terms) become
 * labelled rows too ('Dados atuais › Pagamento › Parcelas'). Values are read
 * the way the site shows them: money in reais (centavos → R$), instants in
 * Brasília's time, days as DD/MM/AAAA, CPF, CNPJ and phone masked, codes
 * named. Internal ids and technical fields (routes, stored answers, counters'
 * keys) stay in the JSON copy only, which keeps everything.
 */
import { formatBRL } from '../common/money';
import { formatDate } from '../common/format';
import { formatCpfOrCnpj, formatPhone } from '../common/masks';
import { leadDeskLabels } from '../labels/lead-desk';
import { leadStatusLabels } from '../labels/lead-status';
import { privacyRequestLabels } from '../labels/privacy-requests';
import { proposalsSpec } from '../labels/spec-proposals';
import { managerLabels } from '../labels/admin-manager';
import { proposalCodeOf } from '../lead/lead-status';
import type { PrivacyExport } from './privacy-requests';

const t = privacyRequestLabels.pdf;

export interface ReadableRow {
  label: string;
  value: string;
}
export interface ReadableRecord {
  title: string;
  rows: ReadableRow[];
}
export interface ReadableSection {
  title: string;
  records: ReadableRecord[];
}
export interface ReadableExport {
  generatedAt: string;
  subject: ReadableRow[];
  sections: ReadableSection[];
}

const brazilDateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as a person in Brazil reads it: '28/11/2026, 20:10' (Brasília's time, whatever the server's zone). */
export function brazilianDateTime(iso: string | Date): string {
  return brazilDateTime.format(typeof iso === 'string' ? new Date(iso) : iso);
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Fields in centavos. */
const MONEY = new Set([
  'income',
  'rentalPrice',
  'monthlyPrice',
  'monthly_price',
  'contractTotal',
  'contract_total',
  'initialPayment',
  'monthlyPaymentAmount',
  'initialPaymentAmount',
  'discountAmount',
  'price',
  'value',
]);
const PERCENT = new Set(['initialPaymentPercentage', 'discountPercentage']);
const MONTHS = new Set(['period', 'monthlyInstallments']);
const DOCUMENTS = new Set(['cpf', 'cnpj', 'document']);
const LEAD_STATUSES = new Set(['lifecycle_status', 'from_status', 'to_status']);
/** Per table, fields whose name is a word of the catalogue but whose content is technical there. */
const HIDDEN_IN: Readonly<Record<string, ReadonlySet<string>>> = {
  limited_requests: new Set(['subject']),
};

/** A coded value of `field` in `table` as people read it (or the value as stored when unnamed). */
function codeText(table: string, field: string, code: string): string {
  const named = (map: Readonly<Record<string, string>>) => map[code] ?? code;
  if (LEAD_STATUSES.has(field)) return named(leadStatusLabels.status);
  if (field === 'purpose') return named(leadDeskLabels.lead.consent);
  if (field === 'action') return named(t.auditActions);
  if (table === 'privacy_requests' && field === 'kind') return named(privacyRequestLabels.kinds);
  if (table === 'privacy_requests' && field === 'status') return named(privacyRequestLabels.statuses);
  if (table === 'mail_outbox' && field === 'kind') return named(managerLabels.messages.kinds);
  if (table === 'mail_outbox' && field === 'status') return named(t.mailStatus);
  if (table === 'leads' && field === 'status') return named(proposalsSpec.status);
  return named(t.values[field] ?? {});
}

function scalarText(table: string, field: string, value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number') {
    if (MONEY.has(field) && Number.isSafeInteger(value)) return formatBRL(value);
    if (PERCENT.has(field)) return t.percent(value);
    if (MONTHS.has(field)) return t.months(value);
    if (field === 'km') return t.kilometres(value);
    if (field === 'size_bytes') return t.kilobytes(value);
    return value.toLocaleString('pt-BR');
  }
  if (value.trim() === '') return t.none;
  if (INSTANT.test(value)) return brazilianDateTime(value);
  if (DAY.test(value)) return formatDate(value);
  if (field === 'lead_id') return t.proposal(proposalCodeOf(value));
  if (DOCUMENTS.has(field)) return formatCpfOrCnpj(value);
  if (field === 'phone') return formatPhone(value);
  if (field === 'km' && /^\d+$/.test(value)) return t.kilometres(Number(value));
  return codeText(table, field, value);
}

/** The rows of one field (nested data as rows under its label); nothing for a field the catalogue does not name. */
function fieldRows(table: string, field: string, value: unknown, prefix: string): ReadableRow[] {
  const name = t.fields[field];
  if (!name || HIDDEN_IN[table]?.has(field)) return [];
  const label = prefix ? `${prefix} › ${name}` : name;
  return valueRows(table, field, value, label);
}

function valueRows(table: string, field: string, value: unknown, label: string): ReadableRow[] {
  if (value === null || value === undefined) return [{ label, value: t.none }];
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return [{ label, value: scalarText(table, field, value) }];
  if (Array.isArray(value)) {
    if (value.length === 0) return [{ label, value: t.none }];
    if (value.every((v) => v === null || typeof v !== 'object')) {
      return [{ label, value: value.map((v) => (v === null ? t.none : scalarText(table, field, v as string | number | boolean))).join(', ') }];
    }
    return value.flatMap((item, i) => {
      const record = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
      const named = typeof record.name === 'string' ? record.name : typeof record.field === 'string' && t.fields[record.field] ? t.fields[record.field]! : t.item(i + 1);
      return valueRows(table, field, item, `${label} › ${named}`);
    });
  }
  if (typeof value === 'object') {
    const rows = Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => (k === 'name' ? [] : fieldRows(table, k, v, label)));
    return rows.length > 0 ? rows : [{ label, value: 'name' in value ? String((value).name) : t.none }];
  }
  return [];
}

function recordTitle(table: string, row: Record<string, unknown>, n: number, tableTitle: string): string {
  if (table === 'leads' && typeof row.id === 'string') return t.proposal(proposalCodeOf(row.id));
  if (table === 'privacy_requests' && typeof row.protocol === 'string') return row.protocol;
  return t.record(tableTitle, n);
}

/** The export as a person reads it: sections, records and labelled rows, in pt-BR. */
export function readablePrivacyExport(data: PrivacyExport): ReadableExport {
  return {
    generatedAt: brazilianDateTime(data.generatedAt),
    subject: [
      { label: t.fields.cpf!, value: formatCpfOrCnpj(data.cpf) },
      { label: t.fields.email!, value: data.email || t.none },
    ],
    sections: Object.entries(data.tables).map(([table, rows]) => {
      const title = t.tables[table] ?? t.otherTable;
      return {
        title,
        records: rows.map((row, i) => ({
          title: recordTitle(table, row, i + 1, title),
          rows: Object.entries(row).flatMap(([field, value]) => fieldRows(table, field, value, '')),
        })),
      };
    }),
  };
}
