/**
 * The tracking actor's real implementations: the page's data layer, the
 * console and the user analytics call (services/tracking.ts). The consent
 * chart that runs it: machines/cookie-consent/cookie-consent.actors.ts.
 * The user analytics call and its payload's rules load with the first lead
 * that sends one, not with the first page.
 */
import { fromPromise } from 'xstate';
import { DROPPED_MESSAGES, type DataLayerEntry, type DroppedReason } from '../../models/common/tracking';
import type { Api } from '../../services/api';
import { readAnalyticsIds, readTracking, writeDataLayer } from '../../services/tracking';
import { errorOf } from '../actor-events';
import { trackingMachine, type UserAnalyticsSend } from './tracking.machine';

export function trackingActors(api: Api) {
  return {
    sendUserAnalytics: fromPromise<unknown, UserAnalyticsSend>(async ({ input, signal }) => {
      const [{ userAnalyticsPayload }, { sendUserAnalytics }] = await Promise.all([import('../../models/privacy/user-analytics'), import('../../services/user-analytics')]);
      return sendUserAnalytics(
        api,
        // The payload: the lead's figures and the page's analytics ids, as the visitor allowed them.
        { jwtToken: input.jwtToken, type: input.type, payload: JSON.stringify(userAnalyticsPayload(input.lead, readTracking(), readAnalyticsIds())) },
        input.idempotencyKey,
        signal,
      );
    }),
  };
}

export function trackingLogic(api: Api) {
  return trackingMachine.provide({
    actors: trackingActors(api),
    actions: {
      writeToDataLayer: (_, entries: DataLayerEntry[]) => writeDataLayer(entries),
      logDropped: (_, reasons: DroppedReason[]) => reasons.forEach((reason) => console.warn(DROPPED_MESSAGES[reason])),
      logAnalyticsFailure: ({ event }) => console.warn('user analytics not sent', errorOf(event)),
    },
  });
}
