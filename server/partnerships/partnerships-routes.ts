/**
 * `GET /api/partnership/token/decrypt?partner=<name>&value=<token>` (spec
 * 001 §7): opens a partner's token with that partner's key
 * (partner-tokens.ts) and answers the lead's partnership fields
 * (models/lead/partnership.ts). Anyone may ask: the token decides. An
 * unknown partner, a token that is not that partner's (or was altered) and
 * an expired one are refused in pt-BR (400); the page only logs the refusal
 * (001 §8 "Logged only") and the lead goes without a partnership. The answer
 * holds the customer's value at the partner: never cached.
 *
 * The lead opens the token again as it is written (server/leads/leads-routes.ts):
 * this answer only lets the page know the link is good.
 */
import type { FastifyInstance } from 'fastify';
import { match } from 'ts-pattern';
import { partnershipLabels } from '../../models/labels/partnership';
import { PARTNERSHIP_DECRYPT_PATH, PartnershipDecryptQuery, leadPartnershipFields, type PartnershipAnswer } from '../../models/lead/partnership';
import { HttpError, anyone, defineRoute } from '../http/route';
import { openPartnerToken, type OpenedPartnerToken, type PartnerKeys } from './partner-tokens';

const t = partnershipLabels.api;

/** The pt-BR refusal of a token that did not open. */
export function partnershipRefusal(reason: Extract<OpenedPartnerToken, { ok: false }>['reason']): HttpError {
  return match(reason)
    .with('unknownPartner', () => new HttpError(400, 'partnership_unknown_partner', t.unknownPartner, { partner: t.unknownPartner }))
    .with('expired', () => new HttpError(400, 'partnership_expired', t.expiredToken, { value: t.expiredToken }))
    .with('invalid', () => new HttpError(400, 'partnership_invalid', t.invalidToken, { value: t.invalidToken }))
    .exhaustive();
}

export interface PartnershipsOptions {
  keys: PartnerKeys;
  now?: () => Date;
}

export function partnershipsRoutes({ keys, now = () => new Date() }: PartnershipsOptions) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: PARTNERSHIP_DECRYPT_PATH,
      access: anyone,
      // The customer's value at the partner: personal, never kept by a cache.
      personal: true,
      query: PartnershipDecryptQuery,
      handler: async ({ query }): Promise<PartnershipAnswer> => {
        const opened = openPartnerToken(keys, query.partner, query.value, now());
        if (!opened.ok) throw partnershipRefusal(opened.reason);
        const fields = leadPartnershipFields(query.partner, opened.payload);
        return { ...fields, expiresAt: opened.expiresAt.toISOString() };
      },
    });
  };
}
