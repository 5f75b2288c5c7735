/**
 * The privacy centre's consents (models/privacy/privacy-consents.ts):
 *
 * - `GET /api/privacy/consents`: the signed-in customer's leads with every
 *   consent, its date, text version and history.
 * - `PUT /api/privacy/consents/{leadId}/{purpose}` `{ granted }`: the lead's
 *   owner withdraws a consent or gives it again, at once (the dealer's lead
 *   page and every new contact follow the current state). Takes an
 *   `Idempotency-Key`: a retry records one change. Anyone but the owner gets
 *   403 (an unknown lead 404) before anything is read or written.
 */
import type { FastifyInstance } from 'fastify';
import { privacyCentreLabels } from '../../models/labels/privacy-centre';
import { isLeadOwner, subjectOfAccount } from '../../models/lead/lead-status';
import { PRIVACY_TEXT_VERSION } from '../../models/privacy/privacy';
import { ConsentChangeBody, ConsentChangeParams, PRIVACY_CONSENTS_PATH, type PrivacyConsentsAnswer } from '../../models/privacy/privacy-consents';
import type { Database } from '../db/database';
import { HttpError, defineRoute, forbidden, owner, signedIn, unauthenticated } from '../http/route';
import { changeConsent, findConsentLead, listCustomerConsents } from './privacy-consents-repo';

const leadNotFound = () => new HttpError(404, 'not_found', privacyCentreLabels.consents.api.leadNotFound);

export function privacyConsentsRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: PRIVACY_CONSENTS_PATH,
      access: signedIn,
      handler: async ({ request, reply }): Promise<PrivacyConsentsAnswer> => {
        const user = request.sessionUser;
        if (!user) throw unauthenticated();
        reply.header('content-language', 'pt-BR');
        return listCustomerConsents(db, subjectOfAccount(user));
      },
    });

    defineRoute(app, {
      method: 'PUT',
      url: `${PRIVACY_CONSENTS_PATH}/:leadId/:purpose`,
      access: owner<ConsentChangeParams, undefined, ConsentChangeBody>(async ({ user, params }) => {
        const lead = await findConsentLead(db, params.leadId);
        if (!lead) throw leadNotFound();
        return isLeadOwner(lead, user);
      }),
      params: ConsentChangeParams,
      body: ConsentChangeBody,
      handler: async ({ params, body, request, reply }): Promise<PrivacyConsentsAnswer> => {
        const user = request.sessionUser;
        if (!user) throw unauthenticated();
        const key = app.idempotency.readKey(request);
        const scope = `PUT ${PRIVACY_CONSENTS_PATH}/${params.leadId}/${params.purpose} ${user.id}`;
        const claim = { scope, caller: app.idempotency.caller(request), key, hash: app.idempotency.hash({ ...params, granted: body.granted }) };
        const result = await app.idempotency.run(claim, async (tx) => {
          const lead = await findConsentLead(tx, params.leadId, true);
          if (!lead) throw leadNotFound();
          if (!isLeadOwner(lead, user)) throw forbidden();
          await changeConsent(tx, { leadId: lead.id, purpose: params.purpose, granted: body.granted, textVersion: PRIVACY_TEXT_VERSION, userId: user.id });
          return { statusCode: 200, body: await listCustomerConsents(tx, subjectOfAccount(user)) };
        });
        reply.header('content-language', 'pt-BR');
        return app.idempotency.send(reply, result);
      },
    });
  };
}
