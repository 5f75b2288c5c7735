/**
 * The lead submission chart's real implementations (over services/) and the
 * effects the app provides: its dealer selector and B2E check children, the
 * lead and coupon calls, and the account it follows.
 */
import { fromPromise } from 'xstate';
import type { CouponAvailability } from '../../models/coupon/coupon-rules';
import type { LeadCreateAnswer } from '../../models/lead/lead';
import type { Api } from '../../services/api';
import { countCouponUse, getCouponAvailability } from '../../services/coupons';
import { postLead } from '../../services/leads';
import { getOffer } from '../../services/offers';
import type { Offer } from '../../models/offer/offer';
import { b2eCheckActors } from '../b2e-check/b2e-check.actors';
import { b2eCheckMachine } from '../b2e-check/b2e-check.machine';
import { createDealerSelectorImplementations } from '../dealer-selector/dealer-selector.actors';
import { dealerSelectorMachine } from '../dealer-selector/dealer-selector.machine';
import { createPartnershipImplementations } from '../partnership/partnership.actors';
import { partnershipMachine } from '../partnership/partnership.machine';
import type { CheckCouponInput, CountCouponInput, LeadSubmissionContext, PostLeadInput, PublishedLead } from './lead-submission.machine';
import { interactionRecord } from '../../models/common/tracking';
import type { CartLead, ShoppingCartEntry } from '../../models/lead/cart';
import type { StoredLocation } from '../../models/dealer/location';
import type { VisitorInfoDecision } from '../../models/lead/visitor-info';
import type { Track } from '../tracking/tracking.machine';
import { followAccount } from '../session/session.listener';
import type { SessionRef } from '../session/session.machine';

export interface LeadStepEffects {
  scrollToSummary: () => void;
  publishLead: (lead: PublishedLead) => void;
  /** Cart mode: the configured offer and the lead it would send go into the visitor's cart (the app's cart actor). */
  addToCart: (entry: ShoppingCartEntry, lead: CartLead) => void;
  /** Cart mode: the result modal's 'Ver carrinho'. */
  goToCart: () => void;
  closeResult: () => void;
  goToProposals: () => void;
  /** The seller's 'Fechar' (spec 000 §4 "Seller close"): the seller's and dealer's stored values and the CPF go, the window closes. */
  closeAsSeller: () => void;
  /** The seller's way back: the lead's page on the desk. */
  goToLeadPage: (leadId: string) => void;
  /** Records an interaction with the app's tracking actor. */
  track: Track;
  /** Keeps a city the visitor chose in the lead step (the showcase opens with it). */
  rememberLocation: (location: StoredLocation) => void;
  /** A sent lead's decision about the visitor's data in the browser (USER_BASIC_INFO; models/lead/visitor-info.ts). */
  keepVisitorInfo: (decision: VisitorInfoDecision) => void;
}

export interface LeadSubmissionDeps {
  api: Api;
  effects: LeadStepEffects;
  /** The app's session actor: the form follows the signed-in account. */
  session: SessionRef;
}

/** For `leadSubmissionMachine.provide(…)`. */
export function createLeadSubmissionImplementations({ api, effects, session }: LeadSubmissionDeps) {
  return {
    actors: {
      dealerSelector: dealerSelectorMachine.provide(createDealerSelectorImplementations({ api, rememberLocation: effects.rememberLocation })),
      b2eCheck: b2eCheckMachine.provide({ actors: b2eCheckActors(api) }),
      partnership: partnershipMachine.provide(createPartnershipImplementations({ api })),
      checkCouponAvailability: fromPromise<CouponAvailability, CheckCouponInput>(({ input, signal }) => getCouponAvailability(api, input, signal)),
      postLead: fromPromise<LeadCreateAnswer, PostLeadInput>(({ input, signal }) => postLead(api, input.path, input.lead, input.idempotencyKey, signal)),
      reloadOffer: fromPromise<Offer, string>(({ input, signal }) => getOffer(api, input, signal)),
      countCoupon: fromPromise<unknown, CountCouponInput>(({ input, signal }) => countCouponUse(api, { id: input.id, cpf: input.cpf }, input.idempotencyKey, signal)),
      watchUser: followAccount(session),
    },
    actions: {
      scrollToSummary: () => effects.scrollToSummary(),
      // The page's shared event hub hears a send that failed (spec 001 §8: 'submit-error'), as it hears the dialogs open and close.
      reportSubmitError: () => window.dispatchEvent(new CustomEvent('submit-error')),
      publishLead: (_: unknown, params: PublishedLead) => effects.publishLead(params),
      addToCart: (_: unknown, params: { entry: ShoppingCartEntry; lead: CartLead }) => effects.addToCart(params.entry, params.lead),
      goToCart: () => effects.goToCart(),
      keepVisitorInfo: (_: unknown, params: VisitorInfoDecision) => effects.keepVisitorInfo(params),
      // The lead's ids and figures, never the person's data; its analytics token goes to user analytics only.
      trackLeadSent: ({ context }: { context: LeadSubmissionContext }) => {
        const answer = context.answer;
        if (!answer) return;
        const lead = {
          leadId: answer.id,
          productLeadId: answer.productLeadIds[0],
          offerId: context.offer.id,
          dealerId: context.dealer?.id ?? undefined,
          brand: context.offer.brand,
          period: context.config.period,
          km: context.config.km,
        };
        effects.track(interactionRecord('leadSent', lead), answer.analyticsToken ? { jwtToken: answer.analyticsToken, type: 'OFFER_LEAD', lead } : undefined);
      },
      closeResult: () => effects.closeResult(),
      goToProposals: () => effects.goToProposals(),
      closeAsSeller: () => effects.closeAsSeller(),
      goToLeadPage: (_: unknown, params: { leadId: string }) => effects.goToLeadPage(params.leadId),
      logCouponCountFailed: () => console.warn('coupon count failed'),
    },
  };
}
