/** The saved-quotation list for React (the app provides the real actor through `QuotationListLogic`). */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import { quotationListMachine, type QuotationListRef, type QuotationListSnapshot } from './quotation-list.machine';
import { inspected } from '../inspection';

export const QuotationListLogic = createContext<typeof quotationListMachine>(quotationListMachine);

export function useQuotationList(): QuotationListRef {
  return useActorRef(useContext(QuotationListLogic), inspected());
}

export function useQuotationListSelector<T>(ref: QuotationListRef, selector: (s: QuotationListSnapshot) => T): T {
  return useSelector(ref, selector);
}

export function useQuotationListEvents(ref: QuotationListRef) {
  return useMemo(() => ({ retry: () => ref.send({ type: 'quotationList.retry' }) }), [ref]);
}
