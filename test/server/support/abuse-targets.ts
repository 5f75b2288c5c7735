/**
 * What every anonymous write route allows one client address, as the abuse
 * suite (test/server/abuse.test.ts) floods it: each route the app registers
 * with `anyone` access and a write method has an entry here, either
 *
 *   - `limited`: the limit the suite's app options give it (small, so a
 *     flood is a few requests: ABUSE_OPTIONS below), the status of a
 *     request let through, and the i-th request of a flood (distinct where
 *     the route needs it: keys, CPFs, e-mails), or
 *   - `unlimited`: why the route needs no limit of its own (it writes
 *     nothing, or only with a secret a flood cannot have); the suite checks
 *     that a flood of it writes nothing.
 *
 * An anonymous write route missing here fails the suite, naming it. A
 * route whose limit changes (another option, another status) is one entry.
 */
import type { InjectOptions } from 'fastify';
import { cnpjCheckDigits, cpfCheckDigits } from '../../../models/common/validators';
import type { AppOptions } from '../../../server/app';
import { DEFAULT_SIGN_IN_LIMITS } from '../../../server/auth/auth-routes';
import { files, interestLead, multipartBody, pjLead, rentalLead } from '../../support/lead-fixtures';
import { accounts, FAST_HASHING, SAME_ORIGIN } from './callers';

/** The small limits the suite's app runs with (the production defaults are asserted by the suite too). */
export const ABUSE_LIMITS = {
  signUp: { max: 3, windowMinutes: 60 },
  signIn: { ...DEFAULT_SIGN_IN_LIMITS, perAddress: 3, inFlightPerAddress: 3 },
  resetPerAddress: { max: 3, windowMinutes: 60 },
  resetPerEmail: { max: 2, windowMinutes: 60 },
  privacyLinksPerAddress: { max: 3, windowMinutes: 60 },
  privacyLinksPerEmail: { max: 2, windowMinutes: 60 },
  employeeChecks: { max: 3, windowMinutes: 15 },
  leads: {
    perAddress: { max: 4, windowMinutes: 60 },
    perDocument: { max: 2, windowMinutes: 24 * 60 },
    perSeller: { max: 6, windowMinutes: 60 },
    couponPerAddress: { max: 2, windowMinutes: 24 * 60 },
    couponPerDocument: { max: 1, windowMinutes: 24 * 60 },
    couponPerSeller: { max: 3, windowMinutes: 24 * 60 },
  },
  sellerMail: { max: 3, windowMinutes: 60 },
  /** Three uploads of the suite's small PDF per address. */
  uploadsPerAddress: 3,
} as const;

/** The bytes of one upload of the suite (one small PDF, as the lead form sends it). */
const uploadBody = (field: string) => multipartBody([{ name: 'rg.pdf', data: files.pdf, type: 'application/pdf' }], { root_path: 'leads', sub_path: 'b2e' }, field);

export function abuseAppOptions(): Omit<AppOptions, 'db'> {
  return {
    auth: { passwordHashing: FAST_HASHING, signUpLimit: ABUSE_LIMITS.signUp, signInLimits: ABUSE_LIMITS.signIn },
    passwordReset: { responseFloorMs: 0, perAddressLimit: ABUSE_LIMITS.resetPerAddress, perEmailLimit: ABUSE_LIMITS.resetPerEmail },
    privacy: { linksPerAddress: ABUSE_LIMITS.privacyLinksPerAddress, linksPerEmail: ABUSE_LIMITS.privacyLinksPerEmail },
    employeeCheckLimit: ABUSE_LIMITS.employeeChecks,
    leads: { limits: ABUSE_LIMITS.leads },
    quotations: { sellerMailLimit: ABUSE_LIMITS.sellerMail },
    uploads: { quotas: { perAddressBytes: ABUSE_LIMITS.uploadsPerAddress * files.pdf.length, totalBytes: 1024 * 1024 * 1024, windowMinutes: 60, concurrentPerProcess: 16 } },
    mail: { publicUrl: 'https://flua.example' },
  };
}

/** A valid CPF / CNPJ per flood request. */
export const cpfOf = (i: number) => {
  const base = `7${String(i).padStart(8, '0')}`;
  return `${base}${cpfCheckDigits(base)}`;
};
export const cnpjOf = (i: number) => {
  const base = `7${String(i).padStart(7, '0')}0001`;
  return `${base}${cnpjCheckDigits(base)}`;
};

