/** The proposals chart's generated paths (shared by its test and `npm run paths`). */
import type { RentalProposal } from '../../models/proposal';
import { proposalsMachine, type ProposalsEvent, type ProposalsSnapshot } from '../../machines/proposals/proposals.machine';
import { planChart } from '../support/chart-paths';

export const twoProposals: RentalProposal[] = [
  {
    proposalCode: 'FL-5B1D4C9E',
    leadId: '5b1d4c9e-0000-4000-8000-000000000002',
    createdAt: '2026-03-05T15:30:00.000Z',
    status: 'in_service',
    offerId: 'fiat-mobi-l10',
    brand: 'fiat',
    title: 'Fiat Mobi Like 2026',
    dealerCode: '10101',
    dealerName: 'Paulista Motores',
    period: 24,
    km: 1000,
    monthlyPrice: 249990,
    versions: [{ number: 1, at: '2026-03-05T15:30:00.000Z', actor: 'customer', actorName: 'Camila Ferreira Santos', monthlyPrice: 249990, contractTotal: 5999760, changes: [], acceptance: 'not_needed' }],
    awaitingVersion: null,
    timeline: [
      { status: 'sent', at: '2026-03-05T15:30:00.000Z', by: { name: 'Camila Ferreira Santos', role: 'customer' }, note: null },
      { status: 'in_service', at: '2026-03-06T13:00:00.000Z', by: { name: 'Rafael Teixeira Lima', role: 'seller' }, note: 'Olá, Camila! Vou acompanhar sua proposta.' },
    ],
  },
  {
    proposalCode: 'FL-5B1D4C9F',
    leadId: '5b1d4c9f-0000-4000-8000-000000000001',
    createdAt: '2025-12-31T12:00:00.000Z',
    status: 'contract_signed',
    offerId: null,
    brand: null,
    title: 'MOBI-LIKE',
    dealerCode: '99999',
    dealerName: null,
    period: null,
    km: null,
    monthlyPrice: null,
    versions: [{ number: 1, at: '2025-12-31T12:00:00.000Z', actor: 'customer', actorName: null, monthlyPrice: 0, contractTotal: 0, changes: [], acceptance: 'not_needed' }],
    awaitingVersion: null,
    timeline: [
      { status: 'sent', at: '2025-12-31T12:00:00.000Z', by: { name: 'Camila Ferreira Santos', role: 'customer' }, note: null },
      { status: 'in_service', at: '2026-01-02T12:00:00.000Z', by: { name: 'Rafael Teixeira Lima', role: 'seller' }, note: null },
      { status: 'credit_review', at: '2026-01-03T12:00:00.000Z', by: { name: 'Rafael Teixeira Lima', role: 'seller' }, note: null },
      { status: 'approved', at: '2026-01-05T12:00:00.000Z', by: { name: 'Rafael Teixeira Lima', role: 'seller' }, note: 'Crédito aprovado.' },
      { status: 'contract_signed', at: '2026-01-08T12:00:00.000Z', by: { name: 'Rafael Teixeira Lima', role: 'seller' }, note: null },
    ],
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
