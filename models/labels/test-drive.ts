import { labels } from './spec';

/**
 * Test drive scheduling in the lead form (spec 000 §2 "Others": checkbox,
 * day, time, morning and afternoon labels, 'Escolha um horário'; 001 §9:
 * response within 24h, 30 days). Rules: models/lead/test-drive.ts.
 */
export const testDriveLabels = {
  schedule: 'AGENDAR UM TEST DRIVE.',
  chooseTime: labels.validation.chooseTime,
  /** ours */
  responseWithin: 'Retornaremos em até 24h.',
  /** ours */
  day: 'Dia',
  /** ours */
  time: 'Horário',
  /** ours */
  morning: 'Manhã',
  /** ours */
  afternoon: 'Tarde',
  /** ours: the day's messages (spec 001 §9: within 30 days). */
  chooseDay: 'Escolha um dia',
  dayInvalid: labels.validation.date,
  dayInPast: 'Escolha um dia a partir de hoje',
  dayTooFar: 'Escolha um dia dentro dos próximos 30 dias',
  /** ours: how the stored lead names it. */
  title: 'Test drive',
};
