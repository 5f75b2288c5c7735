/** The FAQ of 'Como funciona' for React: the page provides the chart with its real actors and runs it while shown. */
import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import { inspectedActors } from '../inspection';
import { faqPageMachine } from './faq-page.machine';

export const FaqPageContext = createActorContext(faqPageMachine, inspectedActors);

export function useFaqPageEvents() {
  const actor = FaqPageContext.useActorRef();
  return useMemo(
    () => ({
      search: (term: string) => actor.send({ type: 'faq.search', term }),
      retry: () => actor.send({ type: 'faq.retry' }),
    }),
    [actor],
  );
}
