/**
 * The lead step composed with its real actors (over services/) and the
 * effects the app provides: the lead submission chart (with its dealer
 * selector and B2E check children) and the coupon chart.
 */
import { fromPromise, sendParent } from 'xstate';
import type { Coupon, CouponAvailability } from '../../models/coupon-rules';
import type { LeadCreateAnswer } from '../../models/lead';
import type { Api } from '../../services/api';
import { countCouponUse, getCouponAvailability } from '../../services/coupons';
import { postLead } from '../../services/leads';
import { b2eCheckActors } from '../b2e-check/b2e-check.actors';
import { b2eCheckMachine } from '../b2e-check/b2e-check.machine';
import { couponActors } from '../coupon/coupon.actors';
import { couponMachine, type CouponSource } from '../coupon/coupon.machine';
import { dealerSelectorActors } from '../dealer-selector/dealer-selector.actors';
import { dealerChangedOf, dealerSelectorMachine } from '../dealer-selector/dealer-selector.machine';
import { leadSubmissionMachine, type CheckCouponInput, type CountCouponInput, type PostLeadInput, type PublishedLead } from './lead-submission.machine';

export interface LeadStepEffects {
  scrollToSummary: () => void;
  publishLead: (lead: PublishedLead) => void;
  closeResult: () => void;
  goToProposals: () => void;
}

export function leadSubmissionLogic(api: Api, effects: LeadStepEffects) {
  return leadSubmissionMachine.provide({
    actors: {
      dealerSelector: dealerSelectorMachine.provide({
        actors: dealerSelectorActors(api),
        actions: { reportDealer: sendParent(({ context }) => dealerChangedOf(context)) },
      }),
      b2eCheck: b2eCheckMachine.provide({ actors: b2eCheckActors(api) }),
      checkCouponAvailability: fromPromise<CouponAvailability, CheckCouponInput>(({ input, signal }) => getCouponAvailability(api, input, signal)),
      postLead: fromPromise<LeadCreateAnswer, PostLeadInput>(({ input, signal }) => postLead(api, input.path, input.lead, input.idempotencyKey, signal)),
      countCoupon: fromPromise<unknown, CountCouponInput>(({ input, signal }) => countCouponUse(api, { id: input.id, cpf: input.cpf }, input.idempotencyKey, signal)),
    },
    actions: {
      scrollToSummary: () => effects.scrollToSummary(),
      publishLead: (_, params) => effects.publishLead(params),
      closeResult: () => effects.closeResult(),
      goToProposals: () => effects.goToProposals(),
      logCouponCountFailed: () => console.warn('coupon count failed'),
    },
  });
}

/** The coupon chart; `report` hears every change of the applied coupon (and whether the visitor typed it). */
export type CouponReport = (coupon: Coupon | null, source: CouponSource | null) => void;

export function couponLogic(api: Api, report: CouponReport) {
  return couponMachine.provide({
    actors: couponActors(api),
    actions: {
      reportCoupon: ({ context }) => report(context.coupon, context.source),
      logDefaultFailed: () => console.warn('automatic coupon failed'),
    },
  });
}
