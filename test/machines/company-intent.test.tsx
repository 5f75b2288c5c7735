/**
 * Generated paths of the company forms chart, run against its real view in
 * both variants (the fleet intent section and the 'Quer assinar?' interest
 * section) with a fake lead call the test settles; and what each form sends,
 * clears and shows. The intent's plan walks every transition; the interest's
 * reaches every state once (its transitions are the same chart's).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { intentFieldErrors, shownIntentErrors, type CompanyFormVariant, type CompanyInterestLead, type IntentErrorField, type IntentTextField } from '../../models/lead/company-intent';
import { companyFormsScreenLabels, leadLabels } from '../../models/labels/lead';
import { labels } from '../../models/labels/spec';
import type { LeadCreateAnswer, RentalPjLead } from '../../models/lead/lead';
import { CompanyIntentContext } from '../../machines/company-intent/company-intent.context';
import {
  companyIntentMachine,
  type CompanyIntentActorRef,
  type CompanyIntentEvent,
  type CompanyIntentInput,
  type PostIntentInput,
} from '../../machines/company-intent/company-intent.machine';
import { MESSAGE_TOAST_MS } from '../../models/common/toasts';
import { interactionRecord } from '../../models/common/tracking';
import { ApiCallError } from '../../services/http';
import { CompanyIntentSection } from '../../ui/intent/company-intent-form';
import { ToastHost } from '../../ui/layout/toasts';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised, type ChartPlan } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { createCompanyIntentImplementations } from '../../machines/company-intent/company-intent.actors';
import type { Track } from '../../machines/tracking/tracking.machine';
import type { Api } from '../../services/api';
import { pressable } from '../support/radix-dom';
import { INTENT_ANSWER, INTENT_COMMENT, INTENT_GOOD, INTEREST_GOOD, companyIntentPlan, companyInterestPlan, inputOf } from './company-intent.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;

const t = labels.companyIntent;
const f = leadLabels.fields;
const SECTION_ID: Record<CompanyFormVariant, string> = { intent: 'intencao-pessoa-juridica', interest: 'quer-assinar' };

/** What tells the variants apart on screen. */
const VARIANT = {
  intent: {
    title: t.title,
    submit: t.submit,
    cnpjAge: t.fields.cnpjAge,
    own: ['comment'] as IntentTextField[],
    groups: ['cnpjAge', 'preferredContacts', 'currentFleetSize', 'fleetSize'] as const,
    /** The radio group whose choice `expectValues` compares. */
    checked: 'fleetSize' as const,
  },
  interest: {
    title: t.interestTitle,
    submit: t.interestSubmit,
    cnpjAge: labels.leadForm.cnpjOverTwoYears,
    own: ['totalVehicles'] as IntentTextField[],
    groups: ['cnpjAge', 'preferredContacts'] as const,
    checked: 'cnpjAge' as const,
  },
};

let variant: CompanyFormVariant = 'intent';

function renderForm(input: CompanyIntentInput = inputOf.intent) {
  variant = input.settings?.variant ?? 'intent';
  const post = deferredActor<LeadCreateAnswer, PostIntentInput>();
  // The real tracking action, with a tracker that keeps what it hears (the API is the fake call's).
  const tracked: Parameters<Track>[] = [];
  const { actions } = createCompanyIntentImplementations({ api: {} as Api, track: (...args) => void tracked.push(args) });
  const logic = companyIntentMachine.provide({ actors: { postIntent: post.logic }, actions });
  let actor: CompanyIntentActorRef | undefined;
  function Grab() {
    actor = CompanyIntentContext.useActorRef();
    return null;
  }
  render(
    <ToastHost>
      <CompanyIntentContext.Provider logic={logic} options={{ input }}>
        <Grab />
        <CompanyIntentSection id={SECTION_ID[variant]} labels={companyFormsScreenLabels()} />
      </CompanyIntentContext.Provider>
    </ToastHost>,
  );
  return { post, tracked, actor: () => actor! };
}
const renderIntent = (input?: CompanyIntentInput) => renderForm(input ?? inputOf.intent);
const renderInterest = (input?: CompanyIntentInput) => renderForm(input ?? inputOf.interest);

const user = userEvent.setup({ delay: null });

