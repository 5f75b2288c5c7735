/** The privacy requests chart for React: the privacy page provides it with its real actors and runs it while shown. */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { PrivacyRequestKind } from '../../models/privacy/privacy-requests';
import { newIdempotencyKey } from '../../services/http';
import { inspected } from '../inspection';
import { privacyRequestMachine, type PrivacyRequestInput, type PrivacyRequestRef, type PrivacyRequestSnapshot } from './privacy-request.machine';

export const PrivacyRequestLogic = createContext<typeof privacyRequestMachine>(privacyRequestMachine);

export function usePrivacyRequest(input: PrivacyRequestInput): PrivacyRequestRef {
  return useActorRef(useContext(PrivacyRequestLogic), inspected({ input }));
}

export function usePrivacyRequestSelector<T>(actor: PrivacyRequestRef, selector: (s: PrivacyRequestSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, selector, compare);
}

export function usePrivacyRequestEvents(actor: PrivacyRequestRef) {
  return useMemo(
    () => ({
      choose: (kind: PrivacyRequestKind) => actor.send({ type: 'request.choose', kind }),
      describe: (details: string) => actor.send({ type: 'request.describe', details }),
      submit: () => actor.send({ type: 'request.submit', key: newIdempotencyKey() }),
      confirm: () => actor.send({ type: 'request.confirm', key: newIdempotencyKey() }),
      cancel: () => actor.send({ type: 'request.cancel' }),
      retry: () => actor.send({ type: 'request.retry' }),
      edit: () => actor.send({ type: 'request.edit' }),
      again: () => actor.send({ type: 'request.again' }),
      retryList: () => actor.send({ type: 'requests.retry' }),
      typeCpf: (value: string) => actor.send({ type: 'link.cpf', value }),
      typeEmail: (value: string) => actor.send({ type: 'link.email', value }),
      submitLink: () => actor.send({ type: 'link.submit' }),
      retryLink: () => actor.send({ type: 'link.retry' }),
      linkAgain: () => actor.send({ type: 'link.again' }),
    }),
    [actor],
  );
}
