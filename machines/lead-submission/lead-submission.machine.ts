/**
 * Lead submission chart (spec 000 §2 "Lead forms", §4 "Lead form"; 001
 * §5.2, §5.3, §7 "Leads", §8): the lead form of the offer details, from
 * typing to the result.
 *
 *   editing.ready ──lead.submit [form invalid]──▶ editing.invalid (field messages; `warnInvalidForm` emits the
 *        │                                                          warning toast, `toast.show`, the toast host shows)
 *        └──lead.submit [valid]──▶ submitting (the event's Idempotency-Key, minted by the view, is kept for the attempt)
 *   submitting.routing ──[coupon]──▶ checkingCoupon ──done (available)──▶ verifyingEmployee | postingLead
 *        │                              ├──done (limited)──▶ editing.couponLimited (limit text, summary scrolled)
 *        │                              └──error──▶ failed
 *        ├──[B2E]──▶ verifyingEmployee (the B2E check chart) ──verified──▶ postingLead
 *        │                              ├──rejected──▶ editing.employeeInvalid ('Dados do colaborador inválidos')
 *        │                              └──failed──▶ failed
 *        └──▶ handingOver ──[cart mode]──▶ addedToCart (nothing is sent: the offer as configured and the lead it
 *                 │                              would send go into the cart, `addToCart`; the cart page sends it)
 *                 └──▶ postingLead ──done──▶ sent (success modal; coupon count when a coupon was used)
 *                          │          └─done [new layout]──▶ published (lead id, product lead id, dealer id, cpf; the
 *                          │                                  parent hears `lead.published` and moves on to the details step)
 *                          └──error──▶ failed (notification, or the error modal in the new layout)
 *   postingLead ──error [the offer's price changed meanwhile]──▶ editing.priceChanged (the form kept; 'Atualizar valor')
 *   editing.priceChanged ──lead.refreshPrice──▶ refreshingPrice (the offer read again) ──done──▶ editing.priceRefreshed
 *        (the new price shown, the parent told with `lead.offerRefreshed`: its summary and this form's price follow;
 *        send again) ──error──▶ editing.priceChanged
 *   editing.priceChanged ──lead.dismissError──▶ editing.ready
 *   failed ──lead.submit──▶ submitting (same key: a retry never makes a second lead)
 *   failed ──lead.dismissError──▶ editing.ready
 *   sent ──lead.closeResult / lead.toProposals──▶ closed
 *   sent, a seller's lead (spec 001 §2 'sellerId: changes the modals', §6; 000 §4 "Seller close"): the seller's
 *        modal ──lead.toLeadPage──▶ closed (the lead's page on the desk, the seller CRM page by lead id)
 *        └──lead.closeResult──▶ closed (SELLER_ID, DEALER_CODE, DEALER_CNPJ and USER_CPF go, the window closes)
 *   addedToCart ──lead.closeResult / lead.toCart──▶ closed
 *   a visitor's form (no account, no showroom, not the cart) fills itself from the data this browser kept
 *        (USER_BASIC_INFO) and offers to keep them (lead.toggleRemember, not an edit); once the lead is sent
 *        (sent, published) `keepVisitorInfo` keeps, removes or leaves them (models/lead/visitor-info.ts)
 *   any edit in editing or failed ──▶ editing.ready, and the key is forgotten (new content, new key)
 *   when the test drive is enabled, its edits (lead.toggleTestDrive, lead.setTestDriveDate,
 *   lead.setTestDriveTime) are edits too; a test drive asked needs a day and a time (models/lead/test-drive.ts)
 *
 * The chart runs as a child of the offer details chart, which sends it the
 * configuration and price (`configuration.changed`) and the applied coupon
 * (`lead.couponChanged`, from its coupon child). Its own children: the
 * dealer selector ('dealerSelector', reports `dealer.changed` with the city
 * when the address's dealer gave it) and 'watchUser', the session's
 * listener (machines/session/session.listener.ts `followAccount`), which
 * reports an account other than the one the form holds (`lead.setUser`),
 * and 'partnership' (machines/partnership/partnership.machine.ts), which has
 * the server open the visit's partner link and reports it
 * (`partnership.verified`): the lead then carries the partner's name and
 * token (a failure is logged only, the lead goes without). Each send carries
 * a nonce the view mints with the Idempotency-Key, kept and forgotten with it.
 * Rules: models/lead/lead-form.ts, models/lead/lead-rules.ts, models/coupon/coupon-rules.ts.
 */
