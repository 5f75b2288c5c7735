/**
 * Generated paths of the details page's charts (shared by their tests and
 * `npm run paths`): offer details, colour picker, initial payment, details
 * modal, FAQ modal, terms and share.
 */
import { withoutTransientStates } from '../support/lead-harness';
import type { Offer } from '../../models/offer/offer';
import { coloursForPeriod, configurationBounds, initialConfiguration, mileagesOf, optionalsForPeriod, periodsOf, type DetailsConfiguration } from '../../models/pricing/offer-details';
import { type FaqEntry } from '../../models/content/faq';
import { colourPickerMachine } from '../../machines/colour-picker/colour-picker.machine';
import { detailsModalMachine, type DetailsTarget, type ModalContent } from '../../machines/details-modal/details-modal.machine';
import { faqModalMachine } from '../../machines/details-modal/faq-modal.machine';
import { initialPaymentMachine } from '../../machines/initial-payment/initial-payment.machine';
import { offerDetailsMachine, type OfferDetailsEvent, type LeadStepLogic } from '../../machines/offer-details/offer-details.machine';
import { leadSubmissionChild } from '../../machines/lead-submission/lead-submission.machine';
import { leadUpdateChild } from '../../machines/lead-update/lead-update.machine';
import type { EditRequest } from '../../models/lead/lead-update';
import { shareMachine } from '../../machines/details-modal/share.machine';
import { termsMachine } from '../../machines/details-modal/terms.machine';
import { demoFaq } from '../../server/demo/demo-catalogue';
import { planChart } from '../support/chart-paths';
import { configurationEvent, entradaConfigurationEvent } from '../support/configuration';
import { publicOffers } from '../support/fixtures';
import type { CouponTerms } from '../../models/pricing/pricing';
import { answerFor } from './coupon.paths';
import { spDealers } from './dealer-selector.paths';

/** Mobi Like: 5 plans (12×500, 12×1000, 24×1000, 36×1000, 36×2000), a pearly colour and a driver additional only on 36 months. */
export const detailsOffer: Offer = publicOffers.find((o) => o.id === 'fiat-mobi-l10')!;

// ───────────────────────────── offer details ─────────────────────────────

/** The lead step's code arriving, or not, while it is still coming (the chart then starts `logic`). */
function leadStepCodeEvents(snap: { children: Record<string, unknown>; context: { leadStep: string } }, logic: LeadStepLogic) {
  return snap.children.loadLeadStep && snap.context.leadStep === 'loading'
    ? [
        { type: 'xstate.done.actor.loadLeadStep', output: logic },
        { type: 'xstate.error.actor.loadLeadStep', error: new TypeError('Failed to fetch dynamically imported module') },
      ]
    : [];
}

/** A customer's CPF as the lead form reports it. */
export const detailsLeadCpf = '52998224725';

/** The coupon the visitor types in the summary's field (the coupon child applies it and tells the parent). */
export const detailsCoupon = answerFor('BEMVINDO10').coupon;

function readyEvents(offer: Offer, config: DetailsConfiguration, coupon: CouponTerms | null): OfferDetailsEvent[] {
  const otherPeriod = periodsOf(offer).find((p) => p !== config.period);
  const otherKm = mileagesOf(offer, config.period).find((k) => k !== config.km);
  const otherPlan = offer.rentalPlanList.find((p) => p.period !== config.period && p.km !== config.km);
  const otherColour = coloursForPeriod(offer, config.period).find((c) => c.colorId !== config.colorId);
  const optional = optionalsForPeriod(offer, config.period)[0];
  const bounds = configurationBounds(offer, config);
  return [
    ...(otherPeriod ? [{ type: 'plan.selectPeriod' as const, period: otherPeriod }] : []),
    ...(otherKm ? [{ type: 'plan.selectKm' as const, km: otherKm }] : []),
    ...(otherPlan ? [{ type: 'plan.select' as const, period: otherPlan.period, km: otherPlan.km }] : []),
    ...(otherColour ? [{ type: 'colour.changed' as const, colorId: otherColour.colorId }] : []),
    ...(optional ? [{ type: 'optional.select' as const, optionalId: config.optionalId === optional.optionalId ? null : optional.optionalId }] : []),
    { type: 'additional.toggle', id: '1' },
    { type: 'plate.select', plateNumber: 7 },
    { type: 'initialPayment.changed', amount: bounds.min, check: 'ok' },
    { type: 'initialPayment.changed', amount: bounds.min - 100, check: 'belowMinimum' },
    { type: 'initialPayment.changed', amount: 0, check: 'aboveMaximum' },
    coupon ? { type: 'coupon.changed', coupon: null, source: null } : { type: 'coupon.changed', coupon: detailsCoupon, source: 'typed' },
    { type: 'details.continue' },
    { type: 'details.back' },
    { type: 'details.close' },
    // The browser's Forward to the lead step's entry and Back to the configuration's.
    { type: 'address.changed', leadStep: true },
    { type: 'address.changed', leadStep: false },
  ];
}

