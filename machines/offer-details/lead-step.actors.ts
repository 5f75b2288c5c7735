/**
 * The offer details' lead step charts with their real implementations: the
 * lead form (machines/lead-submission) and, editing a sent lead, the lead
 * update (machines/lead-update). The details chart's `loadLeadStep` imports
 * this module when the offer opens, so the offer's first paint does not wait
 * for the lead step's code (rules, calls, the dealer selector, the B2E check).
 */
import { createLeadSubmissionImplementations } from '../lead-submission/lead-submission.actors';
import { leadSubmissionChild } from '../lead-submission/lead-submission.machine';
import { createLeadUpdateImplementations } from '../lead-update/lead-update.actors';
import { leadUpdateMachine } from '../lead-update/lead-update.machine';
import type { LeadStepKind, LeadStepLogic } from './offer-details.machine';
import type { OfferDetailsDeps } from './offer-details.actors';

export function leadStepLogic(kind: LeadStepKind, deps: OfferDetailsDeps): LeadStepLogic {
  return kind === 'leadUpdate'
    ? leadUpdateMachine.provide(createLeadUpdateImplementations({ api: deps.api, session: deps.session, effects: deps.editEffects }))
    : leadSubmissionChild.provide(createLeadSubmissionImplementations(deps));
}
