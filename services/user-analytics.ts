/**
 * User analytics after a lead (spec 001 §7: POST useranalytics/send). The
 * call carries an Idempotency-Key made from the lead and the kind, so the
 * client's retries (and a second try after a reload) store it once.
 */
import { UserAnalyticsAnswer, USER_ANALYTICS_PATH, type UserAnalyticsAnswer as Answer, type UserAnalyticsRequest } from '../models/privacy/user-analytics';
import type { Api } from './api';
import { IDEMPOTENCY_HEADER, answerOf, withSignal } from './http';

export function sendUserAnalytics(api: Api, request: UserAnalyticsRequest, idempotencyKey: string, signal?: AbortSignal): Promise<Answer> {
  return api.http.url(USER_ANALYTICS_PATH).headers({ [IDEMPOTENCY_HEADER]: idempotencyKey }).options(withSignal(signal)).post(request).json(answerOf(UserAnalyticsAnswer));
}