/** The offer as the server has it after a price change: every plan R$ 50,00 dearer. */
export const dearerDetailsOffer: Offer = { ...detailsOffer, rentalPlanList: detailsOffer.rentalPlanList.map((p) => ({ ...p, price: p.price + 5_000 })) };

export const offerDetailsPlan = withoutTransientStates(planChart({
  id: 'offer-details',
  machine: offerDetailsMachine,
  input: { offerId: detailsOffer.id, search: {} },
  events: (snap) => [
    ...(snap.children.loadOffer
      ? [
          { type: 'xstate.done.actor.loadOffer', output: detailsOffer },
          { type: 'xstate.error.actor.loadOffer', error: new Error('Oferta não encontrada.') },
        ]
      : []),
    ...leadStepCodeEvents(snap, leadSubmissionChild),
    ...[{ type: 'offer.retry' as const }, { type: 'details.close' as const }].filter((e) => snap.can(e)),
    ...(snap.context.offer && snap.context.config ? readyEvents(snap.context.offer, snap.context.config, snap.context.coupon).filter((e) => snap.can(e)) : []),
    // The lead form read the offer again, its price changed meanwhile (once).
    ...(snap.matches({ ready: 'lead' }) && snap.context.leadStep === 'running' && snap.context.offer === detailsOffer ? [{ type: 'lead.offerRefreshed', offer: dearerDetailsOffer }] : []),
    // The lead form tells the CPF typed so far (once).
    ...(snap.context.leadStep === 'running' && snap.context.leadCpf === undefined ? [{ type: 'lead.cpfChanged', cpf: detailsLeadCpf }] : []),
  ],
  // What guards and the view read: the state, the initial payment check, whether a plate number is missing, whether continuing was tried and the coupon.
  serializeState: (snap) =>
    JSON.stringify({
      value: snap.value,
      code: snap.context.leadStep,
      period: snap.context.config?.period,
      km: snap.context.config?.km,
      check: snap.context.initialPaymentCheck,
      attempted: snap.context.continueAttempted,
      coupon: snap.context.coupon !== null,
      plate: snap.context.config ? snap.context.config.additionalIds.includes('1') && snap.context.config.plateNumber === null : null,
    }),
}));

// ───────────────────────────── offer details, two optionals ─────────────────────────────

/**
 * The optionals alone: none, one, then another (two cannot go together: it
 * replaces the first and the conflict message shows), back to none.
 */
export const offerDetailsOptionalsPlan = withoutTransientStates(planChart({
  id: 'offer-details-optionals',
  machine: offerDetailsMachine,
  input: { offerId: detailsOffer.id, search: {} },
  distinguishCandidates: true,
  events: (snap) => {
    const c = snap.context as { offer: Offer | null; config: DetailsConfiguration | null };
    const choices: OfferDetailsEvent[] =
      c.offer && c.config ? [null, ...optionalsForPeriod(c.offer, c.config.period).map((o) => o.optionalId)].map((optionalId) => ({ type: 'optional.select' as const, optionalId })) : [];
    return [...(snap.children.loadOffer ? [{ type: 'xstate.done.actor.loadOffer', output: detailsOffer }] : []), ...choices.filter((e) => snap.can(e))];
  },
  serializeState: (snap) => JSON.stringify({ value: snap.value, optional: snap.context.config?.optionalId ?? null, conflict: snap.context.optionalConflict }),
}));

// ───────────────────────────── offer details, opened on the lead step's address ─────────────────────────────

