import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_BUSINESS_HOURS, byPromise, durationParts, formatPromise, promiseStanding, promisedBy, type BusinessHours } from '../../../models/lead/response-time';
import { responseTimeLabels } from '../../../models/labels/response-time';
import { brazilNationalHolidays, holidaysAround } from '../../../models/lead/brazil-holidays';

/** A São Paulo wall-clock time today (UTC−3, no daylight time since 2019). */
const sp = (local: string) => new Date(`${local}-03:00`);
const promise = (local: string, hours = 4, schedule: BusinessHours = DEFAULT_BUSINESS_HOURS) => {
  const at = sp(local);
  return promisedBy(at, hours, schedule, holidaysAround(at));
};

describe('the response-time promise', () => {
  it('counts within the day when the hours fit', () => {
    expect(promise('2026-12-03T10:00')).toEqual(sp('2026-12-03T14:00'));
    expect(formatPromise(promise('2026-12-03T07:00'))).toBe('qui., 03/12, 13:00');
  });

  it('carries what is left of the day over to the next business day', () => {
    // Thursday 16:00: 2 h that day, 2 h on Friday from 09:00.
    expect(formatPromise(promise('2026-12-03T16:00'))).toBe('sex., 04/12, 11:00');
  });

  it('counts a lead arriving after hours from the next opening', () => {
    expect(promise('2026-12-02T22:30')).toEqual(sp('2026-12-03T13:00'));
    expect(formatPromise(promise('2026-12-02T19:00', 2))).toBe('qui., 03/12, 11:00');
  });

  it('spans a weekend: Saturday morning only, no Sunday', () => {
    // Friday 17:00: 1 h Friday, 09:00–12:00 on Saturday.
    expect(formatPromise(promise('2026-12-04T17:00'))).toBe('sáb., 05/12, 12:00');
    // Saturday 12:00: 1 h Saturday, Sunday closed, 3 h on Monday.
    expect(formatPromise(promise('2026-12-05T12:00'))).toBe('seg., 07/12, 12:00');
    // Sunday: nothing until Monday 09:00.
    expect(formatPromise(promise('2026-12-06T10:00'))).toBe('seg., 07/12, 13:00');
  });

  it('skips the national holidays the library names: Tiradentes, Natal', () => {
    expect(brazilNationalHolidays(2026)).toEqual(expect.arrayContaining(['2026-04-21', '2026-12-25', '2026-09-07', '2026-11-20']));
    // Monday 20/04/2026 16:00: 2 h Monday, Tuesday 21/04 is Tiradentes, 2 h Wednesday.
    expect(formatPromise(promise('2026-04-20T16:00'))).toBe('qua., 22/04, 11:00');
    // Thursday 24/12/2026 17:00: 1 h, Natal on Friday, 3 h on Saturday.
    expect(formatPromise(promise('2026-12-24T17:00'))).toBe('sáb., 26/12, 12:00');
    // New Year across the year's end: Thursday 31/12 17:00, 01/01 closed, Saturday 02/01.
    expect(formatPromise(promise('2026-12-31T17:00'))).toBe('sáb., 02/01, 12:00');
  });

  it('works on Carnaval: the library has it as an optional point, not a national holiday', () => {
    expect(brazilNationalHolidays(2026)).not.toContain('2026-02-16');
    expect(brazilNationalHolidays(2026)).not.toContain('2026-02-17');
    expect(formatPromise(promise('2026-02-16T10:00'))).toBe('seg., 16/02, 14:00');
  });

  it('keeps the wall clock across the daylight time Brazil had until 2019', () => {
    // 2018: daylight time (UTC−2) began on Sunday 04/11 at 00:00. Friday 02/11 is Finados, Saturday 03/11 is still UTC−3.
    const friday = new Date('2018-11-01T17:00:00-03:00');
    const byMonday = promisedBy(friday, 8, DEFAULT_BUSINESS_HOURS, holidaysAround(friday));
    // 1 h Thursday, Finados skipped, 4 h Saturday, Sunday closed, 3 h Monday under UTC−2: 12:00 on the wall clock.
    expect(byMonday).toEqual(new Date('2018-11-05T12:00:00-02:00'));
    expect(formatPromise(byMonday)).toBe('seg., 05/11, 12:00');
    // Daylight time ended on Sunday 17/02/2019 at 00:00 (back to UTC−3): Saturday 16/02 is UTC−2, Monday 18/02 UTC−3.
    const saturday = new Date('2019-02-16T12:00:00-02:00');
    const after = promisedBy(saturday, 4, DEFAULT_BUSINESS_HOURS, holidaysAround(saturday));
    expect(after).toEqual(new Date('2019-02-18T12:00:00-03:00'));
    expect(formatPromise(after)).toBe('seg., 18/02, 12:00');
  });

  const schedules = fc.constantFrom<BusinessHours>(
    DEFAULT_BUSINESS_HOURS,
    [null, ...Array.from({ length: 5 }, () => ({ open: '08:00', close: '20:00' })), null],
    [{ open: '10:00', close: '14:00' }, null, null, null, null, null, { open: '07:30', close: '22:15' }],
  );
  const moments = fc.date({ min: new Date('2016-01-01T00:00:00Z'), max: new Date('2031-12-31T00:00:00Z'), noInvalidDate: true });

  it('promises a later moment, inside an open window on a business day, never on a holiday', () => {
    fc.assert(
      fc.property(moments, fc.integer({ min: 1, max: 40 }), schedules, (at, hours, schedule) => {
        const holidays = holidaysAround(at);
        const by = promisedBy(at, hours, schedule, holidays);
        expect(by.getTime()).toBeGreaterThanOrEqual(at.getTime() + hours * 3_600_000 - 60_000);
        const wall = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', weekday: 'short' });
        const p = Object.fromEntries(wall.formatToParts(by).map((x) => [x.type, x.value]));
        const day = `${p.year}-${p.month}-${p.day}`;
        expect(holidays.has(day)).toBe(false);
        const window = schedule[new Date(`${day}T00:00:00Z`).getUTCDay()];
        expect(window).not.toBeNull();
        const clock = `${p.hour}:${p.minute}`;
        expect(clock > window!.open && clock <= window!.close).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('is monotonic: a later lead is never promised earlier, and more hours never make it sooner', () => {
    fc.assert(
      fc.property(moments, fc.integer({ min: 0, max: 5 * 24 * 60 }), fc.integer({ min: 1, max: 30 }), schedules, (at, later, hours, schedule) => {
        const holidays = holidaysAround(at);
        const next = new Date(at.getTime() + later * 60_000);
        const nextHolidays = holidaysAround(next);
        expect(promisedBy(next, hours, schedule, nextHolidays).getTime()).toBeGreaterThanOrEqual(promisedBy(at, hours, schedule, holidays).getTime());
        expect(promisedBy(at, hours + 1, schedule, holidays).getTime()).toBeGreaterThan(promisedBy(at, hours, schedule, holidays).getTime());
      }),
      { numRuns: 200 },
    );
  });

  it('adds up: h1 + h2 hours is h2 hours counted from the promise of h1', () => {
    fc.assert(
      fc.property(moments, fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), schedules, (at, h1, h2, schedule) => {
        const holidays = holidaysAround(at);
        const first = promisedBy(at, h1, schedule, holidays);
        const both = promisedBy(at, h1 + h2, schedule, holidays);
        expect(promisedBy(first, h2, schedule, holidaysAround(first))).toEqual(both);
      }),
      { numRuns: 200 },
    );
  });
});

describe("the desk's standing against the promise", () => {
  const now = new Date('2026-12-03T14:00:00Z');
  it('tells the time left, the time overdue, answered, or nothing', () => {
    expect(promiseStanding({ respondBy: '2026-12-03T16:15:00Z', awaitingAnswer: true }, now)).toMatchObject({ kind: 'left', minutes: 135 });
    expect(promiseStanding({ respondBy: '2026-12-03T13:15:00Z', awaitingAnswer: true }, now)).toMatchObject({ kind: 'overdue', minutes: 45 });
    expect(promiseStanding({ respondBy: '2026-12-03T13:15:00Z', awaitingAnswer: false }, now)).toEqual({ kind: 'answered' });
    expect(promiseStanding({ respondBy: null }, now)).toEqual({ kind: 'none' });
  });

  it('writes durations in pt-BR', () => {
    const d = (m: number) => responseTimeLabels.duration(durationParts(m));
    expect([d(0), d(45), d(180), d(135), d(3 * 1440 + 250)]).toEqual(['0 min', '45 min', '3 h', '2 h 15 min', '3 d 4 h']);
    expect(responseTimeLabels.desk.overdue(d(45))).toBe('Atrasado há 45 min');
  });

  it('lists overdue leads first, the longest overdue first, then the rest newest first', () => {
    const lead = (id: string, createdAt: string, respondBy: string | null, awaitingAnswer = true) => ({ id, createdAt, respondBy, awaitingAnswer });
    const leads = [
      lead('new', '2026-12-03T13:50:00Z', '2026-12-03T17:50:00Z'),
      lead('late', '2026-12-02T10:00:00Z', '2026-12-02T14:00:00Z'),
      lead('answered', '2026-12-01T10:00:00Z', '2026-12-01T14:00:00Z', false),
      lead('old', '2026-11-01T10:00:00Z', null),
      lead('later', '2026-12-03T08:00:00Z', '2026-12-03T13:00:00Z'),
    ];
    expect(byPromise(leads, now).map((l) => l.id)).toEqual(['late', 'later', 'new', 'answered', 'old']);
  });
});
