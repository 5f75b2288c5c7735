/**
 * A page component's tracking properties (spec 001 §7 `GET {component
 * path}.infinity.json`, a 404 ignored): what the content answers at
 * `/content/flua/components/{component}.infinity.json`, and its request.
 * The properties are flat values the data layer's entries of that
 * component carry (models/common/tracking.ts `dataLayerEntry`); an answer
 * whose properties are not that shape, would override an entry's own keys or
 * look personal is refused whole, so the entries stay as they are.
 */
import { boolean, number, object, optional, pattern, record, refine, size, string, type, union, type Infer } from 'superstruct';
import { INFINITY_JSON, isPersonalKey, looksPersonal, type TrackingProperties } from '../common/tracking';

/** `GET /content/flua/components/:file`, the file being `{component}.infinity.json`. */
export const TrackingPropertiesParams = object({
  file: pattern(string(), /^[a-z0-9-]{1,60}\.infinity\.json$/),
});

/** The component a file names. */
export function componentOfFile(file: string): string {
  return file.slice(0, -INFINITY_JSON.length);
}

/** Keys an entry sets itself, never a property's. */
const RESERVED_KEYS: readonly string[] = ['event', 'interactionType', 'trackingId'];
const PropertyKey = pattern(string(), /^[A-Za-z][A-Za-z0-9_]{0,39}$/);
const PropertyValue = union([size(string(), 0, 200), number(), boolean()]);

/** At most 20 properties, none reserved, none named or looking personal. */
export const TrackingPropertyMap = refine(record(PropertyKey, PropertyValue), 'trackingProperties', (props) => {
  const entries = Object.entries(props);
  return (
    entries.length <= 20 &&
    entries.every(([key, value]) => !RESERVED_KEYS.includes(key) && !isPersonalKey(key) && !(typeof value !== 'boolean' && looksPersonal(String(value))))
  );
});

/**
 * The answer: the component's content node, of which the site reads its
 * `trackingProperties` (other keys of the node are left alone; a node
 * without them has none).
 */
export const TrackingPropertiesAnswer = type({ trackingProperties: optional(TrackingPropertyMap) });
export type TrackingPropertiesAnswer = Infer<typeof TrackingPropertiesAnswer>;

/** What our content serves for a component. */
export interface ComponentContent {
  component: string;
  trackingProperties: TrackingProperties;
}
