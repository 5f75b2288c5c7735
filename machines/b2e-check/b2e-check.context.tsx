/** The B2E check actor for React: a selector hook over its actor ref (a child of the lead submission). */
import { useSelector } from '@xstate/react';
import type { B2eCheckActorRef, B2eCheckSnapshot } from './b2e-check.machine';

export function useB2eCheckSelector<T>(ref: B2eCheckActorRef, selector: (s: B2eCheckSnapshot) => T): T {
  return useSelector(ref, selector);
}
