/**
 * No-op implementations of the effects a test does not watch (a log, a
 * scroll, a report nobody hears): a chart's own placeholders throw, so a test
 * names each effect it leaves silent.
 */
import { cityPickerMachine } from '../../machines/dealer-selector/dealer-selector.machine';

export function quiet<const N extends string>(...names: N[]): Record<N, () => void> {
  return Object.fromEntries(names.map((name) => [name, () => undefined])) as Record<N, () => void>;
}

/** The dealer selector's city picker, with its remembering and its log silent. */
export const quietCityPicker = cityPickerMachine.provide({ actions: quiet('rememberLocation', 'logLocationFailed') });