/** A reload (or a link) on the lead step's address (`etapa=dados`): with a configuration that may go on, and with one that may not (the plate ending checked, no number). */
function leadStepAddressPlan(id: string, search: { additionals?: string }) {
  return withoutTransientStates(
    planChart({
      id,
      machine: offerDetailsMachine,
      input: { offerId: detailsOffer.id, search, openOnLeadStep: true },
      events: (snap) =>
        [
          ...(snap.children.loadOffer ? [{ type: 'xstate.done.actor.loadOffer', output: detailsOffer }] : []),
          ...(snap.context.leadStep === 'loading' && snap.children.loadLeadStep ? [{ type: 'xstate.done.actor.loadLeadStep', output: leadSubmissionChild }] : []),
          ...[{ type: 'address.changed' as const, leadStep: false }, { type: 'address.changed' as const, leadStep: true }, { type: 'plate.select' as const, plateNumber: 7 }].filter((e) =>
            snap.can(e),
          ),
        ] as OfferDetailsEvent[],
      serializeState: (snap) =>
        JSON.stringify({ value: snap.value, code: snap.context.leadStep, plate: snap.context.config ? snap.context.config.additionalIds.includes('1') && snap.context.config.plateNumber === null : null }),
    }),
  );
}

export const offerDetailsLeadAddressPlan = leadStepAddressPlan('offer-details-lead-address', {});
export const offerDetailsLeadAddressBlockedPlan = leadStepAddressPlan('offer-details-lead-address-blocked', { additionals: '1' });

// ───────────────────────────── offer details, the new test layout ─────────────────────────────

/** The lead the new layout's lead step creates (create-rental-lead), as the page gets it. */
export const detailsPublishedLead = { leadId: '11111111-1111-1111-1111-111111111111', productLeadId: '22222222-2222-2222-2222-222222222222', dealerId: spDealers[1]!.id, cpf: '52998224725' };

/**
 * The new test layout (spec 000 §4): the lead form first; once the lead is
 * created the details step follows, saying so; going on shows the sent lead.
 */
export const offerDetailsNewLayoutPlan = withoutTransientStates(planChart({
  id: 'offer-details-new-layout',
  machine: offerDetailsMachine,
  input: { offerId: detailsOffer.id, search: {}, leadFormFirst: true },
  events: (snap) => [
    ...(snap.children.loadOffer ? [{ type: 'xstate.done.actor.loadOffer', output: detailsOffer }] : []),
    // The lead form comes with the lead step's code; only then can the visitor fill it.
    ...(snap.context.leadStep === 'loading' && snap.children.loadLeadStep ? [{ type: 'xstate.done.actor.loadLeadStep', output: leadSubmissionChild }] : []),
    ...(snap.matches({ ready: 'lead' }) && snap.context.publishedLead === null && snap.context.leadStep === 'running' ? [{ type: 'lead.published', lead: detailsPublishedLead }] : []),
    ...[{ type: 'details.continue' as const }, { type: 'details.back' as const }, { type: 'details.close' as const }].filter((e) => snap.can(e)),
  ],
  serializeState: (snap) => JSON.stringify({ value: snap.value, code: snap.context.leadStep, published: snap.context.publishedLead !== null }),
}));

// ───────────────────────────── offer details, editing a sent lead ─────────────────────────────

/** A seller's edit of a lead of this offer (the link's parameters). */
export const detailsEditRequest: EditRequest = {
  mode: 'seller',
  leadId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  offerId: detailsOffer.id,
  cpf: '52998224725',
  authorization: `v1.3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f.seller.1795000000.${'A'.repeat(43)}`,
};

/** The lead's stored body: 36 months × 1000 km, Branco Alaska, the sunroof, the plate ending 4. */
export const detailsEditedLead: Record<string, unknown> = {
  period: 36,
  km: 1000,
  relatedProduct: [
    { product: detailsOffer.mvs, type: 'color', code: '249', name: 'BRANCO ALASKA', price: 0 },
    { product: detailsOffer.mvs, type: 'optional', code: 'TETO', name: 'Teto solar elétrico', price: 0 },
  ],
  additionals: [
    { id: '1', name: 'Final de placa', value: 0, plate_number: 4 },
    { id: '5', name: 'Manutenção preventiva', value: 0 },
  ],
  rental_payment_information: { initialPaymentAmount: 0 },
};
/** The same lead's terms as the server answers them under the offer's names (models/lead/lead-update.ts `offerLeadTermsOf`). */
export const detailsEditedTerms = { leadId: 'lead-edited', period: 36, km: 1000, mileage: 1000 };

/** The coupon the edited lead was sent with, as the server's read of the lead gives it. */
export const detailsEditedCoupon = answerFor('BEMVINDO10', {}, 36).coupon;

