/**
 * Offer details chart (spec 000 §2 "Offer details", §4; 001 §5.4): load the
 * offer, configure it (plan, colour, optional, additionals, plate ending,
 * initial payment), then the lead step.
 *
 *   loadingOffer ──done──▶ ready ──details.close──▶ closed (final)
 *        └──error──▶ failed ──offer.retry──▶ loadingOffer
 *
 *   ready: (opening) ──[editing a lead]──▶ mergingLead ──edit.leadLoaded──▶ details (the lead's terms merged,
 *          its coupon kept: the coupon child shows it and takes no other)
 *                    ──[leadFormFirst]──▶ lead, else details
 *          lead ──lead.published──▶ details (the new test layout: the lead form first; once create-rental-lead
 *                                   created the lead, the details step follows, saying the data were sent)
 *          details ──details.continue [canContinue]──▶ lead ──details.back──▶ details (clears the coupon;
 *                                                                  editing a lead: the page reloads)
 *          The lead step is a history entry of its own (`etapa=dados`, the app's `showLeadStepInAddress` /
 *          `leaveLeadStepInAddress`): the browser's Back there is `address.changed` (as details.back, the address
 *          already moved), Forward `address.changed` [canContinue] ──▶ lead; the lead child stays in `ready`, so
 *          the form keeps what was typed. A reload on that address opens the lead step when it may.
 *          details ──details.continue [a plate number is missing]──▶ details (the plate error shows from now on)
 *          details ──optional.select [another optional is chosen]──▶ details (it is replaced; the conflict message shows
 *                                                                    until the next optional choice)
 *
 *   ready ──lead.offerRefreshed──▶ ready (the lead child read the offer again, its price changed: the offer
 *          replaced in place, the configuration kept, every child fed the new price)
 *   ready ──error of loadLeadStep──▶ failed (the lead step's code did not arrive; 'offer.retry' opens the offer again)
 *
 * In `ready` four child charts run: the colour picker ('colourPicker'), the
 * initial payment ('initialPayment'), the coupon ('coupon') and the lead
 * step's: the lead submission ('leadSubmission'), or, editing a sent lead
 * (`edit`: the seller's link or the customer's 'editable' address), the lead
 * update ('leadUpdate', machines/lead-update) which loads the lead, reports
 * it (`edit.leadLoaded`) and saves it. The lead step's chart comes with its
 * own code, apart from the offer's first paint: `loadLeadStep`, invoked as
 * `ready` opens, brings it and `startLeadStep` starts it (`leadStep` goes
 * from 'loading' to 'running'); until then the lead step waits for it and
 * the lead child hears nothing (it opens with the configuration and coupon
 * of that moment). A change of the configuration is one named action,
 * `configurationChanged` (the initial payment checked against the new
 * bounds, `announceConfiguration`, the address); `announceConfiguration`
 * sends one `configuration.changed` (machines/configuration-changed.ts: the
 * choices, the period's colours, the price with the coupon, the entrada's
 * check, the CPF typed so far) to every child that listens, each taking what
 * it needs (`configureLeadStep` to the lead and coupon alone, when only the
 * price or the plate changed). The children report with `sendParent`:
 * `colour.changed`, `initialPayment.changed`, `coupon.changed` (the applied
 * coupon, which the chart passes on to the lead) and, from the lead form,
 * `lead.cpfChanged` (the customer's CPF so far, which the coupon hears with
 * the next configuration). The chart reads no child's context. Going back (`details.back`) clears the
 * coupon, here only (editing a lead it reloads the page, spec 000 §4 "Back-to-lead-step reloads
 * the page"). Every configuration rule is a models/ function
 * (models/pricing/offer-details.ts over models/pricing/pricing.ts) called from a named
 * action or guard. The app provides `syncAddress` (the configuration in the
 * address), `closeDetails` (clears offerId, editable and leadId),
 * `trackPageView` (the virtual page view on the data layer) and `reloadPage`.
 */
import { failureText } from '../../models/showcase/api';
import { and, assertEvent, assign, enqueueActions, fromCallback, not, sendParent, setup, type DoneActorEvent, type SnapshotFrom } from 'xstate';
import { markPlaceholder, placeholderFor } from '../placeholder';
import { callErrorOf, errorOf } from '../actor-events';
import { isRetryableFailure } from '../../models/common/general-failure';
import type { OfferWithMvs } from '../../models/showcase/api';
import type { Offer } from '../../models/offer/offer';
import { announcedConfiguration, normaliseConfiguration, additionalsForPeriod, canContinue, configurationBounds, coloursForPeriod, detailsContractCost, detailsPrice, initialConfiguration, configurationKey, initialPaymentAfterBoundsChange, isPlateAdditional, isRequiredAdditional, mileagesOf, optionalConflicts, optionalsForPeriod, periodsOf, planComparison, plateNumberMissing, priceInclusions, requiredOptional, suggestedInitialPayment, withAdditionalToggled, withColour, withMileage, withOptional, withPeriod, withPlan, withPlateNumber, type ComparisonColumn, type DetailsConfiguration, type PriceInclusions } from '../../models/pricing/offer-details';
import { configurationFromSearch } from '../../models/app/details-address';
import { editConfiguration, offerWithLead, type EditRequest } from '../../models/lead/lead-update';
import { formatInstalmentsHeader } from '../../models/common/money';
import type { DetailsSearchParams } from '../../models/app/route-params';
import type { ContractCost, CouponTerms, InitialPaymentCheck, OfferPrice } from '../../models/pricing/pricing';
import { colourPickerMachine, type ColourPickerActorRef } from '../colour-picker/colour-picker.machine';
import { initialPaymentMachine, type InitialPaymentActorRef } from '../initial-payment/initial-payment.machine';
import { couponChangedOf, couponMachine, type CouponActorRef, type CouponChanged, type CouponInput } from '../coupon/coupon.machine';
import type { LeadLoaded, LeadUpdateActorRef, LeadUpdateInput, leadUpdateChild } from '../lead-update/lead-update.machine';
import type { LeadCpfChanged, LeadOfferRefreshed, LeadPublished, LeadSubmissionActorRef, PublishedLead, LeadSubmissionInput, leadSubmissionChild } from '../lead-submission/lead-submission.machine';
import { initialLeadCpf } from '../../models/lead/lead-form-values';
import { configurationChanged, type ConfigurationChanged } from '../configuration-changed';
import type { createOfferDetailsImplementations } from './offer-details.actors';

