/**
 * The lead submission chart's generated paths (shared by its test and `npm
 * run paths`), over its configurations: the classic natural-person form
 * (with a coupon, and the company form), a B2E offer, the new layout, cart
 * mode, the test drive, a price change, a seller's link, and a company offer
 * on a site without a fixed legal-person dealer.
 *
 * A person's events are offered as they would happen: the change that fixes
 * the first invalid field, the dealer choice while none is chosen, submit,
 * and the result's buttons; the actors' answers only while they run.
 */
import type { SessionUser } from '../../models/account/auth';
import type { CouponAvailability } from '../../models/coupon/coupon-rules';
import type { LeadFormErrors, LeadTextField } from '../../models/lead/lead-form';
import type { StoredLocation } from '../../models/dealer/location';
import { initialConfiguration, detailsPrice } from '../../models/pricing/offer-details';
import type { Offer } from '../../models/offer/offer';
import {
  errorsOf,
  leadSubmissionMachine,
  type LeadSubmissionEvent,
  type LeadSubmissionInput,
} from '../../machines/lead-submission/lead-submission.machine';
import type { B2eCheckOutput } from '../../machines/b2e-check/b2e-check.machine';
import { planChart } from '../support/chart-paths';
import { addDays, format, parseISO } from 'date-fns';
import { todayInBrazil } from '../../models/common/calendar';
import { withoutTransientStates } from '../support/lead-harness';
import { configurationEvent } from '../support/configuration';
import { b2eOffer, companyOffer, leadOffer } from '../support/lead-fixtures';
import { answerFor } from './coupon.paths';
import { spDealers } from './dealer-selector.paths';
import { ApiCallError } from '../../services/http';
import { leadVersionLabels } from '../../models/labels/lead-version';
import { PRICE_CHANGED_CODE } from '../../models/showcase/api';
import type { PartnerLink, PartnershipAnswer } from '../../models/lead/partnership';

export const SP_LOCATION: StoredLocation = { countryCode: 'BR', stateCode: 'SP', cityCode: '3550308', cityName: 'São Paulo' };

export const GOOD_VALUES: Record<LeadTextField, string> = {
  fullName: 'Maria Aparecida da Silva',
  email: 'maria.silva@example.com',
  cpf: '529.982.247-25',
  mobilePhone: '(11) 98765-4321',
  companyName: 'Transportes Exemplo Ltda',
  contactName: 'Carlos Pereira Souza',
  cnpj: '12.ABC.345/01DE-35',
  phone: '(21) 99876-5432',
  totalVehicles: '2',
  sapId: '80012345',
  employeeCpf: '390.533.447-05',
  kinship: 'Filho(a)',
};

const FIX_ORDER: (keyof LeadFormErrors)[] = [
  'fullName',
  'companyName',
  'contactName',
  'email',
  'cpf',
  'cnpj',
  'mobilePhone',
  'phone',
  'totalVehicles',
  'preferredContacts',
  'sapId',
  'employeeCpf',
  'kinship',
  'documents',
  'optIns',
  'dealer',
  'testDriveDate',
  'testDriveTime',
];

/** A test drive day within the window: three days from today (Brazil's calendar). */
export const TEST_DRIVE_DAY = format(addDays(parseISO(todayInBrazil()), 3), 'yyyy-MM-dd');
export const OTHER_TEST_DRIVE_DAY = format(addDays(parseISO(todayInBrazil()), 10), 'yyyy-MM-dd');

/** The key a submit carries (the view mints a fresh one per click; the chart keeps the first). */
export const SUBMIT_KEY = 'lead-key';
/** The nonce a submit carries (minted by the view with the key). */
export const SUBMIT_NONCE = 'lead-nonce';
export const pdfFile = new File(['%PDF-1.4 comprovante'], 'comprovante.pdf', { type: 'application/pdf' });
export const limitedCoupon = answerFor('PRIMEIROS50').coupon;
export const customer: SessionUser = {
  id: 'u-1',
  name: 'João Pedro Santos',
  cpf: '46821357919',
  phone: '11912345678',
  emails: ['joao@flua.example'],
  certified: false,
  emailVerified: true,
  roles: ['customer'],
  sellerId: null,
  dealerCode: null,
};