import { responseTimeLabels } from '../../models/labels/response-time';
import { formatPromise } from '../../models/lead/response-time';
import type { LeadLayout } from '../../models/app/site-config';
import { isPriceChangedRefusal, refusalMessage } from '../../models/showcase/api';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { assertEvent, assign, emit, not, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorOf } from '../actor-events';
import { isCpfLocked, isEmailLocked, type SessionUser } from '../../models/account/auth';
import type { Coupon, CouponAvailability } from '../../models/coupon/coupon-rules';
import { couponUnavailableMessage } from '../../models/coupon/coupon-rules';
import type { Dealer } from '../../models/dealer/dealer';
import { screenDocuments } from '../../models/documents/files';
import { labels } from '../../models/labels/spec';
import type { LeadCreateAnswer, PreferredContactMethod } from '../../models/lead/lead';
import {
  acceptsMoreDocuments,
  asksRelativeFields,
  buildLeadBody,
  documentRefusalMessages,
  emptyLeadForm,
  hasErrors,
  isCompanyForm,
  leadFormSettingsFor,
  leadMonthlyPrice,
  leadCpf,
  leadFormErrors,
  prefillFromAccount,
  showsDeliveredBy,
  showsPersonTypeChoice,
  valuesForSession,
  type LeadFlagField,
  type LeadFormErrors,
  type LeadFormSettings,
  type LeadFormValues,
  type LeadTextField,
} from '../../models/lead/lead-form';
import type { LeadTracking } from '../../models/common/tracking';
import { INVALID_FORM_WARNING, type ToastShown } from '../../models/common/toasts';
import { NO_TEST_DRIVE, testDriveErrors, testDriveOfChoice, type TestDriveChoice } from '../../models/lead/test-drive';
import { employeeCpfToCheck, leadSellerId, offerBoundDealer, type B2eKind, type PersonType } from '../../models/lead/lead-rules';
import type { LeadSubmission } from '../../models/lead/lead-submission';
import type { StoredLocation } from '../../models/dealer/location';
import type { Offer } from '../../models/offer/offer';
import { detailsPrice, normaliseConfiguration, type DetailsConfiguration } from '../../models/pricing/offer-details';
import { couponTermsOf } from '../../models/lead/lead-pricing';
import type { OfferPrice } from '../../models/pricing/pricing';
import { cartEntryOf, type CartLead } from '../../models/lead/cart';
import type { ShoppingCartEntry } from '../../models/app/storage';
import { b2eCheckMachine, type B2eCheckInput, type B2eCheckOutput } from '../b2e-check/b2e-check.machine';
import { dealerChangedOf, dealerSelectorMachine, type DealerSelectorInput } from '../dealer-selector/dealer-selector.machine';
import { partnershipMachine, type PartnershipInput, type PartnershipVerified } from '../partnership/partnership.machine';
import type { PartnerLink, VerifiedPartnership } from '../../models/lead/partnership';
import { placeholderFor } from '../placeholder';
import { writeKey } from '../write-key';
import type { ConfigurationChanged } from '../configuration-changed';
import type { UserBasicInfo } from '../../models/app/storage';
import { offersToRemember, prefillFromRemembered, visitorInfoAfterLead, type RememberContext, type VisitorInfoDecision } from '../../models/lead/visitor-info';
import type { createLeadSubmissionImplementations } from './lead-submission.actors';

export type { LeadLayout };
export type LeadPath = '/api/v2/lead' | '/api/create-rental-lead';

export interface LeadSubmissionInput {
  offer: Offer;
  config: DetailsConfiguration;
  price: OfferPrice;
  user?: SessionUser | null;
  settings?: Partial<LeadFormSettings>;
  layout?: LeadLayout;
  location?: StoredLocation | null;
  tracking?: LeadTracking;
  /** The address's dealer parameters and the seller of a showroom link (spec 001 §2; a seller signed in is their own: `leadSellerId`). */
  dealerCode?: string | null;
  dealerCnpj?: readonly string[];
  /** The dealer this browser kept from an earlier address (DEALER_CODE, DEALER_CNPJ): preselected when listed, never fixed. */
  rememberedDealerCode?: string | null;
  rememberedDealerCnpj?: readonly string[];
  /** The visitor's data this browser kept (USER_BASIC_INFO; models/lead/visitor-info.ts): they fill the form of a visitor. */
  rememberedInfo?: UserBasicInfo | null;
  dealerGroup?: string | null;
  sellerId?: string | null;
  offerEdit?: boolean;
  configuredSubOrigin?: string | null;
  configuredProductGroup?: string | null;
  /** The visit's partner link (services/partnership.ts `readPartnerLink`): the 'partnership' child has its token opened. */
  partnerLink?: PartnerLink | null;
}

export interface LeadSubmissionContext {
  offer: Offer;
  config: DetailsConfiguration;
  price: OfferPrice;
  user: SessionUser | null;
  settings: LeadFormSettings;
  layout: LeadLayout;
  location: StoredLocation | null;
  tracking: LeadTracking;
  dealerCode: string | null;
  dealerCnpj: readonly string[];
  rememberedDealerCode: string | null;
  rememberedDealerCnpj: readonly string[];
  dealerGroup: string | null;
  sellerId: string | null;
  offerEdit: boolean;
  configuredSubOrigin: string | null;
  configuredProductGroup: string | null;
  values: LeadFormValues;
  /** 'Lembrar meus dados neste navegador' (a visitor's choice, never ticked by itself; starts ticked when the data were kept before). */
  remember: boolean;
  /** The test drive asked with the lead (when enabled). */
  testDrive: TestDriveChoice;
  documents: File[];
  /** Why the last files added were refused (type, total size): shown at once. */
  documentNotices: string[];
  /** Field messages are shown after the first submit. */
  showErrors: boolean;
  dealer: Dealer | null;
  coupon: Coupon | null;
  /** The key of the current submission attempt; kept across retries, forgotten on an edit. */
  idempotencyKey: string | null;
  /** The send's nonce (minted by the view with the key): kept and forgotten with the key. */
  nonce: string | null;
  partnerLink: PartnerLink | null;
  /** The partner's link once the server opened its token: the lead carries it. */
  partnership: VerifiedPartnership | null;
  /** The B2E documents' download addresses, once uploaded. */
  documentUrls: string[];
  answer: LeadCreateAnswer | null;
  errorMessage: string | null;
  couponLimitMessage: string | null;
  /** Submits refused as invalid: each one moves the focus to the first message. */
  refusedSubmits: number;
}

export type LeadSubmissionEvent =
  | { type: 'lead.change'; field: LeadTextField; value: string }
  | { type: 'lead.toggle'; field: LeadFlagField }
  | { type: 'lead.setPersonType'; personType: PersonType }
  | { type: 'lead.setB2eKind'; kind: B2eKind }
  | { type: 'lead.togglePreferredContact'; method: PreferredContactMethod }
  | { type: 'lead.setCnpjAge'; value: 'yes' | 'no' }
  | { type: 'lead.addDocuments'; files: File[] }
  | { type: 'lead.removeDocument'; index: number }
  | { type: 'lead.toggleTestDrive' }
  /** 'Lembrar meus dados neste navegador': not the lead's content, so not an edit (the attempt's key stays). */
  | { type: 'lead.toggleRemember' }
  | { type: 'lead.setTestDriveDate'; date: string }
  | { type: 'lead.setTestDriveTime'; time: string }
  /** `key`: a fresh Idempotency-Key the view mints, and `nonce` the send's; the chart keeps the first until the form changes (a retry sends the same). */
  | { type: 'lead.submit'; key: string; nonce: string }
  | { type: 'lead.refreshPrice' }
  | { type: 'lead.dismissError' }
  | { type: 'lead.closeResult' }
  | { type: 'lead.toProposals' }
  | { type: 'lead.toLeadPage' }
  | { type: 'lead.toCart' }
  | ConfigurationChanged
  | { type: 'lead.couponChanged'; coupon: Coupon | null }
  | { type: 'lead.setUser'; user: SessionUser | null }
  | PartnershipVerified
  | { type: 'dealer.changed'; dealer: Dealer | null; available: boolean; location?: StoredLocation | null };


