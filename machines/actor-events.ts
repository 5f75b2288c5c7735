/**
 * `assertEvent` for the error an invoked actor sends back (`xstate.error.actor.<id>`); any other event
 * reaching an action or guard that reads it is a bug. An actor's output needs no such helper: charts
 * pass it as typed params (`params: ({ event }) => event.output`).
 */
import type { ErrorActorEvent, EventObject } from 'xstate';

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
