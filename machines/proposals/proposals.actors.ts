/** The proposals chart's real actors: the list over services/, and the app's session. */
import { fromPromise } from 'xstate';
import type { RentalProposal } from '../../models/proposal';
import type { Api } from '../../services/api';
import { loadRentalTimeline } from '../../services/proposals';
import { listenToSession } from '../session/session.listener';
import type { SessionRef } from '../session/session.machine';

export interface ProposalsDeps {
  api: Api;
  /** The app's session actor: the proposals load for a signed-in person, and go when they sign out. */
  session: SessionRef;
}

export function createProposalsImplementations({ api, session }: ProposalsDeps) {
  const actors = {
    loadProposals: fromPromise<RentalProposal[], void>(({ signal }) => loadRentalTimeline(api, signal)),
    listenToSession: listenToSession(session),
  };
  return { actors };
}
