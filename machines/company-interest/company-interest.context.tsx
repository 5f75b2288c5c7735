/** The interest chart for React: a provider, a selector hook and an events hook. */
import { createActorContext } from '@xstate/react';
import { inspectedActors } from '../inspection';
import { useMemo } from 'react';
import type { InterestConsent, InterestTextField } from '../../models/company-interest';
import type { YesNo } from '../../models/company-intent';
import type { PreferredContactMethod } from '../../models/lead';
import { companyInterestMachine, type CompanyInterestSnapshot } from './company-interest.machine';

export const CompanyInterestContext = createActorContext(companyInterestMachine, inspectedActors);

export function useInterestSelector<T>(selector: (s: CompanyInterestSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return CompanyInterestContext.useSelector(selector, compare);
}

export function useInterestEvents() {
  const actor = CompanyInterestContext.useActorRef();
  return useMemo(
    () => ({
      change: (field: InterestTextField, value: string) => actor.send({ type: 'interest.change', field, value }),
      chooseCnpjAge: (value: Exclude<YesNo, ''>) => actor.send({ type: 'interest.chooseCnpjAge', value }),
      toggleContact: (method: PreferredContactMethod) => actor.send({ type: 'interest.toggleContact', method }),
      toggleConsent: (consent: InterestConsent) => actor.send({ type: 'interest.toggleConsent', consent }),
      submit: () => actor.send({ type: 'interest.submit' }),
      closeSuccess: () => actor.send({ type: 'interest.closeSuccess' }),
      dismissError: () => actor.send({ type: 'interest.dismissError' }),
    }),
    [actor],
  );
}
