/**
 * Partners' tokens (models/lead/partnership.ts): each partner seals its
 * customer's partnership data with its own 32-byte key, AES-256-GCM, the
 * partner's name as associated data (a token sealed for one partner never
 * opens as another's), into `v1.<iv>.<ciphertext>.<tag>` (base64url). The
 * plaintext is `PartnerTokenPayload` as JSON, with its expiry (`exp`,
 * seconds since 1970).
 *
 * The keys come from the configuration (`PARTNERSHIP_KEYS`, server/main.ts):
 * a JSON object of partner name to its key, or to a list of keys (the first
 * seals, every one opens: a partner changing its key keeps the old one
 * listed until its tokens expired). Base64 or base64url, 32 bytes each.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { validate } from 'superstruct';
import { PARTNER_NAME_PATTERN, PARTNER_TOKEN_PATTERN, PartnerTokenPayload, type PartnerTokenPayload as Payload } from '../../models/lead/partnership';

/** Every configured partner's keys: the first seals, all open. */
export type PartnerKeys = ReadonlyMap<string, readonly Buffer[]>;

export const NO_PARTNERS: PartnerKeys = new Map();

const KEY_BYTES = 32;
const IV_BYTES = 12;
const associatedData = (partner: string) => Buffer.from(`flua-partner-token:v1:${partner}`, 'utf8');

/** A key as the configuration writes it (base64 or base64url of 32 bytes). */
export function partnerKey(text: string): Buffer {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) throw new Error('a partner key is 32 bytes in base64 or base64url');
  const key = Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new Error('a partner key is 32 bytes in base64 or base64url');
  return key;
}

/**
 * The partners of `PARTNERSHIP_KEYS`: `{"clube-exemplo": "<key>"}` or
 * `{"clube-exemplo": ["<new key>", "<old key>"]}`. Anything malformed stops
 * the start (a site must not run believing a partner is configured).
 */
export function partnerKeysFromConfig(text: string | undefined): PartnerKeys {
  if (text === undefined || text.trim() === '') return NO_PARTNERS;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('PARTNERSHIP_KEYS must be a JSON object of partner name to key (or list of keys)');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('PARTNERSHIP_KEYS must be a JSON object of partner name to key (or list of keys)');
  const out = new Map<string, Buffer[]>();
  for (const [name, keys] of Object.entries(value as Record<string, unknown>)) {
    if (!PARTNER_NAME_PATTERN.test(name)) throw new Error(`PARTNERSHIP_KEYS: '${name}' is not a partner name (lower-case letters, digits and '-', up to 40)`);
    const list = typeof keys === 'string' ? [keys] : Array.isArray(keys) && keys.length > 0 && keys.every((k) => typeof k === 'string') ? keys : null;
    if (!list) throw new Error(`PARTNERSHIP_KEYS: partner '${name}' needs a key or a non-empty list of keys`);
    try {
      out.set(name, list.map(partnerKey));
    } catch (err) {
      throw new Error(`PARTNERSHIP_KEYS: partner '${name}': ${(err as Error).message}`, { cause: err });
    }
  }
  return out;
}

/** Seals a partner's token (what a partner's site does; the demo's links and the tests use it too). */
export function sealPartnerToken(key: Buffer, partner: string, payload: Payload): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(partner));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
}

export type OpenedPartnerToken = { ok: true; payload: Payload; expiresAt: Date } | { ok: false; reason: 'unknownPartner' | 'invalid' | 'expired' };

function openWith(key: Buffer, partner: string, iv: Buffer, sealed: Buffer, tag: Buffer): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(associatedData(partner));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Opens a partner's token with that partner's keys: its payload while it has
 * not expired; else why not (an unknown partner, a token that is not one of
 * that partner's or was altered, or one past its expiry).
 */
export function openPartnerToken(keys: PartnerKeys, partner: string, token: string, now: Date): OpenedPartnerToken {
  const partnerKeys = keys.get(partner);
  if (!partnerKeys) return { ok: false, reason: 'unknownPartner' };
  if (!PARTNER_TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
  const [, iv, sealed, tag] = token.split('.') as [string, string, string, string];
  const parts = { iv: Buffer.from(iv, 'base64url'), sealed: Buffer.from(sealed, 'base64url'), tag: Buffer.from(tag, 'base64url') };
  if (parts.iv.length !== IV_BYTES || parts.tag.length !== 16) return { ok: false, reason: 'invalid' };
  let text: string | null = null;
  for (const key of partnerKeys) {
    text = openWith(key, partner, parts.iv, parts.sealed, parts.tag);
    if (text !== null) break;
  }
  if (text === null) return { ok: false, reason: 'invalid' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const [error, payload] = validate(value, PartnerTokenPayload);
  if (error) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(payload.exp * 1000);
  if (!(expiresAt.getTime() > now.getTime())) return { ok: false, reason: 'expired' };
  return { ok: true, payload, expiresAt };
}
