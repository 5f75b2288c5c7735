/**
 * The timeline calls (spec 001 §7 "Leads and proposals"):
 *
 * - `GET /api/v2/timeline/rental?brand=…`: the signed-in customer's rental
 *   proposals of the site's brands, newest first, each with its
 *   `proposalCode` and timeline. The brand names the site asking (one, or a
 *   multibrand site's list: models/offer/site-brands.ts) and is required: a
 *   Fiat site lists no Jeep proposal.
 * - `GET /api/v2/timeline/rental/{cpf}/{leadId}?brand=…`: one lead with its
 *   `mvsInformation` and the lead as sent, for its owner (or a seller of its
 *   dealer, signed in); whoever `sellerAuthorization` accepts (the seller's
 *   edit link, while the session that made it lives) reads only the lead's
 *   terms (`termsView`). Anyone else gets the same answer whatever the CPF:
 *   401 with nobody signed in, else 404 as for an unknown lead. A lead of a
 *   brand the `brand` asked does not name is unknown to that site (404).
 *
 * Answers are in pt-BR (`Content-Language`), whatever `Accept-Language` asks.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { is } from 'superstruct';
import { PaymentInformation } from '../../models/lead/payment';
import { leadActorRoleFor, subjectOfAccount } from '../../models/lead/lead-status';
import { type MvsInformation } from '../../models/offer/offer';
import { ProposalSummaryParams, RentalLeadBrandQuery, RentalLeadTimelineParams } from '../../models/lead/lead-requests';
import { parseSiteBrandParam } from '../../models/offer/site-brands';
import { RentalTimelineQuery, type RentalLeadTimeline, type RentalProposal } from '../../models/proposal/proposal';
import { proposalCodeOf, type LeadOwnership } from '../../models/lead/lead-status';
import { PROPOSALS_LIMIT } from '../../models/proposal/proposals';
import { versionInForce } from '../../models/proposal/proposal-versions';
import { onlyDigits } from '../../models/common/validators';
import type { Database } from '../db/database';
import { anyone, defineRoute, signedIn, unauthenticated } from '../http/route';
import { leadNotFound } from '../leads/lead-status-repo';
import { leadCouponAnswer } from '../leads/lead-price-check';
import { listVersionSummaries, summaryContextOf } from '../leads/lead-versions-repo';
import { termsOfLeadBody } from '../../models/lead/lead-version';
import { leadTermsOf } from '../../models/lead/lead-update';
import { proposalSummary, proposalSummaryFileName, summarySourceOfTerms } from '../../models/proposal/proposal-summary';
import { renderProposalSummaryPdf } from './proposal-summary-pdf';
import { findTimelineRow, listTimelineRows, type TimelineRow } from './proposals-repo';
import { isLeadOfBrands, toRentalProposal, withTimelines } from './rental-proposals';

export const RENTAL_TIMELINE_PATH = '/api/v2/timeline/rental';
export const RENTAL_LEAD_TIMELINE_PATH = '/api/v2/timeline/rental/:cpf/:leadId';
export const PROPOSAL_SUMMARY_PATH = '/api/v2/timeline/rental/:leadId/summary.pdf';


/**
 * Does the request carry a seller's authorization for this lead (the
 * `authorization` of the seller edit link)? The hook the seller side plugs
 * in; until then nobody holds one.
 */
export type SellerAuthorizationCheck = (request: FastifyRequest, lead: { id: string; dealerCode: string }) => boolean | Promise<boolean>;
export const noSellerAuthorization: SellerAuthorizationCheck = () => false;

export interface TimelineRoutesOptions {
  sellerAuthorization?: SellerAuthorizationCheck;
}

function ownershipOf(r: TimelineRow): LeadOwnership {
  return { dealerCode: r.dealer_code, userId: r.user_id, document: r.document, email: r.email };
}

/** The payment information the server priced and stored with the lead's current version (none for a lead stored without one). */
function storedPaymentInformation(body: Record<string, unknown>): PaymentInformation | null {
  const stored = body.rental_payment_information;
  return is(stored, PaymentInformation) ? stored : null;
}

/** The offer's vehicle with the colour the lead chose (its `relatedProduct` colour), when the offer is known. */
function mvsInformationOf(r: TimelineRow): MvsInformation | null {
  const mvs = r.offer?.mvsInformation;
  if (!mvs) return null;
  const colour = (r.body.relatedProduct ?? []).find((p) => p.type === 'color');
  return colour ? { ...mvs, colorCode: colour.code } : mvs;
}

/**
 * What the seller's link alone reads (no session of the lead's customer or of a seller of its dealer): what an
 * edit needs — the ids, the offer, the dealer, the terms and the coupon — and nothing of the person (no name,
 * e-mail, phone, address, test drive, notes or who made each version).
 */
