/**
 * Generated paths of the interest chart ('Quer assinar?'), run against its
 * real view with a fake lead call the test settles; and what the form sends,
 * clears and shows.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { interestFieldErrors, type InterestErrorField } from '../../models/company-interest';
import { shownIntentErrors } from '../../models/company-intent';
import { companyFormsScreenLabels, leadLabels } from '../../models/labels/lead';
import { labels } from '../../models/labels/spec';
import type { LeadCreateAnswer } from '../../models/lead';
import { CompanyInterestContext } from '../../machines/company-interest/company-interest.context';
import {
  companyInterestMachine,
  type CompanyInterestActorRef,
  type CompanyInterestEvent,
  type CompanyInterestInput,
  type PostInterestInput,
} from '../../machines/company-interest/company-interest.machine';
import { ApiCallError } from '../../services/http';
import { CompanyInterestSection } from '../../ui/intent/company-interest-form';
import { ToastHost } from '../../ui/layout/toasts';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { pressable } from '../support/radix-dom';
import { INTEREST_ANSWER, INTEREST_GOOD, companyInterestPlan, interestInput } from './company-interest.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;

const t = labels.companyIntent;
const f = leadLabels.fields;
const SECTION_ID = 'quer-assinar';

function renderInterest(input: CompanyInterestInput = interestInput) {
  const post = deferredActor<LeadCreateAnswer, PostInterestInput>();
  const logic = companyInterestMachine.provide({ actors: { postInterest: post.logic } });
  let actor: CompanyInterestActorRef | undefined;
  function Grab() {
    actor = CompanyInterestContext.useActorRef();
    return null;
  }
  render(
    <ToastHost>
      <CompanyInterestContext.Provider logic={logic} options={{ input }}>
        <Grab />
        <CompanyInterestSection id={SECTION_ID} labels={companyFormsScreenLabels()} />
      </CompanyInterestContext.Provider>
    </ToastHost>,
  );
  return { post, actor: () => actor! };
}

const user = userEvent.setup({ delay: null });

const TEXT_LABEL = { contactName: t.fields.contactName, companyName: f.companyName, cnpj: f.cnpj, email: f.email, phone: f.phone, totalVehicles: f.totalVehicles } as const;
const GROUP_LEGEND = { cnpjOverTwoYears: labels.leadForm.cnpjOverTwoYears, preferredContacts: f.preferredContacts } as const;

const textbox = (field: keyof typeof TEXT_LABEL) => screen.getByRole<HTMLInputElement>('textbox', { name: TEXT_LABEL[field] });
const group = (field: keyof typeof GROUP_LEGEND) => screen.getByRole('group', { name: GROUP_LEGEND[field] });
const privacyBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: t.privacyConsent });
const communicationsBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: t.communicationsConsent });
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: t.interestSubmit });

function carrier(field: InterestErrorField): HTMLElement {
  if (field === 'acceptPrivacy') return privacyBox();
  if (field in TEXT_LABEL) return textbox(field as keyof typeof TEXT_LABEL);
  return group(field as keyof typeof GROUP_LEGEND);
}

function description(el: HTMLElement): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const ALL_FIELDS: InterestErrorField[] = ['contactName', 'companyName', 'cnpj', 'email', 'phone', 'totalVehicles', 'acceptPrivacy', 'cnpjOverTwoYears', 'preferredContacts'];

function expectMessages(snap: any, submitted: boolean) {
  const shown = shownIntentErrors(interestFieldErrors(snap.context.form, snap.context.settings), { submitted, clearedGroups: snap.context.clearedGroups });
  for (const field of ALL_FIELDS) {
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

function expectValues(snap: any) {
  const form = snap.context.form;
  for (const field of ['contactName', 'companyName', 'cnpj', 'email', 'phone', 'totalVehicles'] as const) expect(textbox(field).value, field).toBe(form[field]);
  expect(privacyBox().checked).toBe(form.acceptPrivacy);
  expect(communicationsBox().checked).toBe(form.acceptCommunications);
  const checkedAge = within(group('cnpjOverTwoYears')).queryByRole('radio', { checked: true });
  expect(checkedAge?.getAttribute('value') ?? '').toBe(form.cnpjOverTwoYears);
}

/** The refused send's warning: a toast in the host's viewport (the latest one, when sends were refused in a row). */
async function expectInvalidFormToast() {
  const toasts = await screen.findAllByTestId('message-toast');
  const latest = toasts.at(-1)!;
  expect(latest.getAttribute('data-tone')).toBe('warning');
  expect(latest.textContent).toContain(labels.leadForm.invalidForm);
}

const noDialog = () => expect(screen.queryByRole('dialog')).toBeNull();
const noToast = () => expect(screen.queryByTestId('interest-failure')).toBeNull();

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
    expect((await within(screen.getByRole('form', { name: t.interestTitle })).findByRole('status')).textContent).toBe(leadLabels.submitting);
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByRole('form', { name: t.interestTitle }).getAttribute('aria-busy')).toBe('true');
  },
  sent: async () => {
    const dialog = await screen.findByRole('dialog', { name: t.successTitle });
    expect(dialog.textContent).toContain(t.successText);
    expect(within(dialog).getByRole('button', { name: t.successButton })).toBeTruthy();
  },
  failed: async (snap) => {
    expect((await screen.findByTestId('interest-failure')).textContent).toContain(t.failure);
    expect(submitButton().disabled).toBe(false);
    noDialog();
    expectValues(snap);
  },
};