const TEXT_LABEL: Record<IntentTextField, string> = {
  contactName: t.fields.contactName,
  companyName: f.companyName,
  cnpj: f.cnpj,
  email: f.email,
  phone: f.phone,
  comment: t.fields.comment,
  totalVehicles: f.totalVehicles,
};
const CONTACT_FIELDS = ['contactName', 'companyName', 'cnpj', 'email', 'phone'] as const;
type Group = 'cnpjAge' | 'currentFleetSize' | 'fleetSize' | 'preferredContacts';
const groupLegend = (field: Group) =>
  ({ cnpjAge: VARIANT[variant].cnpjAge, currentFleetSize: t.fields.currentFleetSize, fleetSize: t.fields.fleetSize, preferredContacts: f.preferredContacts })[field];

const textbox = (field: IntentTextField) => screen.getByRole<HTMLInputElement>('textbox', { name: TEXT_LABEL[field] });
const group = (field: Group) => screen.getByRole('group', { name: groupLegend(field) });
const privacyBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: t.privacyConsent });
const communicationsBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: t.communicationsConsent });
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: VARIANT[variant].submit });
const failureId = () => `${variant}-failure`;

/** The element that carries a field's or group's message (aria-describedby, aria-invalid). */
function carrier(field: IntentErrorField): HTMLElement {
  if (field === 'acceptPrivacy') return privacyBox();
  if (field in TEXT_LABEL) return textbox(field as IntentTextField);
  return group(field as Group);
}

function description(el: HTMLElement): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const fieldsOf = (): IntentErrorField[] => [...CONTACT_FIELDS, ...VARIANT[variant].own, 'acceptPrivacy', ...VARIANT[variant].groups];

/** Every message the snapshot shows is on its field (described and invalid); every other field is valid. */
function expectMessages(snap: any, submitted: boolean) {
  const shown = shownIntentErrors(intentFieldErrors(snap.context.form, snap.context.settings), { submitted, clearedGroups: snap.context.clearedGroups });
  for (const field of fieldsOf()) {
    const el = carrier(field);
    const message = shown[field];
    if (message) {
      expect(el.getAttribute('aria-invalid'), field).toBe('true');
      expect(description(el), field).toContain(message);
    } else {
      expect(el.getAttribute('aria-invalid'), field).toBeNull();
    }
  }
}

/** The inputs hold the chart's values. */
function expectValues(snap: any) {
  const form = snap.context.form;
  for (const field of [...CONTACT_FIELDS, ...VARIANT[variant].own]) expect(textbox(field).value, field).toBe(form[field]);
  expect(privacyBox().checked).toBe(form.acceptPrivacy);
  expect(communicationsBox().checked).toBe(form.acceptCommunications);
  const checkedField = VARIANT[variant].checked;
  const checked = within(group(checkedField)).queryByRole('radio', { checked: true });
  expect(checked?.getAttribute('value') ?? '').toBe(form[checkedField]);
}
/** The refused send's warning: a toast in the host's viewport (the latest one, when sends were refused in a row). */
async function expectInvalidFormToast() {
  const toasts = await screen.findAllByTestId('message-toast');
  const latest = toasts.at(-1)!;
  expect(latest.getAttribute('data-tone')).toBe('warning');
  expect(latest.textContent).toContain(labels.leadForm.invalidForm);
}

const noDialog = () => expect(screen.queryByRole('dialog')).toBeNull();
const noToast = () => expect(screen.queryByTestId(failureId())).toBeNull();

const stateAssertions: Record<string, (snap: any) => Promise<void> | void> = {
  untouched: async (snap) => {
    await waitFor(() => expectValues(snap));
    expectMessages(snap, false);
    expect(submitButton().disabled).toBe(false);
    noDialog();
    noToast();
  },
  editing: async (snap) => {
    await waitFor(() => expectValues(snap));
    expectMessages(snap, true);
    expect(submitButton().disabled).toBe(false);
    noDialog();
    await waitFor(noToast);
  },
  sending: async () => {
    expect((await within(screen.getByRole('form', { name: VARIANT[variant].title })).findByRole('status')).textContent).toBe(leadLabels.submitting);
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByRole('form', { name: VARIANT[variant].title }).getAttribute('aria-busy')).toBe('true');
  },
  sent: async () => {
    const dialog = await screen.findByRole('dialog', { name: t.successTitle });
    expect(dialog.textContent).toContain(t.successText);
    expect(within(dialog).getByRole('button', { name: t.successButton })).toBeTruthy();
  },
  failed: async (snap) => {
    expect((await screen.findByTestId(failureId())).textContent).toContain(t.failure);
    expect(submitButton().disabled).toBe(false);
    noDialog();
    expectValues(snap);
  },
};

