/**
 * Password hashing with scrypt (node:crypto), a memory-hard function. The
 * stored form carries its parameters, `scrypt$N$r$p$salt$hash` (base64url),
 * so they can be raised later without invalidating older hashes.
 *
 * Default cost: N = 2^15, r = 8, p = 3, one of OWASP's scrypt settings
 * (32 MiB of memory per hash). Passwords are never logged or stored.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };
/**
 * Tests only (server tests, and the e2e server through TEST_PASSWORD_HASHING):
 * about a hundredth of the work, so a suite that signs in hundreds of times
 * does not spend minutes hashing. Never the default of anything.
 */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 128 * params.N * params.r * 2 + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches the stored hash; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  const key = await derive(password, salt, { N, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the same work as checking a real password, for an e-mail that has
 * no account, so the answer time does not tell which e-mails exist.
 */
export async function verifyAgainstNothing(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<false> {
  const key = `${params.N}/${params.r}/${params.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(12).toString('base64url'), params);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
