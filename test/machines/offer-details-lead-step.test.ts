/**
 * The offer details chart as the parent of the lead step: it feeds the lead
 * and the coupon children the configuration and price, hears the coupon
 * they apply, and clears it once, on going back.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef, type InspectionEvent } from 'xstate';
import type { OfferWithMvs } from '../../models/showcase/api';
import { detailsPrice, periodsOf } from '../../models/pricing/offer-details';
import type { CouponActorRef } from '../../machines/coupon/coupon.machine';
import type { LeadSubmissionActorRef } from '../../machines/lead-submission/lead-submission.machine';
import { offerDetailsMachine, selectCouponRef, selectLeadSubmissionRef, selectPrice } from '../../machines/offer-details/offer-details.machine';
import { fakeLeadStepActors, quietDetailsApp } from '../support/details-lead-step';
import { leadOffer } from '../support/lead-fixtures';
import { answerFor } from './coupon.paths';
import { SP_LOCATION, customer } from './lead-submission.paths';

function startDetails() {
  const { actors } = fakeLeadStepActors({ validateCoupon: async ({ name }) => answerFor(name) });
  const syncAddress = vi.fn();
  const couponEvents: string[] = [];
  const inspect = (e: InspectionEvent) => {
    if (e.type === '@xstate.event' && (e.actorRef as AnyActorRef).id === 'coupon' && e.event.type.startsWith('coupon.')) couponEvents.push(e.event.type);
  };
  const actor = createActor(
    offerDetailsMachine.provide({
      actors: { loadOffer: fromPromise<OfferWithMvs, string>(async () => leadOffer), ...actors },
      actions: { ...quietDetailsApp, syncAddress: ({ context }) => syncAddress(context.couponName) },
    }),
    { input: { offerId: leadOffer.id, lead: { location: SP_LOCATION, tracking: { utm: {} } } }, inspect },
  ).start();
  const coupon = () => selectCouponRef(actor.getSnapshot()) as CouponActorRef;
  const lead = () => selectLeadSubmissionRef(actor.getSnapshot()) as LeadSubmissionActorRef;
  const apply = async (name: string) => {
    coupon().send({ type: 'coupon.type', name });
    coupon().send({ type: 'coupon.apply' });
    await waitFor(coupon(), (s) => s.matches('applied') && s.context.coupon?.name === name.toUpperCase());
  };
  return { actor, coupon, lead, apply, couponEvents, syncAddress };
}

describe('the offer details chart runs the lead step', () => {
  it('through the lead step and back: the coupon is cleared exactly once, and applying it again works', async () => {
    const h = startDetails();
    await waitFor(h.actor, (s) => s.matches({ ready: 'details' }));
    expect(h.lead()).toBeDefined();
    expect(h.coupon()).toBeDefined();

    await h.apply('tresmeses');
    const terms = answerFor('TRESMESES').coupon;
    // The parent counts the coupon in its figures, passes it on to the lead and writes the typed name into the address.
    expect(h.actor.getSnapshot().context.coupon).toMatchObject({ name: 'TRESMESES' });
    expect(h.lead().getSnapshot().context.coupon?.name).toBe('TRESMESES');
    const withCoupon = detailsPrice(leadOffer, h.actor.getSnapshot().context.config!, terms);
    expect(selectPrice(h.actor.getSnapshot())).toEqual(withCoupon);
    expect(h.lead().getSnapshot().context.price).toEqual(withCoupon);
    expect(h.syncAddress).toHaveBeenLastCalledWith('TRESMESES');

    h.actor.send({ type: 'details.continue' });
    expect(h.actor.getSnapshot().matches({ ready: 'lead' })).toBe(true);
    expect(h.actor.getSnapshot().context.coupon).toMatchObject({ name: 'TRESMESES' });
    expect(h.couponEvents.filter((t) => t === 'coupon.clear')).toHaveLength(0);

    h.actor.send({ type: 'details.back' });
    expect(h.actor.getSnapshot().matches({ ready: 'details' })).toBe(true);
    expect(h.couponEvents.filter((t) => t === 'coupon.clear')).toHaveLength(1);
    // Everything that counted the coupon forgot it: the parent, the lead, the field, the address.
    expect(h.actor.getSnapshot().context.coupon).toBeNull();
    expect(h.actor.getSnapshot().context.couponName).toBeNull();
    expect(h.coupon().getSnapshot().value).toBe('idle');
    expect(h.coupon().getSnapshot().context.name).toBe('');
    expect(h.lead().getSnapshot().context.coupon).toBeNull();
    expect(h.lead().getSnapshot().context.price).toEqual(detailsPrice(leadOffer, h.actor.getSnapshot().context.config!));
    expect(h.syncAddress).toHaveBeenLastCalledWith(null);

    await h.apply('tresmeses');
    expect(h.actor.getSnapshot().context.coupon).toMatchObject({ name: 'TRESMESES' });
    expect(h.lead().getSnapshot().context.coupon?.name).toBe('TRESMESES');
    expect(h.couponEvents.filter((t) => t === 'coupon.clear')).toHaveLength(1);
    h.actor.stop();
  });

  it('a new period reaches the lead and the coupon through the parent', async () => {
    const h = startDetails();
    await waitFor(h.actor, (s) => s.matches({ ready: 'details' }));
    const config = h.actor.getSnapshot().context.config!;
    const other = periodsOf(leadOffer).find((p) => p !== config.period)!;
    h.actor.send({ type: 'plan.selectPeriod', period: other });
    const next = h.actor.getSnapshot().context.config!;
    expect(next.period).toBe(other);
    expect(h.lead().getSnapshot().context.config).toEqual(next);
    expect(h.lead().getSnapshot().context.price).toEqual(detailsPrice(leadOffer, next));
    expect(h.coupon().getSnapshot().context.period).toBe(other);
    expect(h.coupon().getSnapshot().context.minimumInitialPayment).toBe(detailsPrice(leadOffer, next).bounds.min);
    h.actor.stop();
  });

  it("the browser's Back from the lead step returns to the configuration and Forward to the form, as it was typed", async () => {
    const { actors, address } = fakeLeadStepActors();
    const steps: string[] = [];
    const actor = createActor(
      offerDetailsMachine.provide({
        actors: { loadOffer: fromPromise<OfferWithMvs, string>(async () => leadOffer), ...actors },
        actions: { ...quietDetailsApp, showLeadStepInAddress: () => steps.push('show'), leaveLeadStepInAddress: () => steps.push('leave') },
      }),
      { input: { offerId: leadOffer.id } },
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: 'details' }) && s.context.leadStep === 'running');
    actor.send({ type: 'details.continue' });
    expect(actor.getSnapshot().matches({ ready: 'lead' })).toBe(true);
    expect(steps).toEqual(['show']);
    const lead = selectLeadSubmissionRef(actor.getSnapshot())!;
    lead.send({ type: 'lead.change', field: 'fullName', value: 'Maria da Silva' });
    // Back: the address already moved, the chart follows and writes nothing; the lead form's chart stays.
    address.report!(false);
    expect(actor.getSnapshot().matches({ ready: 'details' })).toBe(true);
    expect(selectLeadSubmissionRef(actor.getSnapshot())).toBe(lead);
    // Forward: the form with what was typed.
    address.report!(true);
    expect(actor.getSnapshot().matches({ ready: 'lead' })).toBe(true);
    expect(selectLeadSubmissionRef(actor.getSnapshot())!.getSnapshot().context.values.fullName).toBe('Maria da Silva');
    expect(steps).toEqual(['show']);
    // 'Voltar' on the step leaves its history entry.
    actor.send({ type: 'details.back' });
    expect(steps).toEqual(['show', 'leave']);
    actor.stop();
  });

  it('an account that signs in after the form opened fills the lead form', async () => {
    const { actors, users } = fakeLeadStepActors();
    const actor = createActor(offerDetailsMachine.provide({ actors: { loadOffer: fromPromise<OfferWithMvs, string>(async () => leadOffer), ...actors }, actions: quietDetailsApp }), {
      input: { offerId: leadOffer.id },
    }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'details' }));
    const lead = selectLeadSubmissionRef(actor.getSnapshot())!;
    expect(lead.getSnapshot().context.user).toBeNull();
    users.report!(customer);
    expect(lead.getSnapshot().context.user).toBe(customer);
    expect(lead.getSnapshot().context.values.fullName).toBe(customer.name);
    actor.stop();
  });
});