export interface PostLeadInput {
  path: LeadPath;
  lead: LeadSubmission;
  idempotencyKey: string;
}

export interface CheckCouponInput {
  name: string;
  offerId: string;
  cpf: string | null;
}

export interface CountCouponInput {
  id: string;
  cpf: string | null;
  idempotencyKey: string;
}

export interface PublishedLead {
  leadId: string;
  productLeadId: string;
  dealerId: string;
  cpf: string | null;
}

/** What the chart tells its parent (the details chart) once the new layout's lead is created. */
export interface LeadPublished {
  type: 'lead.published';
  lead: PublishedLead;
}

/** What the chart tells its parent (the details chart) once it read the offer again for its new price. */
export interface LeadOfferRefreshed {
  type: 'lead.offerRefreshed';
  offer: Offer;
}

/** What the chart tells its parent (the details chart) as the form opens and after each edit: the customer's CPF so far. */
export interface LeadCpfChanged {
  type: 'lead.cpfChanged';
  cpf: string | null;
}

/** The created lead's ids as the page gets them (new layout). */
function publishedLeadOf(context: LeadSubmissionContext, answer: LeadCreateAnswer): PublishedLead {
  return {
    leadId: answer.id,
    productLeadId: answer.productLeadIds[0] ?? '',
    dealerId: context.dealer?.id ?? context.settings.fixedLegalPersonDealer ?? '',
    cpf: cpfOf(context),
  };
}

function settingsOf(input: LeadSubmissionInput): LeadFormSettings {
  return leadFormSettingsFor(input.offer, input.settings);
}

/** The messages of the form as it stands. */
export function errorsOf(context: LeadSubmissionContext): LeadFormErrors {
  const errors = leadFormErrors(context.values, context.settings, {
    documents: context.documents,
    hasDealer: context.dealer !== null,
    hasCity: context.location !== null,
  });
  return context.settings.testDriveEnabled ? { ...errors, ...testDriveErrors(context.testDrive) } : errors;
}

/** The seller the lead is brought by: the signed-in seller, else the showroom link's (models/lead/lead-rules.ts `leadSellerId`). */
export function sellerOf(context: LeadSubmissionContext): string | null {
  return leadSellerId(context.user, context.sellerId);
}

export function cpfOf(context: LeadSubmissionContext): string | null {
  return leadCpf(context.values, context.user, context.settings.b2e);
}

/** Who the form is filled for, as the remembered data's rule reads it. */
function rememberContextOf(context: Pick<LeadSubmissionContext, 'user' | 'sellerId' | 'layout'>): RememberContext {
  return { user: context.user, sellerId: leadSellerId(context.user, context.sellerId), layout: context.layout };
}

/** What becomes of the visitor's kept data once the lead is sent. */
function visitorInfoDecisionOf(context: LeadSubmissionContext): VisitorInfoDecision {
  return visitorInfoAfterLead({ ...rememberContextOf(context), remember: context.remember, values: context.values, company: isCompanyForm(context.values, context.settings) });
}


/** The key of the submission under way (`ensureKey` kept the submit's as it began). */
function submissionKey(context: LeadSubmissionContext): string {
  return writeKey(context.idempotencyKey, 'lead submission');
}

/** The coupon the lead counts (the chart checks and counts one only while it is applied: `hasCoupon`). */
function appliedCoupon(context: LeadSubmissionContext): Coupon {
  if (!context.coupon) throw new Error('lead submission: no coupon applied');
  return context.coupon;
}

function isFieldLocked(context: LeadSubmissionContext, field: LeadTextField): boolean {
  if (field === 'cpf') return isCpfLocked(context.user);
  if (field === 'email') return isEmailLocked(context.user);
  return false;
}

/** The lead the API receives (models/lead/lead-form.ts `buildLeadBody`). */
export function leadBodyOf(context: LeadSubmissionContext, documentUrls: string[]): LeadSubmission {
  const testDrive = context.settings.testDriveEnabled ? testDriveOfChoice(context.testDrive) : undefined;
  const lead = buildLeadBody(context.values, {
    offer: context.offer,
    config: context.config,
    price: context.price,
    coupon: context.coupon,
    dealerCode: context.dealer?.id ?? null,
    settings: context.settings,
    user: context.user,
    tracking: context.tracking,
    location: context.location ? { stateCode: context.location.stateCode, cityName: context.location.cityName, countryCode: context.location.countryCode } : null,
    sellerId: sellerOf(context),
    dealerIdFromUrl: context.dealerCode,
    dealerGroup: context.dealerGroup,
    configuredSubOrigin: context.configuredSubOrigin,
    configuredProductGroup: context.configuredProductGroup,
    documentUrls,
    nonce: context.nonce,
    partnership: context.partnership,
  });
  return testDrive ? { ...lead, testDrive } : lead;
}



/** What an edit of the form does, from the form or from a failure: the change, a new key, no message. */
function editsTo(target: '#leadSubmission.editing.ready') {
  const then = ['forgetKey', 'clearMessages', 'reportCpf'] as const;
  return {
    'lead.change': { guard: 'canEditField', target, actions: ['changeField', ...then] },
    'lead.toggle': { target, actions: ['toggleFlag', ...then] },
    'lead.setPersonType': { guard: 'isOtherPersonType', target, actions: ['setPersonType', ...then] },
    'lead.setB2eKind': { guard: 'isAllowedB2eKind', target, actions: ['setB2eKind', ...then] },
    'lead.togglePreferredContact': { target, actions: ['togglePreferredContact', ...then] },
    'lead.setCnpjAge': { target, actions: ['setCnpjAge', ...then] },
    'lead.addDocuments': { target, actions: ['addDocuments', ...then] },
    'lead.removeDocument': { guard: 'hasDocument', target, actions: ['removeDocument', ...then] },
    'lead.toggleTestDrive': { guard: 'testDriveEnabled', target, actions: ['toggleTestDrive', ...then] },
    'lead.setTestDriveDate': { guard: 'testDriveWanted', target, actions: ['setTestDriveDate', ...then] },
    'lead.setTestDriveTime': { guard: 'testDriveWanted', target, actions: ['setTestDriveTime', ...then] },
  } as const;
}

