/** The lead status chart's real actor: the move over services/. */
import { fromPromise } from 'xstate';
import type { LeadStatusAnswer } from '../../models/lead/lead-status';
import type { Api } from '../../services/api';
import { moveLeadStatus } from '../../services/proposals';
import type { MoveStatusInput } from './lead-status.machine';

export function createLeadStatusImplementations({ api }: { api: Api }) {
  return {
    actors: {
      moveStatus: fromPromise<LeadStatusAnswer, MoveStatusInput>(({ input, signal }) =>
        moveLeadStatus(api, { leadId: input.leadId, from: input.from, to: input.to, note: input.note }, input.idempotencyKey, signal),
      ),
    },
  };
}
