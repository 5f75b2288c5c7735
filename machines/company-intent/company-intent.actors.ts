/**
 * The company forms chart's real actor: the variant's lead POST
 * (services/leads.ts), with the chart's Idempotency-Key; and the lead sent
 * told to the app's tracking actor: the data layer's entry and the lead's
 * user analytics as a GENERIC_LEAD (a lead for no offer), under the same
 * cookie choice as an offer's lead (machines/tracking/tracking.machine.ts).
 */
import { fromPromise } from 'xstate';
import { interactionRecord } from '../../models/common/tracking';
import type { LeadCreateAnswer } from '../../models/lead/lead';
import type { Api } from '../../services/api';
import { postCompanyForm } from '../../services/leads';
import type { Track } from '../tracking/tracking.machine';
import type { CompanyLeadSent, PostIntentInput } from './company-intent.machine';

export function createCompanyIntentImplementations({ api, track }: { api: Api; track: Track }) {
  const actors = {
    postIntent: fromPromise<LeadCreateAnswer, PostIntentInput>(({ input, signal }) => postCompanyForm(api, input.request, input.idempotencyKey, signal)),
  };
  const actions = {
    // The lead's ids and the form, never the company's or the person's data; its analytics token goes to user analytics only.
    trackLeadSent: (_: unknown, { answer, variant }: CompanyLeadSent) => {
      const lead = { leadId: answer.id, productLeadId: answer.productLeadIds[0] };
      track(interactionRecord('leadSent', { ...lead, form: variant }), answer.analyticsToken ? { jwtToken: answer.analyticsToken, type: 'GENERIC_LEAD', lead } : undefined);
    },
  };
  return { actors, actions };
}
