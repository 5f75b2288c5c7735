/**
 * The Stately inspector on the running charts (`?inspect` in development,
 * src/dev-inspector.ts). Every chart's root actor is created with these
 * options, so each actor system reports to the inspector when one is set;
 * in production none ever is (the inspector is not even in the bundle) and
 * the options are only the given ones.
 */
import type { InspectionEvent, Observer } from 'xstate';

export type ChartInspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let current: ChartInspect | undefined;

/** Set once, before the first render. */
export function setChartInspector(inspect: ChartInspect | undefined): void {
  current = inspect;
}

/** A root actor's options, with `inspect` when the inspector is on. */
export function inspected<T extends object>(options?: T): T & { inspect?: ChartInspect } {
  return current ? { ...(options as T), inspect: current } : ((options ?? {}) as T);
}

/**
 * Default options for `createActorContext`: read when each actor is created
 * (the provider spreads them), so a context made at import time still sees
 * the inspector set later.
 */
export const inspectedActors = {
  get inspect(): ChartInspect | undefined {
    return current;
  },
};