type Actors = ReturnType<typeof createLeadSubmissionImplementations>['actors'];

export const leadSubmissionMachine = setup({
  types: {
    input: {} as LeadSubmissionInput,
    context: {} as LeadSubmissionContext,
    events: {} as LeadSubmissionEvent,
    emitted: {} as ToastShown,
    children: {} as {
      watchUser: 'watchUser';
      dealerSelector: 'dealerSelector';
      partnership: 'partnership';
      checkCouponAvailability: 'checkCouponAvailability';
      b2eCheck: 'b2eCheck';
      postLead: 'postLead';
      reloadOffer: 'reloadOffer';
      countCoupon: 'countCoupon';
    },
  },
  actors: {
    dealerSelector: dealerSelectorMachine.provide({
      actions: { reportDealer: sendParent(({ context }) => dealerChangedOf(context)) },
    }),
    partnership: partnershipMachine.provide({
      actions: { reportVerified: sendParent((_, partnership: VerifiedPartnership): PartnershipVerified => ({ type: 'partnership.verified', partnership })) },
    }),
    checkCouponAvailability: placeholderFor<Actors['checkCouponAvailability']>('checkCouponAvailability'),
    b2eCheck: b2eCheckMachine,
    postLead: placeholderFor<Actors['postLead']>('postLead'),
    countCoupon: placeholderFor<Actors['countCoupon']>('countCoupon'),
    /** The offer read again (its id), for its new prices. */
    reloadOffer: placeholderFor<Actors['reloadOffer']>('reloadOffer'),
    /** Hears the signed-in account change after the form opened (`lead.setUser`): the form is filled again. */
    watchUser: placeholderFor<Actors['watchUser']>('watchUser'),
  },
  guards: {
    offersRemember: ({ context }) => offersToRemember(rememberContextOf(context)),
    formInvalid: ({ context }) => hasErrors(errorsOf(context)),
    hasCoupon: ({ context }) => context.coupon !== null,
    isB2e: ({ context }) => context.settings.b2e,
    couponAvailable: (_, output: CouponAvailability) => output.available,
    /** The coupon is available and the offer is for employees (B2E): their check comes first. */
    couponAvailableToEmployee: ({ context }, output: CouponAvailability) => output.available && context.settings.b2e,
    isPriceChanged: ({ event }) => isPriceChangedRefusal(errorOf(event)),
    employeeVerified: (_, output: B2eCheckOutput) => output.status === 'verified',
    employeeRejected: (_, output: B2eCheckOutput) => output.status === 'rejected',
    isNewLayout: ({ context }) => context.layout === 'newLayout',
    isCartLayout: ({ context }) => context.layout === 'cart',
    /** A seller's lead (signed in as a seller, or a showroom link's seller id): the seller's modal. */
    isSellerLead: ({ context }) => sellerOf(context) !== null,
    testDriveEnabled: ({ context }) => context.settings.testDriveEnabled,
    testDriveWanted: ({ context }) => context.settings.testDriveEnabled && context.testDrive.wanted,
    canEditField: ({ context, event }) => {
      assertEvent(event, 'lead.change');
      return !isFieldLocked(context, event.field);
    },
    isOtherPersonType: ({ context, event }) => {
      assertEvent(event, 'lead.setPersonType');
      return !context.settings.b2e && !context.settings.physicalFormHidden && !context.settings.legalFormHidden && event.personType !== context.values.personType;
    },
    isAllowedB2eKind: ({ context, event }) => {
      assertEvent(event, 'lead.setB2eKind');
      const kind = event.kind;
      return context.settings.b2e && context.settings.b2eKinds.includes(kind) && kind !== context.values.b2eKind;
    },
    hasDocument: ({ context, event }) => {
      assertEvent(event, 'lead.removeDocument');
      const i = event.index;
      return Number.isInteger(i) && i >= 0 && i < context.documents.length;
    },
  },
  actions: {
    changeField: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'lead.change');
        const e = event;
        return { ...context.values, [e.field]: e.value.slice(0, 200) };
      },
    }),
    toggleRemember: assign({ remember: ({ context }) => !context.remember }),
    toggleFlag: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'lead.toggle');
        const f = event.field;
        return { ...context.values, [f]: !context.values[f] };
      },
    }),
    setPersonType: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'lead.setPersonType');
        return { ...context.values, personType: event.personType };
      },
    }),
    setB2eKind: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'lead.setB2eKind');
        return { ...context.values, b2eKind: event.kind };
      },
    }),
    togglePreferredContact: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'lead.togglePreferredContact');
        const m = event.method;
        const list = context.values.preferredContacts;
        return { ...context.values, preferredContacts: list.includes(m) ? list.filter((x) => x !== m) : [...list, m] };
      },
    }),
    setCnpjAge: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'lead.setCnpjAge');
        return { ...context.values, cnpjOverTwoYears: event.value };
      },
    }),
    /** The picker takes only what the server accepts (models/documents/files.ts), within the total size and count; it says at once why a file was refused. */
    addDocuments: assign(({ context, event }) => {
      assertEvent(event, 'lead.addDocuments');
      const { accepted, refused } = screenDocuments(context.documents, event.files, context.settings.fileLimitBytes);
      return { documents: [...context.documents, ...accepted], documentNotices: documentRefusalMessages(refused, context.settings.fileLimitBytes) };
    }),
    removeDocument: assign(({ context, event }) => {
      assertEvent(event, 'lead.removeDocument');
      return { documents: context.documents.filter((_, i) => i !== event.index), documentNotices: [] };
    }),
    toggleTestDrive: assign({ testDrive: ({ context }) => (context.testDrive.wanted ? NO_TEST_DRIVE : { ...NO_TEST_DRIVE, wanted: true }) }),
    setTestDriveDate: assign({
      testDrive: ({ context, event }) => {
        assertEvent(event, 'lead.setTestDriveDate');
        return { ...context.testDrive, date: event.date.slice(0, 10) };
      },
    }),
    setTestDriveTime: assign({
      testDrive: ({ context, event }) => {
        assertEvent(event, 'lead.setTestDriveTime');
        return { ...context.testDrive, time: event.time.slice(0, 5) };
      },
    }),
    forgetKey: assign({ idempotencyKey: null, nonce: null }),
    showErrors: assign({ showErrors: true }),
    countRefusedSubmit: assign({ refusedSubmits: ({ context }) => context.refusedSubmits + 1 }),
    /** A refused send: the warning toast (spec 001 §8 "Invalid form on submit"), shown by the app's toast host for 5 s. */
    warnInvalidForm: emit(INVALID_FORM_WARNING),
    clearMessages: assign({ errorMessage: null, couponLimitMessage: null }),
    /** One key per content: the submit's own when there is none, kept for the retry of the same content. */
    ensureKey: assign(({ context, event }) => {
      assertEvent(event, 'lead.submit');
      return { idempotencyKey: context.idempotencyKey ?? event.key, nonce: context.nonce ?? event.nonce };
    }),
    /** The partner's link whose token the server opened: the lead carries it from now on. */
    storePartnership: assign(({ event }) => {
      assertEvent(event, 'partnership.verified');
      return { partnership: event.partnership };
    }),
    storeCouponLimit: assign({ couponLimitMessage: ({ context }) => couponUnavailableMessage(context.coupon?.limitedKind ?? 'none') }),
    storeEmployeeRejected: assign({ errorMessage: (_, output: B2eCheckOutput) => (output.status === 'verified' ? null : output.message) }),
    storeCheckFailure: assign({ errorMessage: (_, output: B2eCheckOutput) => (output.status === 'verified' ? null : output.message) }),
    storeFailure: assign({ errorMessage: ({ event }) => refusalMessage(errorOf(event), labels.leadForm.failureMessage) }),
    /** The offer as it is now: this form prices the same choice with it (the parent sends its own price too). */
    storeRefreshedOffer: assign(({ context }, offer: Offer) => {
      const config = normaliseConfiguration(offer, context.config);
      return { offer, config, price: detailsPrice(offer, config, couponTermsOf(context.coupon)) };
    }),
    storeRefreshFailure: assign({ errorMessage: ({ event }) => refusalMessage(errorOf(event), labels.leadForm.failureMessage) }),
    storeAnswer: assign({ answer: (_, output: LeadCreateAnswer) => output, errorMessage: null }),
    storeDocumentUrls: assign({
      documentUrls: (_, out: B2eCheckOutput) => {
        return out.status === 'verified' ? out.documentUrls : [];
      },
    }),
    storeConfiguration: assign(({ event }) => {
      assertEvent(event, 'configuration.changed');
      const { config, price } = event.configuration;
      return { config, price };
    }),
    storeCoupon: assign(({ event }) => {
      assertEvent(event, 'lead.couponChanged');
      return { coupon: event.coupon, couponLimitMessage: null };
    }),
    /** The dealer, and the city a dealer from the address gives (the lead's location). */
    storeDealer: assign(({ context, event }) => {
      assertEvent(event, 'dealer.changed');
      return { dealer: event.dealer, location: event.location ?? context.location };
    }),
    /** The session changed: a signed-in account fills the form; signed out, the e-mail is cleared (models/lead/lead-form.ts `valuesForSession`). */
    storeUser: assign(({ context, event }) => {
      assertEvent(event, 'lead.setUser');
      const user = event.user;
      return { user, values: valuesForSession(context.values, user) };
    }),
    // Provided by the app:
    /** Scrolls the page to the offer summary (a limited coupon). */
    scrollToSummary: placeholderFor('scrollToSummary'),
    /** The spec's submit-error event. */
    reportSubmitError: placeholderFor('reportSubmitError'),
    /** New layout: the lead's ids go to the details step. */
    publishLead: placeholderFor<(_: unknown, params: PublishedLead) => void>('publishLead'),
    /** The parent hears the offer read again (`lead.offerRefreshed`, provided by the parent with `sendParent`): its summary follows; nothing when alone. */
    reportOfferRefreshed: placeholderFor<(_: unknown, params: { offer: Offer }) => void>('reportOfferRefreshed'),
    /** New layout: the parent hears the created lead (`lead.published`, provided by the parent with `sendParent`); nothing when alone. */
    reportPublished: placeholderFor<(_: unknown, params: PublishedLead) => void>('reportPublished'),
    /** The parent hears the customer's CPF so far (`lead.cpfChanged`, provided by the parent with `sendParent`); nothing when alone. */
    reportCpf: () => undefined,
    /** Cart mode: the offer as configured and the lead it would send go into the visitor's cart (the app sends them to the cart actor). */
    addToCart: placeholderFor<(_: unknown, params: { entry: ShoppingCartEntry; lead: CartLead }) => void>('addToCart'),
    goToCart: placeholderFor('goToCart'),
    /** The data layer and user analytics hear the lead sent (the app sends it to the tracking actor). */
    trackLeadSent: placeholderFor('trackLeadSent'),
    /** A sent lead: the visitor's data kept, removed or left (models/lead/visitor-info.ts; the app's browser storage). */
    keepVisitorInfo: placeholderFor<(_: unknown, params: VisitorInfoDecision) => void>('keepVisitorInfo'),
    /** Closing the result modal: clears the stored CPF and goes back to the offers. */
    closeResult: placeholderFor('closeResult'),
    goToProposals: placeholderFor('goToProposals'),
    /** The seller's 'Fechar': SELLER_ID, DEALER_CODE, DEALER_CNPJ and USER_CPF go, the window closes (else the desk). */
    closeAsSeller: placeholderFor('closeAsSeller'),
    /** The seller's 'Ver a proposta no painel': the lead's page on the seller desk (the spec's seller CRM page by lead id). */
    goToLeadPage: placeholderFor<(_: unknown, params: { leadId: string }) => void>('goToLeadPage'),
    logCouponCountFailed: placeholderFor('logCouponCountFailed'),
  },
}).createMachine({
  id: 'leadSubmission',
  entry: 'reportCpf',
  context: ({ input }) => {
    const settings = settingsOf(input);
    const user = input.user ?? null;
    const layout = input.layout ?? 'classic';
    // A visitor's form fills itself from the data this browser kept; an account's, from the account.
    const remembered = offersToRemember(rememberContextOf({ user, sellerId: input.sellerId ?? null, layout })) ? (input.rememberedInfo ?? null) : null;
    return {
      offer: input.offer,
      config: input.config,
      price: input.price,
      user,
      settings,
      layout,
      location: input.location ?? null,
      tracking: input.tracking ?? { utm: {} },
      dealerCode: input.dealerCode ?? null,
      dealerCnpj: input.dealerCnpj ?? [],
      rememberedDealerCode: input.rememberedDealerCode ?? null,
      rememberedDealerCnpj: input.rememberedDealerCnpj ?? [],
      dealerGroup: input.dealerGroup ?? null,
      sellerId: input.sellerId ?? null,
      offerEdit: input.offerEdit ?? false,
      configuredSubOrigin: input.configuredSubOrigin ?? null,
      configuredProductGroup: input.configuredProductGroup ?? null,
      values: prefillFromAccount(prefillFromRemembered(emptyLeadForm(settings), remembered), user),
      remember: remembered !== null,
      testDrive: NO_TEST_DRIVE,
      documents: [],
      documentNotices: [],
      showErrors: false,
      dealer: null,
      coupon: null,
      idempotencyKey: null,
      nonce: null,
      partnerLink: input.partnerLink ?? null,
      partnership: null,
      documentUrls: [],
      answer: null,
      errorMessage: null,
      couponLimitMessage: null,
      refusedSubmits: 0,
    };
  },
  invoke: [
    { id: 'watchUser', src: 'watchUser', input: ({ context }) => ({ known: context.user }) },
    { id: 'partnership', src: 'partnership', input: ({ context }): PartnershipInput => ({ link: context.partnerLink }) },
    {
    id: 'dealerSelector',
    src: 'dealerSelector',
    input: ({ context }): DealerSelectorInput => {
      // A dealer's offer goes to its dealer only (models/lead/lead-rules.ts `offerBoundDealer`): the selector is fixed to it, whatever the address says.
      const dealerCode = offerBoundDealer(context.offer)?.id ?? context.dealerCode;
      return {
        cityCode: context.location?.cityCode ?? null,
        location: context.location,
        brand: context.offer.brand,
        mvsCode: context.offer.mvs,
        group: context.dealerGroup,
        allowedCnpjs: context.dealerCnpj,
        allowedCodes: dealerCode ? [dealerCode] : [],
        presetDealerId: dealerCode,
        rememberedDealerId: context.rememberedDealerCode,
        rememberedCnpjs: context.rememberedDealerCnpj,
        sellerId: sellerOf(context),
        offerEdit: context.offerEdit,
      };
    },
    },
  ],
  on: {
    'dealer.changed': { actions: 'storeDealer' },
    'lead.couponChanged': { actions: 'storeCoupon' },
    'configuration.changed': { actions: 'storeConfiguration' },
    'lead.setUser': { actions: ['storeUser', 'reportCpf'] },
    'partnership.verified': { actions: 'storePartnership' },
    'lead.toggleRemember': { guard: 'offersRemember', actions: 'toggleRemember' },
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'ready',
      on: {
        ...editsTo('#leadSubmission.editing.ready'),
        'lead.submit': [
          { guard: 'formInvalid', target: '.invalid', actions: ['showErrors', 'clearMessages', 'countRefusedSubmit', 'warnInvalidForm'] },
          { target: 'submitting', actions: ['showErrors', 'clearMessages'] },
        ],
      },
      states: {
        ready: {},
        invalid: {},
        couponLimited: { entry: 'scrollToSummary' },
        employeeInvalid: {},
        /** The server priced the offer otherwise: the form stays as typed (and editable), and the new price is one button away. */
        priceChanged: {
          on: {
            'lead.refreshPrice': '#leadSubmission.refreshingPrice',
            'lead.dismissError': { target: 'ready', actions: 'clearMessages' },
          },
        },
        /** The offer's new price was taken in place: the form as typed, the new price said, ready to send again. */
        priceRefreshed: {},
      },
    },
    submitting: {
      entry: 'ensureKey',
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'hasCoupon', target: 'checkingCoupon' }, { guard: 'isB2e', target: 'verifyingEmployee' }, { target: 'handingOver' }],
        },
        /** Checked and verified: cart mode keeps the lead in the cart, any other layout sends it. */
        handingOver: {
          always: [
            {
              guard: 'isCartLayout',
              target: '#leadSubmission.addedToCart',
              actions: {
                type: 'addToCart',
                params: ({ context }) => ({
                  entry: cartEntryOf(context.offer, context.config, context.price, context.coupon?.name ?? null),
                  lead: { lead: leadBodyOf(context, context.documentUrls), idempotencyKey: submissionKey(context) },
                }),
              },
            },
            { target: 'postingLead' },
          ],
        },
        checkingCoupon: {
          invoke: {
            id: 'checkCouponAvailability',
            src: 'checkCouponAvailability',
            input: ({ context }) => ({ name: appliedCoupon(context).name, offerId: context.offer.id, cpf: cpfOf(context) }),
            onDone: [
              { guard: { type: 'couponAvailableToEmployee', params: ({ event }) => event.output }, target: 'verifyingEmployee' },
              { guard: { type: 'couponAvailable', params: ({ event }) => event.output }, target: 'handingOver' },
              { target: '#leadSubmission.editing.couponLimited', actions: 'storeCouponLimit' },
            ],
            onError: { target: '#leadSubmission.failed', actions: ['storeFailure', 'reportSubmitError'] },
          },
        },
        verifyingEmployee: {
          invoke: {
            id: 'b2eCheck',
            src: 'b2eCheck',
            input: ({ context }): B2eCheckInput => ({
              sapId: context.values.sapId,
              cpf: employeeCpfToCheck(context.values.b2eKind ?? 'EMPLOYEE', context.values.cpf, context.values.employeeCpf),
              documents: context.documents,
              verification: context.settings.b2eVerification,
              idempotencyKey: submissionKey(context),
            }),
            onDone: [
              { guard: { type: 'employeeVerified', params: ({ event }) => event.output }, target: 'handingOver', actions: { type: 'storeDocumentUrls', params: ({ event }) => event.output } },
              { guard: { type: 'employeeRejected', params: ({ event }) => event.output }, target: '#leadSubmission.editing.employeeInvalid', actions: { type: 'storeEmployeeRejected', params: ({ event }) => event.output } },
              { target: '#leadSubmission.failed', actions: [{ type: 'storeCheckFailure', params: ({ event }) => event.output }, 'reportSubmitError'] },
            ],
            onError: { target: '#leadSubmission.failed', actions: ['storeFailure', 'reportSubmitError'] },
          },
        },
        postingLead: {
          invoke: {
            id: 'postLead',
            src: 'postLead',
            input: ({ context }): PostLeadInput => ({
              path: context.layout === 'newLayout' ? '/api/create-rental-lead' : '/api/v2/lead',
              lead: leadBodyOf(context, context.documentUrls),
              idempotencyKey: submissionKey(context),
            }),
            onDone: [
              {
                guard: 'isNewLayout',
                target: '#leadSubmission.published',
                actions: [
                  { type: 'storeAnswer', params: ({ event }) => event.output },
                  { type: 'publishLead', params: ({ context, event }) => publishedLeadOf(context, event.output) },
                  { type: 'reportPublished', params: ({ context, event }) => publishedLeadOf(context, event.output) },
                  { type: 'keepVisitorInfo', params: ({ context }) => visitorInfoDecisionOf(context) },
                  'trackLeadSent',
                ],
              },
              {
                target: '#leadSubmission.sent',
                actions: [{ type: 'storeAnswer', params: ({ event }) => event.output }, { type: 'keepVisitorInfo', params: ({ context }) => visitorInfoDecisionOf(context) }, 'trackLeadSent'],
              },
            ],
            onError: [
              // The offer's price changed while the form was filled: a new price to take, not a failure to retry as is.
              { guard: 'isPriceChanged', target: '#leadSubmission.editing.priceChanged', actions: ['storeFailure', 'forgetKey', 'reportSubmitError'] },
              { target: '#leadSubmission.failed', actions: ['storeFailure', 'reportSubmitError'] },
            ],
          },
        },
      },
    },
    refreshingPrice: {
      invoke: {
        id: 'reloadOffer',
        src: 'reloadOffer',
        input: ({ context }) => context.offer.id,
        onDone: {
          target: 'editing.priceRefreshed',
          actions: [{ type: 'storeRefreshedOffer', params: ({ event }) => event.output }, 'clearMessages', { type: 'reportOfferRefreshed', params: ({ event }) => ({ offer: event.output }) }],
        },
        onError: { target: 'editing.priceChanged', actions: 'storeRefreshFailure' },
      },
    },
    failed: {
      on: {
        // The form stays editable under the failure notification: an edit is new content (a new key).
        ...editsTo('#leadSubmission.editing.ready'),
        'lead.submit': 'submitting',
        'lead.dismissError': { target: 'editing.ready', actions: 'clearMessages' },
      },
    },
    sent: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'hasCoupon', target: 'countingCoupon' }, { target: 'counted' }] },
        countingCoupon: {
          invoke: {
            id: 'countCoupon',
            src: 'countCoupon',
            input: ({ context }) => ({ id: appliedCoupon(context).name, cpf: cpfOf(context), idempotencyKey: `${submissionKey(context)}:coupon` }),
            onDone: 'counted',
            onError: { target: 'counted', actions: 'logCouponCountFailed' },
          },
        },
        counted: {},
      },
      on: {
        'lead.closeResult': [
          { guard: 'isSellerLead', target: 'closed', actions: 'closeAsSeller' },
          { target: 'closed', actions: 'closeResult' },
        ],
        // The customer's modal goes to their proposals; the seller's back to the lead on the desk.
        'lead.toProposals': { guard: not('isSellerLead'), target: 'closed', actions: 'goToProposals' },
        'lead.toLeadPage': {
          guard: 'isSellerLead',
          target: 'closed',
          actions: { type: 'goToLeadPage', params: ({ context }) => ({ leadId: context.answer!.id }) },
        },
      },
    },
    /** Cart mode: the offer went into the cart, nothing was sent (the cart page sends it). */
    addedToCart: {
      on: {
        'lead.closeResult': { target: 'closed', actions: 'closeResult' },
        'lead.toCart': { target: 'closed', actions: 'goToCart' },
      },
    },
    published: { type: 'final' },
    closed: { type: 'final' },
  },
});

