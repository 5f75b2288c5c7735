/** The company forms chart's real actor: the variant's lead POST (services/leads.ts), with the chart's Idempotency-Key. */
import { fromPromise } from 'xstate';
import type { LeadCreateAnswer } from '../../models/lead/lead';
import type { Api } from '../../services/api';
import { postCompanyForm } from '../../services/leads';
import type { PostIntentInput } from './company-intent.machine';

export function createCompanyIntentImplementations({ api }: { api: Api }) {
  const actors = {
    postIntent: fromPromise<LeadCreateAnswer, PostIntentInput>(({ input, signal }) => postCompanyForm(api, input.request, input.idempotencyKey, signal)),
  };
  return { actors };
}
