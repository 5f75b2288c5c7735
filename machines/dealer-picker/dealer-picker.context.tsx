/** The dealer picker actor for React: hooks over its actor ref (a child of the offer editor). */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { DealerPickerActorRef, DealerPickerSnapshot } from './dealer-picker.machine';

export function useDealerPickerSelector<T>(ref: DealerPickerActorRef, selector: (s: DealerPickerSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(ref, selector, compare);
}

export function useDealerPickerEvents(ref: DealerPickerActorRef) {
  return useMemo(
    () => ({
      type: (text: string) => ref.send({ type: 'picker.type', text }),
      move: (offset: 1 | -1) => ref.send({ type: 'picker.move', offset }),
      choose: (dealerId: string) => ref.send({ type: 'picker.choose', dealerId }),
      close: () => ref.send({ type: 'picker.close' }),
      retry: () => ref.send({ type: 'picker.retry' }),
      clear: () => ref.send({ type: 'picker.clear' }),
    }),
    [ref],
  );
}
