/** How long the product keeps each kind of data (LGPD art. 15): one place for the policy's text and the jobs that enforce it. */

/**
 * How long each kind of data is kept. The policy's 'Por quanto tempo
 * guardamos' states these numbers; the scheduled clean-up
 * (server/jobs/retention.ts) and the anonymisation of old leads use them.
 */
export const RETENTION = {
  /** A lead that never became a contract is anonymised this many months after its last change (uploads and analytics go with it). */
  leadWithoutContractMonths: 12,
  /** A lead with a signed contract is kept this many years after it (legal and tax duties). */
  leadWithContractYears: 5,
  /** An uploaded document no lead carries is removed after this many hours. */
  orphanUploadHours: 24,
  /** Idempotency-Keys and the answer they replay. */
  idempotencyDays: 30,
  /** Sign-in attempts and employee checks (abuse limits look no further back). */
  abuseLimitDays: 1,
  /** The gclid cookie of an ad click, when advertising was accepted (its cookie's lifetime: models/app/storage.ts GCLID_COOKIE_DAYS). */
  gclidDays: 90,
} as const;
