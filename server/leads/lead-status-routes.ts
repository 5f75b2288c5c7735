/**
 * `PUT /api/leads/{id}/status`: moves a lead along its lifecycle
 * (models/lead/lead-status.ts). A seller of the lead's dealer makes any move the
 * table allows; the customer who owns the lead may only cancel it, before
 * the contract. A move the table does not allow answers 409 (pt-BR); a
 * person who is neither answers 403, an unknown lead 404. Clients retry the
 * move with the same `Idempotency-Key`: one move, the same answer.
 */
import type { FastifyInstance } from 'fastify';
import { leadStatusLabels } from '../../models/labels/lead-status';
import { LeadIdParams } from '../../models/lead/lead-requests';
import {
  LeadStatusMoveRequest,
  leadActorRoleFor,
  leadStatusLabel,
  moveRefusal,
  normaliseNote,
  type LeadActorRole,
  type LeadStatusAnswer,
} from '../../models/lead/lead-status';
import type { SessionUser } from '../../models/account/auth';
import type { Database, Queryable } from '../db/database';
import { HttpError, defineRoute, forbidden, owner, unauthenticated } from '../http/route';
import { findLeadStatus, leadNotFound, listStatusEvents, recordStatusMove, timelineOf, type LeadStatusRow } from './lead-status-repo';
import { queueMoveMessages } from './lead-step-messages';

export const LEAD_STATUS_PATH = '/api/leads/:id/status';

/** The lead, or 404. */
export async function requireLead(db: Queryable, id: string, forUpdate = false): Promise<LeadStatusRow> {
  const lead = await findLeadStatus(db, id, forUpdate);
  if (!lead) throw leadNotFound();
  return lead;
}

/** In which role this person may act on the lead (404 for an unknown lead, null for a stranger). */
export async function actorRoleOn(db: Queryable, leadId: string, user: SessionUser): Promise<LeadActorRole | null> {
  return leadActorRoleFor(await requireLead(db, leadId), user);
}

/** The lead's status and whole timeline. */
export async function leadStatusAnswer(db: Queryable, lead: LeadStatusRow): Promise<LeadStatusAnswer> {
  const moves = (await listStatusEvents(db, [lead.id])).get(lead.id) ?? [];
  return { leadId: lead.id, status: lead.status, timeline: timelineOf(lead, moves) };
}

/** `publicUrl`: the site's address, for the links of the move's messages (lead-step-messages.ts). */
export function leadStatusRoutes(db: Database, options: { publicUrl?: string | undefined } = {}) {
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'PUT',
      url: LEAD_STATUS_PATH,
      access: owner<{ id: string }, undefined, LeadStatusMoveRequest>(async ({ user, params }) => (await actorRoleOn(db, params.id, user)) !== null),
      params: LeadIdParams,
      body: LeadStatusMoveRequest,
      handler: async ({ params, body, request, reply }): Promise<LeadStatusAnswer> => {
        const user = request.sessionUser;
        if (!user) throw unauthenticated();
        const key = app.idempotency.readKey(request);
        const scope = `PUT /api/leads/${params.id}/status ${user.id}`;
        const result = await app.idempotency.run({ scope, caller: app.idempotency.caller(request), key, hash: app.idempotency.hash(body) }, async (tx) => {
          const lead = await requireLead(tx, params.id, true);
          const role = leadActorRoleFor(lead, user);
          if (!role) throw forbidden();
          if (body.from !== undefined && body.from !== lead.status) throw new HttpError(409, 'status_changed', leadStatusLabels.api.statusChanged);
          const note = normaliseNote(body.note);
          const refusal = moveRefusal(lead.status, body.to, role, note);
          if (refusal === 'not_allowed') {
            throw new HttpError(409, 'move_not_allowed', leadStatusLabels.api.moveNotAllowed(leadStatusLabel(lead.status), leadStatusLabel(body.to)));
          }
          if (refusal === 'note_required') {
            throw new HttpError(400, 'bad_request', leadStatusLabels.api.noteRequired, { note: leadStatusLabels.api.noteRequired });
          }
          const actor = { userId: user.id, name: user.name, role };
          await recordStatusMove(tx, { leadId: lead.id, from: lead.status, to: body.to, actor, note });
          // The customer and the dealer's sellers hear of it, in the move's transaction.
          await queueMoveMessages(app, tx, publicUrl, { leadId: lead.id, to: body.to, actor, note });
          // The dealer's system hears of the move (a cancellation as its own event), never of the note or who made it.
          await app.webhooks.queue(tx, lead.dealerCode, body.to === 'cancelled' ? 'lead.cancelled' : 'lead.status_changed', { leadId: lead.id, status: body.to, previousStatus: lead.status });
          return { statusCode: 200, body: await leadStatusAnswer(tx, { ...lead, status: body.to }) };
        });
        // The move's messages and event were committed with it: send them now.
        if (!result.replayed) app.mail.wake();
        app.webhooks.wake();
        return app.idempotency.send(reply, result);
      },
    });
  };
}
