/**
 * The company intent chart's generated paths (shared by its test and `npm
 * run paths`), with both optional groups shown (CNPJ age, preferred contact).
 *
 * A person's events are offered as they would happen: the change that fixes
 * the first invalid field, submit, the communications consent on a pristine
 * form, the success modal's and the toast's buttons, and an edit of each kind
 * under the failure toast; the request's answers only while it runs.
 */
import { DEFAULT_INTENT_SETTINGS, intentFieldErrors, type IntentErrorField, type IntentSettings, type IntentTextField } from '../../models/company-intent';
import type { LeadTracking } from '../../models/tracking';
import { companyIntentMachine, type CompanyIntentEvent, type CompanyIntentInput } from '../../machines/company-intent/company-intent.machine';
import { planChart } from '../support/chart-paths';

export const INTENT_GOOD: Record<Exclude<IntentTextField, 'comment'>, string> = {
  contactName: 'Ana Beatriz Rocha',
  companyName: 'Logística Exemplo S.A.',
  cnpj: '12.ABC.345/01DE-35',
  email: 'Ana.Rocha@Example.com',
  /** A company's landline (legal-person forms take landlines and mobiles). */
  phone: '(21) 3333-4444',
};
export const INTENT_COMMENT = 'Frota de entregas urbanas.';

export const intentSettings: IntentSettings = { ...DEFAULT_INTENT_SETTINGS, cnpjAgeEnabled: true, preferredContactEnabled: true };
export const intentTracking: LeadTracking = { utm: {}, gclid: 'gclid-intent-1' };
export const intentInput: CompanyIntentInput = { settings: intentSettings, tracking: intentTracking };

const FIX_ORDER: IntentErrorField[] = ['contactName', 'companyName', 'cnpj', 'email', 'phone', 'acceptPrivacy', 'cnpjOverOneYear', 'preferredContacts', 'currentFleetSize', 'fleetSize'];

/** The person's next step towards a valid form: fix the first invalid field. */
function fixFirst(snap: any): CompanyIntentEvent[] {
  const errors = intentFieldErrors(snap.context.form, snap.context.settings);
  const field = FIX_ORDER.find((f) => errors[f]);
  switch (field) {
    case undefined:
    case 'comment':
      return [];
    case 'acceptPrivacy':
      return [{ type: 'intent.toggleConsent', consent: 'acceptPrivacy' }];
    case 'cnpjOverOneYear':
      return [{ type: 'intent.choose', field, value: 'yes' }];
    case 'preferredContacts':
      return [{ type: 'intent.toggleGroup', method: 'whatsapp' }];
    case 'currentFleetSize':
      return [{ type: 'intent.choose', field, value: '11-50' }];
    case 'fleetSize':
      return [{ type: 'intent.choose', field, value: '51-100' }];
    default:
      return [{ type: 'intent.change', field, value: INTENT_GOOD[field] }];
  }
}

/** Under the failure toast the form stays editable: one edit of each kind, each once. */
function editsUnderToast(form: any): CompanyIntentEvent[] {
  return [
    ...(form.comment === '' ? [{ type: 'intent.change' as const, field: 'comment' as const, value: INTENT_COMMENT }] : []),
    ...(form.fleetSize === '51-100' ? [{ type: 'intent.choose' as const, field: 'fleetSize' as const, value: '0-10' }] : []),
    ...(!form.preferredContacts.includes('email') ? [{ type: 'intent.toggleGroup' as const, method: 'email' as const }] : []),
    ...(!form.acceptCommunications ? [{ type: 'intent.toggleConsent' as const, consent: 'acceptCommunications' as const }] : []),
  ];
}

function personEvents(snap: any): CompanyIntentEvent[] {
  const form = snap.context.form;
  const failed = snap.matches('failed');
  const pristine = form.contactName === '' && !form.acceptCommunications;
  const candidates: CompanyIntentEvent[] = [
    ...(failed ? editsUnderToast(form) : fixFirst(snap)),
    ...(pristine ? [{ type: 'intent.toggleConsent' as const, consent: 'acceptCommunications' as const }] : []),
    { type: 'intent.submit' },
    { type: 'intent.closeSuccess' },
    { type: 'intent.dismissError' },
  ];
  return candidates.filter((e) => snap.can(e));
}

export const INTENT_ANSWER = { id: '33333333-3333-3333-3333-333333333333', productLeadIds: ['44444444-4444-4444-4444-444444444444'] };

/** What tells two snapshots apart: the state and the form (not the random key, only whether there is one). */
function serialize(snap: any): string {
  const c = snap.context;
  return JSON.stringify({ v: snap.value, form: c.form, cleared: c.clearedGroups, key: c.idempotencyKey !== null, error: c.errorMessage });
}

export const companyIntentPlan = planChart({
  id: 'company-intent',
  machine: companyIntentMachine,
  input: intentInput,
  serializeState: serialize,
  events: (snap) => [
    ...(snap.children.postIntent
      ? [
          { type: 'xstate.done.actor.postIntent', output: INTENT_ANSWER },
          { type: 'xstate.error.actor.postIntent', error: new Error('Um erro ocorreu, tente novamente') },
        ]
      : []),
    ...personEvents(snap),
  ],
});
