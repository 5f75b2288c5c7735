/** The coupon chart's real actors, over services/coupons.ts. */
import { fromPromise } from 'xstate';
import type { CouponValidationAnswer } from '../../models/coupon-rules';
import type { Api } from '../../services/api';
import { getDefaultCoupon, validateCoupon } from '../../services/coupons';
import type { ValidateCouponInput } from './coupon.machine';

export function couponActors(api: Api) {
  return {
    validateCoupon: fromPromise<CouponValidationAnswer, ValidateCouponInput>(({ input, signal }) => validateCoupon(api, input, signal)),
    loadDefaultCoupon: fromPromise<CouponValidationAnswer | null, Omit<ValidateCouponInput, 'name'>>(({ input, signal }) => getDefaultCoupon(api, input, signal)),
  };
}
