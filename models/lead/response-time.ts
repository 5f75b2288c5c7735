/**
 * The dealer's response-time promise: a dealer answers a new lead within a
 * number of business hours it configures (`DEFAULT_RESPONSE_HOURS` when it
 * configures none), counted on São Paulo's wall clock (America/Sao_Paulo)
 * over the dealer's business hours (`DEFAULT_BUSINESS_HOURS` when none),
 * skipping Brazil's national holidays (models/lead/brazil-holidays.ts reads
 * them from the `date-holidays` library; this module takes them as a set of
 * days, so the browser never loads the library).
 *
 * `promisedBy` is pure: the moment a lead arrives, the hours, the schedule
 * and the holidays in; the moment the dealer promises to answer by out.
 */
import { array, integer, max, min, nullable, object, refine, size, string, type Infer } from 'superstruct';

/** The time zone the promise is counted in. */
export const PROMISE_TIME_ZONE = 'America/Sao_Paulo';

/** Business hours a dealer answers in when it configures none. */
export const DEFAULT_RESPONSE_HOURS = 4;
/** The most business hours a dealer may promise (a fortnight of full days). */
export const MAX_RESPONSE_HOURS = 120;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A wall-clock time, `HH:MM` (24 h). */
export const ClockTime = refine(string(), 'clock', (v) => CLOCK.test(v));

/** One day's opening: from `open` to `close` (same day, `open` < `close`). */
export const BusinessWindow = refine(object({ open: ClockTime, close: ClockTime }), 'window', (w) => w.open < w.close);
export type BusinessWindow = Infer<typeof BusinessWindow>;

/** A week of business hours, indexed by weekday (0 Sunday … 6 Saturday); null: closed that day. At least one open day. */
export const BusinessHours = refine(size(array(nullable(BusinessWindow)), 7, 7), 'open day', (days) => days.some((d) => d !== null));
export type BusinessHours = Infer<typeof BusinessHours>;

/** The response hours a dealer configures. */
export const ResponseHours = max(min(integer(), 1), MAX_RESPONSE_HOURS);

/** Mon–Fri 09:00–18:00, Sat 09:00–13:00, closed on Sunday. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = [
  null,
  { open: '09:00', close: '18:00' },
  { open: '09:00', close: '18:00' },
  { open: '09:00', close: '18:00' },
  { open: '09:00', close: '18:00' },
  { open: '09:00', close: '18:00' },
  { open: '09:00', close: '13:00' },
];

/** Days (`YYYY-MM-DD`, São Paulo's calendar) nobody is asked to answer on. */
export type HolidayDays = ReadonlySet<string>;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

let wallFormat: Intl.DateTimeFormat | undefined;
/** The wall clock in São Paulo at `at`, with the day as a UTC date (for day arithmetic) and the minute of that day. */
function wallClock(at: Date): { day: Date; minute: number } {
  wallFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PROMISE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(wallFormat.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    day: new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day))),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** São Paulo's offset from UTC at `at`, in minutes (−180 today; −120 in the daylight time Brazil kept until 2019). */
function offsetMinutes(at: Date): number {
  const { day, minute } = wallClock(at);
  const wallAsUtc = day.getTime() + minute * 60_000;
  const whole = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((wallAsUtc - whole) / 60_000);
}

/** The moment São Paulo's wall clock shows `minute` on `day`. */
function instantOf(day: Date, minute: number): Date {
  const wallAsUtc = day.getTime() + minute * 60_000;
  let guess = wallAsUtc - offsetMinutes(new Date(wallAsUtc)) * 60_000;
  guess = wallAsUtc - offsetMinutes(new Date(guess)) * 60_000;
  return new Date(guess);
}

const dayKey = (day: Date) => day.toISOString().slice(0, 10);

/**
 * When a lead received at `receivedAt` must have been answered: `hours`
 * business hours later, counted from the next whole minute over `schedule`
 * on São Paulo's wall clock, skipping `holidays`. A lead received outside
 * business hours starts counting when the dealer next opens.
 */
