/** The test drive's rules (models/lead/test-drive.ts) and the 'Quer assinar?' form's (models/lead/company-intent.ts, its interest variant). */
import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { testDriveLabels } from '../../models/labels/test-drive';
import { labels } from '../../models/labels/spec';
import { TestDrive, describeTestDrive, testDriveDateError, testDriveErrors, testDriveOfChoice, testDriveWindow } from '../../models/lead/test-drive';
import { emptyIntentForm, intentFieldErrors, intentFieldValue, DEFAULT_INTENT_SETTINGS, type IntentSettings } from '../../models/lead/company-intent';

const DEFAULT_INTEREST_SETTINGS: IntentSettings = { ...DEFAULT_INTENT_SETTINGS, variant: 'interest' };
import { todayInBrazil } from '../../models/common/calendar';

describe('test drive', () => {
  const today = '2026-11-24';
  it('a day from today to 30 days ahead', () => {
    expect(testDriveWindow(today)).toEqual({ min: '2026-11-24', max: '2026-12-24' });
    expect(testDriveDateError('2026-11-24', today)).toBeUndefined();
    expect(testDriveDateError('2026-12-24', today)).toBeUndefined();
    expect(testDriveDateError('2026-11-23', today)).toBe(testDriveLabels.dayInPast);
    expect(testDriveDateError('2026-12-25', today)).toBe(testDriveLabels.dayTooFar);
    expect(testDriveDateError('', today)).toBe(testDriveLabels.chooseDay);
    expect(testDriveDateError('2026-02-30', today)).toBe(labels.validation.date);
  });

  it("a time of the slots ('Escolha um horário' when missing); nothing asked, nothing checked nor sent", () => {
    expect(testDriveErrors({ wanted: true, date: '2026-11-25', time: '' }, today)).toEqual({ testDriveTime: 'Escolha um horário' });
    expect(testDriveErrors({ wanted: true, date: '2026-11-25', time: '03:00' }, today)).toEqual({ testDriveTime: 'Escolha um horário' });
    expect(testDriveErrors({ wanted: false, date: '', time: '' }, today)).toEqual({});
    expect(testDriveOfChoice({ wanted: false, date: '2026-11-25', time: '10:00' })).toBeUndefined();
    expect(testDriveOfChoice({ wanted: true, date: '2026-11-25', time: '10:00' })).toEqual({ date: '2026-11-25', time: '10:00' });
  });

  it('the struct checks the day against the server’s today', () => {
    expect(is({ date: todayInBrazil(), time: '09:00' }, TestDrive)).toBe(true);
    expect(is({ date: '2000-01-01', time: '09:00' }, TestDrive)).toBe(false);
    expect(is({ date: todayInBrazil(), time: '12:00' }, TestDrive)).toBe(false);
  });

  it('reads as day, time and period', () => {
    expect(describeTestDrive({ date: '2026-12-01', time: '10:00' })).toBe('01/12/2026, 10:00 (Manhã)');
    expect(describeTestDrive({ date: '2026-12-01', time: '14:00' })).toBe('01/12/2026, 14:00 (Tarde)');
  });
});

describe("'Quer assinar?'", () => {
  it('the basic fields first (the company forms’ rules), then the groups', () => {
    const empty = intentFieldErrors(emptyIntentForm(), { ...DEFAULT_INTEREST_SETTINGS, preferredContactEnabled: true });
    expect(empty).toMatchObject({ contactName: labels.companyIntent.required, cnpj: labels.companyIntent.required, acceptPrivacy: labels.companyIntent.acceptRules });
    expect(empty).not.toHaveProperty('totalVehicles');
    expect(empty).not.toHaveProperty('preferredContacts');
    const basic = { ...emptyIntentForm(), contactName: 'Ana Beatriz Rocha', companyName: 'Logística S.A.', cnpj: '11.222.333/0001-81', email: 'a@b.com', phone: '(11) 3333-4444', acceptPrivacy: true };
    expect(intentFieldErrors(basic, { ...DEFAULT_INTEREST_SETTINGS, preferredContactEnabled: true })).toEqual({
      cnpjAge: labels.companyIntent.required,
      preferredContacts: labels.validation.preferredContact,
    });
    expect(intentFieldErrors({ ...basic, totalVehicles: '0' }, DEFAULT_INTEREST_SETTINGS)).toEqual({ totalVehicles: labels.validation.numberGreaterThanZero });
    expect(intentFieldErrors({ ...basic, totalVehicles: '0' }, { ...DEFAULT_INTEREST_SETTINGS, totalVehiclesHidden: true, cnpjAgeEnabled: false })).toEqual({});
  });

  it('total vehicles keeps digits only, at most 4', () => {
    expect(intentFieldValue('totalVehicles', '1a2b345')).toBe('1234');
  });
});