let keys = 0;
/** A fresh Idempotency-Key. */
export const freshKey = (what: string) => `abuse-${what}-${process.pid}-${++keys}`;

/** What a flood request needs that the suite makes before the flood (an upload grant per request). */
export interface FloodContext {
  /** An upload grant for a fresh key, held by a fresh upload cookie (the lead form asks one per upload). */
  uploadGrant: () => Promise<Record<string, string>>;
}

export interface Limited {
  limited: {
    /** Requests from one address let through (with ABUSE_OPTIONS). */
    limit: number;
    /** The status of a request let through. */
    accepted: number;
    /** The i-th request of a flood (its address is set by the suite). */
    request: (i: number, ctx: FloodContext) => Promise<InjectOptions> | InjectOptions;
  };
}

export interface Unlimited {
  /** Why this anonymous write needs no limit of its own. A flood of `sample` must write nothing. */
  unlimited: string;
  sample: InjectOptions;
}

export type AbuseEntry = Limited | Unlimited;

const json = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}): InjectOptions => ({
  method,
  url,
  payload,
  headers: { ...SAME_ORIGIN, ...headers },
});

const rentalLeadFlood = (url: string): Limited => ({
  limited: {
    limit: ABUSE_LIMITS.leads.perAddress.max,
    accepted: 201,
    request: (i) => json('POST', url, rentalLead({ cpf: cpfOf(i), email: `flood.${i}@exemplo.example` }), { 'idempotency-key': freshKey('lead') }),
  },
});

const TOKEN = 'a'.repeat(43);

