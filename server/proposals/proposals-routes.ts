/**
 * `GET /api/proposals` (spec 000 §2 "Proposals", 001 §6): the signed-in
 * customer's proposals, newest first. A lead is theirs when it was sent
 * while they were signed in (`user_id`), or when it carries both their CPF
 * and one of their e-mails — a lead sent before they signed up or in. The
 * CPF alone is not enough: an account's CPF is declared, not proven.
 */
import type { FastifyInstance } from 'fastify';
import { labels } from '../../models/labels/spec';
import { isBrand } from '../../models/offer';
import { offerTitle } from '../../models/offer-details';
import { PROPOSALS_LIMIT, type Proposal } from '../../models/proposals';
import { onlyDigits } from '../../models/validators';
import type { Database } from '../db/database';
import { defineRoute, signedIn, unauthenticated } from '../http/route';
import { listProposalRows, type ProposalRow } from './proposals-repo';

function toProposal(r: ProposalRow): Proposal {
  const brand = isBrand(r.offer?.brand) ? r.offer.brand : isBrand(r.body.brand) ? r.body.brand : null;
  const title = r.offer && brand ? offerTitle(r.offer, labels.brandNames[brand]) : (r.body.productCode ?? r.offer_id ?? r.id);
  return {
    id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    status: r.status,
    offerId: r.offer_id,
    brand,
    title,
    dealerCode: r.dealer_code,
    dealerName: r.dealer?.fantasyName ?? r.dealer?.name ?? null,
    period: typeof r.body.period === 'number' ? r.body.period : null,
    km: typeof r.body.km === 'number' ? r.body.km : null,
    monthlyPrice: typeof r.body.rentalPrice === 'number' ? r.body.rentalPrice : null,
  };
}

export function proposalsRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: '/api/proposals',
      access: signedIn,
      handler: async ({ request }): Promise<Proposal[]> => {
        const user = request.sessionUser;
        if (!user) throw unauthenticated();
        const owner = { userId: user.id, cpf: onlyDigits(user.cpf), emails: user.emails.map((e) => e.trim().toLowerCase()) };
        const rows = await listProposalRows(db, owner, PROPOSALS_LIMIT);
        return rows.map(toProposal);
      },
    });
  };
}
