/** Coupon calls (spec 001 §7 "Coupons"): validate, automatic coupon, availability and the usage count. */
import { create } from 'superstruct';
import { CouponCountAnswer } from '../models/coupon-api';
import { CouponAvailability, CouponValidationAnswer } from '../models/coupon-rules';
import type { Api } from './api';
import { IDEMPOTENCY_HEADER, SAFE_READ, toApiCallError } from './http';

function opts(signal?: AbortSignal) {
  return signal ? { signal } : {};
}

const cpfQuery = (cpf: string | null | undefined) => (cpf ? `?cpf=${encodeURIComponent(cpf)}` : '');

export interface CouponQuery {
  name: string;
  offerId: string;
  period: number;
  cpf?: string | null;
}

/** `POST /api/coupons/validate/{couponName}/offer/{offerId}/period/{couponPeriod}?cpf=` (a read: safe to repeat). */
export async function validateCoupon(api: Api, q: CouponQuery, signal?: AbortSignal): Promise<CouponValidationAnswer> {
  try {
    const answer = await api.http
      .url(`/api/coupons/validate/${encodeURIComponent(q.name)}/offer/${encodeURIComponent(q.offerId)}/period/${q.period}${cpfQuery(q.cpf)}`)
      .options({ ...SAFE_READ, ...opts(signal) })
      .post()
      .json<unknown>();
    return create(answer, CouponValidationAnswer);
  } catch (err) {
    throw toApiCallError(err);
  }
}

/** The automatic coupon of an offer and period, or null when there is none (the server answers 200 with null). */
export async function getDefaultCoupon(api: Api, q: Omit<CouponQuery, 'name'>, signal?: AbortSignal): Promise<CouponValidationAnswer | null> {
  try {
    const answer = await api.http
      .url(`/api/coupons/default/offer/${encodeURIComponent(q.offerId)}/period/${q.period}${cpfQuery(q.cpf)}`)
      .options(opts(signal))
      .get()
      .json<unknown>();
    return answer === null || answer === undefined ? null : create(answer, CouponValidationAnswer);
  } catch (err) {
    throw toApiCallError(err);
  }
}

export async function getCouponAvailability(api: Api, q: Omit<CouponQuery, 'period'>, signal?: AbortSignal): Promise<CouponAvailability> {
  try {
    const answer = await api.http
      .url(`/api/coupons/availability/${encodeURIComponent(q.name)}/offer/${encodeURIComponent(q.offerId)}${cpfQuery(q.cpf)}`)
      .options(opts(signal))
      .get()
      .json<unknown>();
    return create(answer, CouponAvailability);
  } catch (err) {
    throw toApiCallError(err);
  }
}

/** `POST /api/coupons/count?id=…&cpf=…` with an Idempotency-Key (retried safely). */
export async function countCouponUse(api: Api, q: { id: string; cpf?: string | null }, idempotencyKey: string, signal?: AbortSignal): Promise<CouponCountAnswer> {
  try {
    const cpf = q.cpf ? `&cpf=${encodeURIComponent(q.cpf)}` : '';
    const answer = await api.http
      .url(`/api/coupons/count?id=${encodeURIComponent(q.id)}${cpf}`)
      .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey })
      .options(opts(signal))
      .post()
      .json<unknown>();
    return create(answer, CouponCountAnswer);
  } catch (err) {
    throw toApiCallError(err);
  }
}
