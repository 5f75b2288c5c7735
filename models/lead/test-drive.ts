/**
 * Test drive scheduling in the lead form (spec 000 §2 "Others": checkbox
 * 'AGENDAR UM TEST DRIVE.', day, time with morning and afternoon labels,
 * 'Escolha um horário'; 001 §9: response within 24h, "within 30 days"):
 * a day from today to 30 days ahead (Brazil's calendar), a time of the
 * morning or afternoon slots. The browser and the server use these rules.
 */
import { enums, object, refine, type Infer } from 'superstruct';
import { addDays, format, parseISO } from 'date-fns';
import { todayInBrazil } from '../common/calendar';
import { IsoDate } from '../common/field-structs';
import { formatDate } from '../common/format';
import { testDriveLabels } from '../labels/test-drive';

/** Date rules 'within 30 days' use 30 days (spec 001 §9). */
export const TEST_DRIVE_WINDOW_DAYS = 30;

/** ours: the slots a dealer offers, by period of the day. */
export const TEST_DRIVE_SLOTS = {
  morning: ['09:00', '10:00', '11:00'],
  afternoon: ['14:00', '15:00', '16:00', '17:00'],
} as const;
export type TestDrivePeriod = keyof typeof TEST_DRIVE_SLOTS;
export const TEST_DRIVE_TIMES = [...TEST_DRIVE_SLOTS.morning, ...TEST_DRIVE_SLOTS.afternoon] as const;
export type TestDriveTime = (typeof TEST_DRIVE_TIMES)[number];

/** What the person chose: asked or not, the day (`YYYY-MM-DD`) and the time (empty when not chosen). */
export interface TestDriveChoice {
  wanted: boolean;
  date: string;
  time: string;
}

export const NO_TEST_DRIVE: TestDriveChoice = { wanted: false, date: '', time: '' };

/** The first and last day that may be chosen. */
export function testDriveWindow(today: string = todayInBrazil()): { min: string; max: string } {
  return { min: today, max: format(addDays(parseISO(today), TEST_DRIVE_WINDOW_DAYS), 'yyyy-MM-dd') };
}

/** A day: given, a real date, not in the past, within 30 days. */
export function testDriveDateError(date: string, today: string = todayInBrazil()): string | undefined {
  const t = testDriveLabels;
  if (date.trim() === '') return t.chooseDay;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parseISO(date).getTime()) || format(parseISO(date), 'yyyy-MM-dd') !== date) return t.dayInvalid;
  const { min, max } = testDriveWindow(today);
  if (date < min) return t.dayInPast;
  if (date > max) return t.dayTooFar;
  return undefined;
}

export function isTestDriveTime(value: string): value is TestDriveTime {
  return (TEST_DRIVE_TIMES as readonly string[]).includes(value);
}

/** A time: one of the slots ('Escolha um horário' when missing). */
export function testDriveTimeError(time: string): string | undefined {
  return isTestDriveTime(time) ? undefined : testDriveLabels.chooseTime;
}

/** The messages of a chosen test drive (none when not asked). */
export function testDriveErrors(choice: TestDriveChoice, today?: string): { testDriveDate?: string; testDriveTime?: string } {
  if (!choice.wanted) return {};
  const date = testDriveDateError(choice.date, today);
  const time = testDriveTimeError(choice.time);
  return { ...(date ? { testDriveDate: date } : {}), ...(time ? { testDriveTime: time } : {}) };
}

/** The period of the day of a slot. */
export function testDrivePeriod(time: TestDriveTime): TestDrivePeriod {
  return (TEST_DRIVE_SLOTS.morning as readonly string[]).includes(time) ? 'morning' : 'afternoon';
}

/** A test drive as stored with a lead (a day that may since have passed). */
export const StoredTestDrive = object({ date: IsoDate, time: enums(TEST_DRIVE_TIMES) });
export type StoredTestDrive = Infer<typeof StoredTestDrive>;

/** The test drive a lead carries (checked again by the server against its own today). */
export const TestDrive = refine(StoredTestDrive, 'testDrive', (value) => {
  // The message names the test drive (superstruct keeps a refinement's failure at the struct's own path).
  return testDriveDateError(value.date) ?? true;
});
export type TestDrive = Infer<typeof TestDrive>;

/** The test drive sent with the lead, when asked. */
export function testDriveOfChoice(choice: TestDriveChoice): TestDrive | undefined {
  return choice.wanted && isTestDriveTime(choice.time) ? { date: choice.date, time: choice.time } : undefined;
}

/** How a stored test drive reads: '12/12/2026, 10:00 (Manhã)'. */
export function describeTestDrive(testDrive: StoredTestDrive): string {
  const t = testDriveLabels;
  return `${formatDate(testDrive.date)}, ${testDrive.time} (${t[testDrivePeriod(testDrive.time)]})`;
}