export function promisedBy(receivedAt: Date, hours: number, schedule: BusinessHours = DEFAULT_BUSINESS_HOURS, holidays: HolidayDays = new Set()): Date {
  if (!Number.isFinite(hours) || hours <= 0) throw new RangeError('response hours must be positive');
  if (!schedule.some((d) => d !== null)) throw new RangeError('a schedule needs an open day');
  let remaining = Math.round(hours * 60);
  const start = new Date(Math.ceil(receivedAt.getTime() / 60_000) * 60_000);
  let { day, minute: cursor } = wallClock(start);
  // A year of days is far more than any promise needs (holidays never close a whole year).
  for (let i = 0; i < 800; i++) {
    const window = holidays.has(dayKey(day)) ? null : schedule[day.getUTCDay()];
    if (window) {
      const open = minutesOf(window.open);
      const close = minutesOf(window.close);
      const from = Math.max(cursor, open);
      if (from < close) {
        if (remaining <= close - from) return instantOf(day, from + remaining);
        remaining -= close - from;
      }
    }
    day = new Date(day.getTime() + 86_400_000);
    cursor = 0;
  }
  throw new RangeError('no business hours within reach');
}

/** Minutes of the clock until `respondBy` (negative once overdue): the desk's time left. */
export function minutesLeft(respondBy: Date, now: Date): number {
  return Math.floor((respondBy.getTime() - now.getTime()) / 60_000);
}

let promiseFormat: Intl.DateTimeFormat | undefined;
/** The promised moment as the customer reads it, in São Paulo's time: 'qui., 03/12, 11:00'. */
export function formatPromise(at: Date): string {
  promiseFormat ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: PROMISE_TIME_ZONE,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(promiseFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return `${p.weekday}, ${p.day}/${p.month}, ${p.hour}:${p.minute}`;
}

/** Where a lead stands against its dealer's promise, as the desk shows it. */
export type PromiseStanding =
  | { kind: 'none' }
  | { kind: 'answered' }
  | { kind: 'left'; minutes: number; respondBy: Date }
  | { kind: 'overdue'; minutes: number; respondBy: Date };

/** A lead's standing at `now`: answered once anyone moved it; else the time left, or how long overdue; none for a lead without a promise. */
export function promiseStanding(lead: { respondBy?: string | null | undefined; awaitingAnswer?: boolean | undefined }, now: Date): PromiseStanding {
  if (!lead.respondBy) return { kind: 'none' };
  if (lead.awaitingAnswer === false) return { kind: 'answered' };
  const respondBy = new Date(lead.respondBy);
  const left = minutesLeft(respondBy, now);
  return left >= 0 ? { kind: 'left', minutes: left, respondBy } : { kind: 'overdue', minutes: -left, respondBy };
}

/** Whole minutes as parts of a duration: days, hours and minutes (the two largest that are not zero). */
export function durationParts(minutes: number): { days: number; hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(minutes));
  const days = Math.floor(whole / 1440);
  const hours = Math.floor((whole % 1440) / 60);
  return { days, hours, minutes: days > 0 ? 0 : whole % 60 };
}

/** Overdue leads first (the longest overdue first), then the rest as they came (newest first). */
export function byPromise<T extends { createdAt: string; respondBy?: string | null | undefined; awaitingAnswer?: boolean | undefined }>(leads: readonly T[], now: Date): T[] {
  const overdueBy = (l: T) => {
    const s = promiseStanding(l, now);
    return s.kind === 'overdue' ? s.respondBy.getTime() : null;
  };
  return [...leads].sort((a, b) => {
    const oa = overdueBy(a);
    const ob = overdueBy(b);
    if (oa !== null && ob !== null) return oa - ob;
    if (oa !== null) return -1;
    if (ob !== null) return 1;
    return b.createdAt.localeCompare(a.createdAt);
  });
}
