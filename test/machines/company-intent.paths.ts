/**
 * The company forms chart's generated paths (shared by its test and `npm
 * run paths`), in both variants with both optional groups shown (CNPJ age,
 * preferred contact): the intent's plan walks every transition; the
 * interest's, the same chart with other fields and another lead, walks only
 * the runs that reach each state once (see `stateCoveringRuns`).
 *
 * A person's events are offered as they would happen: the change that fixes
 * the first invalid field, submit, the communications consent on a pristine
 * form, the success modal's and the toast's buttons, and an edit of each kind
 * under the failure toast; the request's answers only while it runs.
 */
import { DEFAULT_INTENT_SETTINGS, intentFieldErrors, type CompanyContactField, type CompanyFormVariant, type IntentErrorField, type IntentSettings } from '../../models/lead/company-intent';
import type { LeadTracking } from '../../models/common/tracking';
import { companyIntentMachine, type CompanyIntentEvent, type CompanyIntentInput } from '../../machines/company-intent/company-intent.machine';
import { planChart, stateCoveringRuns, type ChartPlan } from '../support/chart-paths';

export const INTENT_GOOD: Record<CompanyContactField, string> = {
  contactName: 'Ana Beatriz Rocha',
  companyName: 'Logística Exemplo S.A.',
  cnpj: '12.ABC.345/01DE-35',
  email: 'Ana.Rocha@Example.com',
  /** A company's landline (legal-person forms take landlines and mobiles). */
  phone: '(21) 3333-4444',
};
export const INTEREST_GOOD: Record<CompanyContactField, string> = {
  contactName: 'Carlos Eduardo Pinto',
  companyName: 'Transportes Serra Azul Ltda',
  cnpj: '12.ABC.345/01DE-35',
  email: 'Carlos.Pinto@Example.com',
  phone: '(11) 3333-4444',
};
export const GOOD: Record<CompanyFormVariant, Record<CompanyContactField, string>> = { intent: INTENT_GOOD, interest: INTEREST_GOOD };
export const INTENT_COMMENT = 'Frota de entregas urbanas.';

const settingsOf = (variant: CompanyFormVariant): IntentSettings => ({ ...DEFAULT_INTENT_SETTINGS, variant, cnpjAgeEnabled: true, preferredContactEnabled: true });
export const intentInput: CompanyIntentInput = { settings: settingsOf('intent'), tracking: { utm: {}, gclid: 'gclid-intent-1' } satisfies LeadTracking };
export const interestInput: CompanyIntentInput = { settings: settingsOf('interest'), tracking: { utm: {}, gclid: 'gclid-interest-1' } satisfies LeadTracking };
export const inputOf: Record<CompanyFormVariant, CompanyIntentInput> = { intent: intentInput, interest: interestInput };

/** The order a person fixes the fields in: the screen's. */
const FIX_ORDER: Record<CompanyFormVariant, IntentErrorField[]> = {
  intent: ['contactName', 'companyName', 'cnpj', 'email', 'phone', 'acceptPrivacy', 'cnpjAge', 'preferredContacts', 'currentFleetSize', 'fleetSize'],
  interest: ['companyName', 'contactName', 'cnpj', 'email', 'phone', 'totalVehicles', 'acceptPrivacy', 'cnpjAge', 'preferredContacts'],
};

/** The person's next step towards a valid form: fix the first invalid field. */
function fixFirst(snap: any, variant: CompanyFormVariant): CompanyIntentEvent[] {
  const errors = intentFieldErrors(snap.context.form, snap.context.settings);
  const field = FIX_ORDER[variant].find((f) => errors[f]);
  switch (field) {
    case undefined:
    case 'comment':
      return [];
    case 'totalVehicles':
      return [{ type: 'intent.change', field, value: '12' }];
    case 'acceptPrivacy':
      return [{ type: 'intent.toggleConsent', consent: 'acceptPrivacy' }];
    case 'cnpjAge':
      return [{ type: 'intent.choose', field, value: 'yes' }];
    case 'preferredContacts':
      return [{ type: 'intent.toggleGroup', method: 'whatsapp' }];
    case 'currentFleetSize':
      return [{ type: 'intent.choose', field, value: '11-50' }];
    case 'fleetSize':
      return [{ type: 'intent.choose', field, value: '51-100' }];
    default:
      return [{ type: 'intent.change', field, value: GOOD[variant][field] }];
  }
}

/** Under the failure toast the form stays editable: one edit of each kind, each once (the variant's own text and radio). */
function editsUnderToast(form: any, variant: CompanyFormVariant): CompanyIntentEvent[] {
  const own: CompanyIntentEvent[] =
    variant === 'intent'
      ? [
          ...(form.comment === '' ? [{ type: 'intent.change' as const, field: 'comment' as const, value: INTENT_COMMENT }] : []),
          ...(form.fleetSize === '51-100' ? [{ type: 'intent.choose' as const, field: 'fleetSize' as const, value: '0-10' }] : []),
        ]
      : [
          ...(form.totalVehicles === '12' ? [{ type: 'intent.change' as const, field: 'totalVehicles' as const, value: '30' }] : []),
          ...(form.cnpjAge === 'yes' ? [{ type: 'intent.choose' as const, field: 'cnpjAge' as const, value: 'no' }] : []),
        ];
  return [
    ...own,
    ...(!form.preferredContacts.includes('email') ? [{ type: 'intent.toggleGroup' as const, method: 'email' as const }] : []),
    ...(!form.acceptCommunications ? [{ type: 'intent.toggleConsent' as const, consent: 'acceptCommunications' as const }] : []),
  ];
}

function personEvents(snap: any, variant: CompanyFormVariant): CompanyIntentEvent[] {
  const form = snap.context.form;
  const failed = snap.matches('failed');
  const pristine = form.contactName === '' && form.companyName === '' && !form.acceptCommunications;
  const candidates: CompanyIntentEvent[] = [
    ...(failed ? editsUnderToast(form, variant) : fixFirst(snap, variant)),
    ...(pristine ? [{ type: 'intent.toggleConsent' as const, consent: 'acceptCommunications' as const }] : []),
    { type: 'intent.submit', key: 'intent-key' },
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

function planVariant(variant: CompanyFormVariant, id: string): ChartPlan {
  return planChart({
    id,
    machine: companyIntentMachine,
    input: inputOf[variant],
    serializeState: serialize,
    events: (snap) => [
      ...(snap.children.postIntent
        ? [
            { type: 'xstate.done.actor.postIntent', output: INTENT_ANSWER },
            { type: 'xstate.error.actor.postIntent', error: new Error('Um erro ocorreu, tente novamente') },
          ]
        : []),
      ...personEvents(snap, variant),
    ],
  });
}

/** The intent variant: every transition. */
export const companyIntentPlan = planVariant('intent', 'company-intent');

/** The interest variant: the same transitions; its runs reach every state once, the transitions' handling being the intent's. */
const interestFull = planVariant('interest', 'company-intent-interest');
export const companyInterestPlan: ChartPlan = { ...interestFull, runs: stateCoveringRuns(interestFull) };
