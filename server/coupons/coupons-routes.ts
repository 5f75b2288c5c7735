/**
 * Coupons (spec 001 §7 "Coupons", §8 coupon messages): validation with the
 * remaining usages, the automatic coupon of an offer and period, the
 * availability check, the usage as it stands (a coupon is used only by the
 * lead that carries it: lead-coupon.ts) and the admins' clear calls.
 */
import type { FastifyInstance } from 'fastify';
import { OFFER_ADMIN } from '../../models/account/auth';
import type { CouponDefinition } from '../../models/coupon/coupon';
import {
  CouponAvailabilityParams,
  CouponClearCpfParams,
  CouponClearOneParams,
  CouponClearParams,
  CouponCountParams,
  CouponCpfQuery,
  CouponValidateParams,
  DefaultCouponParams,
  couponAnswer,
  couponApplies,
  couponPlanPrice,
  couponCpf,
  todayInBrazil,
  type CouponClearAnswer,
  type CouponCountAnswer,
} from '../../models/pricing/coupon-api';
import { couponAvailability, type CouponAvailability, type CouponValidationAnswer } from '../../models/coupon/coupon-rules';
import { labels } from '../../models/labels/spec';
import type { Offer } from '../../models/offer/offer';
import { findOffer } from '../catalogue/offers-repo';
import type { Database, Queryable } from '../db/database';
import { HttpError, anyone, defineRoute, role } from '../http/route';
import { clearCoupon, clearCpf, defaultCoupons, findCoupon, usageOf, type StoredCoupon } from './coupons-repo';

const unavailable = () => new HttpError(404, 'coupon_unavailable', labels.coupon.unavailable);
const expired = () => new HttpError(422, 'coupon_expired', labels.coupon.expired);

async function offerFor(db: Queryable, offerId: string): Promise<Offer> {
  const offer = await findOffer(db, offerId);
  if (!offer || offer.removed) throw unavailable();
  return offer;
}

async function answerFor(db: Queryable, coupon: StoredCoupon, offer: Offer, period: number, cpf: string | null): Promise<CouponValidationAnswer> {
  const price = couponPlanPrice(offer, period);
  if (price === undefined) throw unavailable();
  const answer = couponAnswer(coupon.definition, await usageOf(db, coupon, cpf), period, price);
  return { coupon: answer, discount: answer.monthlyPaymentDiscountAmount ?? 0 };
}

function checkApplies(def: CouponDefinition, offerId: string, period: number): void {
  const applies = couponApplies(def, offerId, period, todayInBrazil());
  if (applies === 'expired') throw expired();
  if (applies === 'notForOffer') throw unavailable();
}

export function couponsRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'POST',
      url: '/api/coupons/validate/:couponName/offer/:offerId/period/:couponPeriod',
      access: anyone,
      params: CouponValidateParams,
      query: CouponCpfQuery,
      handler: async ({ params, query }): Promise<CouponValidationAnswer> => {
        const coupon = await findCoupon(db, params.couponName);
        if (!coupon) throw unavailable();
        const period = Number(params.couponPeriod);
        checkApplies(coupon.definition, params.offerId, period);
        return answerFor(db, coupon, await offerFor(db, params.offerId), period, couponCpf(query));
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/coupons/default/offer/:offerId/period/:period',
      access: anyone,
      params: DefaultCouponParams,
      query: CouponCpfQuery,
      // No automatic coupon is an answer, not an error: 200 with null.
      handler: async ({ params, query }): Promise<CouponValidationAnswer | null> => {
        const period = Number(params.period);
        const today = todayInBrazil();
        const coupon = (await defaultCoupons(db)).find((c) => couponApplies(c.definition, params.offerId, period, today) === 'ok');
        if (!coupon) return null;
        return answerFor(db, coupon, await offerFor(db, params.offerId), period, couponCpf(query));
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/coupons/availability/:couponName/offer/:offerId',
      access: anyone,
      params: CouponAvailabilityParams,
      query: CouponCpfQuery,
      handler: async ({ params, query }): Promise<CouponAvailability> => {
        const coupon = await findCoupon(db, params.couponName);
        if (!coupon) throw unavailable();
        const def = coupon.definition;
        const offer = await offerFor(db, params.offerId);
        const today = todayInBrazil();
        const usable = offer.rentalPlanList.some((p) => couponApplies(def, offer.id, p.period, today) === 'ok');
        const usage = await usageOf(db, coupon, couponCpf(query));
        const availability = couponAvailability({
          limitedKind: def.limitedKind,
          remainingUsages: def.maxUsages != null ? Math.max(0, def.maxUsages - usage.usedCount) : null,
          remainingUsageForCpf: def.maxUsagesPerCPF != null && usage.usedByCpf != null ? Math.max(0, def.maxUsagesPerCPF - usage.usedByCpf) : null,
        });
        return { limited: availability.limited, available: usable && availability.available };
      },
    });

    defineRoute(app, {
      method: 'POST',
      url: '/api/coupons/count',
      access: anyone,
      query: CouponCountParams,
      // Read only: a coupon is used by the lead that carries it (server/coupons/lead-coupon.ts, in the lead's
      // transaction), never by this call. It answers the coupon's usage as it stands, and writes nothing.
      handler: async ({ query }): Promise<CouponCountAnswer> => {
        const coupon = await findCoupon(db, (query.id ?? query.couponId)!);
        if (!coupon) throw unavailable();
        const def = coupon.definition;
        const usage = await usageOf(db, coupon, couponCpf(query));
        return {
          name: def.name,
          usedCount: usage.usedCount,
          remainingUsages: def.maxUsages != null ? Math.max(0, def.maxUsages - usage.usedCount) : null,
          remainingUsageForCpf: def.maxUsagesPerCPF != null && usage.usedByCpf != null ? Math.max(0, def.maxUsagesPerCPF - usage.usedByCpf) : null,
        };
      },
    });

    defineRoute(app, {
      method: 'DELETE',
      url: '/api/coupons/clearCPF/:cpf',
      access: role(OFFER_ADMIN),
      params: CouponClearCpfParams,
      handler: async ({ params }): Promise<CouponClearAnswer> => ({
        cleared: await db.transaction((tx) => clearCpf(tx, couponCpf(params)!)),
      }),
    });

    defineRoute(app, {
      method: 'DELETE',
      url: '/api/coupons/clear/:id',
      access: role(OFFER_ADMIN),
      params: CouponClearParams,
      handler: async ({ params }): Promise<CouponClearAnswer> => {
        const coupon = await findCoupon(db, params.id);
        if (!coupon) throw unavailable();
        return { cleared: await db.transaction((tx) => clearCoupon(tx, coupon.definition.name, null)) };
      },
    });

    defineRoute(app, {
      method: 'DELETE',
      url: '/api/coupons/clear/:id/:cpf',
      access: role(OFFER_ADMIN),
      params: CouponClearOneParams,
      handler: async ({ params }): Promise<CouponClearAnswer> => {
        const coupon = await findCoupon(db, params.id);
        if (!coupon) throw unavailable();
        return { cleared: await db.transaction((tx) => clearCoupon(tx, coupon.definition.name, couponCpf(params))) };
      },
    });
  };
}
