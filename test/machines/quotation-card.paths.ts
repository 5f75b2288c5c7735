/** The quotation card chart's generated paths, and the catalogue both quotation charts' tests use. */
import type { FleetCatalogue, FleetVehicle, StockAnswer } from '../../models/quotation/fleet-quotation';
import { labels } from '../../models/labels/spec';
import type { CommissionDiscountEntry } from '../../models/pricing/pricing';
import { quotationCardMachine, type QuotationCardEvent, type QuotationCardSnapshot } from '../../machines/quotation-card/quotation-card.machine';
import { ApiCallError } from '../../services/http';
import { planChart } from '../support/chart-paths';
import { withoutTransientStates } from '../support/lead-harness';

function vehicle(offerId: string, title: string, carPrice: number, base: number): FleetVehicle {
  return {
    offerId,
    brand: 'fiat',
    title,
    carPrice,
    rentalPlanList: [
      { period: 24, km: 1000, price: base, monthlyInterestRate: 1, selectedByDefault: true },
      { period: 36, km: 1500, price: base - 10000, monthlyInterestRate: 1, selectedByDefault: false },
    ],
    colors: [{ colorId: `${offerId}-white`, code: 'BR', name: 'Branco Banchisa', category: 'N', value: 0, rgb: '#fff', associatedPeriod: [] }],
    additionalItemsList: [
      { id: 'a1', name: 'Insulfilm', value: 5000, type: 'DEFAULT', required: 1, associatedPeriod: [], locavia_code: 'ABC' },
      { id: 'a2', name: 'Manutenção', value: 8000, type: 'DEFAULT', required: 1, associatedPeriod: [24], locavia_code: 'ADD19' },
      { id: 'a3', name: 'Placa', value: 3000, type: 'PLATE_NUMBER_ENDING', required: 0, associatedPeriod: [], locavia_code: 'ADD-PLACA' },
    ],
    optionals: [{ optionalId: 'o1', code: 'TS', name: 'Teto solar', value: 0, required: false, associatedPeriod: [] }],
  };
}

export const catalogue: FleetCatalogue = {
  dealers: [
    { code: '10101', name: 'Paulista Motores' },
    { code: '10102', name: 'Ipiranga Auto' },
  ],
  vehicles: [vehicle('argo', 'Fiat Argo Drive 2026', 8_000_000, 200_000), vehicle('mobi', 'Fiat Mobi Like 2026', 6_000_000, 150_000)],
  sellerDealerCode: '10101',
};
export const discounts: CommissionDiscountEntry[] = [
  { commission_percentage: 3, discount_value: 40_000 },
  { commission_percentage: 5, discount_value: 0 },
];

export const stockReady: StockAnswer = { dealerCode: '10101', offerId: 'argo', available: 2, delivery: { inDays: 15 } };
export const stockEmpty: StockAnswer = { dealerCode: '10101', offerId: 'argo', available: 0, delivery: null };
export const stockDown = new ApiCallError(labels.httpErrors.internal, 503, 'server_error');

/**
 * A person's events, few enough to keep the walk finite: the other dealer
 * or none, a model (the other one), the first period, mileage and colour,
 * a valid or invalid amount, a plate, a commission, a name, the reset,
 * and retrying the stock.
 */
function cardEvents(snap: QuotationCardSnapshot) {
  const out: any[] = [];
  if (snap.children.loadStock) {
    out.push({ type: 'xstate.done.actor.loadStock', output: stockReady });
    out.push({ type: 'xstate.done.actor.loadStock', output: stockEmpty });
    out.push({ type: 'xstate.error.actor.loadStock', error: stockDown });
  }
  const c = snap.context.card;
  const person: QuotationCardEvent[] = [
    { type: 'quotation.chooseDealer', dealerCode: c.dealerCode === null ? '10102' : null },
    { type: 'quotation.chooseModel', offerId: c.offerId === 'argo' ? 'mobi' : 'argo' },
    ...(c.offerId !== null && c.period === null ? [{ type: 'quotation.choosePeriod', period: 24 } as const] : []),
    ...(c.period !== null && c.km === null ? [{ type: 'quotation.chooseMileage', km: 1000 } as const] : []),
    ...(c.period !== null && c.colorId === null ? [{ type: 'quotation.chooseColour', colorId: `${c.offerId}-white` } as const] : []),
    { type: 'quotation.setAmount', text: c.amount === 0 ? '2' : '0' },
    { type: 'quotation.choosePlate', ending: 7 },
    { type: 'quotation.chooseCommission', percentage: 3 },
    { type: 'quotation.setResponsible', name: 'João Silva' },
    { type: 'quotation.reset' },
    { type: 'quotation.retryStock' },
  ];
  return [...out, ...person.filter((e) => snap.can(e))];
}

const serializeState = (snap: QuotationCardSnapshot) => {
  const c = snap.context.card;
  return JSON.stringify({
    value: snap.value,
    dealer: c.dealerCode !== null,
    model: c.offerId,
    period: c.period !== null,
    complete: c.km !== null && c.colorId !== null,
    amount: c.amount > 0,
    stock: snap.context.stock?.available ?? null,
  });
};

export const quotationCardPlan = withoutTransientStates(
  planChart({ id: 'quotation-card', machine: quotationCardMachine, input: { id: 'card-1', catalogue, discounts }, events: cardEvents, serializeState, distinguishCandidates: true }),
);
