/**
 * The offer details chart's lead step children with fake calls, for tests of
 * the details page: dealers of the visitor's city, coupons from the demo
 * catalogue, an account that never changes unless the test says so.
 */
import { fromCallback, fromPromise, sendParent } from 'xstate';
import type { SessionUser } from '../../models/account/auth';
import type { CouponValidationAnswer } from '../../models/coupon/coupon-rules';
import type { Dealer } from '../../models/dealer/dealer';
import type { StoredLocation } from '../../models/dealer/location';
import { couponChangedOf, couponMachine, type ValidateCouponInput } from '../../machines/coupon/coupon.machine';
import { dealerChangedOf, dealerSelectorMachine, type LocateDealerInput } from '../../machines/dealer-selector/dealer-selector.machine';
import { leadSubmissionChild, type PostLeadInput } from '../../machines/lead-submission/lead-submission.machine';
import type { LeadCreateAnswer } from '../../models/lead/lead';
import { leadLoadedOf, leadUpdateMachine, type PutLeadInput } from '../../machines/lead-update/lead-update.machine';
import type { LeadUpdateAnswer } from '../../models/lead/lead';
import type { EditRequest } from '../../models/lead/lead-update';
import type { RentalLeadTimeline } from '../../models/proposal/proposal';
import type { AddressChanged, LeadStepKind, LeadStepLogic } from '../../machines/offer-details/offer-details.machine';
import { deferredActor } from './lead-harness';
import { signedInSession } from './session-listener';
import { quiet, quietCityPicker } from './quiet-effects';

export interface FakeLeadStepOptions {
  dealers?: Dealer[];
  validateCoupon?: (input: ValidateCouponInput) => Promise<CouponValidationAnswer>;
  /** The lead call (none: it never answers). */
  postLead?: (input: PostLeadInput) => Promise<LeadCreateAnswer>;
  /** Editing a sent lead: the lead update chart the lead step brings (`fakeLeadUpdate`). */
  leadUpdate?: LeadStepLogic;
}

export function fakeLeadStepActors(options: FakeLeadStepOptions = {}) {
  const users: { report: ((user: SessionUser | null) => void) | null } = { report: null };
  /** The browser's Back and Forward between the configuration's and the lead step's entries (`address.report(true)`: Forward to the lead step). */
  const address: { report: ((leadStep: boolean) => void) | null } = { report: null };
  const coupon = couponMachine.provide({
    actors: {
      validateCoupon: fromPromise<CouponValidationAnswer, ValidateCouponInput>(({ input }) =>
        options.validateCoupon ? options.validateCoupon(input) : Promise.reject(new Error('no coupon calls in this test')),
      ),
      loadDefaultCoupon: fromPromise<CouponValidationAnswer | null, Omit<ValidateCouponInput, 'name'>>(async () => null),
    },
    actions: { reportCoupon: sendParent(({ context }) => couponChangedOf(context)), ...quiet('trackCoupon', 'logDefaultFailed') },
  });
  const leadSubmission = leadSubmissionChild.provide({
    actions: quiet('scrollToSummary', 'reportSubmitError', 'publishLead', 'addToCart', 'goToCart', 'trackLeadSent', 'keepVisitorInfo', 'closeResult', 'goToProposals', 'logCouponCountFailed'),
    actors: {
      postLead: fromPromise<LeadCreateAnswer, PostLeadInput>(({ input }) => (options.postLead ? options.postLead(input) : new Promise(() => undefined))),
      dealerSelector: dealerSelectorMachine.provide({
        actors: { loadDealers: fromPromise(async () => options.dealers ?? []), locateDealer: fromPromise<StoredLocation | null, LocateDealerInput>(async () => null), cityPicker: quietCityPicker },
        actions: { reportDealer: sendParent(({ context }) => dealerChangedOf(context)), ...quiet('logDealersFailed') },
      }),
      watchUser: fromCallback(({ sendBack }) => {
        users.report = (user) => sendBack({ type: 'lead.setUser', user });
        return () => (users.report = null);
      }),
    },
  });
  const actors = {
    // The lead step's chart arrives at once (a test that wants the wait gives its own `loadLeadStep`).
    loadLeadStep: fromPromise<LeadStepLogic, LeadStepKind>(async ({ input }) => {
      if (input === 'leadSubmission') return leadSubmission;
      if (!options.leadUpdate) throw new Error('no lead update in this test');
      return options.leadUpdate;
    }),
    coupon,
    followAddress: fromCallback<AddressChanged, undefined>(({ sendBack }) => {
      address.report = (leadStep) => sendBack({ type: 'address.changed', leadStep });
      return () => (address.report = null);
    }),
  };
  return { actors, actions: quietDetailsApp, users, address, leadSubmission };
}

/** The details chart's app actions, doing nothing (a test that watches one gives its own). */
export const quietDetailsApp = {
  syncAddress: () => undefined,
  showLeadStepInAddress: () => undefined,
  leaveLeadStepInAddress: () => undefined,
  closeDetails: () => undefined,
  trackPageView: () => undefined,
  trackPlanChange: () => undefined,
  reloadPage: () => undefined,
};

/**
 * The lead update child of the details chart (editing a sent lead) with fake
 * calls: the lead read waits for the test (`load`), the dealer selector finds
 * `dealers` in `location`, a save never answers.
 */
export function fakeLeadUpdate(options: { dealers?: Dealer[]; location?: StoredLocation } = {}) {
  const load = deferredActor<RentalLeadTimeline, EditRequest>();
  const logic = leadUpdateMachine.provide({
    actors: {
      loadLead: load.logic,
      putLead: fromPromise<LeadUpdateAnswer, PutLeadInput>(() => new Promise(() => undefined)),
      // Every edit is opened signed in (the seller's as the customer's).
      listenToSession: signedInSession,
      dealerSelector: dealerSelectorMachine.provide({
        actors: {
          loadDealers: fromPromise(async () => options.dealers ?? []),
          // The lead's dealer gives the city its dealers are listed for.
          locateDealer: fromPromise<StoredLocation | null, LocateDealerInput>(async () => options.location ?? null),
          cityPicker: quietCityPicker,
        },
        actions: { reportDealer: sendParent(({ context }) => dealerChangedOf(context)), ...quiet('logDealersFailed') },
      }),
    },
    actions: { reportLead: sendParent(({ context }) => leadLoadedOf(context)), ...quiet('goToSignIn', 'closeAsSeller', 'closeAsCustomer', 'goToLeadPage', 'goToProposals') },
  });
  return { logic, load };
}
