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
 */
import { fromPromise } from 'xstate';

export function placeholderFor<T = () => void>(name: string): T {
  const message = `${name} is provided where the app is composed`;
  const action = () => {
    throw new Error(message);
  };
  const actor = fromPromise<never>(() => Promise.reject(new Error(message)));
  return Object.assign(action, actor) as T;
}
