/** The fleet quotation chart's generated paths (shared by its test and `npm run paths`). */
import { cardPrice, changeModel, choosePeriod, emptyCard, type FleetCard, type QuotationSaveAnswer, type QuotationSendAnswer, type StoredQuotation } from '../../models/quotation/fleet-quotation';
import { labels } from '../../models/labels/spec';
import { quotationLabels } from '../../models/labels/quotation';
import { vehicleOf } from '../../machines/quotation-card/quotation-card.machine';
import { quotationSetMachine, type LoadedQuotation, type QuotationSetEvent, type QuotationSetSnapshot } from '../../machines/quotation-set/quotation-set.machine';
import { ApiCallError } from '../../services/http';
import { planChart } from '../support/chart-paths';
import { withoutTransientStates } from '../support/lead-harness';
import { catalogue, discounts } from './quotation-card.paths';

const argo = vehicleOf(catalogue, 'argo')!;

/** COTAÇÃO 1 filled in: Argo, 24 months, 1.000 km, white. */
export const completeCard: FleetCard = { ...choosePeriod(changeModel(emptyCard('10101'), 'argo'), argo, 24), km: 1000, colorId: 'argo-white' };
export const OPPORTUNITY = 'Frota Transportadora Silva';
export const CLIENT = 'compras@transportadora.example';

const price = cardPrice(argo, completeCard, discounts)!;

export const storedQuotation: StoredQuotation = {
  number: 'COT-000042',
  revision: 1,
  draftId: 'draft-stored-1',
  opportunityName: OPPORTUNITY,
  comments: '',
  sellerId: 'VEND-0001',
  sellerName: 'Rafael Teixeira Lima',
  dealerCode: '10101',
  createdAt: '2026-11-23T12:00:00.000Z',
  updatedAt: '2026-11-23T12:00:00.000Z',
  validUntil: '2026-12-23',
  items: [
    {
      position: 1,
      dealerCode: '10101',
      dealerName: 'Paulista Motores',
      offerId: 'argo',
      brand: 'fiat',
      title: argo.title,
      period: 24,
      km: 1000,
      colorId: 'argo-white',
      colourName: 'Branco Banchisa',
      amount: 1,
      plateEnding: 'Não',
      commission: 5,
      responsible: '',
      carPrice: argo.carPrice,
      additionals: { insulfilm: true, plateEnding: 'Não', maintenance: true, insurance: false },
      parts: price.parts,
      initialPrice: price.initialPrice,
      bonus: price.bonus,
      discount: price.discount,
      monthly: price.monthly,
      monthlyPaymentAmount: price.monthlyPaymentAmount,
      monthlyAll: price.monthlyAll,
      contract: price.contract,
      optionals: ['Teto solar'],
      coating: 'Branco Banchisa (sólida)',
      accessories: ['Insulfilm'],
    },
  ],
  totals: { monthly: price.monthlyAll, contract: price.contract },
};

export const loadedNew: LoadedQuotation = { catalogue, discounts };
export const loadedStored: LoadedQuotation = { catalogue, discounts, stored: storedQuotation };
export const savedAnswer: QuotationSaveAnswer = { message: 'Cotação salva com sucesso', quotation: storedQuotation };
export const sentAnswer: QuotationSendAnswer = { message: `Cotação enviada para ${CLIENT}`, messageId: 'm-1' };

export const networkDown = new ApiCallError(labels.httpErrors.internal, undefined, 'network_error');
export const alreadySaved = new ApiCallError(quotationLabels.saveCodes['002'], 409, '002');
export const mailDown = new ApiCallError(labels.httpErrors.internal, 503, 'server_error');

function setEvents(snap: QuotationSetSnapshot) {
  const out: any[] = [];
  if (snap.children.loadQuotation) {
    out.push({ type: 'xstate.done.actor.loadQuotation', output: loadedNew });
    out.push({ type: 'xstate.done.actor.loadQuotation', output: loadedStored });
    out.push({ type: 'xstate.error.actor.loadQuotation', error: networkDown });
  }
  if (snap.children.saveQuotation) {
    out.push({ type: 'xstate.done.actor.saveQuotation', output: savedAnswer });
    out.push({ type: 'xstate.error.actor.saveQuotation', error: alreadySaved });
  }
  if (snap.children.sendQuotation) {
    out.push({ type: 'xstate.done.actor.sendQuotation', output: sentAnswer });
    out.push({ type: 'xstate.error.actor.sendQuotation', error: mailDown });
  }
  const c = snap.context;
  const first = c.cards[0]?.id;
  const person: QuotationSetEvent[] = [
    ...(c.cards.length < 2 ? [{ type: 'quotation.addCard' } as const] : []),
    ...(c.cards.length === 2 ? [{ type: 'quotation.removeCard', id: c.cards[1]!.id } as const] : []),
    { type: 'quotation.showTab', tab: c.tab === 'model' ? 'comment' : 'model' },
    ...(c.opportunityName === '' ? [{ type: 'quotation.editText', field: 'opportunityName', value: OPPORTUNITY } as const] : []),
    ...(first && c.cardData[first]?.colorId === null ? [{ type: 'quotation.cardChanged', id: first, card: completeCard } as const] : []),
    { type: 'quotation.review' },
    { type: 'quotation.preview' },
    { type: 'quotation.back' },
    { type: 'quotation.save', key: 'save-key' },
    { type: 'quotation.retry' },
    { type: 'quotation.edit', draftId: 'draft-2' },
    { type: 'quotation.openMail' },
    ...(c.mail.to === '' ? [{ type: 'quotation.editMail', field: 'to', value: CLIENT } as const] : []),
    { type: 'quotation.send', key: 'mail-key' },
    { type: 'quotation.closeMail' },
  ];
  return [...out, ...person.filter((e) => snap.can(e))];
}

const serializeState = (snap: QuotationSetSnapshot) => {
  const c = snap.context;
  return JSON.stringify({
    value: snap.value,
    cards: c.cards.length,
    complete: c.cards[0] ? c.cardData[c.cards[0].id]?.colorId !== null : false,
    name: c.opportunityName !== '',
    tab: c.tab,
    to: c.mail.to !== '',
    saved: c.saved !== null,
    notice: c.notice !== null,
    error: c.errorMessage !== null,
  });
};

export const quotationSetPlan = withoutTransientStates(
  planChart({ id: 'quotation-set', machine: quotationSetMachine, input: { mode: 'new', draftId: 'draft-1' }, events: setEvents, serializeState, distinguishCandidates: true }),
);
