/** The proposals chart's real actors: the list and the acceptance of a version over services/, and the app's session. */
import { fromPromise } from 'xstate';
import type { RentalProposal } from '../../models/proposal/proposal';
import type { Api } from '../../services/api';
import { acceptProposalVersion, loadRentalTimeline } from '../../services/proposals';
import { listenToSession } from '../session/session.listener';
import type { SessionRef } from '../session/session.machine';
import type { AcceptVersionInput } from './proposals.machine';

export interface ProposalsDeps {
  api: Api;
  /** The app's session actor: the proposals load for a signed-in person, and go when they sign out. */
  session: SessionRef;
}

export function createProposalsImplementations({ api, session }: ProposalsDeps) {
  const actors = {
    loadProposals: fromPromise<RentalProposal[], void>(({ signal }) => loadRentalTimeline(api, signal)),
    acceptVersion: fromPromise<RentalProposal, AcceptVersionInput>(({ input, signal }) =>
      acceptProposalVersion(api, { leadId: input.leadId, number: input.number }, input.idempotencyKey, signal),
    ),
    listenToSession: listenToSession(session),
  };
  return { actors };
}
