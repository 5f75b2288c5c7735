/** The proposals chart's real actors: the list over services/, and the app's session. */
import { fromPromise } from 'xstate';
import type { Proposal } from '../../models/proposals';
import type { Api } from '../../services/api';
import { loadProposals } from '../../services/proposals';
import { listenToSession } from '../session/session.listener';
import type { SessionRef } from '../session/session.machine';

export interface ProposalsDeps {
  api: Api;
  /** The app's session actor: the proposals load for a signed-in person, and go when they sign out. */
  session: SessionRef;
}

export function createProposalsImplementations({ api, session }: ProposalsDeps) {
  const actors = {
    loadProposals: fromPromise<Proposal[], void>(({ signal }) => loadProposals(api, signal)),
    listenToSession: listenToSession(session),
  };
  return { actors };
}
