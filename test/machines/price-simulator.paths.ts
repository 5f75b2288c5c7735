/** The price simulator chart's generated paths (shared by its test and `npm run paths`). */
import { labels } from '../../models/labels/spec';
import { quotationLabels } from '../../models/labels/quotation';
import { offerTitle } from '../../models/pricing/offer-details';
import { simulatorVehicles, type SimulatorBlockEdit, type SimulatorOptions, type SimulatorSellerForm } from '../../models/quotation/price-simulator';
import type { FleetCard } from '../../models/quotation/fleet-quotation';
import { priceSimulatorMachine, type PriceSimulatorEvent, type PriceSimulatorSnapshot } from '../../machines/price-simulator/price-simulator.machine';
import { ApiCallError } from '../../services/http';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { planChart } from '../support/chart-paths';

const vehicles = simulatorVehicles(demoOffers, (o) => offerTitle(o, labels.brandNames[o.brand]));
export const strada = vehicles.find((v) => v.offerId === 'fiat-strada-pj')!;
export const cronos = vehicles.find((v) => v.offerId === 'fiat-cronos-pj')!;

export const simulatorOptions: SimulatorOptions = {
  vehicles,
  dealers: [
    { code: '10101', name: 'Paulista Motores', brands: ['FIAT', 'JEEP'] },
    { code: '30101', name: 'Peugeot Litoral', brands: ['PEUGEOT'] },
  ],
};

/** The seller section as the page starts it in the tests: everything but the CNPJ. */
export const prefill: Partial<SimulatorSellerForm> = {
  dealerCode: '10101',
  sellerName: 'Rafael Teixeira Lima',
  sellerEmail: 'vendedor@flua.example',
  companyName: 'Construtora Horizonte Ltda',
  companyAddress: 'Av. Paulista, 1000',
};

export const RENAMED_COMPANY = 'Construtora Horizonte S.A.';

/** As the masked field hands them over. */
export const VALID_CNPJ = '12.ABC.345/01DE-35';
export const INVALID_CNPJ = '12.ABC.345/01DE-36';

const plan = strada.rentalPlanList[0]!;
const colour = strada.colors.find((c) => c.associatedPeriod.length === 0 || c.associatedPeriod.includes(plan.period))!;

/** The edits that complete the first block, in order. */
export const completingEdits: SimulatorBlockEdit[] = [
  { field: 'dealerCode', value: '10101' },
  { field: 'offerId', value: strada.offerId },
  { field: 'period', value: plan.period },
  { field: 'km', value: plan.km },
  { field: 'colorId', value: colour.colorId },
  { field: 'responsible', value: 'João Silva' },
];

/** How far the first block is along `completingEdits`. */
export function progress(block: FleetCard): number {
  const done = [block.dealerCode !== null, block.offerId !== null, block.period !== null, block.km !== null, block.colorId !== null, block.responsible !== ''];
  const n = done.indexOf(false);
  return n === -1 ? done.length : n;
}

export const sendFailure = new ApiCallError(quotationLabels.priceSimulator.emailFailure, 400, 'simulation_incomplete');

export const priceSimulatorPlan = planChart({
  id: 'price-simulator',
  machine: priceSimulatorMachine,
  input: { seller: prefill },
  distinguishCandidates: true,
  serializeState: (s: PriceSimulatorSnapshot) =>
    JSON.stringify({ v: s.value, c: s.context.form.cnpj, p: progress(s.context.blocks[0]!), val: s.context.validated, q: s.context.quotations.length, m: s.context.message }),
  events: (snap: PriceSimulatorSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadOptions) {
      out.push({ type: 'xstate.done.actor.loadOptions', output: simulatorOptions });
      out.push({ type: 'xstate.error.actor.loadOptions', error: new ApiCallError(labels.generic.error, 503, 'server_error') });
    }
    if (snap.children.sendSimulation) {
      out.push({ type: 'xstate.done.actor.sendSimulation', output: { message: quotationLabels.priceSimulator.emailSuccess, messageId: '1', sent: 1 } });
      out.push({ type: 'xstate.error.actor.sendSimulation', error: sendFailure });
    }
    const cnpj = snap.context.form.cnpj;
    const person: PriceSimulatorEvent[] = [
      { type: 'simulator.issue' },
      { type: 'simulator.confirm' },
      { type: 'simulator.cancel' },
      { type: 'simulator.dismiss' },
      { type: 'simulator.retry' },
    ];
    if (cnpj !== VALID_CNPJ) person.push({ type: 'simulator.editSeller', field: 'cnpj', value: VALID_CNPJ });
    if (cnpj === '') person.push({ type: 'simulator.editSeller', field: 'cnpj', value: INVALID_CNPJ });
    const first = snap.context.blocks[0]!;
    const next = completingEdits[progress(first)];
    if (next) person.push({ type: 'simulator.editBlock', index: 0, edit: next });
    // Edits that change nothing the walk tells apart (so they only matter where they leave a state: failed → editing).
    if (snap.context.form.companyName === prefill.companyName) person.push({ type: 'simulator.editSeller', field: 'companyName', value: RENAMED_COMPANY });
    if (!next && first.amount === 1) person.push({ type: 'simulator.editBlock', index: 0, edit: { field: 'amount', value: 2 } });
    return [...out, ...person.filter((e) => snap.can(e))];
  },
});