export function leadInput(offer: Offer, extra: Partial<LeadSubmissionInput> = {}): LeadSubmissionInput {
  const config = initialConfiguration(offer);
  return { offer, config, price: detailsPrice(offer, config), location: SP_LOCATION, tracking: { utm: { utm_source: 'google' } }, ...extra };
}

export const classicInput = leadInput(leadOffer, { settings: { preferredContactEnabled: true } });
export const b2eInput = leadInput(b2eOffer);
export const newLayoutInput = leadInput(leadOffer, { layout: 'newLayout' });
export const cartInput = leadInput(leadOffer, { layout: 'cart' });
export const testDriveInput = leadInput(leadOffer, { settings: { testDriveEnabled: true } });
/** A company offer on a site configured without a fixed legal-person dealer (`SiteConfig.leadForm`): the company chooses its dealer. */
export const noFixedDealerInput = leadInput(companyOffer, { settings: { fixedLegalPersonDealer: null } });
/** A partner's link (`?partner=…&partnerToken=…`, kept for the visit): the form has its token opened. */
export const PARTNER_LINK: PartnerLink = { partner: 'clube-demo', token: `v1.${'A'.repeat(16)}.${'B'.repeat(40)}.${'C'.repeat(22)}` };
export const PARTNERSHIP_ANSWER: PartnershipAnswer = { partnership: 'clube-demo', partnershipValue: 'SOCIO-000123', renewal: false, expiresAt: '2030-01-01T00:00:00.000Z' };
export const partnerInput = leadInput(leadOffer, { partnerLink: PARTNER_LINK });
/** A seller's showroom link (`?sellerId=`, kept as SELLER_ID): the seller's modal. */
export const sellerInput = leadInput(leadOffer, { sellerId: 'VEND-0001' });

/** The person's next step towards a valid form: fix the first invalid field. */
function fixFirst(snap: any): LeadSubmissionEvent[] {
  const errors = errorsOf(snap.context);
  const field = FIX_ORDER.find((f) => errors[f]);
  if (!field) return [];
  if (field === 'preferredContacts') return [{ type: 'lead.togglePreferredContact', method: 'whatsapp' }];
  if (field === 'documents') return [{ type: 'lead.addDocuments', files: [pdfFile] }];
  if (field === 'optIns') return [{ type: 'lead.toggle', field: 'whatsappOptIn' }];
  if (field === 'dealer') return [{ type: 'dealer.changed', dealer: spDealers[1]!, available: true }];
  if (field === 'testDriveDate') return [{ type: 'lead.setTestDriveDate', date: TEST_DRIVE_DAY }];
  if (field === 'testDriveTime') return [{ type: 'lead.setTestDriveTime', time: '10:00' }];
  return [{ type: 'lead.change', field: field as LeadTextField, value: GOOD_VALUES[field as LeadTextField] }];
}

/** Another plan of the offer (what the details page sends when the person picks one). */
function otherPlan(snap: any) {
  const ctx = snap.context;
  const plan = (ctx.offer as Offer).rentalPlanList.find((p) => p.period !== ctx.config.period)!;
  return { ...ctx.config, period: plan.period, km: plan.km };
}
const configured = (snap: any) => snap.context.config.period !== initialConfiguration(snap.context.offer).period;

const pristine = (snap: any) => !snap.context.showErrors && snap.context.values.fullName === '' && snap.context.values.companyName === '';

