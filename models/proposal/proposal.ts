/**
 * A customer's rental proposals with their timelines (spec 000 §2
 * "Proposals", §3 "Proposal: proposalCode, timeline"; 001 §7 timeline calls):
 * the answers of `GET /api/v2/timeline/rental` (the signed-in customer's
 * proposals) and `GET /api/v2/timeline/rental/{cpf}/{leadId}` (one lead, with
 * its `mvsInformation` and what was sent). The spec names `proposalCode`,
 * `timeline`, `leadId` and `mvsInformation`; the other fields are ours.
 */
import { array, assign, integer, nullable, object, optional, record, string, unknown, type Infer } from 'superstruct';
import { proposalPlan } from './proposals';
import { LeadVersion } from '../lead/lead-version';
import { LeadStatusCode, TimelineEvent, leadStatusLabel, upcomingStatuses } from '../lead/lead-status';
import { Brand, MvsInformation } from '../offer/offer';
import { StoredTestDrive } from '../lead/test-drive';
import { Coupon } from '../coupon/coupon-rules';
import { PaymentInformation } from '../lead/payment';
import { SiteBrandParam } from '../offer/site-brand-structs';

export const RentalProposal = object({
  proposalCode: string(),
  leadId: string(),
  /** ISO timestamp of the lead. */
  createdAt: string(),
  /** Where the proposal stands now (the last milestone of its timeline). */
  status: LeadStatusCode,
  offerId: nullable(string()),
  brand: nullable(Brand),
  /** The offer's title as the details page shows it ('Fiat Mobi Like 2026'). */
  title: string(),
  dealerCode: string(),
  /** The dealer's fantasy name, when the dealer is known. */
  dealerName: nullable(string()),
  period: nullable(integer()),
  km: nullable(integer()),
  /** Monthly price of the current version, in centavos. */
  monthlyPrice: nullable(integer()),
  /** The test drive asked with the lead, if any (models/lead/test-drive.ts). */
  testDrive: optional(StoredTestDrive),
  /** Oldest first: the lead itself ('sent', by the customer), then every move. */
  timeline: array(TimelineEvent),
  /** Oldest first (≥ 1): version 1 is the lead as sent; period, km and monthly price above are the current version's. */
  versions: array(LeadVersion),
  /** The number of the version that waits for the customer's acceptance, or null. */
  awaitingVersion: nullable(integer()),
  /** ISO moment the dealer promised to answer by (models/lead/response-time.ts), while nobody has moved the proposal; else null. */
  respondBy: optional(nullable(string())),
});
export type RentalProposal = Infer<typeof RentalProposal>;

/** `GET /api/v2/timeline/rental?brand=…`: newest first. */
export const RentalTimelineAnswer = array(RentalProposal);
export type RentalTimelineAnswer = Infer<typeof RentalTimelineAnswer>;

/**
 * `GET /api/v2/timeline/rental?brand=…` query: the brands of the site asking (spec 001 §7; models/offer/site-brands.ts),
 * required: the site lists its own brands' proposals only.
 */
export const RentalTimelineQuery = object({ brand: SiteBrandParam });
export type RentalTimelineQuery = Infer<typeof RentalTimelineQuery>;

/** `GET /api/v2/timeline/rental/{cpf}/{leadId}`: one proposal, with its vehicle and the lead as it was sent (to merge into the details page). */
export const RentalLeadTimeline = assign(
  RentalProposal,
  object({
    /** The lead's CPF or CNPJ, digits only. */
    cpf: string(),
    /** The lead's product lead id (the lead update's `productLeadId`). */
    productLeadId: string(),
    /** The offer's vehicle, with the colour the lead chose. */
    mvsInformation: nullable(MvsInformation),
    /** The lead's body as its current version has it (the stored lead with the updates merged: period, km, relatedProduct, additionals, rental_payment_information…). */
    lead: record(string(), unknown()),
    /** The coupon the lead was sent with, as an update prices it (our definition, its figures for the lead's period); null when it has none. */
    coupon: optional(nullable(Coupon)),
    /**
     * The km a month of the current version (the lead update's `mileage`; spec 000 §3 Offer and Lead update):
     * with `leadId`, `period`, `km` and `rentalPaymentInformation`, what the page merges into the offer it edits.
     */
    mileage: nullable(integer()),
    /** The current version's payment information as the server priced it (spec 000 §3); null for a lead stored without one. */
    rentalPaymentInformation: nullable(PaymentInformation),
  }),
);
export type RentalLeadTimeline = Infer<typeof RentalLeadTimeline>;

/** A milestone as the timeline shows it. */
export interface TimelineMilestone {
  status: LeadStatusCode;
  label: string;
  /** 'done' and 'current' milestones happened (they carry the event); 'next' ones are ahead on the road. */
  state: 'done' | 'current' | 'next';
  event: TimelineEvent | null;
}

/** The timeline to show: what happened (the last one current), then what comes next on the road. */
export function timelineMilestones(proposal: Pick<RentalProposal, 'status' | 'timeline'>): TimelineMilestone[] {
  const happened = proposal.timeline.map((event, i, all) => ({
    status: event.status,
    label: leadStatusLabel(event.status),
    state: i === all.length - 1 ? ('current' as const) : ('done' as const),
    event,
  }));
  const ahead = upcomingStatuses(proposal.status).map((status) => ({ status, label: leadStatusLabel(status), state: 'next' as const, event: null }));
  return [...happened, ...ahead];
}

/** A proposal's plan as the details page words it ('24 meses · 1.000 km/mês'), or null when the lead carried none. */
export const rentalProposalPlan: (p: Pick<RentalProposal, 'period' | 'km'>) => string | null = proposalPlan;