/** For the details chart: the chart tells it the created lead (`lead.published`), the offer read again and the CPF with `sendParent`. */
export const leadSubmissionChild = leadSubmissionMachine.provide({
  actions: {
    reportPublished: sendParent((_, lead: PublishedLead): LeadPublished => ({ type: 'lead.published', lead })),
    reportOfferRefreshed: sendParent((_, { offer }: { offer: Offer }): LeadOfferRefreshed => ({ type: 'lead.offerRefreshed', offer })),
    reportCpf: sendParent(({ context }): LeadCpfChanged => ({ type: 'lead.cpfChanged', cpf: cpfOf(context) })),
  },
});

export type LeadSubmissionActorRef = ActorRefFrom<typeof leadSubmissionMachine>;
export type LeadSubmissionSnapshot = SnapshotFrom<typeof leadSubmissionMachine>;
export type LeadStatus =
  | 'ready'
  | 'invalid'
  | 'couponLimited'
  | 'employeeInvalid'
  | 'priceRefreshed'
  | 'priceChanged'
  | 'refreshingPrice'
  | 'checkingCoupon'
  | 'verifyingEmployee'
  | 'postingLead'
  | 'failed'
  | 'sent'
  | 'addedToCart'
  | 'published'
  | 'closed';

// ───────────────────────────── selectors ─────────────────────────────

