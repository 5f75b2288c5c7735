/** The lead submission actor for React: a provider, a selector hook and an events hook. */
import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import type { PreferredContactMethod } from '../../models/lead';
import type { LeadFlagField, LeadTextField } from '../../models/lead-form';
import type { B2eKind, PersonType } from '../../models/lead-rules';
import { leadSubmissionMachine, type LeadSubmissionSnapshot } from './lead-submission.machine';

export const LeadSubmissionContext = createActorContext(leadSubmissionMachine);

export function useLeadSelector<T>(selector: (s: LeadSubmissionSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return LeadSubmissionContext.useSelector(selector, compare);
}

export function useLeadEvents() {
  const actor = LeadSubmissionContext.useActorRef();
  return useMemo(
    () => ({
      change: (field: LeadTextField, value: string) => actor.send({ type: 'lead.change', field, value }),
      toggle: (field: LeadFlagField) => actor.send({ type: 'lead.toggle', field }),
      setPersonType: (personType: PersonType) => actor.send({ type: 'lead.setPersonType', personType }),
      setB2eKind: (kind: B2eKind) => actor.send({ type: 'lead.setB2eKind', kind }),
      togglePreferredContact: (method: PreferredContactMethod) => actor.send({ type: 'lead.togglePreferredContact', method }),
      setCnpjAge: (value: 'yes' | 'no') => actor.send({ type: 'lead.setCnpjAge', value }),
      addDocuments: (files: File[]) => actor.send({ type: 'lead.addDocuments', files }),
      removeDocument: (index: number) => actor.send({ type: 'lead.removeDocument', index }),
      submit: () => actor.send({ type: 'lead.submit' }),
      dismissError: () => actor.send({ type: 'lead.dismissError' }),
      closeResult: () => actor.send({ type: 'lead.closeResult' }),
      toProposals: () => actor.send({ type: 'lead.toProposals' }),
    }),
    [actor],
  );
}