export function termsView(answer: RentalLeadTimeline): RentalLeadTimeline {
  const { testDrive: _testDrive, ...rest } = answer;
  return {
    ...rest,
    timeline: [],
    versions: answer.versions.map((v) => ({ ...v, actorName: null })),
    lead: leadTermsOf(answer.lead),
  };
}

export function timelineRoutes(db: Database, options: TimelineRoutesOptions = {}) {
  const sellerAuthorization = options.sellerAuthorization ?? noSellerAuthorization;
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: RENTAL_TIMELINE_PATH,
      access: signedIn,
      query: RentalTimelineQuery,
      handler: async ({ query, request, reply }): Promise<RentalProposal[]> => {
        const user = request.sessionUser;
        if (!user) throw unauthenticated();
        // The struct refused a missing or unknown brand: what it let through names brands.
        const brands = parseSiteBrandParam(query.brand) ?? [];
        // Matched by CPF and e-mail only once the e-mail is proven (an unproven account: what it sent signed in, only).
        reply.header('content-language', 'pt-BR');
        return withTimelines(db, await listTimelineRows(db, subjectOfAccount(user), brands, PROPOSALS_LIMIT));
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: RENTAL_LEAD_TIMELINE_PATH,
      // Open to a request with no session: a seller's authorization is enough (checked below, per lead).
      access: anyone,
      // A person's lead and its timeline: never kept by a cache.
      personal: true,
      params: RentalLeadTimelineParams,
      query: RentalLeadBrandQuery,
      handler: async ({ params, query, request, reply }): Promise<RentalLeadTimeline> => {
        const user = request.sessionUser;
        const row = await findTimelineRow(db, params.leadId);
        // Who may read comes first, and its refusals never depend on the CPF asked: only then is the CPF compared.
        // A seller's link the request carries is checked whoever asks (an altered or ended link is refused, even to its seller).
        const linked = await sellerAuthorization(request, { id: params.leadId, dealerCode: row?.dealer_code ?? '' });
        let view: 'whole' | 'terms';
        if (row && user && leadActorRoleFor(ownershipOf(row), user)) view = 'whole';
        else if (linked) view = 'terms';
        else if (!user) throw unauthenticated();
        else throw leadNotFound();
        if (!row || row.document !== onlyDigits(params.cpf)) throw leadNotFound();
        // Another brand's lead is unknown to this site, as to anyone.
        if (!isLeadOfBrands(row, parseSiteBrandParam(query.brand))) throw leadNotFound();
        const [proposal] = await withTimelines(db, [row]);
        reply.header('content-language', 'pt-BR');
        // The coupon the lead was counted with, as an update prices it: the page editing the lead shows that one.
        const coupon = await leadCouponAnswer(db, row.id, row.offer, proposal!.period ?? 0);
        const answer: RentalLeadTimeline = {
          ...proposal!,
          cpf: row.document,
          productLeadId: row.product_lead_ids[0] ?? row.id,
          mvsInformation: mvsInformationOf(row),
          lead: row.body,
          coupon,
          // The lead's terms as the server stored them with its current version (never as a page wrote them).
          mileage: proposal!.km,
          rentalPaymentInformation: storedPaymentInformation(row.body),
        };
        return view === 'whole' ? answer : termsView(answer);
      },
    });

    // The proposal's summary as a PDF: the figures and texts of its version in force as the customer saw them
    // (stored with the version), for the lead's customer or a seller of its dealer; 404 to anyone else.
    defineRoute(app, {
      method: 'GET',
      url: PROPOSAL_SUMMARY_PATH,
      access: signedIn,
      params: ProposalSummaryParams,
      handler: async ({ params, request, reply }) => {
        const user = request.sessionUser;
        if (!user) throw unauthenticated();
        const row = await findTimelineRow(db, params.leadId);
        if (!row || !leadActorRoleFor(ownershipOf(row), user)) throw leadNotFound();
        const versions = await listVersionSummaries(db, row.id);
        const createdAt = new Date(row.created_at).toISOString();
        const inForce = versionInForce(versions) ?? { number: 1, at: createdAt, terms: termsOfLeadBody(row.sent_body), summary: null };
        // A version written before summaries were kept: its stored terms, as the server priced them then.
        const summary =
          inForce.summary ??
          proposalSummary(summarySourceOfTerms(inForce.terms, { title: toRentalProposal(row, [], []).title, ...(await summaryContextOf(db, row.id)) }));
        const code = proposalCodeOf(row.id);
        const pdf = await renderProposalSummaryPdf({ proposalCode: code, version: inForce.number, at: inForce.at, summary, generatedAt: new Date().toISOString() });
        return reply
          .type('application/pdf')
          .header('content-language', 'pt-BR')
          .header('content-disposition', `attachment; filename="${proposalSummaryFileName(code)}"`)
          .send(pdf);
      },
    });
  };
}
