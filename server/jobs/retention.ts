/**
 * The scheduled clean-up: Idempotency-Keys older than their 30 days
 * (server/leads/idempotency.ts), sign-in attempts and employee checks older
 * than a day (no limit looks further back), and uploaded files no lead carries once
 * they are older than the retention period (their rows, their files, and
 * files left in the folder by an upload that never committed). Every process
 * may run it: each step is one DELETE, and removing a file twice is harmless.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { RETENTION } from '../../models/retention';
import type { Database } from '../db/database';
import { removeOldSignInAttempts } from '../auth/sign-in-limits';
import { removeOldEmployeeChecks } from '../employees/employees-repo';
import { knownStorageNames, removeOrphanUploads } from '../files/uploads-repo';
import { removeExpiredIdempotencyKeys } from '../leads/idempotency';

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
  intervalMs?: number;
  log?: { error: (err: unknown, message: string) => void; info: (obj: object, message: string) => void };
}

export interface RetentionReport {
  idempotencyKeys: number;
  orphanUploads: number;
  strayFiles: number;
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

  async function runOnce(): Promise<RetentionReport> {
    const at = now();
    const before = new Date(at.getTime() - hours * 60 * 60 * 1000);
    const idempotencyKeys = await removeExpiredIdempotencyKeys(options.db, at);
    await removeOldSignInAttempts(options.db, at);
    await removeOldEmployeeChecks(options.db, at);
    const removed = await removeOrphanUploads(options.db, before);
    await Promise.all(removed.map((n) => rm(join(options.uploadsDir, n), { force: true })));
    return { idempotencyKeys, orphanUploads: removed.length, strayFiles: await strayFiles(before) };
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        running = runOnce()
          .then((report) => {
            if (report.idempotencyKeys + report.orphanUploads + report.strayFiles > 0) options.log?.info(report, 'retention clean-up');
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