async function typeInto(field: IntentTextField, value: string) {
  const input = textbox(field);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

const OPTION_LABEL: Record<string, string> = { yes: labels.leadForm.yes, no: labels.leadForm.no };

function executors(h: ReturnType<typeof renderForm>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.postIntent': async (step) => (await h.post.next()).resolve(step.event.output),
    'xstate.error.actor.postIntent': async () => (await h.post.next()).reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error')),
    'intent.change': (step) => typeInto(step.event.field, step.event.value),
    'intent.choose': (step) => user.click(within(group(step.event.field)).getByRole('radio', { name: OPTION_LABEL[step.event.value] ?? step.event.value })),
    'intent.toggleGroup': (step) => user.click(within(group('preferredContacts')).getByRole('checkbox', { name: f.preferredContactOptions[step.event.method as 'email'] })),
    'intent.toggleConsent': (step) => user.click(step.event.consent === 'acceptPrivacy' ? privacyBox() : communicationsBox()),
    'intent.submit': async (step) => {
      await user.click(submitButton());
      // Refused (back to editing): the warning toast in the host's viewport.
      if (step.state.value === 'editing') await expectInvalidFormToast();
    },
    'intent.closeSuccess': async () => user.click(await pressable(within(await screen.findByRole('dialog')).getByRole('button', { name: t.successButton }))),
    'intent.dismissError': async () => user.click(await pressable(within(await screen.findByTestId(failureId())).getByRole('button', { name: labels.resultModal.close }))),
  } satisfies Record<CompanyIntentEvent['type'] | 'xstate.init' | `xstate.${'done' | 'error'}.actor.postIntent`, Executor>;
}

const PLANS: Record<CompanyFormVariant, ChartPlan> = { intent: companyIntentPlan, interest: companyInterestPlan };

describe('company forms chart: every state and transition', () => {
  it('has an assertion for every state, reaches them all and fires every transition; the interest variant reaches every state too', () => {
    expect(checkAssertions(companyIntentPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(companyIntentPlan)].sort()).toEqual([...companyIntentPlan.states].sort());
    expect(unfiredTransitions(companyIntentMachine, [companyIntentPlan])).toEqual([]);
    const interestStates = new Set(companyInterestPlan.runs.flatMap((r) => r.path.steps.map((s) => String(s.state.value))));
    expect([...interestStates].sort()).toEqual([...companyInterestPlan.states].sort());
  });
});

for (const v of ['intent', 'interest'] as const) {
  const plan = PLANS[v];
  describe(`company forms plan (${v})`, { timeout: 30_000 }, () => {
    beforeAll(() => resetExercised(plan.id));
    it.each(plan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
      const h = renderForm(inputOf[v]);
      await plan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
      recordExercised(plan.id, transition.keys);
    });
  });
}

async function fillValid() {
  for (const [field, value] of Object.entries(INTENT_GOOD)) await typeInto(field as IntentTextField, value);
  await user.click(privacyBox());
  await user.click(within(group('cnpjAge')).getByRole('radio', { name: labels.leadForm.yes }));
  await user.click(within(group('preferredContacts')).getByRole('checkbox', { name: f.preferredContactOptions.whatsapp }));
  await user.click(within(group('currentFleetSize')).getByRole('radio', { name: '11-50' }));
  await user.click(within(group('fleetSize')).getByRole('radio', { name: '51-100' }));
}

