/**
 * A customer's rental proposal with its timeline (spec 000 §2 "Proposals",
 * §3 "Proposal"; 001 §7 timeline calls). The spec names `proposalCode` and
 * `timeline` only; the timeline step fields are ours.
 */
import { array, enums, nullable, object, optional, string, type Infer } from 'superstruct';
import { MvsInformation } from './offer';

export const TIMELINE_STEP_STATUSES = ['done', 'current', 'pending'] as const;

export const TimelineStep = object({
  code: string(),
  title: string(),
  date: optional(nullable(string())),
  status: enums(TIMELINE_STEP_STATUSES),
});
export type TimelineStep = Infer<typeof TimelineStep>;

export const Proposal = object({
  proposalCode: string(),
  leadId: optional(string()),
  offerId: optional(string()),
  mvsInformation: optional(MvsInformation),
  timeline: array(TimelineStep),
});
export type Proposal = Infer<typeof Proposal>;

export const ProposalList = array(Proposal);

/** The step a proposal is at: the current one, else the last done, else the first. */
export function currentTimelineStep(proposal: Pick<Proposal, 'timeline'>): TimelineStep | undefined {
  const steps = proposal.timeline;
  return steps.find((s) => s.status === 'current') ?? steps.filter((s) => s.status === 'done').at(-1) ?? steps[0];
}
