/** The service view's real actor, over services/service-report.ts. */
import { fromPromise } from 'xstate';
import type { ServicePeriod, ServiceReport } from '../../models/lead/service-report';
import type { Api } from '../../services/api';
import { getServiceReport } from '../../services/service-report';

export function createAdminServiceImplementations({ api }: { api: Api }) {
  const actors = {
    loadReport: fromPromise<ServiceReport, ServicePeriod>(({ input, signal }) => getServiceReport(api, input, signal)),
  };
  return { actors };
}
