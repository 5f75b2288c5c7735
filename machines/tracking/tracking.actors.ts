/**
 * The tracking actor's real implementations: the page's data layer, the
 * console and the user analytics call (services/tracking.ts). The consent
 * chart that runs it: machines/cookie-consent/cookie-consent.actors.ts.
 * The user analytics call and its payload's rules load with the first lead
 * that sends one, the tracking properties' call when they are first read,
 * not with the first page.
 */
import { fromPromise } from 'xstate';
import { DROPPED_MESSAGES, TRACKING_COMPONENTS, TRACKING_PROPERTIES_FAILED, type DataLayerEntry, type DroppedReason, type TrackingComponent } from '../../models/common/tracking';
import type { Api } from '../../services/api';
import { readAnalyticsIds, readTracking, writeDataLayer } from '../../services/tracking';
import { errorOf } from '../actor-events';
import { trackingMachine, type TrackingPropertiesLoad, type UserAnalyticsSend } from './tracking.machine';

export function trackingActors(api: Api) {
  return {
    /**
     * Every component's tracking properties, read side by side: a component
     * without any (404) has none; a failed read is named in `failed` (the
     * chart logs it) and its component has none either.
     */
    loadTrackingProperties: fromPromise<TrackingPropertiesLoad, void>(async ({ signal }) => {
      const { getTrackingProperties } = await import('../../services/tracking-properties');
      const results = await Promise.allSettled(TRACKING_COMPONENTS.map((component) => getTrackingProperties(api, component, signal)));
      const load: TrackingPropertiesLoad = { properties: {}, failed: [] };
      results.forEach((result, i) => {
        const component = TRACKING_COMPONENTS[i]!;
        if (result.status === 'rejected') load.failed.push(component);
        else if (result.value) load.properties[component] = result.value;
      });
      return load;
    }),
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
      logPropertiesFailure: (_, failed: readonly TrackingComponent[]) => failed.forEach((component) => console.warn(TRACKING_PROPERTIES_FAILED, component)),
    },
  });
}
