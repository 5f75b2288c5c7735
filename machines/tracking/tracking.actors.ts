/**
 * The tracking actor's and the cookie consent chart's real implementations:
 * the page's data layer, the console, the user analytics call, the stored
 * choice and the landing's gclid and UTM values (services/tracking.ts).
 */
import { fromPromise } from 'xstate';
import { DROPPED_MESSAGES, type DataLayerEntry, type DroppedReason } from '../../models/tracking';
import { userAnalyticsPayload } from '../../models/user-analytics';
import type { Api } from '../../services/api';
import { captureLandingTracking, forgetLandingTracking, readAnalyticsIds, readTracking, storeConsentChoice, writeDataLayer } from '../../services/tracking';
import { sendUserAnalytics } from '../../services/user-analytics';
import { cookieConsentMachine } from '../cookie-consent/cookie-consent.machine';
import { errorOf } from '../actor-events';
import { trackingMachine, type UserAnalyticsSend } from './tracking.machine';

export function trackingLogic(api: Api) {
  return trackingMachine.provide({
    actors: {
      sendUserAnalytics: fromPromise<unknown, UserAnalyticsSend>(({ input, signal }) =>
        sendUserAnalytics(
          api,
          // The payload: the lead's figures and the page's analytics ids, as the visitor allowed them.
          { jwtToken: input.jwtToken, type: input.type, payload: JSON.stringify(userAnalyticsPayload(input.lead, readTracking(), readAnalyticsIds())) },
          input.idempotencyKey,
          signal,
        ),
      ),
    },
    actions: {
      writeToDataLayer: (_, entries: DataLayerEntry[]) => writeDataLayer(entries),
      logDropped: (_, reasons: DroppedReason[]) => reasons.forEach((reason) => console.warn(DROPPED_MESSAGES[reason])),
      logAnalyticsFailure: ({ event }) => console.warn('user analytics not sent', errorOf(event)),
    },
  });
}

/** The app's consent chart, running the tracking actor. */
export function cookieConsentLogic(api: Api) {
  return cookieConsentMachine.provide({
    actors: { tracking: trackingLogic(api) },
    actions: {
      storeChoice: (_, choice) => storeConsentChoice(choice),
      applyAdvertising: (_, allowed) => (allowed ? captureLandingTracking() : forgetLandingTracking()),
    },
  });
}