export const selectStatus = (s: LeadSubmissionSnapshot): LeadStatus => {
  if (s.matches('editing')) return (s.value as { editing: LeadStatus }).editing;
  if (s.matches('submitting')) {
    const sub = (s.value as { submitting: string }).submitting;
    return (sub === 'routing' || sub === 'handingOver' ? 'postingLead' : sub) as LeadStatus;
  }
  if (s.matches('sent')) return 'sent';
  return s.value as LeadStatus;
};
export const selectSubmitting = (s: LeadSubmissionSnapshot) => s.matches('submitting');
export const selectValues = (s: LeadSubmissionSnapshot) => s.context.values;
export const selectTestDrive = (s: LeadSubmissionSnapshot) => s.context.testDrive;
export const selectDocuments = (s: LeadSubmissionSnapshot) => s.context.documents;
export const selectDocumentNotices = (s: LeadSubmissionSnapshot) => s.context.documentNotices;
export const selectSettings = (s: LeadSubmissionSnapshot) => s.context.settings;
export const selectLayout = (s: LeadSubmissionSnapshot) => s.context.layout;
/** Whether the server took the sent lead as the seller's ('Show Room'): its answer names the seller. */
export const selectSellerAttributed = (s: LeadSubmissionSnapshot) => Boolean(s.context.answer?.sellerId);
/** 'Lembrar meus dados neste navegador' shows (a visitor's form) and whether it is ticked. */
export const selectCanRemember = (s: LeadSubmissionSnapshot) => s.can({ type: 'lead.toggleRemember' });
export const selectRemember = (s: LeadSubmissionSnapshot) => s.context.remember;
/** The sent lead's number as the customer sees it everywhere ('FL-…'), once it is created. */
export const selectProposalCode = (s: LeadSubmissionSnapshot) => (s.context.answer ? proposalCodeOf(s.context.answer.id) : null);
/** The dealer's promise to answer by, as the customer reads it ('A concessionária entra em contato até qui., 03/12, 11:00'); none without one. */
export const selectResponsePromise = (s: LeadSubmissionSnapshot) =>
  s.context.answer?.respondBy ? responseTimeLabels.promise(formatPromise(new Date(s.context.answer.respondBy))) : null;