async function typeInto(field: keyof typeof TEXT_LABEL, value: string) {
  const input = textbox(field);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

function executors(h: ReturnType<typeof renderInterest>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.postInterest': async (step) => (await h.post.next()).resolve(step.event.output),
    'xstate.error.actor.postInterest': async () => (await h.post.next()).reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error')),
    'interest.change': (step) => typeInto(step.event.field, step.event.value),
    'interest.chooseCnpjAge': (step) => user.click(within(group('cnpjOverTwoYears')).getByRole('radio', { name: step.event.value === 'yes' ? labels.leadForm.yes : labels.leadForm.no })),
    'interest.toggleContact': (step) => user.click(within(group('preferredContacts')).getByRole('checkbox', { name: f.preferredContactOptions[step.event.method as 'email'] })),
    'interest.toggleConsent': (step) => user.click(step.event.consent === 'acceptPrivacy' ? privacyBox() : communicationsBox()),
    'interest.submit': async (step) => {
      await user.click(submitButton());
      // Refused (back to editing): the warning toast in the host's viewport.
      if (step.state.value === 'editing') await expectInvalidFormToast();
    },
    'interest.closeSuccess': async () => user.click(await pressable(within(await screen.findByRole('dialog')).getByRole('button', { name: t.successButton }))),
    'interest.dismissError': async () => user.click(await pressable(within(await screen.findByTestId('interest-failure')).getByRole('button', { name: labels.resultModal.close }))),
  } satisfies Record<CompanyInterestEvent['type'] | 'xstate.init' | `xstate.${'done' | 'error'}.actor.postInterest`, Executor>;
}

describe('interest chart: every state and transition', () => {
  it('has an assertion for every state, reaches them all and fires every transition', () => {
    expect(checkAssertions(companyInterestPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(companyInterestPlan)].sort()).toEqual([...companyInterestPlan.states].sort());
    expect(unfiredTransitions(companyInterestMachine, [companyInterestPlan])).toEqual([]);
  });
});

describe('interest plan', { timeout: 30_000 }, () => {
  beforeAll(() => resetExercised(companyInterestPlan.id));
  it.each(companyInterestPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderInterest();
    await companyInterestPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(companyInterestPlan.id, transition.keys);
  });
});

async function fillValid() {
  for (const [field, value] of Object.entries(INTEREST_GOOD)) await typeInto(field as keyof typeof INTEREST_GOOD, value);
  await user.click(privacyBox());
  await user.click(within(group('cnpjOverTwoYears')).getByRole('radio', { name: labels.leadForm.yes }));
  await user.click(within(group('preferredContacts')).getByRole('checkbox', { name: f.preferredContactOptions.whatsapp }));
}

describe('interest form: what it shows, sends and clears', { timeout: 30_000 }, () => {
  it('shows the spec’s title, total vehicles 1 by default and an unticked privacy box', () => {
    renderInterest();
    expect(screen.getByRole('region', { name: 'Quer assinar?' }).id).toBe(SECTION_ID);
    expect(textbox('totalVehicles').value).toBe('1');
    expect(privacyBox().checked).toBe(false);
    expect(communicationsBox().checked).toBe(false);
  });

  it('sends the interest lead (e-mail lower-cased, bare CNPJ, dealer 55553); a retry keeps the key, an edit makes a new one; Ok clears all but the privacy consent', async () => {
    const h = renderInterest();
    await fillValid();
    await typeInto('totalVehicles', '1a2');
    expect(textbox('totalVehicles').value).toBe('12');
    await user.click(communicationsBox());
    await user.click(submitButton());
    const first = await h.post.next();
    expect(first.input.lead).toEqual({
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
    await screen.findByTestId('interest-failure');

    await user.click(submitButton());
    const retry = await h.post.next();
    expect(retry.input.idempotencyKey).toBe(first.input.idempotencyKey);
    retry.reject(new ApiCallError(leadLabels.api.dealerUnknown, 400, 'bad_request'));
    expect((await screen.findByTestId('interest-failure')).textContent).toContain(leadLabels.api.dealerUnknown);

    await user.click(within(group('cnpjOverTwoYears')).getByRole('radio', { name: labels.leadForm.no }));
    await user.click(submitButton());
    const edited = await h.post.next();
    expect(edited.input.idempotencyKey).not.toBe(first.input.idempotencyKey);
    expect(edited.input.lead.hasTwoYearCnpj).toBe(false);
    edited.resolve(INTEREST_ANSWER);

    const dialog = await screen.findByRole('dialog', { name: t.successTitle });
    await user.click(within(dialog).getByRole('button', { name: t.successButton }));
    await waitFor(() => noDialog());
    for (const field of ['contactName', 'companyName', 'cnpj', 'email', 'phone'] as const) expect(textbox(field).value).toBe('');
    expect(textbox('totalVehicles').value).toBe('1');
    expect(communicationsBox().checked).toBe(false);
    expect(privacyBox().checked).toBe(true);
    expect(h.actor().getSnapshot().context.idempotencyKey).toBeNull();
  });

  it('total vehicles hidden and no optional groups: none of them shown nor sent', async () => {
    const h = renderInterest({ settings: { cnpjAgeEnabled: false, preferredContactEnabled: false, totalVehiclesHidden: true } });
    expect(screen.queryByRole('textbox', { name: f.totalVehicles })).toBeNull();
    expect(screen.queryByRole('group', { name: labels.leadForm.cnpjOverTwoYears })).toBeNull();
    expect(screen.queryByRole('group', { name: f.preferredContacts })).toBeNull();
    for (const [field, value] of Object.entries(INTEREST_GOOD)) await typeInto(field as keyof typeof INTEREST_GOOD, value);
    await user.click(privacyBox());
    await user.click(submitButton());
    const call = await h.post.next();
    expect(call.input.lead).not.toHaveProperty('totalVehicles');
    expect(call.input.lead).not.toHaveProperty('hasTwoYearCnpj');
    expect(call.input.lead).not.toHaveProperty('preferred_contact_method');
  });
});
