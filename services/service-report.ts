/** The offer admins' view of the dealers' service to their leads (`GET /api/admin/service`). */
import { ServiceReport, type ServicePeriod } from '../models/lead/service-report';
import type { Api } from './api';
import { answerOf, withSignal } from './http';

export const SERVICE_REPORT_API = '/api/admin/service';

export function getServiceReport(api: Api, days: ServicePeriod, signal?: AbortSignal): Promise<ServiceReport> {
  return api.http.url(`${SERVICE_REPORT_API}?days=${days}`).options(withSignal(signal)).get().json(answerOf(ServiceReport));
}
