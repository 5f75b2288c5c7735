/**
 * The placeholders a composed chart still holds (machines/placeholder.ts
 * marks each): in its actions, actors, guards and delays, and in every chart
 * it invokes or spawns (its registered actors and the logic its states
 * invoke inline), each listed as `chart › name`.
 */
import type { AnyActorLogic, AnyStateMachine, AnyStateNode } from 'xstate';
import { placeholderName } from '../../machines/placeholder';

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'implementations' in logic && 'root' in logic;

function inlineLogic(node: AnyStateNode): AnyActorLogic[] {
  const own = node.invoke.map((i) => i.src).filter((src): src is AnyActorLogic => typeof src === 'object');
  return [...own, ...Object.values(node.states).flatMap(inlineLogic)];
}

export function placeholdersLeft(logic: AnyActorLogic, seen = new Set<unknown>()): string[] {
  if (!isMachine(logic) || seen.has(logic)) return [];
  seen.add(logic);
  const { actions, actors, guards, delays } = logic.implementations as Record<'actions' | 'actors' | 'guards' | 'delays', Record<string, unknown>>;
  const left = [actions, actors, guards, delays]
    .flatMap((kind) => Object.values(kind ?? {}))
    .map(placeholderName)
    .filter((name): name is string => name !== undefined)
    .map((name) => `${logic.id} › ${name}`);
  const children = [...Object.values(actors ?? {}), ...inlineLogic(logic.root)];
  return [...new Set([...left, ...children.flatMap((child) => placeholdersLeft(child as AnyActorLogic, seen))])].sort();
}
