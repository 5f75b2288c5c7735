/**
 * The signed-in customer's proposals (spec 000 §2 "Proposals", 001 §6): the
 * rental leads they sent, as the rental timeline lists them
 * (`GET /api/v2/timeline/rental`, models/proposal/proposal.ts).
 */
import { planLabels } from '../labels/plan';
import { isFinalStatus, type LeadStatusCode } from '../lead/lead-status';

/** At most this many proposals are listed, newest first. */
export const PROPOSALS_LIMIT = 100;

/** A proposal's plan as the details page words it ('24 meses · 1.000 km/mês'), or null when the lead carried none. */
export function proposalPlan(p: { period: number | null; km: number | null }): string | null {
  return p.period !== null && p.km !== null ? planLabels.plan(p.period, planLabels.km(p.km)) : null;
}

/**
 * Is the proposal still in progress: on its way, not yet ended (cancelled,
 * refused or its vehicle delivered)? The one rule for every count of
 * proposals "em andamento".
 */
export function isProposalInProgress(p: { status: LeadStatusCode }): boolean {
  return !isFinalStatus(p.status);
}

/** How many of the proposals are still in progress. */
export function proposalsInProgressCount(proposals: readonly { status: LeadStatusCode }[]): number {
  return proposals.filter(isProposalInProgress).length;
}