type DetailsActors = ReturnType<typeof createOfferDetailsImplementations>['actors'];

/** What the page knows about the visitor for the lead step (account, location, address parameters, tracking), read when the offer opens. */
export type LeadStepFacts = Omit<LeadSubmissionInput, 'offer' | 'config' | 'price'>;

export interface OfferDetailsInput {
  offerId: string;
  /** The configuration the address carries. */
  search?: DetailsSearchParams;
  /** The new test layout's order (spec 000 §4 "New test layout"): the lead step first, the details step once the lead is created. */
  leadFormFirst?: boolean;
  /** The lead step's facts about the visitor. */
  lead?: LeadStepFacts;
  /** Look for the automatic coupon when the offer opens (it needs the visitor's location). */
  automaticCoupon?: boolean;
  /** Editing a sent lead (models/lead/lead-update.ts `editRequestOf`): the lead step saves it instead of sending a new one. */
  edit?: EditRequest | null;
  /** The address names the lead step (`etapa=dados`: a reload or Forward there): the page opens on it when it may. */
  openOnLeadStep?: boolean;
}

/** The address's step changed (Back or Forward in the browser): the lead step's entry, or the configuration's. */
export type AddressChanged = { type: 'address.changed'; leadStep: boolean };

/**
 * Hears the address's step (the app's router) and reports each change to the
 * chart as `address.changed`. The app provides it; the placeholder throws.
 */
export const followAddressPlaceholder = markPlaceholder(
  fromCallback<AddressChanged, undefined>(() => {
    throw new Error('followAddress actor not provided');
  }),
  'followAddress',
);

/** Which lead step chart the page runs: the lead form, or the lead update when editing a sent lead. */
export type LeadStepKind = 'leadSubmission' | 'leadUpdate';
/** The lead step's chart, as `loadLeadStep` brings it. */
export type LeadStepLogic = typeof leadSubmissionChild | typeof leadUpdateChild;

export interface OfferDetailsContext {
  offerId: string;
  search: DetailsSearchParams;
  leadFormFirst: boolean;
  lead: LeadStepFacts;
  automaticCoupon: boolean;
  edit: EditRequest | null;
  openOnLeadStep: boolean;
  offer: Offer | null;
  config: DetailsConfiguration | null;
  initialPaymentCheck: InitialPaymentCheck;
  /** The coupon the summary counts (the coupon child reports it); cleared on going back. */
  coupon: CouponTerms | null;
  /** The coupon the visitor typed, kept in the address (an automatic one is not). */
  couponName: string | null;
  /** The visitor tried to continue: missing choices say so from now on. */
  continueAttempted: boolean;
  /** The last optional chosen replaced another (two cannot go together): the message shows. */
  optionalConflict: boolean;
  /** The new test layout: the lead created in the lead step (its ids went to the page). */
  publishedLead: PublishedLead | null;
  /** The lead step's chart: its code still coming ('loading'), or started ('running'). */
  leadStep: 'loading' | 'running';
  /** The customer's CPF as the lead form last reported it (`lead.cpfChanged`); undefined until it does. */
  leadCpf: string | null | undefined;
  errorMessage: string | null;
  /** Whether opening the offer again can help (not for an offer that is gone: removed, archived, unknown). */
  offerRetryable: boolean;
}

export type OfferDetailsEvent =
  | { type: 'offer.retry' }
  | { type: 'plan.selectPeriod'; period: number }
  | { type: 'plan.selectKm'; km: number }
  | { type: 'plan.select'; period: number; km: number }
  | { type: 'colour.changed'; colorId: string }
  | { type: 'optional.select'; optionalId: string | null }
  | { type: 'additional.toggle'; id: string }
  | { type: 'plate.select'; plateNumber: number }
  | { type: 'initialPayment.changed'; amount: number; check: InitialPaymentCheck }
  | { type: 'details.continue' }
  | { type: 'details.back' }
  | { type: 'details.close' }
  /** The coupon child applied or removed a coupon: the summary's figures, the lead and the address (a typed one) follow. */
  | CouponChanged
  /** Editing a lead: the lead update child loaded it (its terms are merged into the configuration). */
  | LeadLoaded
  /** The new test layout: the lead child created the lead (create-rental-lead) and published its ids. */
  | LeadPublished
  /** The lead child read the offer again (its price changed while the form was filled): the page takes it in place. */
  | LeadOfferRefreshed
  /** The lead form's CPF changed (the coupon hears it with the next configuration). */
  | LeadCpfChanged
  /** Back or Forward moved between the configuration's and the lead step's history entries. */
  | AddressChanged;


