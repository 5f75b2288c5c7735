/**
 * The fleet quotation for React. The app provides the chart with its real
 * actors (`QuotationSetLogic`, see createQuotationSetImplementations); the
 * page runs one actor per opened quotation.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, useState } from 'react';
import { newIdempotencyKey } from '../../services/http';
import { quotationSetMachine, type QuotationSetInput, type QuotationSetRef, type QuotationSetSnapshot, type QuotationTab } from './quotation-set.machine';
import { inspected } from '../inspection';

export const QuotationSetLogic = createContext<typeof quotationSetMachine>(quotationSetMachine);

export function useQuotationSet(input: QuotationSetInput): QuotationSetRef {
  const logic = useContext(QuotationSetLogic);
  // The id a new draft takes, made once for the page's actor.
  const [draftId] = useState(newIdempotencyKey);
  return useActorRef(logic, inspected({ input: { ...input, draftId } }));
}

export function useQuotationSetSelector<T>(ref: QuotationSetRef, selector: (s: QuotationSetSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(ref, selector, compare);
}

export function useQuotationSetEvents(ref: QuotationSetRef) {
  return useMemo(
    () => ({
      addCard: () => ref.send({ type: 'quotation.addCard' }),
      removeCard: (id: string) => ref.send({ type: 'quotation.removeCard', id }),
      showTab: (tab: QuotationTab) => ref.send({ type: 'quotation.showTab', tab }),
      editText: (field: 'opportunityName' | 'comments', value: string) => ref.send({ type: 'quotation.editText', field, value }),
      review: () => ref.send({ type: 'quotation.review' }),
      preview: () => ref.send({ type: 'quotation.preview' }),
      back: () => ref.send({ type: 'quotation.back' }),
      save: () => ref.send({ type: 'quotation.save', key: newIdempotencyKey() }),
      retry: () => ref.send({ type: 'quotation.retry' }),
      edit: () => ref.send({ type: 'quotation.edit', draftId: newIdempotencyKey() }),
      openMail: () => ref.send({ type: 'quotation.openMail' }),
      editMail: (field: 'to' | 'name', value: string) => ref.send({ type: 'quotation.editMail', field, value }),
      send: () => ref.send({ type: 'quotation.send', key: newIdempotencyKey() }),
      closeMail: () => ref.send({ type: 'quotation.closeMail' }),
    }),
    [ref],
  );
}
