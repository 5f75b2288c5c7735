/**
 * A page component's tracking properties (spec 001 §7 `GET {component
 * path}.infinity.json`): read from the content paths, checked against
 * models/content/tracking-properties.ts. The tracking actor loads this
 * module when it first needs the properties (machines/tracking/tracking.actors.ts).
 */
import { trackingPropertiesPath, type TrackingComponent, type TrackingProperties } from '../models/common/tracking';
import { TrackingPropertiesAnswer } from '../models/content/tracking-properties';
import type { Api } from './api';
import { ApiCallError, answerOf, withSignal } from './http';

/** The component's properties; none when the content has none for it (a 404 is no failure); other failures reject. */
export async function getTrackingProperties(api: Api, component: TrackingComponent, signal?: AbortSignal): Promise<TrackingProperties | null> {
  try {
    const answer = await api.http
      .url(`${api.config.contentUrl}${trackingPropertiesPath(component)}`, true)
      .options(withSignal(signal))
      .get()
      .json(answerOf(TrackingPropertiesAnswer));
    return answer.trackingProperties ?? null;
  } catch (err) {
    if (err instanceof ApiCallError && err.status === 404) return null;
    throw err;
  }
}
