/**
 * The offer details chart's lead step children with fake calls, for tests of
 * the details page: dealers of the visitor's city, coupons from the demo
 * catalogue, an account that never changes unless the test says so.
 */
import { fromCallback, fromPromise, sendParent } from 'xstate';
import type { SessionUser } from '../../models/auth';
import type { CouponValidationAnswer } from '../../models/coupon-rules';
import type { Dealer } from '../../models/dealer';
import type { StoredLocation } from '../../models/location';
import { couponChangedOf, couponMachine, type ValidateCouponInput } from '../../machines/coupon/coupon.machine';
import { dealerChangedOf, dealerSelectorMachine, type LocateDealerInput } from '../../machines/dealer-selector/dealer-selector.machine';
import { leadSubmissionMachine } from '../../machines/lead-submission/lead-submission.machine';

export interface FakeLeadStepOptions {
  dealers?: Dealer[];
  validateCoupon?: (input: ValidateCouponInput) => Promise<CouponValidationAnswer>;
}

export function fakeLeadStepActors(options: FakeLeadStepOptions = {}) {
  const users: { report: ((user: SessionUser | null) => void) | null } = { report: null };
  const coupon = couponMachine.provide({
    actors: {
      validateCoupon: fromPromise<CouponValidationAnswer, ValidateCouponInput>(({ input }) =>
        options.validateCoupon ? options.validateCoupon(input) : Promise.reject(new Error('no coupon calls in this test')),
      ),
      loadDefaultCoupon: fromPromise<CouponValidationAnswer | null, Omit<ValidateCouponInput, 'name'>>(async () => null),
    },
    actions: { reportCoupon: sendParent(({ context }) => couponChangedOf(context)) },
  });
  const actors = {
    leadSubmission: leadSubmissionMachine.provide({
      actors: {
        dealerSelector: dealerSelectorMachine.provide({
          actors: { loadDealers: fromPromise(async () => options.dealers ?? []), locateDealer: fromPromise<StoredLocation | null, LocateDealerInput>(async () => null) },
          actions: { reportDealer: sendParent(({ context }) => dealerChangedOf(context)) },
        }),
        watchUser: fromCallback(({ sendBack }) => {
          users.report = (user) => sendBack({ type: 'lead.setUser', user });
          return () => (users.report = null);
        }),
      },
    }),
    coupon,
  };
  return { actors, users };
}