/** The details chart editing a lead: the lead's terms and coupon merged, 'Atualizar oferta', the lead update in the lead step, back reloads. */
export const offerDetailsEditPlan = withoutTransientStates(planChart({
  id: 'offer-details-edit',
  machine: offerDetailsMachine,
  input: { offerId: detailsOffer.id, search: {}, edit: detailsEditRequest },
  events: (snap) => {
    const c = snap.context as { offer: Offer | null; config: DetailsConfiguration | null };
    const person: OfferDetailsEvent[] = [
      { type: 'offer.retry' },
      { type: 'details.close' },
      ...(c.offer && c.config
        ? [
            { type: 'plan.selectPeriod' as const, period: c.config.period === 24 ? 36 : 24 },
            { type: 'additional.toggle' as const, id: '1' },
            { type: 'plate.select' as const, plateNumber: 7 },
            { type: 'details.continue' as const },
            { type: 'details.back' as const },
            { type: 'address.changed' as const, leadStep: false },
          ]
        : []),
    ];
    return [
      ...(snap.children.loadOffer
        ? [
            { type: 'xstate.done.actor.loadOffer', output: detailsOffer },
            { type: 'xstate.error.actor.loadOffer', error: new Error('Oferta não encontrada.') },
          ]
        : []),
      ...(snap.context.leadStep === 'loading' && snap.children.loadLeadStep ? [{ type: 'xstate.done.actor.loadLeadStep', output: leadUpdateChild }] : []),
      // The lead update chart, once its code arrived, reads the lead.
      ...(snap.matches({ ready: 'mergingLead' }) && snap.context.leadStep === 'running' ? [{ type: 'edit.leadLoaded', lead: detailsEditedLead, terms: detailsEditedTerms, coupon: detailsEditedCoupon }] : []),
      ...person.filter((e) => snap.can(e)),
    ];
  },
  serializeState: (snap) =>
    JSON.stringify({
      value: snap.value,
      code: snap.context.leadStep,
      period: snap.context.config?.period,
      attempted: snap.context.continueAttempted,
      plate: snap.context.config ? snap.context.config.additionalIds.includes('1') && snap.context.config.plateNumber === null : null,
    }),
}));

// ───────────────────────────── colour picker ─────────────────────────────

export const pickerColours = coloursForPeriod(detailsOffer, 24);
const otherPeriodColours = coloursForPeriod(detailsOffer, 36);

export const colourPickerPlan = withoutTransientStates(planChart({
  id: 'colour-picker',
  machine: colourPickerMachine.provide({ actions: { reportColour: () => undefined } }),
  input: { colours: pickerColours, selectedId: pickerColours[0]!.colorId, enabled: true },
  events: (snap) =>
    [
      { type: 'colour.select' as const, colorId: pickerColours[2]!.colorId },
      { type: 'colour.select' as const, colorId: pickerColours[0]!.colorId },
      { type: 'colourPicker.disable' as const },
      { type: 'colourPicker.enable' as const },
      // The page's configuration after a period change, another colour chosen.
      configurationEvent(detailsOffer, { ...initialConfiguration(detailsOffer), period: 36, colorId: otherPeriodColours.at(-1)!.colorId }),
    ].filter((e) => snap.can(e)),
  serializeState: (snap) => JSON.stringify({ value: snap.value, n: snap.context.colours.length, id: snap.context.selectedId }),
}));

/** The same chart opened disabled (the lead step first). */
export const colourPickerDisabledPlan = withoutTransientStates(planChart({
  id: 'colour-picker-disabled',
  machine: colourPickerMachine.provide({ actions: { reportColour: () => undefined } }),
  input: { colours: pickerColours, selectedId: pickerColours[0]!.colorId, enabled: false },
  events: (snap) => [{ type: 'colourPicker.enable' as const }].filter((e) => snap.can(e)),
}));

// ───────────────────────────── initial payment ─────────────────────────────

export const paymentBounds = { min: 498_936, max: 3_492_552 };
export const otherBounds = { min: 100_000, max: 700_000 };

export const initialPaymentPlan = withoutTransientStates(planChart({
  id: 'initial-payment',
  machine: initialPaymentMachine.provide({ actions: { reportChange: () => undefined, reportAboveMaximum: () => undefined } }),
  input: { amount: 0, bounds: paymentBounds },
  // A typed amount above the maximum is refused (the amount stays): its own path, apart from one the field takes.
  distinguishCandidates: true,
  events: () => [
    { type: 'initialPayment.change' as const, amount: 0 },
    { type: 'initialPayment.change' as const, amount: 600_000 },
    { type: 'initialPayment.change' as const, amount: 12_345 },
    { type: 'initialPayment.change' as const, amount: 9_000_000 },
    entradaConfigurationEvent(detailsOffer, { period: 36, initialPayment: 0, bounds: otherBounds }),
    // New bounds whose maximum the amount passes: the amount resets to 0.
    entradaConfigurationEvent(detailsOffer, { period: 36, initialPayment: 900_000, bounds: otherBounds }),
  ],
  serializeState: (snap) =>
    JSON.stringify({ value: snap.value, amount: snap.context.amount, bounds: snap.context.bounds, refused: snap.context.refusedAboveMaximum }),
}));

