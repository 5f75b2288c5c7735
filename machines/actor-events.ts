/**
 * `assertEvent` for the events an invoked actor sends back: the output of
 * `xstate.done.actor.<id>` and the error of `xstate.error.actor.<id>`. Any
 * other event reaching an action or guard that reads them is a bug.
 */
import type { DoneActorEvent, ErrorActorEvent, EventObject } from 'xstate';

export function outputOf<T>(event: EventObject): T {
  if (!event.type.startsWith('xstate.done.actor.')) throw new Error(`Expected an actor's done event, received ${event.type}`);
  return (event as DoneActorEvent<T>).output;
}

export function errorOf(event: EventObject): unknown {
  if (!event.type.startsWith('xstate.error.actor.')) throw new Error(`Expected an actor's error event, received ${event.type}`);
  return (event as ErrorActorEvent).error;
}
