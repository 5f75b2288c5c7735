/** The details modal, FAQ modal, terms and share actors for React. */
import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import { detailsModalMachine, type DetailsTarget } from './details-modal.machine';
import { faqModalMachine } from './faq-modal.machine';
import { termsMachine, type TermsTab } from './terms.machine';
import { shareMachine } from './share.machine';
import { inspectedActors } from '../inspection';

export const DetailsModalContext = createActorContext(detailsModalMachine, inspectedActors);
export const FaqModalContext = createActorContext(faqModalMachine, inspectedActors);
export const TermsContext = createActorContext(termsMachine, inspectedActors);
export const ShareContext = createActorContext(shareMachine, inspectedActors);

export function useDetailsModalEvents() {
  const actor = DetailsModalContext.useActorRef();
  return useMemo(
    () => ({
      open: (target: DetailsTarget) => actor.send({ type: 'modal.open', target }),
      close: () => actor.send({ type: 'modal.close' }),
    }),
    [actor],
  );
}

export function useFaqEvents() {
  const actor = FaqModalContext.useActorRef();
  return useMemo(
    () => ({
      open: () => actor.send({ type: 'faq.open' }),
      close: () => actor.send({ type: 'faq.close' }),
      search: (term: string) => actor.send({ type: 'faq.search', term }),
    }),
    [actor],
  );
}

export function useTermsEvents() {
  const actor = TermsContext.useActorRef();
  return useMemo(() => ({ toggle: (tab: TermsTab) => actor.send({ type: 'terms.toggle', tab }) }), [actor]);
}

export function useShareEvents() {
  const actor = ShareContext.useActorRef();
  return useMemo(
    () => ({
      open: () => actor.send({ type: 'share.open' }),
      close: () => actor.send({ type: 'share.close' }),
      copy: () => actor.send({ type: 'share.copy' }),
      message: () => actor.send({ type: 'share.message' }),
    }),
    [actor],
  );
}
