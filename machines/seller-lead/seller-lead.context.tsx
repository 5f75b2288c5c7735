/** The seller's lead page for React (the app provides the real actors through `SellerLeadLogic`). */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { LeadStatusCode } from '../../models/lead/lead-status';
import { sellerLeadMachine, type SellerLeadInput, type SellerLeadRef, type SellerLeadSnapshot } from './seller-lead.machine';
import { inspected } from '../inspection';
import { newIdempotencyKey } from '../../services/http';

export const SellerLeadLogic = createContext<typeof sellerLeadMachine>(sellerLeadMachine);

export function useSellerLead(input: SellerLeadInput): SellerLeadRef {
  return useActorRef(useContext(SellerLeadLogic), inspected({ input }));
}

export function useSellerLeadSelector<T>(ref: SellerLeadRef, selector: (s: SellerLeadSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(ref, selector, compare);
}

export function useSellerLeadEvents(ref: SellerLeadRef) {
  return useMemo(
    () => ({
      retry: () => ref.send({ type: 'lead.retry' }),
      openMove: () => ref.send({ type: 'status.open' }),
      choose: (to: LeadStatusCode) => ref.send({ type: 'status.choose', to }),
      editNote: (note: string) => ref.send({ type: 'status.editNote', note }),
      confirm: () => ref.send({ type: 'status.confirm', key: newIdempotencyKey() }),
      cancelMove: () => ref.send({ type: 'status.cancel' }),
      makeLink: () => ref.send({ type: 'editLink.make' }),
      copyLink: () => ref.send({ type: 'editLink.copy' }),
    }),
    [ref],
  );
}