/** The test drive: asked on a pristine form; under the failure notification, each of its edits once. */
function testDriveEvents(snap: any): LeadSubmissionEvent[] {
  const td = snap.context.testDrive;
  if (snap.matches('failed')) {
    return [
      ...(td.time === '10:00' ? [{ type: 'lead.setTestDriveTime' as const, time: '15:00' }] : []),
      ...(td.date === TEST_DRIVE_DAY ? [{ type: 'lead.setTestDriveDate' as const, date: OTHER_TEST_DRIVE_DAY }] : []),
      ...(td.wanted && td.time === '15:00' && td.date === OTHER_TEST_DRIVE_DAY ? [{ type: 'lead.toggleTestDrive' as const }] : []),
    ];
  }
  return pristine(snap) && !td.wanted ? [{ type: 'lead.toggleTestDrive' }] : [];
}

function personEvents(snap: any, options: { coupon: boolean; company: boolean; b2e: boolean; system: boolean; testDrive?: boolean }): LeadSubmissionEvent[] {
  const ctx = snap.context;
  const failed = snap.matches('failed');
  const candidates: LeadSubmissionEvent[] = [
    ...(snap.matches('editing') || snap.matches('failed') ? fixFirst(snap) : []),
    { type: 'lead.submit', key: SUBMIT_KEY, nonce: SUBMIT_NONCE },
    { type: 'lead.dismissError' },
    { type: 'lead.closeResult' },
    { type: 'lead.toProposals' },
    ...(options.system && !ctx.values.emailOptIn && ((snap.matches({ editing: 'ready' }) && ctx.values.fullName === '') || failed) ? [{ type: 'lead.toggle' as const, field: 'emailOptIn' as const }] : []),
    // Under the failure notification the form stays editable.
    ...(failed && options.company && ctx.values.personType === 'physicalPerson' ? [{ type: 'lead.setPersonType' as const, personType: 'legalPerson' as const }] : []),
    ...(failed && options.company && !ctx.values.preferredContacts.includes('email') ? [{ type: 'lead.togglePreferredContact' as const, method: 'email' as const }] : []),
    ...(failed && options.b2e && ctx.values.b2eKind === 'EMPLOYEE' ? [{ type: 'lead.setB2eKind' as const, kind: 'RELATIVE' as const }] : []),
    ...(failed && options.b2e && ctx.documents.length === 1 ? [{ type: 'lead.addDocuments' as const, files: [pdfFile] }, { type: 'lead.removeDocument' as const, index: 0 }] : []),
    ...(options.coupon && !ctx.coupon && snap.matches({ editing: 'ready' }) && ctx.values.fullName !== '' ? [{ type: 'lead.couponChanged' as const, coupon: limitedCoupon }] : []),
    ...(options.company && pristine(snap) && ctx.values.personType === 'physicalPerson' ? [{ type: 'lead.setPersonType' as const, personType: 'legalPerson' as const }] : []),
    ...(options.company && ctx.values.personType === 'legalPerson' && ctx.values.cnpjOverTwoYears === '' ? [{ type: 'lead.setCnpjAge' as const, value: 'yes' as const }] : []),
    ...(options.b2e && pristine(snap) && ctx.values.b2eKind === 'EMPLOYEE' ? [{ type: 'lead.setB2eKind' as const, kind: 'RELATIVE' as const }] : []),
    ...(options.b2e && ctx.documents.length > 0 && snap.matches({ editing: 'ready' }) && !ctx.showErrors ? [{ type: 'lead.removeDocument' as const, index: 0 }] : []),
    ...(options.system && pristine(snap) && ctx.user === null ? [{ type: 'lead.setUser' as const, user: customer }] : []),
    // A visitor's 'Lembrar meus dados neste navegador' (not an edit: the state is the same, so the plan walks it once).
    ...(options.system && pristine(snap) && !ctx.remember ? [{ type: 'lead.toggleRemember' as const }] : []),
    ...(options.system && pristine(snap) && !configured(snap) ? [configurationEvent(ctx.offer, otherPlan(snap), { price: ctx.price })] : []),
    ...(options.testDrive ? testDriveEvents(snap) : []),
    ...(snap.matches('failed') && !options.testDrive ? [{ type: 'lead.change' as const, field: 'email' as const, value: ctx.values.email === GOOD_VALUES.email ? 'maria@example.com' : GOOD_VALUES.email }] : []),
  ];
  // The new layout's error modal covers the form: only its button can be used.
  const modal = snap.matches('failed') && ctx.layout === 'newLayout';
  return candidates.filter((e) => snap.can(e) && (!modal || e.type === 'lead.dismissError'));
}

