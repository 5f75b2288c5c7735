/**
 * The cookie consent chart's real implementations: the stored choice and the
 * landing's gclid and UTM values (services/tracking.ts), and the tracking
 * actor it runs.
 */
import type { Api } from '../../services/api';
import { captureLandingTracking, forgetLandingTracking, storeConsentChoice } from '../../services/tracking';
import { trackingLogic } from '../tracking/tracking.actors';
import { cookieConsentMachine } from './cookie-consent.machine';

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
