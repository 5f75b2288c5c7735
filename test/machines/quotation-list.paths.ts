/** The saved-quotation list chart's generated paths (shared by its test and `npm run paths`). */
import type { QuotationSummary } from '../../models/quotation/fleet-quotation';
import { quotationListMachine, type QuotationListEvent, type QuotationListSnapshot } from '../../machines/quotation-list/quotation-list.machine';
import { planChart } from '../support/chart-paths';

const summary = (number: string, opportunityName: string, vehicleCount: number, monthly: number, months: number): QuotationSummary => ({
  number,
  revision: 1,
  opportunityName,
  sellerName: 'Vendedor Demonstração',
  createdAt: '2026-11-20T13:00:00.000Z',
  updatedAt: '2026-11-20T13:00:00.000Z',
  validUntil: '2026-12-20',
  itemCount: 1,
  vehicleCount,
  totals: { monthly, contract: monthly * months },
});

/** Two saved quotations, as the server lists them (newest first). */
export const savedQuotations: QuotationSummary[] = [
  summary('COT-000002', 'Frota Transportadora Silva', 5, 1_249_950, 24),
  summary('COT-000001', 'Frota Padaria Central', 1, 219_990, 12),
];

export const quotationListPlan = planChart({
  id: 'quotation-list',
  machine: quotationListMachine,
  serializeState: (s: QuotationListSnapshot) => JSON.stringify({ v: s.value, n: s.context.quotations.length }),
  events: (snap: QuotationListSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadQuotations) {
      out.push({ type: 'xstate.done.actor.loadQuotations', output: savedQuotations });
      out.push({ type: 'xstate.done.actor.loadQuotations', output: [] });
      out.push({ type: 'xstate.error.actor.loadQuotations', error: new Error('Não foi possível carregar as cotações.') });
    }
    const person: QuotationListEvent[] = [{ type: 'quotationList.retry' }];
    return [...out, ...person.filter((e) => snap.can(e))];
  },
});
