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

/** What a failed call tells the chart (services' ApiCallError, or a test's plain object): any part may be missing. */
export interface CallError {
  status?: number;
  code?: string;
  message?: string;
  fields?: Record<string, string>;
}

/** The error of an `xstate.error.actor.<id>` event, read as a CallError. */
export function callErrorOf(event: EventObject): CallError {
  const error = errorOf(event);
  return typeof error === 'object' && error !== null ? error : {};
}
