/**
 * The lead submission actor for React: the details chart runs it as a child
 * ('leadSubmission'); the view takes its ref from the parent's snapshot and
 * hands it to the form through `LeadSubmissionProvider`.
 */
import { useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PreferredContactMethod } from '../../models/lead/lead';
import type { LeadFlagField, LeadTextField } from '../../models/lead/lead-form';
import type { B2eKind, PersonType } from '../../models/lead/lead-rules';
import { newIdempotencyKey, newNonce } from '../../services/http';
import type { LeadSubmissionActorRef, LeadSubmissionSnapshot } from './lead-submission.machine';

const LeadSubmissionRef = createContext<LeadSubmissionActorRef | null>(null);

export function LeadSubmissionProvider({ actorRef, children }: { actorRef: LeadSubmissionActorRef; children: ReactNode }) {
  return <LeadSubmissionRef.Provider value={actorRef}>{children}</LeadSubmissionRef.Provider>;
}

/** The lead actor itself: what the toast host hears its warnings from (ui/layout/toasts.tsx). */
export function useLeadActorRef(): LeadSubmissionActorRef {
  return useLeadRef();
}

function useLeadRef(): LeadSubmissionActorRef {
  const ref = useContext(LeadSubmissionRef);
  if (!ref) throw new Error('LeadSubmissionProvider missing');
  return ref;
}

export function useLeadSelector<T>(selector: (s: LeadSubmissionSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useLeadRef(), selector, compare);
}

export function useLeadEvents() {
  const actor = useLeadRef();
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
      toggleTestDrive: () => actor.send({ type: 'lead.toggleTestDrive' }),
      toggleRemember: () => actor.send({ type: 'lead.toggleRemember' }),
      setTestDriveDate: (date: string) => actor.send({ type: 'lead.setTestDriveDate', date }),
      setTestDriveTime: (time: string) => actor.send({ type: 'lead.setTestDriveTime', time }),
      // The view mints the send's Idempotency-Key and nonce; the chart keeps the first pair for the retries.
      submit: () => actor.send({ type: 'lead.submit', key: newIdempotencyKey(), nonce: newNonce() }),
      dismissError: () => actor.send({ type: 'lead.dismissError' }),
      refreshPrice: () => actor.send({ type: 'lead.refreshPrice' }),
      closeResult: () => actor.send({ type: 'lead.closeResult' }),
      toProposals: () => actor.send({ type: 'lead.toProposals' }),
      toLeadPage: () => actor.send({ type: 'lead.toLeadPage' }),
      toCart: () => actor.send({ type: 'lead.toCart' }),
    }),
    [actor],
  );
}
