/**
 * Transition coverage across several plans of one chart. A chart whose
 * behaviour depends on its input (list modes, click settings) is walked once
 * per configuration; together the plans must fire every transition the chart
 * defines: each candidate of each event of each state, guarded branches
 * included (one plan path ends in each).
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { ChartPlan } from './chart-paths';

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states ?? {}).flatMap((child) => allNodes(child as AnyStateNode))];
}

/** `stateId —event #n` for every candidate transition the chart defines. */
export function definedTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of allNodes(machine.root)) {
    for (const [eventType, candidates] of node.transitions) {
      candidates.forEach((_: unknown, i: number) => keys.push(`${node.id} —${eventType} #${i}`));
    }
  }
  return keys.sort();
}

/** The candidate transitions that the last step of each plan path takes. */
export function firedTransitions(plans: readonly ChartPlan[]): Set<string> {
  const fired = new Set<string>();
  for (const plan of plans) {
    for (const t of plan.transitions) {
      const steps = t.path.steps;
      if (steps.length < 2) continue;
      const before = steps[steps.length - 2]!.state;
      const event = steps[steps.length - 1]!.event;
      for (const def of plan.machine.getTransitionData(before, event) as any[]) {
        const source = def.source as AnyStateNode;
        const index = (source.transitions.get(def.eventType) ?? []).indexOf(def);
        fired.add(`${source.id} —${def.eventType} #${index}`);
      }
    }
  }
  return fired;
}

/** Defined transitions no plan fires (an `after` is keyed by its delayed event type). */
export function unfiredTransitions(machine: AnyStateMachine, plans: readonly ChartPlan[]): string[] {
  const fired = firedTransitions(plans);
  return definedTransitions(machine).filter((k) => !fired.has(k));
}