// ───────────────────────────── details modal ─────────────────────────────

export const optionalTarget: DetailsTarget = { kind: 'optional', brand: 'fiat', modelCode: detailsOffer.modelCode, code: 'PACK-TECH', name: 'Pacote Tecnologia' };
export const modalContent: ModalContent = { title: 'Pacote Tecnologia', html: '<p>Carregador por <strong>indução</strong></p>' };

export const detailsModalPlan = withoutTransientStates(planChart({
  id: 'details-modal',
  machine: detailsModalMachine,
  events: (snap) => [
    ...(snap.children.loadDetails
      ? [
          { type: 'xstate.done.actor.loadDetails', output: modalContent },
          { type: 'xstate.done.actor.loadDetails', output: { title: 'Vazio', html: '<p> </p>' } },
          { type: 'xstate.error.actor.loadDetails', error: new Error('404') },
        ]
      : []),
    ...[{ type: 'modal.open' as const, target: optionalTarget }, { type: 'modal.close' as const }].filter((e) => snap.can(e)),
  ],
}));

// ───────────────────────────── FAQ modal ─────────────────────────────

export const faqEntries: FaqEntry[] = demoFaq.map((f) => ({ question: f.question, text: f.answer, hideSurvey: f.hideSurvey }));

export const faqModalPlan = withoutTransientStates(planChart({
  id: 'faq-modal',
  machine: faqModalMachine,
  input: { faqPath: '/content/flua/faq' },
  events: (snap) => [
    ...(snap.children.loadFaq
      ? [
          { type: 'xstate.done.actor.loadFaq', output: faqEntries },
          { type: 'xstate.error.actor.loadFaq', error: new Error('404') },
        ]
      : []),
    ...[{ type: 'faq.open' as const }, { type: 'faq.close' as const }, { type: 'faq.search' as const, term: 'placa' }].filter((e) => snap.can(e)),
  ],
  serializeState: (snap) => JSON.stringify({ value: snap.value, loaded: snap.context.entries !== null, term: snap.context.term }),
}));

// ───────────────────────────── terms ─────────────────────────────

export const featuredItems = detailsOffer.partsList.map((name) => ({ name }));

export const termsPlan = withoutTransientStates(planChart({
  id: 'terms',
  machine: termsMachine,
  input: { mvsCode: detailsOffer.mvs, year: detailsOffer.modelYear },
  events: (snap) => [
    ...(snap.children.loadItems
      ? [
          { type: 'xstate.done.actor.loadItems', output: featuredItems },
          { type: 'xstate.error.actor.loadItems', error: new Error('404') },
        ]
      : []),
    { type: 'terms.toggle' as const, tab: 'standardItems' as const },
    { type: 'terms.toggle' as const, tab: 'generalConditions' as const },
  ],
  serializeState: (snap) => JSON.stringify({ value: snap.value, loaded: snap.context.items !== null }),
}));

// ───────────────────────────── share ─────────────────────────────

/** One plan for both widths: the test's isMobile reads a `mobile` flag the generated `share.open` carries. */
export const sharePlan = withoutTransientStates(
  planChart({
    id: 'share',
    machine: shareMachine.provide({ guards: { isMobile: ({ event }) => Boolean((event as { mobile?: boolean }).mobile) } }),
    input: { title: 'Fiat Mobi Like 2026' },
    events: (snap) => [
      ...(snap.children.nativeShare
        ? [
            { type: 'xstate.done.actor.nativeShare' },
            { type: 'xstate.error.actor.nativeShare', error: new Error('AbortError') },
          ]
        : []),
      ...(snap.children.copyLink
        ? [
            { type: 'xstate.done.actor.copyLink' },
            { type: 'xstate.error.actor.copyLink', error: new Error('denied') },
          ]
        : []),
      ...(snap.value === 'copied' ? [{ type: 'xstate.after.toast.share.copied' }] : []),
      ...[
        { type: 'share.open' as const },
        { type: 'share.open' as const, mobile: true },
        { type: 'share.close' as const },
        { type: 'share.copy' as const },
        { type: 'share.message' as const },
      ].filter((e) => snap.can(e)),
    ],
  }),
);
