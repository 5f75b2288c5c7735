/** The intent chart for React: a provider, a selector hook and an events hook. */
import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import type { IntentChoiceField, IntentConsent, IntentTextField } from '../../models/lead/company-intent';
import type { PreferredContactMethod } from '../../models/lead/lead';
import { newIdempotencyKey } from '../../services/http';
import { companyIntentMachine, type CompanyIntentSnapshot } from './company-intent.machine';
import { inspectedActors } from '../inspection';

export const CompanyIntentContext = createActorContext(companyIntentMachine, inspectedActors);

export function useIntentSelector<T>(selector: (s: CompanyIntentSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return CompanyIntentContext.useSelector(selector, compare);
}

export function useIntentEvents() {
  const actor = CompanyIntentContext.useActorRef();
  return useMemo(
    () => ({
      change: (field: IntentTextField, value: string) => actor.send({ type: 'intent.change', field, value }),
      choose: (field: IntentChoiceField, value: string) => actor.send({ type: 'intent.choose', field, value }),
      toggleContact: (method: PreferredContactMethod) => actor.send({ type: 'intent.toggleGroup', method }),
      toggleConsent: (consent: IntentConsent) => actor.send({ type: 'intent.toggleConsent', consent }),
      submit: () => actor.send({ type: 'intent.submit', key: newIdempotencyKey() }),
      closeSuccess: () => actor.send({ type: 'intent.closeSuccess' }),
      dismissError: () => actor.send({ type: 'intent.dismissError' }),
    }),
    [actor],
  );
}
