/** The dealer selector actor for React: hooks over its actor ref (a child of the lead submission). */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { DealerSelectorActorRef, DealerSelectorSnapshot } from './dealer-selector.machine';

export function useDealerSelectorSelector<T>(ref: DealerSelectorActorRef, selector: (s: DealerSelectorSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(ref, selector, compare);
}

export function useDealerSelectorEvents(ref: DealerSelectorActorRef) {
  return useMemo(
    () => ({
      retry: () => ref.send({ type: 'dealers.retry' }),
      open: () => ref.send({ type: 'dealers.open' }),
      filter: (term: string) => ref.send({ type: 'dealers.filter', term }),
      highlight: (dealerId: string) => ref.send({ type: 'dealers.highlight', dealerId }),
      confirm: () => ref.send({ type: 'dealers.confirm' }),
      close: () => ref.send({ type: 'dealers.close' }),
      changeCity: () => ref.send({ type: 'dealers.changeCity' }),
    }),
    [ref],
  );
}
