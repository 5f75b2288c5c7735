/** The lead desk chart's generated paths (shared by its test and `npm run paths`). */
import type { SellerLeadSummary } from '../../models/lead/lead-desk';
import { leadDeskMachine, type LeadDeskEvent, type LeadDeskSnapshot } from '../../machines/lead-desk/lead-desk.machine';
import { planChart } from '../support/chart-paths';

const lead = (id: string, name: string, document: string, status: SellerLeadSummary['status'], awaitingAcceptance = false): SellerLeadSummary => ({
  id,
  createdAt: '2026-11-20T13:00:00.000Z',
  statusChangedAt: '2026-11-20T13:00:00.000Z',
  status,
  kind: 'rental',
  name,
  document,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: '11987654321',
  offerId: 'fiat-mobi-l10',
  brand: 'fiat',
  title: 'Fiat Mobi Like 2026',
  period: 24,
  km: 1000,
  monthlyPrice: 189_990,
  sellerId: null,
  sellerName: null,
  awaitingVersion: awaitingAcceptance ? 2 : null,
});

/** The moment the desk opens at in the paths, and the moment its clock ticks to. */
export const DESK_OPENED_AT = Date.parse('2026-11-20T14:00:00.000Z');
export const DESK_TICKED_AT = Date.parse('2026-11-20T15:00:00.000Z');

/**
 * Four leads of the dealer, newest first: two without a promise (sent before it existed), one with 30 minutes
 * left when the desk opens (overdue once the clock ticks: it then moves up), and one long overdue and escalated.
 */
export const deskLeads: SellerLeadSummary[] = [
  lead('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'Helena Duarte Rocha', '52998224725', 'in_service', true),
  lead('9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', 'João Átila Souza', '39053344705', 'sent'),
  {
    ...lead('5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e', 'Marina Prazo Curto', '11144477735', 'sent'),
    createdAt: '2026-11-20T12:00:00.000Z',
    respondBy: '2026-11-20T14:30:00.000Z',
    awaitingAnswer: true,
    escalatedAt: null,
  },
  {
    ...lead('0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'Otávio Esquecido', '74172316085', 'sent'),
    createdAt: '2026-11-19T12:00:00.000Z',
    respondBy: '2026-11-19T16:00:00.000Z',
    awaitingAnswer: true,
    escalatedAt: '2026-11-19T16:01:00.000Z',
  },
];

/** Edits a person makes: a name, then a period whose end comes before its start (invalid together), then an end that mends it. */
export const deskEdits: Extract<LeadDeskEvent, { type: 'filters.edit' }>[] = [
  { type: 'filters.edit', field: 'q', value: 'Helena' },
  { type: 'filters.edit', field: 'from', value: '12/11/2026' },
  { type: 'filters.edit', field: 'to', value: '10/11/2026' },
  { type: 'filters.edit', field: 'to', value: '30/11/2026' },
];

export const leadDeskPlan = planChart({
  id: 'lead-desk',
  machine: leadDeskMachine,
  input: { now: DESK_OPENED_AT },
  serializeState: (s: LeadDeskSnapshot) =>
    JSON.stringify({ v: s.value, t: s.context.now, n: s.context.leads.length, f: s.context.form, a: s.context.applied, e: Object.keys(s.context.formErrors).length, err: !!s.context.errorMessage }),
  events: (snap: LeadDeskSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadLeads) {
      out.push({ type: 'xstate.done.actor.loadLeads', output: deskLeads });
      out.push({ type: 'xstate.done.actor.loadLeads', output: [] });
      out.push({ type: 'xstate.error.actor.loadLeads', error: new Error('Falha ao carregar as propostas. Tente novamente.') });
    }
    // The desk's clock, for the chart's whole life: it ticks an hour on (the lead with 30 minutes left turns overdue).
    if (snap.children.clock && snap.context.now !== DESK_TICKED_AT) out.push({ type: 'clock.tick', at: DESK_TICKED_AT });
    const person: LeadDeskEvent[] = [...deskEdits, { type: 'filters.apply' }, { type: 'filters.clear' }, { type: 'leads.retry' }];
    return [...out, ...person.filter((e) => snap.can(e))];
  },
});
