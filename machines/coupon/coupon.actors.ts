/** The coupon chart's real implementations, over services/coupons.ts. */
import { fromPromise, sendParent } from 'xstate';
import type { CouponValidationAnswer } from '../../models/coupon/coupon-rules';
import type { Api } from '../../services/api';
import { getDefaultCoupon, validateCoupon } from '../../services/coupons';
import { couponChangedOf, type couponMachine, type CouponContext, type ValidateCouponInput } from './coupon.machine';
import { interactionRecord } from '../../models/common/tracking';
import type { Track } from '../tracking/tracking.machine';

export function couponActors(api: Api) {
  return {
    validateCoupon: fromPromise<CouponValidationAnswer, ValidateCouponInput>(({ input, signal }) => validateCoupon(api, input, signal)),
    loadDefaultCoupon: fromPromise<CouponValidationAnswer | null, Omit<ValidateCouponInput, 'name'>>(({ input, signal }) => getDefaultCoupon(api, input, signal)),
  };
}

/** For `couponMachine.provide(…)`: the API calls; the applied coupon goes to the parent (the offer details chart). */
export function createCouponImplementations(deps: { api: Api; effects?: { track: Track } }): Parameters<typeof couponMachine.provide>[0] {
  return {
    actors: couponActors(deps.api),
    actions: {
      reportCoupon: sendParent(({ context }) => couponChangedOf(context)),
      logDefaultFailed: () => console.warn('automatic coupon failed'),
      trackCoupon: ({ context }: { context: CouponContext }) =>
        deps.effects?.track(interactionRecord('coupon', { offerId: context.offerId, period: context.period, coupon: context.coupon?.name, result: 'applied' })),
    },
  };
}
