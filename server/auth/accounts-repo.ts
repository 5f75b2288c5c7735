/** Accounts and sessions in the database. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Role, SessionUser } from '../../models/account/auth';
import type { Database, Queryable } from '../db/database';
import type { SessionStore } from '../plugins/sessions';

export interface NewAccount {
  fullName: string;
  cpf: string;
  phone: string;
  email: string;
  passwordHash: string;
  roles: readonly Role[];
  certified?: boolean;
  /** Created with its e-mail already proven (the demo accounts); sign-up leaves it unproven. */
  emailVerified?: boolean;
  sellerId?: string | null;
  dealerCode?: string | null;
}

/** A unique CPF or e-mail is already taken (PostgreSQL unique_violation). */
export class AccountExistsError extends Error {}

function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === '23505';
}

export async function createAccount(db: Database | Queryable, account: NewAccount): Promise<string> {
  const id = randomUUID();
  const write = async (tx: Queryable) => {
    await tx.query(
      `INSERT INTO users (id, full_name, cpf, phone, email, password_hash, certified, seller_id, dealer_code, email_verified_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9, CASE WHEN $10::boolean THEN now() END)`,
      [
        id,
        account.fullName,
        account.cpf,
        account.phone,
        account.email,
        account.passwordHash,
        account.certified ?? false,
        account.sellerId ?? null,
        account.dealerCode ?? null,
        account.emailVerified ?? false,
      ],
    );
    for (const role of account.roles) await tx.query('INSERT INTO user_roles (user_id, role) VALUES ($1,$2)', [id, role]);
  };
  try {
    if ('transaction' in db) await db.transaction(write);
    else await write(db);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AccountExistsError('account exists');
    throw err;
  }
  return id;
}

interface UserRow {
  id: string;
  full_name: string;
  cpf: string;
  phone: string;
  email: string;
  certified: boolean;
  email_verified: boolean;
  seller_id: string | null;
  dealer_code: string | null;
  roles: Role[] | null;
}

const USER_COLUMNS = `u.id, u.full_name, u.cpf, u.phone, u.email, u.certified, u.email_verified_at IS NOT NULL AS email_verified, u.seller_id, u.dealer_code,
  ARRAY(SELECT r.role FROM user_roles r WHERE r.user_id = u.id ORDER BY r.role) AS roles`;

function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    name: row.full_name,
    cpf: row.cpf,
    phone: row.phone,
    emails: [row.email],
    certified: row.certified,
    emailVerified: row.email_verified,
    roles: row.roles ?? [],
    sellerId: row.seller_id,
    dealerCode: row.dealer_code,
  };
}

export async function findCredentials(db: Queryable, email: string): Promise<{ id: string; passwordHash: string } | undefined> {
  const { rows } = await db.query<{ id: string; password_hash: string }>('SELECT id, password_hash FROM users WHERE email = $1', [email]);
  const row = rows[0];
  return row ? { id: row.id, passwordHash: row.password_hash } : undefined;
}

/** The account of an e-mail: its id and full name. */
export async function findAccountByEmail(db: Queryable, email: string): Promise<{ id: string; fullName: string } | undefined> {
  const { rows } = await db.query<{ id: string; full_name: string }>('SELECT id, full_name FROM users WHERE email = $1', [email]);
  const row = rows[0];
  return row ? { id: row.id, fullName: row.full_name } : undefined;
}

/** Sets an account's password hash; answers its e-mail and full name. */
export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<{ email: string; fullName: string } | undefined> {
  const { rows } = await db.query<{ email: string; full_name: string }>('UPDATE users SET password_hash = $2 WHERE id = $1 RETURNING email, full_name', [
    userId,
    passwordHash,
  ]);
  const row = rows[0];
  return row ? { email: row.email, fullName: row.full_name } : undefined;
}

export async function findUser(db: Queryable, id: string): Promise<SessionUser | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  return rows[0] ? toSessionUser(rows[0]) : undefined;
}

// ───────────────────────────── sessions ─────────────────────────────

/**
 * How long a session lives: the one place these are decided.
 *
 * - `absoluteSeconds`: from sign-in, however much it is used (the cookie's Max-Age too);
 * - `idleSeconds`: without use, a customer's session ends after 2 hours, staff's (sellers, offer admins) after
 *   1 hour: the one to apply is chosen at sign-in, from the account's roles, and kept with the session;
 * - `touchEverySeconds`: a session's last use is written at most once a minute, not on every request (so the
 *   idle time is counted to within a minute).
 */
export const SESSION_LIFETIME = {
  absoluteSeconds: 14 * 24 * 60 * 60,
  idleSeconds: { customer: 2 * 60 * 60, staff: 60 * 60 },
  touchEverySeconds: 60,
} as const;

/** Is the session row `s` live: not past its absolute expiry, and used within its idle time? (SQL, on the alias given.) */
export function liveSessionCondition(alias: string): string {
  return `${alias}.expires_at > now() AND ${alias}.last_seen_at > now() - make_interval(secs => ${alias}.idle_seconds)`;
}

/** Only the SHA-256 of a session token is stored. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session for the user: the token goes in the cookie, its hash in the table. */
export async function createSession(db: Queryable, userId: string, lifetime: { ttlSeconds: number; idleSeconds: number }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at, last_seen_at, idle_seconds) VALUES ($1, $2, now() + make_interval(secs => $3), now(), $4)`,
    [tokenHash(token), userId, lifetime.ttlSeconds, lifetime.idleSeconds],
  );
  return token;
}

/**
 * The user of a live session (see `liveSessionCondition`), or undefined. A session last marked used more than
 * `touchEverySeconds` ago is marked used now: at most one write a minute per session, none on the other requests.
 */
export async function findSessionUser(db: Queryable, token: string): Promise<SessionUser | undefined> {
  const hash = tokenHash(token);
  const { rows } = await db.query<UserRow & { stale: boolean }>(
    `SELECT ${USER_COLUMNS}, s.last_seen_at < now() - make_interval(secs => $2) AS stale
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND ${liveSessionCondition('s')}`,
    [hash, SESSION_LIFETIME.touchEverySeconds],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.stale) await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [hash]);
  return toSessionUser(row);
}

/** The sessions' rows as the sessions plugin reads them (server/app.ts hands this to it: server/plugins/sessions.ts). */
export const sessionStore: SessionStore = { userOf: findSessionUser, tokenHash, liveCondition: liveSessionCondition };

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash(token)]);
}

/** Ends every session of an account. */
export async function deleteSessionsOf(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/**
 * The scheduled clean-up's part (server/jobs/retention.ts): sessions that ended (expired or idle; the edit links
 * they made go with them), edit links past their 7 days, and sign-ups that waited for their e-mail's owner, two
 * days after they were written (opened or not: what the form sent is not kept longer).
 */
export async function removeEndedAuthRecords(db: Queryable, at: Date): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(secs => idle_seconds)');
  await db.query('DELETE FROM lead_edit_links WHERE expires_at <= $1', [at.toISOString()]);
  await db.query("DELETE FROM pending_sign_ups WHERE created_at < $1::timestamptz - interval '2 days'", [at.toISOString()]);
}

/** Housekeeping: forgets sessions that ended (expired or idle; the edit links they made go with them) and attempts older than a day. */
export async function deleteExpired(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(secs => idle_seconds)');
  await db.query(`DELETE FROM sign_in_attempts WHERE attempted_at < now() - interval '1 day'`);
}
