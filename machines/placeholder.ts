/**
 * What a chart registers for an implementation the app supplies where it is
 * composed (`machine.provide(…)`), typed from that implementation: the chart
 * names the real actor's type (`placeholderFor<ReturnType<typeof couponActors>['validateCoupon']>(…)`)
 * or the action's signature, so a change of the real one changes the chart's
 * types and a mismatch fails to compile.
 *
 * Run without the real one, it throws `<name> is provided where the app is
 * composed`: called as an action, at once; invoked as an actor, it fails (the
 * invoking state's `onError` hears the same error). Nothing silently does
 * nothing. The one value serves as both, so a chart writes every placeholder
 * the same way.
 *
 * Every placeholder carries `PLACEHOLDER` (its name): a composed chart whose
 * implementations still hold one lacks that implementation
 * (test/architecture/compositions.test.ts checks every composition of the app).
 */
import { fromPromise } from 'xstate';

/** The mark of a placeholder: its value is the implementation's name. */
export const PLACEHOLDER = Symbol.for('flua.placeholder');

/** Marks a placeholder written by hand (a listener that must throw as it starts), so a composition that leaves it is found. */
export function markPlaceholder<T extends object>(value: T, name: string): T {
  return Object.assign(value, { [PLACEHOLDER]: name });
}

/** The name of the placeholder `value` is, or undefined for a real implementation. */
export function placeholderName(value: unknown): string | undefined {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null) return undefined;
  const name = (value as { [PLACEHOLDER]?: unknown })[PLACEHOLDER];
  return typeof name === 'string' ? name : undefined;
}

export function placeholderFor<T = () => void>(name: string): T {
  const message = `${name} is provided where the app is composed`;
  const action = () => {
    throw new Error(message);
  };
  const actor = fromPromise<never>(() => Promise.reject(new Error(message)));
  return markPlaceholder(Object.assign(action, actor), name) as T;
}