export const selectErrorMessage = (s: LeadSubmissionSnapshot) => s.context.errorMessage;
/** The monthly price the form sends now (the new one, once taken). */
export const selectMonthlyPrice = (s: LeadSubmissionSnapshot) => leadMonthlyPrice(s.context.price);
export const selectCanRefreshPrice = (s: LeadSubmissionSnapshot) => s.can({ type: 'lead.refreshPrice' });
export const selectCanDismissError = (s: LeadSubmissionSnapshot) => s.can({ type: 'lead.dismissError' });
export const selectCouponLimitMessage = (s: LeadSubmissionSnapshot) => s.context.couponLimitMessage;
export const selectCanSubmit = (s: LeadSubmissionSnapshot) => s.can({ type: 'lead.submit', key: '', nonce: '' });
/** The partner the lead comes through, once the server opened its link's token (null otherwise). */
export const selectPartnerName = (s: LeadSubmissionSnapshot) => s.context.partnership?.answer.partnership ?? null;
/** The sent lead's modal is the seller's (back to the lead on the desk, close) rather than the customer's. */
export const selectCanGoToLeadPage = (s: LeadSubmissionSnapshot) => s.can({ type: 'lead.toLeadPage' });
export const selectCanGoToProposals = (s: LeadSubmissionSnapshot) => s.can({ type: 'lead.toProposals' });
export const selectRefusedSubmits = (s: LeadSubmissionSnapshot) => s.context.refusedSubmits;
export const selectUser = (s: LeadSubmissionSnapshot) => s.context.user;
/** The signed-in person's e-mail and (certified) CPF are kept as the account has them. */
export const selectEmailLocked = (s: LeadSubmissionSnapshot) => isEmailLocked(s.context.user);
export const selectCpfLocked = (s: LeadSubmissionSnapshot) => isCpfLocked(s.context.user);
export const selectIsCompanyForm = (s: LeadSubmissionSnapshot) => isCompanyForm(s.context.values, s.context.settings);
export const selectAsksRelativeFields = (s: LeadSubmissionSnapshot) => asksRelativeFields(s.context.values);
export const selectShowsDeliveredBy = (s: LeadSubmissionSnapshot) => showsDeliveredBy(s.context.values, s.context.settings, s.context.offer);
export const selectAcceptsMoreDocuments = (s: LeadSubmissionSnapshot) => acceptsMoreDocuments(s.context.documents, s.context.settings);
export const selectShowsPersonTypeChoice = (s: LeadSubmissionSnapshot) => showsPersonTypeChoice(s.context.settings);
export const selectOffer = (s: LeadSubmissionSnapshot) => s.context.offer;
export const selectHasLocation = (s: LeadSubmissionSnapshot) => s.context.location !== null;
export const selectDealerSelectorRef = (s: LeadSubmissionSnapshot) => s.children.dealerSelector;
export const selectB2eCheckRef = (s: LeadSubmissionSnapshot) => s.children.b2eCheck;

const errorsMemo = new WeakMap<LeadSubmissionContext, LeadFormErrors>();
/** The field messages shown (after the first submit), memoised per context. */
export function selectErrors(s: LeadSubmissionSnapshot): LeadFormErrors {
  if (!s.context.showErrors) return EMPTY_ERRORS;
  let errors = errorsMemo.get(s.context);
  if (!errors) errorsMemo.set(s.context, (errors = errorsOf(s.context)));
  return errors;
}
const EMPTY_ERRORS: LeadFormErrors = Object.freeze({});

export function sameErrors(a: LeadFormErrors, b: LeadFormErrors): boolean {
  const ka = Object.keys(a) as (keyof LeadFormErrors)[];
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}
