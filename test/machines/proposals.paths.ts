/** The proposals chart's generated paths (shared by its test and `npm run paths`). */
import type { RentalProposal } from '../../models/proposal/proposal';
import { proposalsMachine, type ProposalsEvent, type ProposalsSnapshot } from '../../machines/proposals/proposals.machine';
import { ApiCallError } from '../../services/http';
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

/** A proposal whose dealer made a version that changes what the customer pays: version 3 waits for them. */
export const waitingCompass: RentalProposal = {
  proposalCode: 'FL-7C2E5A10',
  leadId: '7c2e5a10-0000-4000-8000-000000000003',
  createdAt: '2026-03-10T12:00:00.000Z',
  status: 'in_service',
  offerId: 'jeep-compass-l10',
  brand: 'jeep',
  title: 'Jeep Compass Longitude 2026',
  dealerCode: '20202',
  dealerName: 'Savana Jeep',
  // The terms in force (version 2's), as the server answers while version 3 waits.
  period: 24,
  km: 1500,
  monthlyPrice: 429_990,
  versions: [
    { number: 1, at: '2026-03-10T12:00:00.000Z', actor: 'customer', actorName: 'Camila Ferreira Santos', monthlyPrice: 429_990, contractTotal: 10_319_760, changes: [], acceptance: 'not_needed' },
    {
      number: 2,
      at: '2026-03-11T12:00:00.000Z',
      actor: 'customer',
      actorName: 'Camila Ferreira Santos',
      monthlyPrice: 429_990,
      contractTotal: 10_319_760,
      changes: [{ field: 'colour', before: 'Branco Polar', after: 'Preto Carbon' }],
      acceptance: 'not_needed',
    },
    {
      number: 3,
      at: '2026-03-12T13:00:00.000Z',
      actor: 'seller',
      actorName: 'Rafael Teixeira Lima',
      monthlyPrice: 459_990,
      contractTotal: 16_559_640,
      changes: [
        { field: 'plan', before: '24 meses', after: '36 meses' },
        { field: 'optional', before: null, after: 'Teto solar' },
        { field: 'monthlyPrice', before: 'R$ 4.299,90', after: 'R$ 4.599,90' },
        { field: 'contractTotal', before: 'R$ 103.197,60', after: 'R$ 165.596,40' },
      ],
      acceptance: 'awaiting',
    },
  ],
  awaitingVersion: 3,
  timeline: [
    { status: 'sent', at: '2026-03-10T12:00:00.000Z', by: { name: 'Camila Ferreira Santos', role: 'customer' }, note: null },
    { status: 'in_service', at: '2026-03-11T13:00:00.000Z', by: { name: 'Rafael Teixeira Lima', role: 'seller' }, note: null },
  ],
};

/** Another waiting proposal (the entrada went up), so that a second acceptance follows the first. */
export const waitingPulse: RentalProposal = {
  ...waitingCompass,
  proposalCode: 'FL-8D3F6B21',
  leadId: '8d3f6b21-0000-4000-8000-000000000004',
  offerId: 'fiat-pulse-l10',
  brand: 'fiat',
  title: 'Fiat Pulse Drive 2026',
  dealerCode: '10101',
  dealerName: null,
  period: 12,
  km: 1000,
  monthlyPrice: 199_990,
  versions: [
    { number: 1, at: '2026-03-10T12:00:00.000Z', actor: 'customer', actorName: 'Camila Ferreira Santos', monthlyPrice: 199_990, contractTotal: 2_399_880, changes: [], acceptance: 'not_needed' },
    {
      number: 2,
      at: '2026-03-13T12:00:00.000Z',
      actor: 'seller',
      actorName: null,
      monthlyPrice: 189_990,
      contractTotal: 3_279_880,
      changes: [
        { field: 'initialPayment', before: 'Sem entrada', after: 'R$ 10.000,00' },
        { field: 'monthlyPrice', before: 'R$ 1.999,90', after: 'R$ 1.899,90' },
      ],
      acceptance: 'awaiting',
    },
  ],
  awaitingVersion: 2,
};

/** A proposal as the server answers its accepted version: the version accepted, nothing waits, its plan and price in force. */
export function acceptedOf(p: RentalProposal): RentalProposal {
  const number = p.awaitingVersion!;
  const version = p.versions.find((v) => v.number === number)!;
  const newPeriod = version.changes.find((c) => c.field === 'plan')?.after;
  return {
    ...p,
    period: newPeriod ? Number.parseInt(newPeriod, 10) : p.period,
    monthlyPrice: version.monthlyPrice,
    versions: p.versions.map((v) => (v.number === number ? { ...v, acceptance: 'accepted' as const } : v)),
    awaitingVersion: null,
  };
}

/** What 'Minhas Propostas' lists in the generated paths: two proposals waiting for the customer, then two that do not. */
export const listedProposals: RentalProposal[] = [waitingCompass, waitingPulse, ...twoProposals];

export const versionRefused = new ApiCallError('Esta versão não aguarda o seu aceite.', 409, 'version_not_awaiting');

export const proposalsPlan = planChart({
  id: 'proposals',
  machine: proposalsMachine,
  distinguishCandidates: true,
  // Not the acceptance's key: the view mints a new one for each review, which would make every confirmation a new state.
  serializeState: (s: ProposalsSnapshot) =>
    JSON.stringify({
      value: s.value,
      proposals: s.context.proposals.map((p) => [p.leadId, p.awaitingVersion]),
      acceptance: s.context.acceptance && { leadId: s.context.acceptance.leadId, number: s.context.acceptance.number, failed: s.context.acceptance.error !== null },
      accepted: s.context.acceptedLeadId,
    }),
  events: (snap: ProposalsSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadProposals) {
      out.push({ type: 'xstate.done.actor.loadProposals', output: listedProposals });
      out.push({ type: 'xstate.done.actor.loadProposals', output: [] });
      out.push({ type: 'xstate.error.actor.loadProposals', error: new Error('Um erro ocorreu, tente novamente') });
    }
    const acceptance = snap.context.acceptance;
    if (snap.children.acceptVersion && acceptance) {
      const waiting = snap.context.proposals.find((p) => p.leadId === acceptance.leadId)!;
      out.push({ type: 'xstate.done.actor.acceptVersion', output: acceptedOf(waiting) });
      out.push({ type: 'xstate.error.actor.acceptVersion', error: versionRefused });
    }
    // The session's news (the chart's listener), and the person's retry and acceptances (of each waiting version, and of one that does not wait).
    const person: ProposalsEvent[] = [
      { type: 'session.loaded', viewer: { signedIn: true, admin: false } },
      { type: 'session.loaded', viewer: { signedIn: false, admin: false } },
      { type: 'session.signedOut' },
      { type: 'proposals.retry' },
      ...snap.context.proposals.filter((p) => p.awaitingVersion !== null).map((p) => ({ type: 'version.review' as const, leadId: p.leadId, number: p.awaitingVersion!, key: 'accept-key' })),
      { type: 'version.review', leadId: waitingCompass.leadId, number: 2, key: 'accept-key' },
      { type: 'version.accept' },
      { type: 'version.dismiss' },
    ];
    return [...out, ...person.filter((e) => snap.can(e))];
  },
});