describe('company intent: what it shows, sends and clears', { timeout: 30_000 }, () => {
  it('shows the spec’s title, description, fleet sizes, a 5-row comment of at most 400 characters and an unticked privacy box (LGPD: consent is given, never pre-ticked)', () => {
    renderIntent();
    expect(screen.getByRole('region', { name: t.title }).id).toBe(SECTION_ID.intent);
    expect(screen.getByText(t.description)).toBeTruthy();
    expect(within(group('fleetSize')).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['0-10', '11-50', '51-100']);
    const comment = textbox('comment');
    expect([comment.getAttribute('rows'), comment.getAttribute('maxlength')]).toEqual(['5', '400']);
    expect(privacyBox().checked).toBe(false);
    const policy = within(privacyBox().closest('div')!).getByRole('link', { name: 'Política de Privacidade' });
    expect(policy.getAttribute('href')).toBe('/privacidade');
    expect(communicationsBox().checked).toBe(false);
  });

  it('an empty submit shows the basic fields’ messages only; the groups’ come once those are valid, and a click on a group hides its message', async () => {
    renderIntent();
    await user.click(submitButton());
    expect(description(textbox('contactName'))).toBe(t.required);
    expect(description(textbox('cnpj'))).toBe(t.required);
    expect(description(privacyBox())).toBe(t.acceptRules);
    expect(group('fleetSize').getAttribute('aria-invalid')).toBeNull();

    for (const [field, value] of Object.entries(INTENT_GOOD)) await typeInto(field as IntentTextField, value);
    await user.click(privacyBox());
    await waitFor(() => expect(description(group('fleetSize'))).toBe(t.required));
    expect(description(group('currentFleetSize'))).toBe(t.required);
    expect(description(group('cnpjAge'))).toBe(t.required);
    expect(description(group('preferredContacts'))).toBe(labels.validation.preferredContact);

    // A click on the preferred contacts (even one that leaves none chosen) hides the group's message until the next submit.
    const whatsapp = within(group('preferredContacts')).getByRole('checkbox', { name: f.preferredContactOptions.whatsapp });
    await user.click(whatsapp);
    await user.click(whatsapp);
    expect(group('preferredContacts').getAttribute('aria-invalid')).toBeNull();
    expect(description(group('fleetSize'))).toBe(t.required);
    await user.click(submitButton());
    expect(description(group('preferredContacts'))).toBe(labels.validation.preferredContact);
  });

  it('sends the Rental PJ lead (e-mail lower-cased, bare CNPJ, dealer 55553); a retry keeps the key, an edit makes a new one; Ok clears all, the consents too', async () => {
    const h = renderIntent();
    await fillValid();
    await typeInto('comment', INTENT_COMMENT);
    await user.click(communicationsBox());
    await user.click(submitButton());
    const first = await h.post.next();
    expect(first.input.request.path).toBe('/api/leads/pj');
    expect(first.input.request.lead).toEqual({
      leadType: 'RENTAL_PJ_FORM_LEAD',
      company_name: 'Logística Exemplo S.A.',
      contact_name: 'Ana Beatriz Rocha',
      cnpj: '12ABC34501DE35',
      email: 'ana.rocha@example.com',
      phone: '(21) 3333-4444',
      current_fleet_size: '11-50',
      fleet_size_selected: '51-100',
      fleet_description_comment: INTENT_COMMENT,
      accept_terms_and_conditions: true,
      accept_communication_contact: true,
      dealer_code: '55553',
      origin: 'Flua',
      subOrigin: 'Site',
      gClid: 'gclid-intent-1',
      has_one_year_cnpj: true,
      preferred_contact_method: ['whatsapp'],
    });
    first.reject(new TypeError('Failed to fetch'));
    await screen.findByTestId(failureId());

    await user.click(submitButton());
    const retry = await h.post.next();
    expect(retry.input.idempotencyKey).toBe(first.input.idempotencyKey);
    retry.reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error'));
    await screen.findByTestId(failureId());

    await user.click(within(group('fleetSize')).getByRole('radio', { name: '0-10' }));
    await user.click(submitButton());
    const edited = await h.post.next();
    expect(edited.input.idempotencyKey).not.toBe(first.input.idempotencyKey);
    expect((edited.input.request.lead as RentalPjLead).fleet_size_selected).toBe('0-10');
    expect(h.tracked).toEqual([]);
    edited.resolve({ ...INTENT_ANSWER, analyticsToken: 'T'.repeat(43) });

    const dialog = await screen.findByRole('dialog', { name: t.successTitle });
    // The lead sent: the data layer's entry (ids and form, nothing of the company) and its user analytics as a GENERIC_LEAD.
    const lead = { leadId: INTENT_ANSWER.id, productLeadId: INTENT_ANSWER.productLeadIds[0] };
    expect(h.tracked).toEqual([[interactionRecord('leadSent', { ...lead, form: 'intent' }), { jwtToken: 'T'.repeat(43), type: 'GENERIC_LEAD', lead }]]);
    await user.click(await pressable(within(dialog).getByRole('button', { name: t.successButton })));
    await waitFor(() => noDialog());
    for (const field of ['contactName', 'companyName', 'cnpj', 'email', 'phone', 'comment'] as const) expect(textbox(field).value).toBe('');
    expect(within(group('fleetSize')).queryByRole('radio', { checked: true })).toBeNull();
    expect(within(group('preferredContacts')).queryByRole('checkbox', { checked: true })).toBeNull();
    expect(communicationsBox().checked).toBe(false);
    expect(privacyBox().checked).toBe(false);
    expect(screen.queryByText(t.required)).toBeNull();
    expect(h.actor().getSnapshot().context.idempotencyKey).toBeNull();
  });

  it('a refused request says why under the failure message', async () => {
    const h = renderIntent();
    await fillValid();
    await user.click(submitButton());
    (await h.post.next()).reject(new ApiCallError(leadLabels.api.dealerUnknown, 400, 'bad_request'));
    const toast = await screen.findByTestId(failureId());
    expect(toast.textContent).toContain(t.failure);
    expect(toast.textContent).toContain(leadLabels.api.dealerUnknown);
  });

  it('the failure toast goes after 5 s like the other messages, and the chart leaves the failure', async () => {
    const h = renderIntent();
    await fillValid();
    await user.click(submitButton());
    const call = await h.post.next();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      call.reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error'));
      await screen.findByTestId('intent-failure');
      expect(h.actor().getSnapshot().value).toBe('failed');
      await act(async () => vi.advanceTimersByTime(MESSAGE_TOAST_MS - 500));
      expect(screen.getByTestId('intent-failure')).toBeTruthy();
      await act(async () => vi.advanceTimersByTime(1000));
      await waitFor(() => expect(screen.queryByTestId('intent-failure')).toBeNull());
      expect(h.actor().getSnapshot().value).toBe('editing');
    } finally {
      vi.useRealTimers();
    }
  });

  it('without the optional groups: no CNPJ age nor preferred contact, and none is sent', async () => {
    const h = renderIntent({ settings: { cnpjAgeEnabled: false, preferredContactEnabled: false } });
    expect(screen.queryByRole('group', { name: t.fields.cnpjAge })).toBeNull();
    expect(screen.queryByRole('group', { name: f.preferredContacts })).toBeNull();
    for (const [field, value] of Object.entries(INTENT_GOOD)) await typeInto(field as IntentTextField, value);
    await user.click(privacyBox());
    await user.click(within(group('currentFleetSize')).getByRole('radio', { name: '0-10' }));
    await user.click(within(group('fleetSize')).getByRole('radio', { name: '11-50' }));
    await user.click(submitButton());
    const call = await h.post.next();
    expect(call.input.request.lead).not.toHaveProperty('has_one_year_cnpj');
    expect(call.input.request.lead).not.toHaveProperty('preferred_contact_method');
    expect(call.input.request.lead.accept_communication_contact).toBe(false);
  });
});

