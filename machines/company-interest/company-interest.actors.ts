/** The interest chart's real actor: the interest lead POST (services/leads.ts), with the chart's Idempotency-Key. */
import { fromPromise } from 'xstate';
import type { LeadCreateAnswer } from '../../models/lead';
import type { Api } from '../../services/api';
import { postCompanyInterest } from '../../services/leads';
import type { PostInterestInput } from './company-interest.machine';

export function createCompanyInterestImplementations({ api }: { api: Api }) {
  const actors = {
    postInterest: fromPromise<LeadCreateAnswer, PostInterestInput>(({ input, signal }) => postCompanyInterest(api, input.lead, input.idempotencyKey, signal)),
  };
  return { actors };
}