/** The offer and configuration of a ready snapshot (the chart is in `ready` only with both: anything else is a bug). */
function ready(context: OfferDetailsContext): { offer: Offer; config: DetailsConfiguration } {
  const { offer, config } = context;
  if (!offer || !config) throw new Error('offer details: no offer or configuration outside ready');
  return { offer, config };
}

/** The offer and configuration as a pair, for the models/ rules that take them in that order. */
function offerAndConfig(context: OfferDetailsContext): [Offer, DetailsConfiguration] {
  const { offer, config } = ready(context);
  return [offer, config];
}

/** The edit of a sent lead (the lead update's chart runs only while there is one). */
function editOf(context: OfferDetailsContext): EditRequest {
  if (!context.edit) throw new Error('offer details: no lead being edited');
  return context.edit;
}

/** The lead child's input: the configuration and price as the lead step opens, and the visitor's facts. */
function leadInputOf(context: OfferDetailsContext): LeadSubmissionInput {
  const { offer, config } = ready(context);
  return { ...context.lead, offer, config, price: detailsPrice(offer, config, context.coupon) };
}

/** The lead update child's input: the edit, the configuration and price as the step opens. */
function leadUpdateInputOf(context: OfferDetailsContext): LeadUpdateInput {
  const { offer, config } = ready(context);
  return { request: editOf(context), offer, config, price: detailsPrice(offer, config, context.coupon), initialPaymentCheck: context.initialPaymentCheck };
}

/** The children that hear the configuration (each takes what it needs from it). */
type ConfiguredChild = 'colourPicker' | 'initialPayment' | 'coupon' | LeadStepKind;

/**
 * The one message every listening child hears when the configuration or the
 * coupon changed (models/ `announcedConfiguration`): the choices, the
 * period's colours, the price with the coupon, the entrada's check and the
 * customer's CPF typed in the form so far.
 */
function configurationMessage(context: OfferDetailsContext): ConfigurationChanged {
  const { offer, config } = ready(context);
  return configurationChanged(
    announcedConfiguration(offer, config, { coupon: context.coupon, initialPaymentCheck: context.initialPaymentCheck, customerCpf: context.leadCpf }),
  );
}

/**
 * Who hears a change of the price or the plate: the lead step's chart (the
 * lead form, or the lead update when editing), once started (it opened with
 * the configuration of that moment), and the coupon.
 */
function leadStepListeners(context: OfferDetailsContext): ConfiguredChild[] {
  const lead: ConfiguredChild[] = context.leadStep === 'running' ? [context.edit ? 'leadUpdate' : 'leadSubmission'] : [];
  return [...lead, 'coupon'];
}

