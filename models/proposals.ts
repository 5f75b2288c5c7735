/**
 * The signed-in customer's proposals (spec 000 §2 "Proposals", 001 §6): the
 * leads they sent, as `GET /api/proposals` answers them. A lead is theirs
 * when it was sent while they were signed in, or when it carries both their
 * CPF and one of their e-mails (a lead sent before signing up or in).
 */
import { array, enums, integer, nullable, object, string, type Infer } from 'superstruct';
import { LEAD_STATUSES } from './lead-rules';
import { detailsLabels } from './labels/details';
import { Brand } from './offer';

export const Proposal = object({
  id: string(),
  /** ISO timestamp of the lead. */
  createdAt: string(),
  status: enums(LEAD_STATUSES),
  offerId: nullable(string()),
  brand: nullable(Brand),
  /** The offer's title as the details page shows it ('Fiat Mobi Like 2026'). */
  title: string(),
  dealerCode: string(),
  /** The dealer's fantasy name, when the dealer is known. */
  dealerName: nullable(string()),
  period: nullable(integer()),
  km: nullable(integer()),
  /** Monthly price sent with the lead, in centavos. */
  monthlyPrice: nullable(integer()),
});
export type Proposal = Infer<typeof Proposal>;

export const ProposalsAnswer = array(Proposal);
export type ProposalsAnswer = Infer<typeof ProposalsAnswer>;

/** At most this many proposals are listed, newest first. */
export const PROPOSALS_LIMIT = 100;

/** A proposal's plan as the details page words it ('24 meses · 1.000 km/mês'), or null when the lead carried none. */
export function proposalPlan(p: Pick<Proposal, 'period' | 'km'>): string | null {
  return p.period !== null && p.km !== null ? detailsLabels.comparison.plan(p.period, detailsLabels.plans.km(p.km)) : null;
}