async function fillValidInterest() {
  for (const [field, value] of Object.entries(INTEREST_GOOD)) await typeInto(field as IntentTextField, value);
  await user.click(privacyBox());
  await user.click(within(group('cnpjAge')).getByRole('radio', { name: labels.leadForm.yes }));
  await user.click(within(group('preferredContacts')).getByRole('checkbox', { name: f.preferredContactOptions.whatsapp }));
}

describe('interest form: what it shows, sends and clears', { timeout: 30_000 }, () => {
  it('shows the spec’s title, total vehicles 1 by default and an unticked privacy box', () => {
    renderInterest();
    expect(screen.getByRole('region', { name: 'Quer assinar?' }).id).toBe(SECTION_ID.interest);
    expect(screen.queryByRole('textbox', { name: t.fields.comment })).toBeNull();
    expect(screen.queryByRole('group', { name: t.fields.fleetSize })).toBeNull();
    expect(textbox('totalVehicles').value).toBe('1');
    expect(privacyBox().checked).toBe(false);
    expect(communicationsBox().checked).toBe(false);
  });

  it('sends the interest lead (e-mail lower-cased, bare CNPJ, dealer 55553); a retry keeps the key, an edit makes a new one; Ok clears all, the consents too', async () => {
    const h = renderInterest();
    await fillValidInterest();
    await typeInto('totalVehicles', '1a2');
    expect(textbox('totalVehicles').value).toBe('12');
    await user.click(communicationsBox());
    await user.click(submitButton());
    const first = await h.post.next();
    expect(first.input.request.lead).toEqual({
      form: 'quer-assinar',
      corporateName: 'Transportes Serra Azul Ltda',
      contactName: 'Carlos Eduardo Pinto',
      cnpj: '12ABC34501DE35',
      email: 'carlos.pinto@example.com',
      phone: '(11) 3333-4444',
      totalVehicles: 12,
      hasTwoYearCnpj: true,
      preferred_contact_method: ['whatsapp'],
      dealersCode: '55553',
      productGroup: 'Flua Venda Direta',
      origin: 'Flua',
      SubOrigem__c: 'Site',
      accept_terms_and_conditions: true,
      accept_communication_contact: true,
      gclid: 'gclid-interest-1',
      consent_text_version: expect.any(String),
    });
    first.reject(new TypeError('Failed to fetch'));
    await screen.findByTestId(failureId());

    await user.click(submitButton());
    const retry = await h.post.next();
    expect(retry.input.idempotencyKey).toBe(first.input.idempotencyKey);
    retry.reject(new ApiCallError(leadLabels.api.dealerUnknown, 400, 'bad_request'));
    expect((await screen.findByTestId(failureId())).textContent).toContain(leadLabels.api.dealerUnknown);

    await user.click(within(group('cnpjAge')).getByRole('radio', { name: labels.leadForm.no }));
    await user.click(submitButton());
    const edited = await h.post.next();
    expect(edited.input.idempotencyKey).not.toBe(first.input.idempotencyKey);
    expect((edited.input.request.lead as CompanyInterestLead).hasTwoYearCnpj).toBe(false);
    edited.resolve({ ...INTENT_ANSWER, analyticsToken: 'T'.repeat(43) });

    const dialog = await screen.findByRole('dialog', { name: t.successTitle });
    const lead = { leadId: INTENT_ANSWER.id, productLeadId: INTENT_ANSWER.productLeadIds[0] };
    expect(h.tracked).toEqual([[interactionRecord('leadSent', { ...lead, form: 'interest' }), { jwtToken: 'T'.repeat(43), type: 'GENERIC_LEAD', lead }]]);
    await user.click(await pressable(within(dialog).getByRole('button', { name: t.successButton })));
    await waitFor(() => noDialog());
    for (const field of ['contactName', 'companyName', 'cnpj', 'email', 'phone'] as const) expect(textbox(field).value).toBe('');
    expect(textbox('totalVehicles').value).toBe('1');
    expect(communicationsBox().checked).toBe(false);
    expect(privacyBox().checked).toBe(false);
    expect(h.actor().getSnapshot().context.idempotencyKey).toBeNull();
  });

  it('total vehicles hidden and no optional groups: none of them shown nor sent', async () => {
    const h = renderInterest({ settings: { variant: 'interest', cnpjAgeEnabled: false, preferredContactEnabled: false, totalVehiclesHidden: true } });
    expect(screen.queryByRole('textbox', { name: f.totalVehicles })).toBeNull();
    expect(screen.queryByRole('group', { name: labels.leadForm.cnpjOverTwoYears })).toBeNull();
    expect(screen.queryByRole('group', { name: f.preferredContacts })).toBeNull();
    for (const [field, value] of Object.entries(INTEREST_GOOD)) await typeInto(field as IntentTextField, value);
    await user.click(privacyBox());
    await user.click(submitButton());
    const call = await h.post.next();
    expect(call.input.request.lead).not.toHaveProperty('totalVehicles');
    expect(call.input.request.lead).not.toHaveProperty('hasTwoYearCnpj');
    expect(call.input.request.lead).not.toHaveProperty('preferred_contact_method');
  });
});
