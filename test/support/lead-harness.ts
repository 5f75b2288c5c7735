/** Helpers of the lead step's generated-path tests: fake promise actors the test settles, transient states. */
import { waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { isTransientState, type ChartPlan } from './chart-paths';

export interface Pending<T, I> {
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
  input: I;
}

/** A promise actor whose calls wait until the test settles them, oldest first. */
export function deferredActor<T, I>() {
  const pending: Pending<T, I>[] = [];
  const calls: I[] = [];
  const logic = fromPromise<T, I>(
    ({ input }) =>
      new Promise<T>((resolve, reject) => {
        calls.push(input);
        pending.push({ resolve, reject, input });
      }),
  );
  return {
    logic,
    calls,
    pending,
    async next(): Promise<Pending<T, I>> {
      await waitFor(() => {
        if (pending.length === 0) throw new Error('no pending call');
      });
      return pending.shift()!;
    },
    /** The newest call (a chart that re-entered its state left older ones behind): older ones are dropped. */
    async latest(): Promise<Pending<T, I>> {
      await waitFor(() => {
        if (pending.length === 0) throw new Error('no pending call');
      });
      return pending.splice(0).at(-1)!;
    },
  };
}

/**
 * A transient state (left at once by an unguarded `always`) is never at rest:
 * no one sees it and no path stops in it, so plans leave it out.
 */
export function withoutTransientStates(plan: ChartPlan): ChartPlan {
  return { ...plan, states: plan.states.filter((s) => !isTransientState(plan.machine, s)) };
}