const verified: B2eCheckOutput = { status: 'verified', documentUrls: ['/api/v1/file/download/lead-documents/00000000-0000-0000-0000-000000000001?download_type=SUB_PATH'] };
const rejected: B2eCheckOutput = { status: 'rejected', message: 'Dados do colaborador inválidos' };
const checkFailed: B2eCheckOutput = { status: 'failed', message: 'FALHA AO ENVIAR MENSAGEM!' };
const available: CouponAvailability = { limited: true, available: true };
const unavailable: CouponAvailability = { limited: true, available: false };
export const LEAD_ANSWER = { id: '11111111-1111-1111-1111-111111111111', productLeadIds: ['22222222-2222-2222-2222-222222222222'] };
/** The server took the lead as the seller's. */
export const SELLER_LEAD_ANSWER = { ...LEAD_ANSWER, sellerId: 'VEND-0001' };

function actorEvents(snap: any) {
  const c = snap.children;
  return [
    ...(c.checkCouponAvailability
      ? [
          { type: 'xstate.done.actor.checkCouponAvailability', output: available },
          { type: 'xstate.done.actor.checkCouponAvailability', output: unavailable },
          { type: 'xstate.error.actor.checkCouponAvailability', error: new Error('Um erro ocorreu, tente novamente') },
        ]
      : []),
    ...(c.b2eCheck
      ? [
          { type: 'xstate.done.actor.b2eCheck', output: verified },
          { type: 'xstate.done.actor.b2eCheck', output: rejected },
          { type: 'xstate.done.actor.b2eCheck', output: checkFailed },
          { type: 'xstate.error.actor.b2eCheck', error: new Error('Um erro ocorreu, tente novamente') },
        ]
      : []),
    ...(c.postLead
      ? [
          { type: 'xstate.done.actor.postLead', output: LEAD_ANSWER },
          { type: 'xstate.error.actor.postLead', error: new Error('Um erro ocorreu, tente novamente') },
        ]
      : []),
    ...(c.countCoupon
      ? [
          { type: 'xstate.done.actor.countCoupon', output: {} },
          { type: 'xstate.error.actor.countCoupon', error: new Error('Um erro ocorreu, tente novamente') },
        ]
      : []),
  ];
}

/** What tells two snapshots apart: the state and what the person did (not the random key, only whether there is one). */
function serialize(snap: any): string {
  const c = snap.context;
  return JSON.stringify({
    v: snap.value,
    values: c.values,
    docs: c.documents.map((d: File) => d.name),
    showErrors: c.showErrors,
    dealer: c.dealer?.id ?? null,
    coupon: c.coupon?.name ?? null,
    key: c.idempotencyKey !== null,
    user: c.user?.id ?? null,
    period: c.config.period,
    urls: c.documentUrls,
    error: c.errorMessage,
    limit: c.couponLimitMessage,
    testDrive: c.testDrive,
    remember: c.remember,
  });
}

export const leadClassicPlan = withoutTransientStates(
  planChart({
    id: 'lead-submission',
    machine: leadSubmissionMachine,
    input: classicInput,
    serializeState: serialize,
    events: (snap) => [...actorEvents(snap), ...personEvents(snap, { coupon: true, company: true, b2e: false, system: true })],
  }),
);

export const leadB2ePlan = withoutTransientStates(
  planChart({
    id: 'lead-submission-b2e',
    machine: leadSubmissionMachine,
    input: b2eInput,
    serializeState: serialize,
    events: (snap) => [...actorEvents(snap), ...personEvents(snap, { coupon: true, company: false, b2e: true, system: false })],
  }),
);

