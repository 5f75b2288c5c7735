/** The dealer picker chart's generated paths (shared by its test and `npm run paths`). */
import type { AdminDealer } from '../../models/dealer/admin-dealers';
import { labels } from '../../models/labels/spec';
import { dealerPickerMachine, type DealerPickerEvent, type DealerPickerSnapshot } from '../../machines/dealer-picker/dealer-picker.machine';
import { ApiCallError } from '../../services/http';
import { planChart } from '../support/chart-paths';

export const DEBOUNCE_EVENT = 'xstate.after.debounce.dealerPicker.debouncing';

export const foundDealers: AdminDealer[] = [
  { id: '10202', name: 'Leão Campinas', legalName: 'Campinas Leão Automóveis Ltda', cityName: 'Campinas', state: 'SP', brands: ['PEUGEOT', 'CITROEN'] },
  { id: '10103', name: 'Leão Francês Morumbi', legalName: 'Leão Francês Automóveis Ltda', cityName: 'São Paulo', state: 'SP', brands: ['PEUGEOT', 'CITROEN'] },
  { id: '41102', name: 'Pampa Leão', legalName: 'Pampa Leão Veículos Ltda', cityName: 'Porto Alegre', state: 'RS', brands: ['PEUGEOT', 'CITROEN'] },
];

/** The dealer an offer already names (the editor shows it to the picker when the offer loads). */
export const offerDealer = { id: '20101', name: 'Guanabara Auto', cityName: 'Rio de Janeiro', state: 'RJ' };

export const SEARCH_TEXT = 'leão';
export const SHORT_TEXT = 'l';
export const searchFailure = new ApiCallError(labels.httpErrors.internal, 503, 'server_error');

function pickerEvents(snap: DealerPickerSnapshot): (DealerPickerEvent | { type: string; [k: string]: unknown })[] {
  const out: { type: string; [k: string]: unknown }[] = [];
  if (snap.matches('debouncing')) out.push({ type: DEBOUNCE_EVENT });
  if (snap.children.searchDealers) {
    out.push({ type: 'xstate.done.actor.searchDealers', output: foundDealers });
    out.push({ type: 'xstate.done.actor.searchDealers', output: [] });
    out.push({ type: 'xstate.error.actor.searchDealers', error: searchFailure });
  }
  const { dealers, activeIndex, chosen } = snap.context;
  const person: DealerPickerEvent[] = [
    { type: 'picker.type', text: SEARCH_TEXT },
    { type: 'picker.type', text: SHORT_TEXT },
    // Down twice reaches the second option; up from the first wraps to the last.
    ...(activeIndex < 1 ? [{ type: 'picker.move', offset: 1 } as const] : []),
    ...(activeIndex === 0 ? [{ type: 'picker.move', offset: -1 } as const] : []),
    ...(dealers.length > 0 ? [{ type: 'picker.choose', dealerId: dealers[Math.max(activeIndex, 0)]!.id } as const] : []),
    { type: 'picker.close' },
    { type: 'picker.retry' },
    { type: 'picker.clear' },
    // The parent's event: the offer it loaded names a dealer.
    ...(chosen === null ? [{ type: 'picker.show', dealer: offerDealer } as const] : []),
  ];
  return [...out, ...person.filter((e) => snap.can(e))];
}

/** Alike: the same state and text, a dealer chosen or not, the same option pointed at. */
const serializeState = (snap: DealerPickerSnapshot) =>
  JSON.stringify({ value: snap.value, text: snap.context.text, chosen: snap.context.chosen?.id ?? null, active: snap.context.activeIndex, found: snap.context.dealers.length > 0 });

export const dealerPickerPlan = planChart({ id: 'dealer-picker', machine: dealerPickerMachine, events: pickerEvents, serializeState, distinguishCandidates: true });
