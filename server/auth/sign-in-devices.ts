/**
 * The browsers an account has signed in from. After a sign-in (or a
 * sign-up), the browser keeps a mark for that account: the cookie
 * `flua_device` (HttpOnly, Path=/api/auth/, DEVICE_MARK_DAYS days), the
 * account id and the day it was given, signed by the server (HMAC-SHA256 with
 * a secret kept in the database, `server_secrets`, shared by every process).
 *
 * The mark proves nothing by itself (the password is always checked); it only
 * lets its account's owner through the wait of an address that many wrong
 * passwords came from (a shared office, a carrier's NAT: server/plugins/sign-in-limits.ts).
 * A browser keeps one mark, of the last account signed in on it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { secretOf } from '../db/server-secrets';

export const DEVICE_MARK_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;
const MARK = /^([A-Za-z0-9_-]{1,80})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface DeviceMarks {
  /** A new mark for this account, given now. */
  mark(userId: string): Promise<string>;
  /** Is `value` a mark we gave this account, less than DEVICE_MARK_DAYS days ago? */
  knows(value: string | undefined, userId: string): Promise<boolean>;
}

export function deviceMarks(db: Queryable, now: () => Date = () => new Date()): DeviceMarks {
  const secret = secretOf(db, 'sign_in_device');
  const signature = async (userId: string, issued: number) =>
    createHmac('sha256', await secret()).update(`sign-in-device:v1:${userId}:${issued}`).digest('base64url');
  return {
    async mark(userId) {
      const issued = Math.floor(now().getTime() / 1000);
      return `${userId}.${issued}.${await signature(userId, issued)}`;
    },
    async knows(value, userId) {
      const m = value ? MARK.exec(value) : null;
      if (!m || m[1] !== userId) return false;
      const issued = Number(m[2]);
      if (now().getTime() - issued * 1000 >= DEVICE_MARK_DAYS * DAY_MS) return false;
      const expected = Buffer.from(await signature(userId, issued));
      const given = Buffer.from(m[3]!);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