/** Every anonymous write route, keyed `METHOD url` as the app registers it. */
export const ABUSE_TARGETS: Record<string, AbuseEntry> = {
  'POST /api/auth/sign-up': {
    limited: {
      limit: ABUSE_LIMITS.signUp.max,
      accepted: 201,
      request: (i) =>
        json('POST', '/api/auth/sign-up', {
          fullName: 'Flood Cadastro Teste',
          cpf: cpfOf(i),
          phone: '(11) 91234-5678',
          email: `cadastro.${i}@exemplo.example`,
          password: 'Segura#2025',
          passwordConfirmation: 'Segura#2025',
        }),
    },
  },
  'POST /api/auth/sign-in': {
    limited: {
      limit: ABUSE_LIMITS.signIn.perAddress,
      accepted: 401,
      request: (i) => json('POST', '/api/auth/sign-in', { email: `ninguem.${i}@exemplo.example`, password: 'Errada#2025' }),
    },
  },
  'POST /api/auth/password-reset': {
    limited: { limit: ABUSE_LIMITS.resetPerAddress.max, accepted: 202, request: (i) => json('POST', '/api/auth/password-reset', { email: `ninguem.${i}@exemplo.example` }) },
  },
  'POST /api/privacy/links': {
    limited: {
      limit: ABUSE_LIMITS.privacyLinksPerAddress.max,
      accepted: 202,
      request: (i) => json('POST', '/api/privacy/links', { cpf: cpfOf(i), email: `titular.${i}@exemplo.example` }),
    },
  },
  'POST /api/employee/validate': {
    limited: { limit: ABUSE_LIMITS.employeeChecks.max, accepted: 200, request: (i) => json('POST', '/api/employee/validate', { sap_id: `8009${String(i).padStart(4, '0')}`, cpf: cpfOf(i) }) },
  },
  'POST /api/v2/lead': rentalLeadFlood('/api/v2/lead'),
  'POST /api/create-rental-lead': rentalLeadFlood('/api/create-rental-lead'),
  'POST /api/leads/flua/create': rentalLeadFlood('/api/leads/flua/create'),
  'POST /api/leads/pj': {
    limited: {
      limit: ABUSE_LIMITS.leads.perAddress.max,
      accepted: 201,
      request: (i) => json('POST', '/api/leads/pj', pjLead({ cnpj: cnpjOf(i) }), { 'idempotency-key': freshKey('pj') }),
    },
  },
  'POST /api/leads/pj/interest': {
    limited: {
      limit: ABUSE_LIMITS.leads.perAddress.max,
      accepted: 201,
      request: (i) => json('POST', '/api/leads/pj/interest', interestLead({ cnpj: cnpjOf(i) }), { 'idempotency-key': freshKey('interest') }),
    },
  },
  'POST /api/file/upload': {
    limited: {
      limit: ABUSE_LIMITS.uploadsPerAddress,
      accepted: 201,
      request: async (_i, ctx) => {
        const body = uploadBody('file');
        return { method: 'POST', url: '/api/file/upload', payload: body.payload, headers: { ...SAME_ORIGIN, ...body.headers, ...(await ctx.uploadGrant()) } };
      },
    },
  },
  'POST /api/file/upload-bulk': {
    limited: {
      limit: ABUSE_LIMITS.uploadsPerAddress,
      accepted: 201,
      request: async (_i, ctx) => {
        const body = uploadBody('files');
        return { method: 'POST', url: '/api/file/upload-bulk', payload: body.payload, headers: { ...SAME_ORIGIN, ...body.headers, ...(await ctx.uploadGrant()) } };
      },
    },
  },

  'POST /api/auth/password-reset/check': {
    unlimited: 'reads whether a link can be used; a link is 256 random bits, only its SHA-256 stored: no flood guesses one',
    sample: json('POST', '/api/auth/password-reset/check', { token: TOKEN }),
  },
  'POST /api/auth/password-reset/confirm': {
    unlimited: 'writes only with a live single-use link mailed to the account (256 random bits)',
    sample: json('POST', '/api/auth/password-reset/confirm', { token: TOKEN, password: 'Nova#Senha2025', passwordConfirmation: 'Nova#Senha2025' }),
  },
  'POST /api/auth/email-verification/confirm': {
    unlimited: 'writes only with a live single-use link mailed to the account (256 random bits)',
    sample: json('POST', '/api/auth/email-verification/confirm', { token: TOKEN }),
  },
  'POST /api/auth/sign-out': {
    unlimited: "ends the caller's own session; a visitor has none, so nothing is written",
    sample: { method: 'POST', url: '/api/auth/sign-out', headers: SAME_ORIGIN },
  },
  'POST /api/search': {
    unlimited: 'reads the catalogue (a POST for its body); writes nothing',
    sample: json('POST', '/api/search', { brand: 'fiat', start: 0, size: 10, b2eOffer: false }),
  },
  'POST /api/useranalytics/send': {
    unlimited: "writes once per lead and kind, under the token the lead's own answer carried: bounded by the lead limits",
    sample: json('POST', '/api/useranalytics/send', { jwtToken: TOKEN, type: 'OFFER_LEAD', payload: JSON.stringify({ leadId: 'x', offerId: 'fiat-mobi-l10', period: 24, km: 1000 }) }),
  },
  'PUT /api/v1/leads': {
    unlimited: "writes only for the lead's customer or a seller of its dealer: no anonymous write",
    sample: json('PUT', '/api/v1/leads', { cpf: accounts.customer.cpf }),
  },
  'POST /api/coupons/validate/:couponName/offer/:offerId/period/:couponPeriod': {
    unlimited: 'reads a coupon and its remaining uses; a use is counted only by the lead that carries it (limited per address, CPF and seller)',
    sample: { method: 'POST', url: '/api/coupons/validate/LIMITADO/offer/fiat-mobi-l10/period/24', headers: SAME_ORIGIN },
  },
  'POST /api/coupons/count': {
    unlimited: "answers a coupon's usage as it stands; writes nothing",
    sample: { method: 'POST', url: '/api/coupons/count?couponId=LIMITADO', headers: SAME_ORIGIN },
  },
  'POST /api/file/upload-grant': {
    unlimited: 'signs a grant (HMAC) and writes nothing; what a grant allows is limited by the upload quotas',
    sample: json('POST', '/api/file/upload-grant', { key: 'abuse-grant-0001' }),
  },
  'POST /api/privacy/requests': {
    unlimited: "writes only with a live one-use link mailed to a lead's e-mail, or a proven account's session",
    sample: json('POST', '/api/privacy/requests', { kind: 'access', token: TOKEN }, { 'idempotency-key': 'abuse-privacy-0001' }),
  },
};

/** The entry to add for an anonymous write route that has none (printed by the suite). */
export function missingAbuseEntry(route: string): string {
  return `  '${route}': { limited: { limit: <the limit ABUSE_LIMITS gives it>, accepted: <status>, request: (i) => <the i-th request> } }  // or { unlimited: '<why no limit is needed>', sample: <a request> }`;
}
