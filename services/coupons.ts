/** Coupon calls (spec 001 §7 "Coupons"): validate, automatic coupon, availability and the usage count. */
import { nullable } from 'superstruct';
import { CouponCountAnswer } from '../models/pricing/coupon-api';
import { CouponAvailability, CouponValidationAnswer } from '../models/coupon/coupon-rules';
import type { Api } from './api';
import { IDEMPOTENCY_HEADER, SAFE_READ, answerOf, withSignal } from './http';

const cpfQuery = (cpf: string | null | undefined) => (cpf ? `?cpf=${encodeURIComponent(cpf)}` : '');

export interface CouponQuery {
  name: string;
  offerId: string;
  period: number;
  cpf?: string | null;
}

/** `POST /api/coupons/validate/{couponName}/offer/{offerId}/period/{couponPeriod}?cpf=` (a read: safe to repeat). */
export function validateCoupon(api: Api, q: CouponQuery, signal?: AbortSignal): Promise<CouponValidationAnswer> {
  return api.http
    .url(`/api/coupons/validate/${encodeURIComponent(q.name)}/offer/${encodeURIComponent(q.offerId)}/period/${q.period}${cpfQuery(q.cpf)}`)
    .options({ ...SAFE_READ, ...withSignal(signal) })
    .post()
    .json(answerOf(CouponValidationAnswer));
}

/** The automatic coupon of an offer and period, or null when there is none (the server answers 200 with null). */
export function getDefaultCoupon(api: Api, q: Omit<CouponQuery, 'name'>, signal?: AbortSignal): Promise<CouponValidationAnswer | null> {
  return api.http
    .url(`/api/coupons/default/offer/${encodeURIComponent(q.offerId)}/period/${q.period}${cpfQuery(q.cpf)}`)
    .options(withSignal(signal))
    .get()
    .json(answerOf(nullable(CouponValidationAnswer)));
}

export function getCouponAvailability(api: Api, q: Omit<CouponQuery, 'period'>, signal?: AbortSignal): Promise<CouponAvailability> {
  return api.http
    .url(`/api/coupons/availability/${encodeURIComponent(q.name)}/offer/${encodeURIComponent(q.offerId)}${cpfQuery(q.cpf)}`)
    .options(withSignal(signal))
    .get()
    .json(answerOf(CouponAvailability));
}

/**
 * `POST /api/coupons/count?id=…&cpf=…`: the coupon's usage after the lead was sent. The use itself is
 * counted by the server with the lead (in its transaction); this call only reads, so a retry is harmless.
 */
export function countCouponUse(api: Api, q: { id: string; cpf?: string | null }, idempotencyKey: string, signal?: AbortSignal): Promise<CouponCountAnswer> {
  const cpf = q.cpf ? `&cpf=${encodeURIComponent(q.cpf)}` : '';
  return api.http
    .url(`/api/coupons/count?id=${encodeURIComponent(q.id)}${cpf}`)
    .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey })
    .options(withSignal(signal))
    .post()
    .json(answerOf(CouponCountAnswer));
}