export const leadNewLayoutPlan = withoutTransientStates(
  planChart({
    id: 'lead-submission-new-layout',
    machine: leadSubmissionMachine,
    input: newLayoutInput,
    serializeState: serialize,
    events: (snap) => [...actorEvents(snap), ...personEvents(snap, { coupon: false, company: false, b2e: false, system: false })],
  }),
);

/** Cart mode: 'Adicionar ao carrinho' puts the offer and its lead in the cart and sends nothing; the modal leads to the cart or closes. */
export const leadCartPlan = withoutTransientStates(
  planChart({
    id: 'lead-submission-cart',
    machine: leadSubmissionMachine,
    input: cartInput,
    serializeState: serialize,
    events: (snap) => [...fixFirst(snap), { type: 'lead.submit' as const, key: SUBMIT_KEY, nonce: SUBMIT_NONCE }, { type: 'lead.closeResult' as const }, { type: 'lead.toCart' as const }].filter((e) => snap.can(e)),
  }),
);

export const leadTestDrivePlan = withoutTransientStates(
  planChart({
    id: 'lead-submission-test-drive',
    machine: leadSubmissionMachine,
    input: testDriveInput,
    serializeState: serialize,
    events: (snap) => [...actorEvents(snap), ...personEvents(snap, { coupon: false, company: false, b2e: false, system: false, testDrive: true })],
  }),
);

/**
 * A seller's lead (spec 001 §2 'sellerId: changes the modals'): sent, the
 * seller's modal goes back to the lead on the desk or closes the window; a
 * failure is the customer's (the form stays, to send again).
 */
export const leadSellerPlan = withoutTransientStates(
  planChart({
    id: 'lead-submission-seller',
    machine: leadSubmissionMachine,
    input: sellerInput,
    serializeState: serialize,
    events: (snap: any) => [
      ...(snap.children.postLead
        ? [
            { type: 'xstate.done.actor.postLead', output: SELLER_LEAD_ANSWER },
            { type: 'xstate.error.actor.postLead', error: new Error('Um erro ocorreu, tente novamente') },
          ]
        : []),
      ...[
        ...(snap.matches('editing') ? fixFirst(snap) : []),
        { type: 'lead.submit' as const },
        { type: 'lead.closeResult' as const },
        { type: 'lead.toLeadPage' as const },
        { type: 'lead.toProposals' as const },
      ].filter((e) => snap.can(e)),
    ],
  }),
);

/** The server's refusal when the offer's price changed while the form was filled. */
export const priceChangedError = new ApiCallError(leadVersionLabels.errors.priceMismatch, 400, PRICE_CHANGED_CODE, { rentalPrice: leadVersionLabels.errors.priceMismatch });
/** The offer as the server has it now: every plan R$ 50,00 dearer. */
export const dearerOffer: Offer = { ...leadOffer, rentalPlanList: leadOffer.rentalPlanList.map((p) => ({ ...p, price: p.price + 5_000 })) };

/**
 * The offer's price changed while the form was filled: the server refuses the
 * lead, the form keeps what was typed, 'Atualizar valor' reads the offer
 * again (or fails to), and the lead goes again at the new price.
 */
