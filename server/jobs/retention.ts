/**
 * The scheduled clean-up: Idempotency-Keys older than their 30 days
 * (server/plugins/idempotency.ts), sign-in attempts, employee checks and
 * every other counted request older than a day (no limit looks further back), sessions that ended, seller edit
 * links past their days and sign-ups that waited for their e-mail's owner
 * two days after (server/auth/accounts-repo.ts), and uploaded files no lead carries once
 * they are older than the retention period (their rows, their files, and
 * files left in the folder by an upload that never committed), and leads
 * without a contract not moved for LEAD_RETENTION_MONTHS (models/privacy/privacy.ts, the
 * period the privacy text states): anonymised (server/privacy/anonymise.ts),
 * their uploads' rows and files removed with them. Every process may run it:
 * each step is one statement or a transaction that locks its leads, and
 * removing a file twice is harmless.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { RETENTION } from '../../models/privacy-policy/retention';
import type { Database } from '../db/database';
import { removeEndedAuthRecords } from '../auth/accounts-repo';
import { removeOldEmployeeChecks } from '../employees/employees-repo';
import { knownStorageNames, removeOrphanUploads } from '../files/uploads-repo';
import { removeExpiredIdempotencyKeys } from '../plugins/idempotency';
import { removeOldRequests } from '../plugins/limits';
import { removeOldSignInAttempts } from '../plugins/sign-in-limits';
import { CONTRACT_LEAD_STATUSES, retentionCutoff } from '../../models/privacy/privacy';
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import { anonymiseLeads, removeFiles } from '../privacy/anonymise';

/** Files of no lead are kept a day (a lead form sends its lead seconds after its documents). */
export const ORPHAN_UPLOAD_RETENTION_HOURS = RETENTION.orphanUploadHours;
/** How often the clean-up runs. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export interface RetentionOptions {
  db: Database;
  uploadsDir: string;
  /** The clock (tests move it). */
  now?: () => Date;
  orphanUploadHours?: number;
  /** Months a lead without a contract keeps its personal data (default LEAD_RETENTION_MONTHS). */
  leadRetentionMonths?: number;
  intervalMs?: number;
  log?: { error: (err: unknown, message: string) => void; info: (obj: object, message: string) => void };
}

export interface RetentionReport {
  idempotencyKeys: number;
  orphanUploads: number;
  strayFiles: number;
  anonymisedLeads: number;
}

export interface RetentionJobs {
  runOnce(): Promise<RetentionReport>;
  start(): void;
  /** Stops the schedule and waits for a run in progress. */
  stop(): Promise<void>;
}

const STORAGE_NAME = /^[0-9a-f-]{36}\.(pdf|jpg|png)$/;

export function createRetentionJobs(options: RetentionOptions): RetentionJobs {
  const now = options.now ?? (() => new Date());
  const hours = options.orphanUploadHours ?? ORPHAN_UPLOAD_RETENTION_HOURS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function strayFiles(before: Date): Promise<number> {
    const names = await readdir(options.uploadsDir).catch(() => [] as string[]);
    const old: string[] = [];
    for (const name of names.filter((n) => STORAGE_NAME.test(n))) {
      const info = await stat(join(options.uploadsDir, name)).catch(() => null);
      if (info && info.mtime < before) old.push(name);
    }
    const known = await knownStorageNames(options.db, old);
    const stray = old.filter((n) => !known.has(n));
    await Promise.all(stray.map((n) => rm(join(options.uploadsDir, n), { force: true })));
    return stray.length;
  }

  /** Leads without a contract past the retention period, anonymised a batch at a time. */
  async function expiredLeads(at: Date): Promise<number> {
    const cutoff = retentionCutoff(at, options.leadRetentionMonths);
    let total = 0;
    for (;;) {
      const done = await options.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `SELECT id FROM leads WHERE anonymised_at IS NULL AND updated_at < $1::timestamptz AND NOT (lifecycle_status = ANY($2::text[]))
            ORDER BY created_at LIMIT 100`,
          [cutoff.toISOString(), [...CONTRACT_LEAD_STATUSES]],
        );
        return anonymiseLeads(tx, rows.map((r) => r.id), { actor: 'retention', note: privacyRequestLabels.retentionNote }, at);
      });
      await removeFiles(options.uploadsDir, done.files);
      total += done.leadIds.length;
      if (done.leadIds.length < 100) return total;
    }
  }

  async function runOnce(): Promise<RetentionReport> {
    const at = now();
    const before = new Date(at.getTime() - hours * 60 * 60 * 1000);
    const idempotencyKeys = await removeExpiredIdempotencyKeys(options.db, at);
    await removeOldSignInAttempts(options.db, at);
    await removeEndedAuthRecords(options.db, at);
    await removeOldEmployeeChecks(options.db, at);
    await removeOldRequests(options.db, at);
    const removed = await removeOrphanUploads(options.db, before);
    await Promise.all(removed.map((n) => rm(join(options.uploadsDir, n), { force: true })));
    const anonymisedLeads = await expiredLeads(at);
    return { idempotencyKeys, orphanUploads: removed.length, strayFiles: await strayFiles(before), anonymisedLeads };
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        running = runOnce()
          .then((report) => {
            if (report.idempotencyKeys + report.orphanUploads + report.strayFiles + report.anonymisedLeads > 0) options.log?.info(report, 'retention clean-up');
          })
          .catch((err: unknown) => options.log?.error(err, 'retention clean-up failed'));
      }, options.intervalMs ?? RETENTION_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
