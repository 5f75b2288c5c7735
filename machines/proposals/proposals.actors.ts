/** The proposals chart's real actor, over services/. */
import { fromPromise } from 'xstate';
import type { Proposal } from '../../models/proposals';
import type { Api } from '../../services/api';
import { loadProposals } from '../../services/proposals';

export function proposalsActors(api: Api) {
  return {
    loadProposals: fromPromise<Proposal[], void>(({ signal }) => loadProposals(api, signal)),
  };
}
