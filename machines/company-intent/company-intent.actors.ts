/** The intent chart's real actor: the company lead POST (services/leads.ts), with the chart's Idempotency-Key. */
import { fromPromise } from 'xstate';
import type { LeadCreateAnswer } from '../../models/lead';
import type { Api } from '../../services/api';
import { postCompanyLead } from '../../services/leads';
import type { PostIntentInput } from './company-intent.machine';

export function createCompanyIntentImplementations({ api }: { api: Api }) {
  const actors = {
    postIntent: fromPromise<LeadCreateAnswer, PostIntentInput>(({ input, signal }) => postCompanyLead(api, input.lead, input.idempotencyKey, signal)),
  };
  return { actors };
}
