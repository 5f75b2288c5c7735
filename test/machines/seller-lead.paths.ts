/** The seller's lead page chart's generated paths (shared by its test and `npm run paths`). */
import type { SellerEditLink } from '../../models/lead/lead-authorization';
import type { SellerLeadDetail } from '../../models/lead/lead-desk';
import type { LeadStatusAnswer, LeadStatusCode } from '../../models/lead/lead-status';
import { sellerLeadMachine, type SellerLeadEvent, type SellerLeadSnapshot } from '../../machines/seller-lead/seller-lead.machine';
import { planChart } from '../support/chart-paths';

export const LEAD_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

/** A lead just sent to the dealer: a colour and an additional, two documents, all consents. */
export const sellerLeadDetail: SellerLeadDetail = {
  summary: {
    id: LEAD_ID,
    createdAt: '2026-11-20T13:00:00.000Z',
    statusChangedAt: '2026-11-20T13:00:00.000Z',
    status: 'sent',
    kind: 'rental',
    name: 'Helena Duarte Rocha',
    document: '52998224725',
    email: 'helena@example.com',
    phone: '11987654321',
    offerId: 'fiat-mobi-l10',
    brand: 'fiat',
    title: 'Fiat Mobi Like 2026',
    period: 24,
    km: 1000,
    monthlyPrice: 189_990,
    sellerId: null,
    sellerName: null,
    awaitingVersion: 2,
  },
  dealerCode: '10101',
  dealerName: 'Paulista Motores',
  productLeadIds: ['b1c2d3e4-0000-4000-8000-000000000001'],
  subOrigin: 'Site',
  items: [
    { kind: 'color', name: 'Branco Banchisa', price: 0 },
    { kind: 'additional', name: 'Final de placa', price: 4_990, plateNumber: 7 },
  ],
  contact: { sms: false, phone: true, email: false, whatsapp: false },
  consents: [
    { purpose: 'whatsapp', granted: false, textVersion: '2026-11-24', recordedAt: '2026-11-22T15:00:00.000Z', withdrawnAt: '2026-11-22T15:00:00.000Z' },
    { purpose: 'email', granted: false, textVersion: '2026-07-01', recordedAt: '2026-11-20T13:00:00.000Z', withdrawnAt: null },
  ],
  dealerSharingBasis: 'preliminary_procedures',
  documents: [{ id: 'ffffffff-0000-4000-8000-000000000000', name: 'holerite.pdf', href: '/api/v1/file/download/documents/ffffffff-0000-4000-8000-000000000000?download_type=SUB_PATH' }],
  timeline: [{ status: 'sent', at: '2026-11-20T13:00:00.000Z', by: { name: 'Helena Duarte Rocha', role: 'customer' }, note: null }],
  /** The lead as sent, then the seller's version with a longer plan that waits for the customer. */
  versions: [
    { number: 1, at: '2026-11-20T13:00:00.000Z', actor: 'customer', actorName: 'Helena Duarte Rocha', monthlyPrice: 199_990, contractTotal: 4_799_760, changes: [], acceptance: 'not_needed' },
    {
      number: 2,
      at: '2026-11-21T09:30:00.000Z',
      actor: 'seller',
      actorName: 'Rafael Teixeira Lima',
      monthlyPrice: 189_990,
      contractTotal: 6_839_640,
      changes: [
        { field: 'plan', before: '24 meses', after: '36 meses' },
        { field: 'monthlyPrice', before: 'R$ 1.999,90', after: 'R$ 1.899,90' },
        { field: 'contractTotal', before: 'R$ 47.997,60', after: 'R$ 68.396,40' },
      ],
      acceptance: 'awaiting',
    },
  ],
};

export const editLink: SellerEditLink = {
  href: `/?offerId=fiat-mobi-l10&leadId=${LEAD_ID}&authorization=v1.${LEAD_ID}.seller.1795000000.${'A'.repeat(43)}`,
  authorization: `v1.${LEAD_ID}.seller.1795000000.${'A'.repeat(43)}`,
  expiresAt: '2026-11-27T13:00:00.000Z',
};

export const SELLER_NOTE = 'Cliente desistiu da locação.';

/** What the server answers a move: the lead at its new status, the move at the end of its timeline. */
export function movedAnswer(snap: SellerLeadSnapshot): LeadStatusAnswer {
  const lead = snap.context.lead!;
  const to = snap.context.move.to!;
  const note = snap.context.move.note.trim() || null;
  return {
    leadId: lead.summary.id,
    status: to,
    timeline: [...lead.timeline, { status: to, at: '2026-11-21T10:00:00.000Z', by: { name: 'Rafael Teixeira Lima', role: 'seller' }, note }],
  };
}

const CHOICES: LeadStatusCode[] = ['in_service', 'credit_review', 'cancelled'];

export const sellerLeadPlan = planChart({
  id: 'seller-lead',
  machine: sellerLeadMachine,
  input: { leadId: LEAD_ID },
  serializeState: (s: SellerLeadSnapshot) =>
    JSON.stringify({
      v: s.value,
      st: s.context.lead?.summary.status ?? null,
      to: s.context.move.to,
      note: s.context.move.note !== '',
      me: !!s.context.move.error,
      link: !!s.context.link,
      le: !!s.context.linkError,
      c: s.context.copy,
    }),
  events: (snap: SellerLeadSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadLead) {
      out.push({ type: 'xstate.done.actor.loadLead', output: sellerLeadDetail });
      out.push({ type: 'xstate.error.actor.loadLead', error: new Error('Falha ao carregar a proposta. Tente novamente.') });
    }
    if (snap.children.moveStatus) {
      out.push({ type: 'xstate.done.actor.moveStatus', output: movedAnswer(snap) });
      out.push({ type: 'xstate.error.actor.moveStatus', error: new Error('A situação da proposta mudou. Atualize a página e tente novamente.') });
    }
    if (snap.children.makeEditLink) {
      out.push({ type: 'xstate.done.actor.makeEditLink', output: editLink });
      out.push({ type: 'xstate.error.actor.makeEditLink', error: new Error('Falha ao gerar o link de edição. Tente novamente.') });
    }
    if (snap.children.copyText) {
      out.push({ type: 'xstate.done.actor.copyText' });
      out.push({ type: 'xstate.error.actor.copyText', error: new Error('denied') });
    }
    const person: SellerLeadEvent[] = [
      { type: 'lead.retry' },
      { type: 'status.open' },
      ...CHOICES.map((to) => ({ type: 'status.choose' as const, to })),
      { type: 'status.editNote', note: SELLER_NOTE },
      { type: 'status.editNote', note: '' },
      { type: 'status.confirm', key: 'move-key' },
      { type: 'status.cancel' },
      { type: 'editLink.make' },
      { type: 'editLink.copy' },
    ];
    // The status dialog is modal: while it is open a person reaches nothing else of the page.
    const dialogOpen = snap.matches({ ready: { status: 'choosing' } }) || snap.matches({ ready: { status: 'moving' } });
    const reachable = person.filter((e) => !(dialogOpen && e.type.startsWith('editLink.')));
    return [...out, ...reachable.filter((e) => snap.can(e))];
  },
});
