/**
 * The admin's view of the dealers' service (`/admin/atendimento`, offer
 * admins): per dealer, over the last 7, 30 or 90 days, the leads received,
 * those answered within the dealer's promise, the median time to the first
 * answer, and the leads overdue now.
 *
 * - A lead's first answer is its first move (server/leads/first-move.ts): its
 *   first status move or a seller's version.
 * - "Answered in time": the first move came by the promise (`respond_by`); a
 *   lead sent before the promise existed counts as received, never in time.
 * - The median first-response time is wall-clock time (minutes from the lead's
 *   arrival to its first move, nights and weekends included), over the leads
 *   of the period that were answered: what the customer waited. The promise
 *   itself is counted in business hours.
 * - "Overdue now": the dealer's leads waiting for their first move past their
 *   promise at the moment of the report, whenever they arrived.
 *
 * The figures are computed in SQL (server/admin/service-report-repo.ts); the
 * chart's geometry (`serviceBars`) and the shares are computed here.
 */
import { array, coerce, defaulted, enums, integer, literal, nullable, object, string, union, type Infer } from 'superstruct';

/** The periods an admin may choose, in days. */
export const SERVICE_PERIODS = [7, 30, 90] as const;
export type ServicePeriod = (typeof SERVICE_PERIODS)[number];
export const DEFAULT_SERVICE_PERIOD: ServicePeriod = 30;

const Period = union([literal(7), literal(30), literal(90)]);

/** `GET /api/admin/service?days=7|30|90` (30 when absent). */
export const ServiceReportQuery = object({
  days: defaulted(coerce(Period, enums(['7', '30', '90']), (v) => Number(v) as ServicePeriod), DEFAULT_SERVICE_PERIOD),
});
export type ServiceReportQuery = Infer<typeof ServiceReportQuery>;

export const DealerService = object({
  dealerCode: string(),
  dealerName: string(),
  /** Leads received in the period. */
  received: integer(),
  /** Of those, answered (first move) by now. */
  answered: integer(),
  /** Of those, answered by the dealer's promise. */
  answeredInTime: integer(),
  /** Median wall-clock minutes from arrival to first move, over the period's answered leads; null with none answered. */
  medianFirstResponseMinutes: nullable(integer()),
  /** The dealer's leads past their promise with no answer, now. */
  overdueNow: integer(),
});
export type DealerService = Infer<typeof DealerService>;

export const ServiceReport = object({
  days: Period,
  /** ISO moments the period runs from and to (the report's moment). */
  from: string(),
  to: string(),
  /** Dealers with a lead in the period or overdue now: the most overdue first, then the most leads. */
  dealers: array(DealerService),
});
export type ServiceReport = Infer<typeof ServiceReport>;

/** Share of the received leads answered in time, in whole percent (null with none received). */
export function inTimePercent(d: Pick<DealerService, 'received' | 'answeredInTime'>): number | null {
  return d.received === 0 ? null : Math.round((d.answeredInTime / d.received) * 100);
}

/** A linear scale from [0, max] onto [0, length] (max 0: everything at 0). */
export function linearScale(max: number, length: number): (value: number) => number {
  return (value) => (max <= 0 ? 0 : (Math.max(0, Math.min(value, max)) / max) * length);
}

/** "Nice" top of an axis for `max`: 1, 2 or 5 times a power of ten, at least `max` (at least 1). */
export function niceMax(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].map((m) => m * power).find((n) => n >= max) ?? 10 * power);
}

export interface ServiceBar {
  dealerCode: string;
  dealerName: string;
  /** Row's top, in the chart's units. */
  y: number;
  /** Width of the received bar, of its in-time part and of the overdue-now bar. */
  received: number;
  inTime: number;
  overdue: number;
}

export interface ServiceChart {
  width: number;
  height: number;
  /** Where the bars start. */
  left: number;
  rowHeight: number;
  /** The axis's top value and its ticks (value, x). */
  max: number;
  ticks: { value: number; x: number }[];
  bars: ServiceBar[];
}

/**
 * The chart of the report: one row per dealer, its name above a bar of the leads received with its part answered
 * in time, and beneath it a thinner bar of the leads overdue now, all on one count axis. 320 units wide: drawn at
 * about its own size on a phone and at most half as large again on a desktop, its text stays legible on both.
 */
export function serviceBars(dealers: readonly DealerService[], width = 320, rowHeight = 52, left = 8): ServiceChart {
  const max = niceMax(Math.max(0, ...dealers.map((d) => Math.max(d.received, d.overdueNow))));
  const x = linearScale(max, width - left - 16);
  const ticks = [0, max / 2, max].filter((v, i, all) => Number.isInteger(v) && all.indexOf(v) === i).map((value) => ({ value, x: left + x(value) }));
  return {
    width,
    height: Math.max(1, dealers.length) * rowHeight + 28,
    left,
    rowHeight,
    max,
    ticks,
    bars: dealers.map((d, i) => ({
      dealerCode: d.dealerCode,
      dealerName: d.dealerName,
      y: i * rowHeight,
      received: x(d.received),
      inTime: x(d.answeredInTime),
      overdue: x(d.overdueNow),
    })),
  };
}
