/**
 * User analytics after a lead (spec 001 §7: `POST /api/useranalytics/send`,
 * body jwtToken, type, payload as JSON text). Anyone may call it: the token
 * decides. It must be a lead's analytics token (the lead's answer carries it,
 * for a day), the type that lead's kind (OFFER_LEAD for an offer's lead,
 * GENERIC_LEAD for a company's), and the payload JSON with the allowed fields
 * only and nothing personal (models/privacy/user-analytics.ts). One row per lead and
 * kind; the Idempotency-Key makes a retry answer what the first call did.
 * Every refusal is a pt-BR 400/403/409 and writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { cookieConsentLabels } from '../../models/labels/cookie-consent';
import { USER_ANALYTICS_PATH, UserAnalyticsRequest, parseUserAnalyticsPayload, type UserAnalyticsAnswer } from '../../models/privacy/user-analytics';
import type { Database } from '../db/database';
import { HttpError, anyone, defineRoute } from '../http/route';
import { findAnalyticsGrant, insertUserAnalytics } from './user-analytics-repo';

const t = cookieConsentLabels.analyticsApi;

export function userAnalyticsRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'POST',
      url: USER_ANALYTICS_PATH,
      access: anyone,
      body: UserAnalyticsRequest,
      handler: async ({ body, request, reply }): Promise<UserAnalyticsAnswer> => {
        const key = app.idempotency.readKey(request);
        const parsed = parseUserAnalyticsPayload(body.payload);
        if (!parsed.ok) {
          const message = parsed.reason === 'personalData' ? t.personalData : t.payloadInvalid;
          throw new HttpError(400, parsed.reason === 'personalData' ? 'personal_data' : 'bad_request', message, { payload: message });
        }
        const grant = await findAnalyticsGrant(db, body.jwtToken);
        if (!grant) throw new HttpError(403, 'analytics_token_invalid', t.tokenInvalid, { jwtToken: t.tokenInvalid });
        if (grant.type !== body.type) throw new HttpError(400, 'bad_request', t.typeMismatch, { type: t.typeMismatch });
        // The payload names the lead the token is for (it may leave it out only by failing the struct).
        if (parsed.payload.leadId !== grant.leadId) throw new HttpError(403, 'analytics_token_invalid', t.tokenInvalid, { jwtToken: t.tokenInvalid });
        const result = await app.idempotency.run({ scope: `POST ${USER_ANALYTICS_PATH}`, caller: app.idempotency.caller(request), key, hash: app.idempotency.hash(body) }, async (tx) => {
          const stored = await insertUserAnalytics(tx, { leadId: grant.leadId, type: grant.type, payload: parsed.payload });
          if (!stored) throw new HttpError(409, 'analytics_already_sent', t.alreadySent);
          return { statusCode: 201, body: stored };
        });
        return app.idempotency.send(reply, result);
      },
    });
  };
}
