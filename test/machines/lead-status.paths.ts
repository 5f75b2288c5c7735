/** The lead status chart's generated paths, as the customer meets it on a proposal card (shared by its test and `npm run paths`). */
import type { LeadStatusAnswer } from '../../models/lead/lead-status';
import { leadStatusMachine, type LeadStatusEvent, type LeadStatusSnapshot } from '../../machines/lead-status/lead-status.machine';
import { ApiCallError } from '../../services/http';
import { planChart } from '../support/chart-paths';
import { twoProposals } from './proposals.paths';

/** The customer's open proposal ('Em atendimento'), as the list gives it to its card. */
export const openProposal = twoProposals[0]!;

export const CANCEL_NOTE = 'Encontrei outra opção.';

export const cancelledAnswer: LeadStatusAnswer = {
  leadId: openProposal.leadId,
  status: 'cancelled',
  timeline: [
    ...openProposal.timeline,
    { status: 'cancelled', at: '2026-03-07T12:00:00.000Z', by: { name: 'Camila Ferreira Santos', role: 'customer' }, note: CANCEL_NOTE },
  ],
};

export const moveRefused = new ApiCallError("Não é possível mudar a proposta de 'Contrato assinado' para 'Cancelada'.", 409, 'move_not_allowed');

export const leadStatusPlan = planChart({
  id: 'lead-status',
  machine: leadStatusMachine,
  input: { leadId: openProposal.leadId, status: openProposal.status, timeline: openProposal.timeline, role: 'customer' },
  distinguishCandidates: true,
  serializeState: (s: LeadStatusSnapshot) =>
    JSON.stringify({ value: s.value, status: s.context.status, target: s.context.target, note: s.context.note !== '', error: s.context.error !== null }),
  events: (snap: LeadStatusSnapshot) => {
    const out: any[] = [];
    if (snap.children.moveStatus) {
      out.push({ type: 'xstate.done.actor.moveStatus', output: cancelledAnswer });
      out.push({ type: 'xstate.error.actor.moveStatus', error: moveRefused });
    }
    const person: LeadStatusEvent[] = [
      { type: 'status.choose', to: 'cancelled', key: 'move-key' },
      { type: 'status.choose', to: 'in_service', key: 'move-key' },
      { type: 'status.note', note: CANCEL_NOTE },
      { type: 'status.confirm' },
      { type: 'status.dismiss' },
    ];
    return [...out, ...person.filter((e) => snap.can(e))];
  },
});
