/**
 * Generated paths of the lead update chart (the edit modes of a sent lead),
 * shared by its test and `npm run paths`: the seller's edit (the link's
 * authorization) and the customer's (the session, sign-in first).
 */
import type { Coupon } from '../../models/coupon/coupon-rules';
import type { Dealer } from '../../models/dealer/dealer';
import type { LeadUpdateAnswer } from '../../models/lead/lead';
import type { EditRequest } from '../../models/lead/lead-update';
import { detailsPrice, initialConfiguration, type DetailsConfiguration } from '../../models/pricing/offer-details';
import type { RentalLeadTimeline } from '../../models/proposal/proposal';
import { finishStateOf, leadUpdateMachine, type LeadUpdateEvent, type LeadUpdateInput, type LeadUpdateSnapshot } from '../../machines/lead-update/lead-update.machine';
import { planChart, type ChartPlan } from '../support/chart-paths';
import { saoPauloFiatDealer } from '../support/lead-fixtures';
import { answerFor } from './coupon.paths';
import { detailsOffer } from './offer-details.paths';
import { withoutTransientStates } from '../support/lead-harness';
import { configurationEvent } from '../support/configuration';

export const EDIT_LEAD_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const EDIT_CPF = '52998224725';
export const PRODUCT_LEAD_ID = 'b1c2d3e4-0000-4000-8000-000000000001';
export const SELLER_AUTHORIZATION = `v1.${EDIT_LEAD_ID}.seller.1795000000.${'A'.repeat(43)}`;

export const sellerRequest: EditRequest = { mode: 'seller', leadId: EDIT_LEAD_ID, offerId: detailsOffer.id, cpf: null, authorization: SELLER_AUTHORIZATION };
export const customerRequest: EditRequest = { mode: 'customer', leadId: EDIT_LEAD_ID, offerId: detailsOffer.id, cpf: null, authorization: null };

/** The dealer the lead went to (the selector is locked on it). */
export const leadDealer: Dealer = saoPauloFiatDealer;

/** The lead as the timeline answers it: 36 months, 1000 km, Branco Alaska, the sunroof, the plate ending 4, no entrada. */
export const storedLead: RentalLeadTimeline = {
  proposalCode: 'FLUA-3F1C2D4E',
  leadId: EDIT_LEAD_ID,
  createdAt: '2026-11-20T13:00:00.000Z',
  status: 'in_service',
  offerId: detailsOffer.id,
  brand: 'fiat',
  title: 'Fiat Mobi Like 2026',
  dealerCode: leadDealer.id,
  dealerName: leadDealer.fantasyName,
  period: 36,
  km: 1000,
  monthlyPrice: 250_000,
  timeline: [{ status: 'sent', at: '2026-11-20T13:00:00.000Z', by: { name: 'Helena Duarte Rocha', role: 'customer' }, note: null }],
  versions: [],
  awaitingVersion: null,
  cpf: EDIT_CPF,
  productLeadId: PRODUCT_LEAD_ID,
  mvsInformation: null,
  lead: {
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
  },
  mileage: 1000,
  rentalPaymentInformation: null,
};

/** Two configurations the details page may send: one 'Finalizar' saves, one with the plate ending unchosen. */
export const readyConfig: DetailsConfiguration = initialConfiguration(detailsOffer, { period: 36, km: 1000, colorId: 'fiat-249', optionalId: 'L10-OPT-2', additionalIds: ['1'], plateNumber: 4 });
export const plateMissingConfig: DetailsConfiguration = { ...readyConfig, plateNumber: null };

export const editCoupon: Coupon = answerFor('BEMVINDO10').coupon;

export function leadUpdateInput(request: EditRequest): LeadUpdateInput {
  return { request, offer: detailsOffer, config: readyConfig, price: detailsPrice(detailsOffer, readyConfig), initialPaymentCheck: 'ok' };
}

export function updateAnswer(awaiting: boolean): LeadUpdateAnswer {
  return { leadId: EDIT_LEAD_ID, version: 2, monthlyPrice: 260_000, contractTotal: 9_360_000, awaitingVersion: awaiting ? 2 : null };
}

function leadUpdatePlan(id: string, request: EditRequest): ChartPlan {
  return withoutTransientStates(planChart({
    id,
    machine: leadUpdateMachine,
    input: leadUpdateInput(request),
    serializeState: (s: LeadUpdateSnapshot) =>
      JSON.stringify({
        v: s.value,
        plate: s.context.config.plateNumber === null,
        coupon: s.context.coupon !== null,
        dealer: s.context.dealer !== null,
        key: s.context.idempotencyKey !== null,
        finish: s.context.lead ? finishStateOf(s.context) : null,
      }),
    events: (snap: LeadUpdateSnapshot) => {
      const out: LeadUpdateEvent[] = [];
      const c = snap.children as Record<string, unknown>;
      if (c.loadLead) out.push({ type: 'xstate.done.actor.loadLead', output: storedLead } as never, { type: 'xstate.error.actor.loadLead', error: new Error('O link de edição expirou. Peça um novo link à concessionária.') } as never);
      if (c.putLead) {
        out.push({ type: 'xstate.done.actor.putLead', output: updateAnswer(request.mode === 'seller') } as never);
        out.push({ type: 'xstate.error.actor.putLead', error: { status: 409, message: 'Esta proposta não pode mais ser alterada.' } } as never);
      }
      // The locked dealer selector reports the lead's dealer once its dealers are loaded.
      if (c.dealerSelector && snap.context.dealer === null) out.push({ type: 'dealer.changed', dealer: leadDealer, available: true, location: null });
      if (c.session) {
        out.push({ type: 'session.loaded', viewer: { signedIn: true, admin: false } }, { type: 'session.loaded', viewer: { signedIn: false, admin: false } }, { type: 'session.signedOut' });
      }
      // What the details page sends (the configuration, the coupon), in any state.
      if (snap.status === 'active') {
        out.push(configurationEvent(detailsOffer, snap.context.config.plateNumber === null ? readyConfig : plateMissingConfig));
        out.push({ type: 'leadUpdate.couponChanged', coupon: snap.context.coupon ? null : editCoupon });
      }
      const person: LeadUpdateEvent[] = [{ type: 'leadUpdate.save', key: 'save-key' }, { type: 'leadUpdate.close' }, { type: 'leadUpdate.toLeadPage' }, { type: 'leadUpdate.toProposals' }];
      return [...out, ...person.filter((e) => snap.can(e))];
    },
  }));
}

export const leadUpdateSellerPlan = leadUpdatePlan('lead-update-seller', sellerRequest);
export const leadUpdateCustomerPlan = leadUpdatePlan('lead-update-customer', customerRequest);
export const leadUpdatePlans = [leadUpdateSellerPlan, leadUpdateCustomerPlan];
