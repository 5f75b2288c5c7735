/**
 * The signed-in customer's proposals (spec 000 §2 "Proposals", 001 §6): the
 * rental leads they sent, as the rental timeline lists them
 * (`GET /api/v2/timeline/rental`, models/proposal.ts).
 */
import { planLabels } from './labels/plan';

/** At most this many proposals are listed, newest first. */
export const PROPOSALS_LIMIT = 100;

/** A proposal's plan as the details page words it ('24 meses · 1.000 km/mês'), or null when the lead carried none. */
export function proposalPlan(p: { period: number | null; km: number | null }): string | null {
  return p.period !== null && p.km !== null ? planLabels.plan(p.period, planLabels.km(p.km)) : null;
}
