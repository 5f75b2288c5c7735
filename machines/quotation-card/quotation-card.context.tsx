/** The quotation card for React: hooks over a card actor (spawned by the quotation set, or alone in tests). */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { PlateEnding } from '../../models/quotation/quotation';
import type { QuotationCardRef, QuotationCardSnapshot } from './quotation-card.machine';

export function useQuotationCardSelector<T>(ref: QuotationCardRef, selector: (s: QuotationCardSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(ref, selector, compare);
}

export function useQuotationCardEvents(ref: QuotationCardRef) {
  return useMemo(
    () => ({
      chooseDealer: (dealerCode: string | null) => ref.send({ type: 'quotation.chooseDealer', dealerCode }),
      chooseModel: (offerId: string | null) => ref.send({ type: 'quotation.chooseModel', offerId }),
      choosePeriod: (period: number | null) => ref.send({ type: 'quotation.choosePeriod', period }),
      chooseMileage: (km: number | null) => ref.send({ type: 'quotation.chooseMileage', km }),
      chooseColour: (colorId: string | null) => ref.send({ type: 'quotation.chooseColour', colorId }),
      setAmount: (text: string) => ref.send({ type: 'quotation.setAmount', text }),
      choosePlate: (ending: PlateEnding) => ref.send({ type: 'quotation.choosePlate', ending }),
      chooseCommission: (percentage: number) => ref.send({ type: 'quotation.chooseCommission', percentage }),
      setResponsible: (name: string) => ref.send({ type: 'quotation.setResponsible', name }),
      reset: () => ref.send({ type: 'quotation.reset' }),
      retryStock: () => ref.send({ type: 'quotation.retryStock' }),
    }),
    [ref],
  );
}
