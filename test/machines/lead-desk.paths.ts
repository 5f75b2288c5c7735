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

/** Two leads of the dealer, newest first. */
export const deskLeads: SellerLeadSummary[] = [
  lead('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'Helena Duarte Rocha', '52998224725', 'in_service', true),
  lead('9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', 'João Átila Souza', '39053344705', 'sent'),
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
  input: {},
  serializeState: (s: LeadDeskSnapshot) =>
    JSON.stringify({ v: s.value, n: s.context.leads.length, f: s.context.form, a: s.context.applied, e: Object.keys(s.context.formErrors).length, err: !!s.context.errorMessage }),
  events: (snap: LeadDeskSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadLeads) {
      out.push({ type: 'xstate.done.actor.loadLeads', output: deskLeads });
      out.push({ type: 'xstate.done.actor.loadLeads', output: [] });
      out.push({ type: 'xstate.error.actor.loadLeads', error: new Error('Falha ao carregar as propostas. Tente novamente.') });
    }
    const person: LeadDeskEvent[] = [...deskEdits, { type: 'filters.apply' }, { type: 'filters.clear' }, { type: 'leads.retry' }];
    return [...out, ...person.filter((e) => snap.can(e))];
  },
});
