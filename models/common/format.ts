/**
 * Formatting for what a person reads (spec 001 §9 "Labels and formats"):
 * dates DD/MM/YYYY in pt-BR through `Intl.DateTimeFormat` (date-fns only reads
 * the ISO text and does the date arithmetic, as in models/common/validators.ts and
 * models/lead/test-drive.ts), percentages and decimals typed the pt-BR way. Money
 * has its own module, models/common/money.ts; title case for colour names has
 * models/common/title-case.ts (no date-fns, for the pages that show no date).
 */
import { isValid, parseISO } from 'date-fns';

function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? parseISO(value) : new Date(value);
}

/** The pt-BR formats, made when first used (each in the browser's time zone, as the dates are read). */
let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;
let monthFormat: Intl.DateTimeFormat | undefined;

/** DD/MM/YYYY, e.g. '2026-03-05' → '05/03/2026'; an unreadable date gives ''. */
export function formatDate(value: Date | string | number): string {
  const d = toDate(value);
  dayFormat ??= new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
  return isValid(d) ? dayFormat.format(d) : '';
}

/** DD/MM/YYYY HH:mm (admin card metadata, e.g. 'Publicado em'). */
export function formatDateTime(value: Date | string | number): string {
  const d = toDate(value);
  timeFormat ??= new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return isValid(d) ? `${formatDate(d)} ${timeFormat.format(d)}` : '';
}

/** Month name in pt-BR, e.g. 'março'. */
export function formatMonthName(value: Date | string | number): string {
  const d = toDate(value);
  monthFormat ??= new Intl.DateTimeFormat('pt-BR', { month: 'long' });
  return isValid(d) ? monthFormat.format(d) : '';
}

/** Percent in pt-BR, e.g. 1.49 → '1,49%', 5 → '5%'. */
export function formatPercent(value: number): string {
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
}

/** A decimal typed the pt-BR way ("1,49") as a number, or null. */
export function parseDecimal(text: string): number | null {
  const clean = text.trim().replace(/\./g, '').replace(',', '.');
  if (clean === '' || !/^\d+(\.\d+)?$/.test(clean)) return null;
  return Number(clean);
}

/** A number written the pt-BR way (1.49 → "1,49"). */
export function decimalText(value: number | null | undefined): string {
  return value == null ? '' : String(value).replace('.', ',');
}

/** A file's size the pt-BR way: '850 B', '12 KB', '12,3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString('pt-BR')} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}
