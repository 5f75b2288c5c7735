/**
 * The interest chart's ('Quer assinar?') generated paths, with both optional
 * groups shown (CNPJ age, preferred contact).
 *
 * A person's events are offered as they would happen: the change that fixes
 * the first invalid field, submit, the communications consent on a pristine
 * form, the success modal's and the toast's buttons, and an edit of each kind
 * under the failure toast; the request's answers only while it runs.
 */
import { DEFAULT_INTEREST_SETTINGS, interestFieldErrors, type InterestErrorField, type InterestSettings } from '../../models/company-interest';
import type { CompanyContactField } from '../../models/company-intent';
import type { LeadTracking } from '../../models/tracking';
import { companyInterestMachine, type CompanyInterestEvent, type CompanyInterestInput } from '../../machines/company-interest/company-interest.machine';
import { planChart } from '../support/chart-paths';

export const INTEREST_GOOD: Record<CompanyContactField, string> = {
  contactName: 'Carlos Eduardo Pinto',
  companyName: 'Transportes Serra Azul Ltda',
  cnpj: '12.ABC.345/01DE-35',
  email: 'Carlos.Pinto@Example.com',
  phone: '(11) 3333-4444',
};

export const interestSettings: InterestSettings = { ...DEFAULT_INTEREST_SETTINGS, cnpjAgeEnabled: true, preferredContactEnabled: true };
export const interestTracking: LeadTracking = { utm: {}, gclid: 'gclid-interest-1' };
export const interestInput: CompanyInterestInput = { settings: interestSettings, tracking: interestTracking };

const FIX_ORDER: InterestErrorField[] = ['companyName', 'contactName', 'cnpj', 'email', 'phone', 'totalVehicles', 'acceptPrivacy', 'cnpjOverTwoYears', 'preferredContacts'];

/** The person's next step towards a valid form: fix the first invalid field. */
function fixFirst(snap: any): CompanyInterestEvent[] {
  const errors = interestFieldErrors(snap.context.form, snap.context.settings);
  const field = FIX_ORDER.find((f) => errors[f]);
  switch (field) {
    case undefined:
      return [];
    case 'totalVehicles':
      return [{ type: 'interest.change', field, value: '12' }];
    case 'acceptPrivacy':
      return [{ type: 'interest.toggleConsent', consent: 'acceptPrivacy' }];
    case 'cnpjOverTwoYears':
      return [{ type: 'interest.chooseCnpjAge', value: 'yes' }];
    case 'preferredContacts':
      return [{ type: 'interest.toggleContact', method: 'whatsapp' }];
    default:
      return [{ type: 'interest.change', field, value: INTEREST_GOOD[field] }];
  }
}

/** Under the failure toast the form stays editable: one edit of each kind, each once. */
function editsUnderToast(form: any): CompanyInterestEvent[] {
  return [
    ...(form.totalVehicles === '1' ? [{ type: 'interest.change' as const, field: 'totalVehicles' as const, value: '30' }] : []),
    ...(form.cnpjOverTwoYears === 'yes' ? [{ type: 'interest.chooseCnpjAge' as const, value: 'no' as const }] : []),
    ...(!form.preferredContacts.includes('email') ? [{ type: 'interest.toggleContact' as const, method: 'email' as const }] : []),
    ...(!form.acceptCommunications ? [{ type: 'interest.toggleConsent' as const, consent: 'acceptCommunications' as const }] : []),
  ];
}

function personEvents(snap: any): CompanyInterestEvent[] {
  const form = snap.context.form;
  const failed = snap.matches('failed');
  const pristine = form.contactName === '' && form.companyName === '' && !form.acceptCommunications;
  const candidates: CompanyInterestEvent[] = [
    ...(failed ? editsUnderToast(form) : fixFirst(snap)),
    ...(pristine ? [{ type: 'interest.toggleConsent' as const, consent: 'acceptCommunications' as const }] : []),
    { type: 'interest.submit' },
    { type: 'interest.closeSuccess' },
    { type: 'interest.dismissError' },
  ];
  return candidates.filter((e) => snap.can(e));
}

export const INTEREST_ANSWER = { id: '55555555-5555-5555-5555-555555555555', productLeadIds: ['66666666-6666-6666-6666-666666666666'] };

function serialize(snap: any): string {
  const c = snap.context;
  return JSON.stringify({ v: snap.value, form: c.form, cleared: c.clearedGroups, key: c.idempotencyKey !== null, error: c.errorMessage });
}

export const companyInterestPlan = planChart({
  id: 'company-interest',
  machine: companyInterestMachine,
  input: interestInput,
  serializeState: serialize,
  events: (snap) => [
    ...(snap.children.postInterest
      ? [
          { type: 'xstate.done.actor.postInterest', output: INTEREST_ANSWER },
          { type: 'xstate.error.actor.postInterest', error: new Error('Um erro ocorreu, tente novamente') },
        ]
      : []),
    ...personEvents(snap),
  ],
});