export const leadPriceChangedPlan = withoutTransientStates(
  planChart({
    id: 'lead-submission-price-changed',
    machine: leadSubmissionMachine,
    input: classicInput,
    serializeState: serialize,
    events: (snap: any) => {
      const c = snap.children;
      const inPriceChanged = snap.matches({ editing: 'priceChanged' });
      const candidates: LeadSubmissionEvent[] = [
        ...(snap.matches('editing') ? fixFirst(snap) : []),
        { type: 'lead.submit', key: SUBMIT_KEY, nonce: SUBMIT_NONCE },
        { type: 'lead.refreshPrice' },
        { type: 'lead.dismissError' },
        // Under the notice the form stays editable (once).
        ...(inPriceChanged && snap.context.values.email === GOOD_VALUES.email ? [{ type: 'lead.change' as const, field: 'email' as const, value: 'maria@example.com' }] : []),
      ];
      return [
        ...(c.postLead
          ? [
              { type: 'xstate.done.actor.postLead', output: LEAD_ANSWER },
              { type: 'xstate.error.actor.postLead', error: priceChangedError },
            ]
          : []),
        ...(c.reloadOffer
          ? [
              { type: 'xstate.done.actor.reloadOffer', output: dearerOffer },
              { type: 'xstate.error.actor.reloadOffer', error: new Error('Um erro ocorreu, tente novamente') },
            ]
          : []),
        ...candidates.filter((e) => snap.can(e)),
      ];
    },
  }),
);

/**
 * A site without a fixed legal-person dealer (spec 001 §5.2 'unless a fixed
 * legal-person dealer exists'): the company form opens, a submit with no
 * dealer shows 'A seleção da concessionária é obrigatória.' and sends nothing,
 * the chosen dealer is the lead's.
 */
export const leadNoFixedDealerPlan = withoutTransientStates(
  planChart({
    id: 'lead-submission-no-fixed-dealer',
    machine: leadSubmissionMachine,
    input: noFixedDealerInput,
    serializeState: serialize,
    events: (snap: any) => [
      ...(snap.children.postLead
        ? [
            { type: 'xstate.done.actor.postLead', output: LEAD_ANSWER },
            { type: 'xstate.error.actor.postLead', error: new Error('Um erro ocorreu, tente novamente') },
          ]
        : []),
      ...[
        ...(snap.matches('editing') ? fixFirst(snap) : []),
        { type: 'lead.submit' as const, key: SUBMIT_KEY, nonce: SUBMIT_NONCE },
        { type: 'lead.dismissError' as const },
        { type: 'lead.closeResult' as const },
      ].filter((e) => snap.can(e)),
    ],
  }),
);

/**
 * A partner's link: the server opens its token while the person fills the
 * form (`partnership.verified`, the 'partnership' child's report), and the
 * lead then carries the partnership; sent before the token is opened, it
 * goes without (a failed decrypt is the child's, logged only).
 */
export const leadPartnerPlan = withoutTransientStates(
  planChart({
    id: 'lead-submission-partner',
    machine: leadSubmissionMachine,
    input: partnerInput,
    serializeState: (snap: any) => JSON.stringify({ s: serialize(snap), partner: snap.context.partnership !== null }),
    events: (snap: any) => [
      ...(snap.children.postLead
        ? [
            { type: 'xstate.done.actor.postLead', output: LEAD_ANSWER },
            { type: 'xstate.error.actor.postLead', error: new Error('Um erro ocorreu, tente novamente') },
          ]
        : []),
      ...[
        ...(snap.context.partnership === null && snap.matches({ editing: 'ready' }) ? [{ type: 'partnership.verified' as const, partnership: { link: PARTNER_LINK, answer: PARTNERSHIP_ANSWER } }] : []),
        ...(snap.matches('editing') ? fixFirst(snap) : []),
        { type: 'lead.submit' as const, key: SUBMIT_KEY, nonce: SUBMIT_NONCE },
        { type: 'lead.dismissError' as const },
        { type: 'lead.closeResult' as const },
      ].filter((e) => snap.can(e)),
    ],
  }),
);

export const leadPlans = [
  { plan: leadClassicPlan, input: classicInput },
  { plan: leadB2ePlan, input: b2eInput },
  { plan: leadNewLayoutPlan, input: newLayoutInput },
  { plan: leadCartPlan, input: cartInput },
  { plan: leadTestDrivePlan, input: testDriveInput },
  { plan: leadPriceChangedPlan, input: classicInput },
  { plan: leadSellerPlan, input: sellerInput },
  { plan: leadNoFixedDealerPlan, input: noFixedDealerInput },
  { plan: leadPartnerPlan, input: partnerInput },
];
