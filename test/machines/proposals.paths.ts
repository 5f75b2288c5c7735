/** The proposals chart's generated paths (shared by its test and `npm run paths`). */
import type { Proposal } from '../../models/proposals';
import { proposalsMachine, type ProposalsEvent, type ProposalsSnapshot } from '../../machines/proposals/proposals.machine';
import { planChart } from '../support/chart-paths';

export const twoProposals: Proposal[] = [
  {
    id: '5b1d4c9e-0000-4000-8000-000000000002',
    createdAt: '2026-03-05T15:30:00.000Z',
    status: 'received',
    offerId: 'fiat-mobi-l10',
    brand: 'fiat',
    title: 'Fiat Mobi Like 2026',
    dealerCode: '10101',
    dealerName: 'Paulista Motores',
    period: 24,
    km: 1000,
    monthlyPrice: 249990,
  },
  {
    id: '5b1d4c9e-0000-4000-8000-000000000001',
    createdAt: '2025-12-31T12:00:00.000Z',
    status: 'discarded',
    offerId: null,
    brand: null,
    title: 'MOBI-LIKE',
    dealerCode: '99999',
    dealerName: null,
    period: null,
    km: null,
    monthlyPrice: null,
  },
];

export const proposalsPlan = planChart({
  id: 'proposals',
  machine: proposalsMachine,
  distinguishCandidates: true,
  events: (snap: ProposalsSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadProposals) {
      out.push({ type: 'xstate.done.actor.loadProposals', output: twoProposals });
      out.push({ type: 'xstate.done.actor.loadProposals', output: [] });
      out.push({ type: 'xstate.error.actor.loadProposals', error: new Error('Um erro ocorreu, tente novamente') });
    }
    // The session's news (the chart's listener), and the person's retry.
    const person: ProposalsEvent[] = [
      { type: 'session.loaded', viewer: { signedIn: true, admin: false } },
      { type: 'session.loaded', viewer: { signedIn: false, admin: false } },
      { type: 'session.signedOut' },
      { type: 'proposals.retry' },
    ];
    return [...out, ...person.filter((e) => snap.can(e))];
  },
});