export const offerDetailsMachine = setup({
  types: {
    input: {} as OfferDetailsInput,
    context: {} as OfferDetailsContext,
    events: {} as OfferDetailsEvent | DoneActorEvent<OfferWithMvs, 'loadOffer'> | DoneActorEvent<LeadStepLogic, 'loadLeadStep'>,
    children: {} as {
      loadOffer: 'loadOffer';
      loadLeadStep: 'loadLeadStep';
      followAddress: 'followAddress';
      colourPicker: 'colourPicker';
      initialPayment: 'initialPayment';
      coupon: 'coupon';
    },
  },
  actors: {
    loadOffer: placeholderFor<DetailsActors['loadOffer']>('loadOffer'),
    /** The lead step's chart (its code, loaded apart from the offer's first paint). */
    loadLeadStep: placeholderFor<DetailsActors['loadLeadStep']>('loadLeadStep'),
    /** The address's step, as the browser's Back and Forward change it. */
    followAddress: followAddressPlaceholder,
    colourPicker: colourPickerMachine,
    initialPayment: initialPaymentMachine,
    coupon: couponMachine.provide({ actions: { reportCoupon: sendParent(({ context }) => couponChangedOf(context)) } }),
  },
  guards: {
    canRetryOffer: ({ context }) => context.offerRetryable,
    leadFormFirst: ({ context }) => context.leadFormFirst,
    isEditingLead: ({ context }) => context.edit !== null,
    /** The address names the lead step (a reload or Forward there). */
    opensOnLeadStep: ({ context }) => context.openOnLeadStep,
    /** Forward to the lead step's entry. */
    addressShowsLeadStep: ({ event }) => {
      assertEvent(event, 'address.changed');
      return event.leadStep;
    },
    /** Back to the configuration's entry. */
    addressShowsDetails: ({ event }) => {
      assertEvent(event, 'address.changed');
      return !event.leadStep;
    },
    isOtherPeriod: ({ context, event }) => {
      const { offer, config } = ready(context);
      assertEvent(event, 'plan.selectPeriod');
      return event.period !== config.period && periodsOf(offer).includes(event.period);
    },
    isOtherMileage: ({ context, event }) => {
      const { offer, config } = ready(context);
      assertEvent(event, 'plan.selectKm');
      return event.km !== config.km && mileagesOf(offer, config.period).includes(event.km);
    },
    isOtherPlan: ({ context, event }) => {
      const { offer, config } = ready(context);
      assertEvent(event, 'plan.select');
      const e = event;
      return (e.period !== config.period || e.km !== config.km) && offer.rentalPlanList.some((p) => p.period === e.period && p.km === e.km);
    },
    isOfferedColour: ({ context, event }) => {
      const { offer, config } = ready(context);
      assertEvent(event, 'colour.changed');
      return coloursForPeriod(offer, config.period).some((c) => c.colorId === event.colorId);
    },
    isSelectableOptional: ({ context, event }) => {
      const { offer, config } = ready(context);
      const optionals = optionalsForPeriod(offer, config.period);
      assertEvent(event, 'optional.select');
      const id = event.optionalId;
      return !requiredOptional(optionals) && id !== config.optionalId && (id === null || optionals.some((o) => o.optionalId === id));
    },
    /** Another optional is already chosen: the two cannot go together (models/pricing/offer-details.ts). */
    replacesOptional: ({ context, event }) => {
      assertEvent(event, 'optional.select');
      return optionalConflicts(ready(context).config, event.optionalId);
    },
    isToggleableAdditional: ({ context, event }) => {
      const { offer, config } = ready(context);
      assertEvent(event, 'additional.toggle');
      const item = additionalsForPeriod(offer, config.period).find((a) => a.id === event.id);
      return item !== undefined && !isRequiredAdditional(item);
    },
    isPlateSelectable: ({ context, event }) => {
      const { offer, config } = ready(context);
      assertEvent(event, 'plate.select');
      const n = event.plateNumber;
      const plateChecked = offer.additionalItemsList.some((a) => isPlateAdditional(a) && config.additionalIds.includes(a.id));
      return plateChecked && Number.isInteger(n) && n >= 0 && n <= 9 && n !== config.plateNumber;
    },
    isNewInitialPayment: ({ context, event }) => {
      assertEvent(event, 'initialPayment.changed');
      return event.amount !== ready(context).config.initialPayment || event.check !== context.initialPaymentCheck;
    },
    canContinue: ({ context }) => {
      const { offer, config } = ready(context);
      return canContinue(offer, config, context.initialPaymentCheck);
    },
    isPlateNumberMissing: ({ context }) => {
      const { offer, config } = ready(context);
      return plateNumberMissing(offer, config);
    },
  },
  actions: {
    storeOffer: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadOffer');
      const offer = event.output;
      const config = initialConfiguration(offer, configurationFromSearch(context.search));
      return { offer, config, initialPaymentCheck: 'ok' as const, leadStep: 'loading' as const, errorMessage: null };
    }),
    storeError: assign({
      errorMessage: ({ event }) => failureText(errorOf(event)),
      offerRetryable: ({ event }) => isRetryableFailure(callErrorOf(event).status),
    }),
    /** The offer as it is now, the same choice kept (what it no longer sells dropped by the rules). */
    replaceOffer: assign(({ context, event }) => {
      assertEvent(event, 'lead.offerRefreshed');
      return { offer: event.offer, config: normaliseConfiguration(event.offer, ready(context).config) };
    }),
    /** The lead step's code did not arrive (the browser's own words, in English, are not shown): the page says the offer failed to open. */
    forgetError: assign({ errorMessage: null, offerRetryable: true }),
    /**
     * The lead's terms replace the offer's defaults; what the address carries
     * (the person's changes, kept across a reload) replaces the lead's.
     */
    mergeLead: assign(({ context, event }) => {
      assertEvent(event, 'edit.leadLoaded');
      // The offer with the lead merged (spec 000 §4): its leadId, period, km, mileage and payment figures, as the server answered them.
      const offer = event.terms ? offerWithLead(ready(context).offer, event.terms) : ready(context).offer;
      return { offer, config: editConfiguration(offer, event.lead, configurationFromSearch(context.search)), initialPaymentCheck: 'ok' as const };
    }),
    /**
     * The lead step's child, its code arrived: the lead update when editing a sent lead, else the lead form.
     * It opens with the configuration as it is now, and hears the coupon applied meanwhile.
     */
    startLeadStep: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'xstate.done.actor.loadLeadStep');
      const logic = event.output;
      enqueue.assign({ leadStep: 'running' });
      // (XState's types give an id only to the actors a chart declares; this one's logic arrives at run time.)
      if (context.edit) {
        enqueue.spawnChild(logic, { id: 'leadUpdate', input: leadUpdateInputOf(context) } as { input: LeadUpdateInput });
        if (context.coupon) enqueue.sendTo('leadUpdate', { type: 'leadUpdate.couponChanged', coupon: context.coupon });
      } else {
        enqueue.spawnChild(logic, { id: 'leadSubmission', input: leadInputOf(context) } as { input: LeadSubmissionInput });
        if (context.coupon) enqueue.sendTo('leadSubmission', { type: 'lead.couponChanged', coupon: context.coupon });
      }
    }),
    /** Editing a lead: the coupon it was sent with (or none) is the summary's, and the coupon field takes no other. */
    keepLeadCoupon: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'edit.leadLoaded');
      enqueue.assign({ coupon: event.coupon, couponName: null });
      enqueue.sendTo('coupon', { type: 'coupon.keep', coupon: event.coupon });
      enqueue.sendTo('leadUpdate', { type: 'leadUpdate.couponChanged', coupon: event.coupon });
    }),
    stopLeadStep: enqueueActions(({ context, enqueue }) => enqueue.stopChild(context.edit ? 'leadUpdate' : 'leadSubmission')),
    /** The address is written once the configuration is the one shown (editing: after the lead's terms are merged). */
    syncOpenedAddress: enqueueActions(({ context, enqueue }) => {
      if (!context.edit) enqueue('syncAddress');
    }),
    selectPeriod: assign(({ context, event }) => {
      assertEvent(event, 'plan.selectPeriod');
      return { config: withPeriod(...offerAndConfig(context), event.period) };
    }),
    selectMileage: assign(({ context, event }) => {
      assertEvent(event, 'plan.selectKm');
      return { config: withMileage(...offerAndConfig(context), event.km) };
    }),
    selectPlan: assign(({ context, event }) => {
      assertEvent(event, 'plan.select');
      return { config: withPlan(...offerAndConfig(context), event.period, event.km) };
    }),
    selectColour: assign(({ context, event }) => {
      assertEvent(event, 'colour.changed');
      return { config: withColour(...offerAndConfig(context), event.colorId) };
    }),
    selectOptional: assign(({ context, event }) => {
      assertEvent(event, 'optional.select');
      return { config: withOptional(...offerAndConfig(context), event.optionalId) };
    }),
    noteOptionalConflict: assign({ optionalConflict: true }),
    clearOptionalConflict: assign({ optionalConflict: false }),
    toggleAdditional: assign(({ context, event }) => {
      assertEvent(event, 'additional.toggle');
      return { config: withAdditionalToggled(...offerAndConfig(context), event.id) };
    }),
    selectPlateNumber: assign(({ context, event }) => {
      assertEvent(event, 'plate.select');
      return { config: withPlateNumber(...offerAndConfig(context), event.plateNumber) };
    }),
    storeInitialPayment: assign(({ context, event }) => {
      assertEvent(event, 'initialPayment.changed');
      return { config: { ...ready(context).config, initialPayment: event.amount }, initialPaymentCheck: event.check };
    }),
    /** The bounds follow the monthly total: the amount is checked again (above the maximum: back to 0). */
    recheckInitialPayment: assign(({ context }) => {
      const { offer, config } = ready(context);
      const state = initialPaymentAfterBoundsChange(config.initialPayment, configurationBounds(offer, config));
      return { config: { ...config, initialPayment: state.amount }, initialPaymentCheck: state.check };
    }),
    /** A change of the configuration: the initial payment checked again, every child told, the address written. */
    configurationChanged: enqueueActions(({ enqueue }) => {
      enqueue('recheckInitialPayment');
      enqueue('announceConfiguration');
      enqueue('syncAddress');
    }),
    /** The configuration reaches every child that listens: the colour picker, the initial payment, the lead and the coupon. */
    announceConfiguration: enqueueActions(({ context, enqueue }) => {
      const message = configurationMessage(context);
      for (const id of ['colourPicker', 'initialPayment', ...leadStepListeners(context)] as const) enqueue.sendTo(id, message);
    }),
    /** The configuration and price (with the coupon) reach the lead and the coupon. */
    configureLeadStep: enqueueActions(({ context, enqueue }) => {
      const message = configurationMessage(context);
      for (const id of leadStepListeners(context)) enqueue.sendTo(id, message);
    }),
    storeLeadCpf: assign({
      leadCpf: ({ event }) => {
        assertEvent(event, 'lead.cpfChanged');
        return event.cpf;
      },
    }),
    enableColourPicker: enqueueActions(({ enqueue }) => enqueue.sendTo('colourPicker', { type: 'colourPicker.enable' })),
    disableColourPicker: enqueueActions(({ enqueue }) => enqueue.sendTo('colourPicker', { type: 'colourPicker.disable' })),
    /** Going back clears the coupon: the summary's figures and the coupon child (whose field empties). */
    clearCoupon: enqueueActions(({ enqueue }) => {
      enqueue.assign({ coupon: null, couponName: null });
      enqueue.sendTo('coupon', { type: 'coupon.clear' });
    }),
    storeCoupon: assign(({ event }) => {
      assertEvent(event, 'coupon.changed');
      return { coupon: event.coupon, couponName: event.coupon && event.source === 'typed' ? event.coupon.name : null };
    }),
    /** The lead (or the lead update) counts the coupon applied now. */
    tellLeadCoupon: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'coupon.changed');
      // (Before the lead step's chart starts, it gets the coupon as it opens.)
      if (context.leadStep !== 'running') return;
      if (context.edit) enqueue.sendTo('leadUpdate', { type: 'leadUpdate.couponChanged', coupon: event.coupon });
      else enqueue.sendTo('leadSubmission', { type: 'lead.couponChanged', coupon: event.coupon });
    }),
    markContinueAttempted: assign({ continueAttempted: true }),
    storePublishedLead: assign({
      publishedLead: ({ event }) => {
        assertEvent(event, 'lead.published');
        return event.lead;
      },
    }),
    // Provided by the app (each throws when it is not):
    syncAddress: placeholderFor('syncAddress'),
    /** The lead step gets a history entry of its own (`etapa=dados`), so the browser's Back returns to the configuration. */
    showLeadStepInAddress: placeholderFor('showLeadStepInAddress'),
    /** 'Voltar' on the lead step: back to the configuration's history entry (or, without one below, the address loses `etapa`). */
    leaveLeadStepInAddress: placeholderFor('leaveLeadStepInAddress'),
    closeDetails: placeholderFor('closeDetails'),
    trackPageView: placeholderFor('trackPageView'),
    /** The data layer hears the new plan (the app sends it to the tracking actor). */
    trackPlanChange: placeholderFor('trackPlanChange'),
    /** Editing a lead, back from the lead step (spec 000 §4): the page reloads (the lead is read again; the address keeps the changes). */
    reloadPage: placeholderFor('reloadPage'),
  },
}).createMachine({
  id: 'offerDetails',
  context: ({ input }) => ({
    offerId: input.offerId,
    search: input.search ?? {},
    leadFormFirst: input.leadFormFirst ?? false,
    lead: input.lead ?? {},
    automaticCoupon: input.automaticCoupon ?? false,
    edit: input.edit ?? null,
    openOnLeadStep: input.openOnLeadStep ?? false,
    offer: null,
    config: null,
    initialPaymentCheck: 'ok',
    coupon: null,
    // The address's coupon is written back once the coupon chart has applied it.
    couponName: null,
    continueAttempted: false,
    optionalConflict: false,
    publishedLead: null,
    leadStep: 'loading',
    leadCpf: undefined,
    errorMessage: null,
    offerRetryable: true,
  }),
  initial: 'loadingOffer',
  states: {
    loadingOffer: {
      entry: 'trackPageView',
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: ({ context }) => context.offerId,
        onDone: { target: 'ready', actions: ['storeOffer', 'syncOpenedAddress'] },
        onError: { target: 'failed', actions: 'storeError' },
      },
      on: { 'details.close': { target: 'closed', actions: 'closeDetails' } },
    },
    failed: {
      // An offer that is gone is not opened again: the page offers the showcase instead.
      on: { 'offer.retry': { guard: 'canRetryOffer', target: 'loadingOffer' }, 'details.close': { target: 'closed', actions: 'closeDetails' } },
    },
    ready: {
      exit: 'stopLeadStep',
      on: {
        'details.close': { target: 'closed', actions: 'closeDetails' },
        'coupon.changed': { actions: ['storeCoupon', 'tellLeadCoupon', 'configureLeadStep', 'syncAddress'] },
        // The summary, the children and the lead form's price follow the offer read again; the form keeps what was typed.
        'lead.offerRefreshed': { actions: ['replaceOffer', 'configurationChanged'] },
        'lead.cpfChanged': { actions: 'storeLeadCpf' },
      },
      invoke: [
        { id: 'followAddress', src: 'followAddress' },
        {
          id: 'loadLeadStep',
          src: 'loadLeadStep',
          input: ({ context }): LeadStepKind => (context.edit ? 'leadUpdate' : 'leadSubmission'),
          onDone: { actions: 'startLeadStep' },
          onError: { target: 'failed', actions: 'forgetError' },
        },
        {
          id: 'colourPicker',
          src: 'colourPicker',
          input: ({ context }) => {
            const { offer, config } = ready(context);
            return { colours: coloursForPeriod(offer, config.period), selectedId: config.colorId, enabled: !context.leadFormFirst };
          },
        },
        {
          id: 'initialPayment',
          src: 'initialPayment',
          input: ({ context }) => {
            const { offer, config } = ready(context);
            return { amount: config.initialPayment, bounds: configurationBounds(offer, config) };
          },
        },
        {
          id: 'coupon',
          src: 'coupon',
          input: ({ context }): CouponInput => {
            const { offer, config } = ready(context);
            return {
              offerId: offer.id,
              period: config.period,
              // The customer's CPF (a seller's own never counts).
              cpf: initialLeadCpf(offer, context.lead.settings, context.lead.user ?? null),
              // Editing a lead, its own coupon comes with it (`keepLeadCoupon`): no other is looked for.
              automatic: !context.edit && context.automaticCoupon && (context.lead.location ?? null) !== null,
              initialPayment: config.initialPayment,
              minimumInitialPayment: detailsPrice(offer, config, context.coupon).bounds.min,
              // A coupon the address carries is validated when the offer opens.
              name: context.edit ? undefined : context.search.coupon,
            };
          },
        },
      ],
      initial: 'opening',
      states: {
        opening: {
          always: [
            { guard: 'isEditingLead', target: 'mergingLead' },
            { guard: 'leadFormFirst', target: 'lead' },
            // A reload (or Forward) on the lead step's address opens it when the configuration may go on; else its
            // address is left for the configuration's.
            { guard: and(['opensOnLeadStep', 'canContinue']), target: 'lead' },
            { guard: 'opensOnLeadStep', target: 'details', actions: 'leaveLeadStepInAddress' },
            { target: 'details' },
          ],
        },
        /** Editing a lead: the lead update child loads it; its terms become the configuration. */
        mergingLead: {
          on: { 'edit.leadLoaded': { target: 'details', actions: ['mergeLead', 'keepLeadCoupon', 'announceConfiguration', 'syncAddress'] } },
        },
        details: {
          on: {
            'plan.selectPeriod': { guard: 'isOtherPeriod', actions: ['selectPeriod', 'configurationChanged', 'trackPlanChange'] },
            'plan.selectKm': { guard: 'isOtherMileage', actions: ['selectMileage', 'configurationChanged', 'trackPlanChange'] },
            'plan.select': { guard: 'isOtherPlan', actions: ['selectPlan', 'configurationChanged', 'trackPlanChange'] },
            'colour.changed': { guard: 'isOfferedColour', actions: ['selectColour', 'configurationChanged'] },
            'optional.select': [
              {
                guard: and(['isSelectableOptional', 'replacesOptional']),
                actions: ['selectOptional', 'noteOptionalConflict', 'configurationChanged'],
              },
              { guard: 'isSelectableOptional', actions: ['selectOptional', 'clearOptionalConflict', 'configurationChanged'] },
            ],
            'additional.toggle': { guard: 'isToggleableAdditional', actions: ['toggleAdditional', 'configurationChanged'] },
            'plate.select': { guard: 'isPlateSelectable', actions: ['selectPlateNumber', 'configureLeadStep', 'syncAddress'] },
            'initialPayment.changed': { guard: 'isNewInitialPayment', actions: ['storeInitialPayment', 'configureLeadStep', 'syncAddress'] },
            'details.continue': [
              { guard: 'canContinue', target: 'lead', actions: 'showLeadStepInAddress' },
              { guard: 'isPlateNumberMissing', actions: 'markContinueAttempted' },
            ],
            // Forward to the lead step's entry: the lead form as it was left (its chart kept what was typed).
            'address.changed': [
              { guard: and(['addressShowsLeadStep', 'canContinue']), target: 'lead' },
              { guard: and(['addressShowsLeadStep', not('canContinue')]), actions: 'leaveLeadStepInAddress' },
            ],
          },
        },
        lead: {
          entry: 'disableColourPicker',
          exit: 'enableColourPicker',
          on: {
            'lead.published': { target: 'details', actions: 'storePublishedLead' },
            'details.back': [
              { guard: 'isEditingLead', target: 'details', actions: 'reloadPage' },
              { target: 'details', actions: ['clearCoupon', 'leaveLeadStepInAddress'] },
            ],
            // The browser's Back from the lead step's entry: as 'Voltar', the address already there. The lead
            // form's chart stays, with what was typed, for Forward or 'Continuar'.
            'address.changed': [
              { guard: and(['addressShowsDetails', 'isEditingLead']), target: 'details', actions: 'reloadPage' },
              { guard: 'addressShowsDetails', target: 'details', actions: 'clearCoupon' },
            ],
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});

export type OfferDetailsSnapshot = SnapshotFrom<typeof offerDetailsMachine>;
export type OfferDetailsStatus = 'loadingOffer' | 'failed' | 'mergingLead' | 'details' | 'lead' | 'closed';

// ───────────────────────────── selectors ─────────────────────────────

export const selectStatus = (s: OfferDetailsSnapshot): OfferDetailsStatus =>
  s.matches('loadingOffer')
    ? 'loadingOffer'
    : s.matches('failed')
      ? 'failed'
      : s.matches('closed')
        ? 'closed'
        : s.matches({ ready: 'mergingLead' })
          ? 'mergingLead'
          : s.matches({ ready: 'lead' })
          ? 'lead'
          : 'details';
export const selectOffer = (s: OfferDetailsSnapshot) => s.context.offer;
export const selectConfig = (s: OfferDetailsSnapshot) => s.context.config;
export const selectErrorMessage = (s: OfferDetailsSnapshot) => s.context.errorMessage;
export const selectCanRetryOffer = (s: OfferDetailsSnapshot) => s.can({ type: 'offer.retry' });
export const selectInitialPaymentCheck = (s: OfferDetailsSnapshot) => s.context.initialPaymentCheck;
/** The plate error shows once the visitor tried to continue without the number. */
export const selectShowPlateError = (s: OfferDetailsSnapshot) =>
  s.context.continueAttempted && s.context.offer !== null && s.context.config !== null && plateNumberMissing(s.context.offer, s.context.config);
/** The conflict message of two optionals: the chosen one replaced another (and is still chosen). */
export const selectOptionalConflict = (s: OfferDetailsSnapshot) => s.context.optionalConflict && s.context.config?.optionalId != null;
export const selectCouponApplied = (s: OfferDetailsSnapshot) => s.context.coupon !== null;
/** What the plan comparison says of the coupon it counts: none applied, one of the period, or the edited lead's own. */
export type ComparisonCouponNote = 'period' | 'kept' | null;
export const selectComparisonCouponNote = (s: OfferDetailsSnapshot): ComparisonCouponNote => (s.context.coupon === null ? null : s.context.edit ? 'kept' : 'period');
/** The new test layout: the lead was created in the lead step (the details step says so). */
export const selectLeadPublished = (s: OfferDetailsSnapshot) => s.context.publishedLead !== null;
export const selectCanContinue = (s: OfferDetailsSnapshot) => s.can({ type: 'details.continue' });
export const selectColourPickerRef = (s: OfferDetailsSnapshot): ColourPickerActorRef | undefined => s.children.colourPicker;
export const selectInitialPaymentRef = (s: OfferDetailsSnapshot): InitialPaymentActorRef | undefined => s.children.initialPayment;
/**
 * The lead step's children, spawned from code that arrives at run time
 * (`startLeadStep`): XState's `types.children` names only declared actors,
 * so these two are read by id.
 */
const spawnedChildren = (s: OfferDetailsSnapshot): Record<string, unknown> => s.children;
export const selectLeadSubmissionRef = (s: OfferDetailsSnapshot) => spawnedChildren(s).leadSubmission as LeadSubmissionActorRef | undefined;
export const selectCouponRef = (s: OfferDetailsSnapshot): CouponActorRef | undefined => s.children.coupon;
export const selectLeadUpdateRef = (s: OfferDetailsSnapshot) => spawnedChildren(s).leadUpdate as LeadUpdateActorRef | undefined;
/** Editing a sent lead: who is editing, else null. */
export const selectEditMode = (s: OfferDetailsSnapshot) => s.context.edit?.mode ?? null;

/** At most this many configurations of an offer keep their derived figures (the oldest go first). */
const CACHED_CONFIGURATIONS = 64;

/** Per offer, figures derived from a configuration, under its `configurationKey` (computed once per configuration). */
function configurationCache<T>() {
  const byOffer = new WeakMap<Offer, Map<string, T>>();
  return (offer: Offer, config: DetailsConfiguration, make: () => T, fresh: (hit: T) => boolean = () => true): T => {
    let entries = byOffer.get(offer);
    if (!entries) byOffer.set(offer, (entries = new Map<string, T>()));
    const key = configurationKey(config);
    const hit = entries.get(key);
    if (hit !== undefined && fresh(hit)) return hit;
    const value = make();
    entries.delete(key);
    entries.set(key, value);
    if (entries.size > CACHED_CONFIGURATIONS) entries.delete(entries.keys().next().value!);
    return value;
  };
}

const priceCache = configurationCache<{ coupon: CouponTerms | null; price: OfferPrice }>();
/** The summary's figures, from models/ (memoised per configuration and coupon). */
export function selectPrice(s: OfferDetailsSnapshot): OfferPrice | null {
  const { offer, config, coupon } = s.context;
  if (!offer || !config) return null;
  return priceCache(offer, config, () => ({ coupon, price: detailsPrice(offer, config, coupon) }), (hit) => hit.coupon === coupon).price;
}

const contractCostCache = new WeakMap<OfferPrice, ContractCost>();
/**
 * The contract's full cost and what 10 % and 25 % more km cost (models/
 * `detailsContractCost`), once per priced configuration; read it with
 * `sameContractCost` so the part redraws only when a figure changed.
 */
export function selectContractCost(s: OfferDetailsSnapshot): ContractCost | null {
  const { offer, config } = s.context;
  const price = selectPrice(s);
  if (!offer || !config || !price) return null;
  let cost = contractCostCache.get(price);
  if (!cost) contractCostCache.set(price, (cost = detailsContractCost(offer, config, price)));
  return cost;
}

const inclusionsCache = new WeakMap<Offer, PriceInclusions | null>();
/** What the offer's monthly price includes and excludes (models/ `priceInclusions`), once per offer. */
export function selectPriceInclusions(s: OfferDetailsSnapshot): PriceInclusions | null {
  const { offer } = s.context;
  if (!offer) return null;
  if (!inclusionsCache.has(offer)) inclusionsCache.set(offer, priceInclusions(offer));
  return inclusionsCache.get(offer) ?? null;
}

/** The page header's monthly figure ('24x R$ … + …'), from models/; empty before the offer is ready. */
export function selectPriceHeader(s: OfferDetailsSnapshot): string {
  const price = selectPrice(s);
  return price ? formatInstalmentsHeader(price.ranges) : '';
}

const comparisonCache = configurationCache<{ coupon: CouponTerms | null; columns: ComparisonColumn[] }>();
/**
 * The plan comparison (every plan priced through models/, the coupon counted where it is valid), computed once
 * per configuration and coupon.
 */
export function selectComparison(s: OfferDetailsSnapshot): ComparisonColumn[] {
  const { offer, config, coupon } = s.context;
  if (!offer || !config) return [];
  const counted = coupon === null ? null : { terms: coupon, everyPeriod: s.context.edit !== null };
  return comparisonCache(offer, config, () => ({ coupon, columns: planComparison(offer, config, counted) }), (hit) => hit.coupon === coupon).columns;
}

/** The chosen colour's id (the picture and the summary follow it). */
export const selectColourId = (s: OfferDetailsSnapshot) => s.context.config?.colorId ?? null;

/** The entrada the offer suggests while the configuration still carries it (models/ `suggestedInitialPayment`), else null. */
export const selectSuggestedEntrada = (s: OfferDetailsSnapshot): number | null =>
  s.context.offer && s.context.config ? suggestedInitialPayment(s.context.offer, s.context.config) : null;
