/**
 * Generated paths of the dealer settings chart, run against the admin's page
 * with fake calls the test resolves or rejects: opening a dealer by its code
 * (an unknown one refused), the form (what is wrong shown once the admin tried
 * to save), saving, a failed save, the secret made and shown once, its
 * replacement confirmed first, a failed one, and leaving the dealer.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DealerSettingsLogic } from '../../machines/dealer-settings/dealer-settings.context';
import { dealerSettingsMachine, type DealerSettingsSnapshot } from '../../machines/dealer-settings/dealer-settings.machine';
import type { DealerSettings, DealerSettingsUpdate, NewWebhookSecret } from '../../models/lead/dealer-webhooks';
import { formatDateTime } from '../../models/common/format';
import { commonLabels } from '../../models/labels/common';
import { dealerSettingsLabels } from '../../models/labels/dealer-settings';
import { DealerSettingsPage } from '../../ui/dealer-settings/dealer-settings-page';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { CODE, INVALID_HOURS, WEBHOOK_URL, callFailure, dealerSettingsPlan, madeSecret, newDealer, notFound } from './dealer-settings.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = dealerSettingsLabels;
const user = userEvent.setup();

function renderPage() {
  const load = deferredActor<DealerSettings, { code: string }>();
  const save = deferredActor<DealerSettings, { code: string; update: DealerSettingsUpdate }>();
  const rotate = deferredActor<NewWebhookSecret, { code: string }>();
  render(
    <DealerSettingsLogic.Provider value={dealerSettingsMachine.provide({ actors: { loadSettings: load.logic, saveSettings: save.logic, rotateSecret: rotate.logic } })}>
      <DealerSettingsPage />
    </DealerSettingsLogic.Provider>,
  );
  return { load, save, rotate };
}

const page = () => screen.getByTestId('dealer-settings');
const inState = (state: string) => waitFor(() => expect(page().dataset.state).toBe(state));
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const hoursInput = () => screen.getByLabelText<HTMLInputElement>(t.form.hours);
const urlInput = () => screen.getByLabelText<HTMLInputElement>(t.form.url);

/** The opened dealer's form, secret and deliveries, as a person reads them. */
function expectDealer(snap: DealerSettingsSnapshot, editable: boolean) {
  const { dealer, form, tried, secret } = snap.context;
  expect(screen.getByRole('heading', { name: t.dealerHeading(dealer!.name, dealer!.code) })).toBeTruthy();
  expect(hoursInput().value).toBe(form.responseHours);
  expect(urlInput().value).toBe(form.webhookUrl);
  expect(hoursInput().disabled).toBe(!editable);
  // What is wrong shows only once the admin tried to save.
  expect(screen.queryByText(t.errors.hoursRange(1, 120)) !== null).toBe(tried && form.responseHours === INVALID_HOURS);
  expect(hoursInput().getAttribute('aria-invalid')).toBe(String(tried && form.responseHours === INVALID_HOURS));
  expect(screen.queryByText(t.form.saved) !== null).toBe(snap.context.saved);
  // The secret is shown only right after it was made.
  expect(screen.queryByTestId('dealer-new-secret')?.textContent ?? null).toBe(secret?.secret ?? null);
  expect(screen.getByText(dealer!.secretCreatedAt ? t.secret.createdAt(formatDateTime(dealer!.secretCreatedAt)) : t.secret.none)).toBeTruthy();
  expect(screen.getByText(t.deliveries.none)).toBeTruthy();
  expect(screen.queryByLabelText(t.open.label)).toBeNull();
}

const stateAssertions = {
  choosing: async (snap: DealerSettingsSnapshot) => {
    await inState('choosing');
    expect(screen.getByLabelText<HTMLInputElement>(t.open.label).value).toBe(snap.context.code);
    expect(button(t.open.action).disabled).toBe(snap.context.code === '');
    expect(screen.queryByTestId('dealer-new-secret')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  loading: async () => {
    await inState('loading');
    expect(screen.getByRole('status').textContent).toBe(t.loading);
    expect(button(t.open.action).disabled).toBe(true);
  },
  loadFailed: async (snap: DealerSettingsSnapshot) => {
    await inState('loadFailed');
    expect(screen.getByRole('alert').textContent).toBe(snap.context.loadError === 'notFound' ? t.errors.dealerNotFound : t.loadFailure);
    expect(button(t.open.action).disabled).toBe(false);
  },
  ready: () => undefined,
  'ready.editing': async (snap: DealerSettingsSnapshot) => {
    await inState('ready.editing');
    expectDealer(snap, true);
    expect(button(t.form.save).disabled).toBe(false);
    expect(button(snap.context.dealer!.secretCreatedAt ? t.secret.rotate : t.secret.generate).disabled).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  },
  'ready.saving': async (snap: DealerSettingsSnapshot) => {
    await inState('ready.saving');
    expectDealer(snap, false);
    expect(button(t.form.saving).disabled).toBe(true);
  },
  'ready.saveFailed': async (snap: DealerSettingsSnapshot) => {
    await inState('ready.saveFailed');
    expectDealer(snap, true);
    expect(screen.getByRole('alert').textContent).toBe(t.form.saveFailure);
    expect(button(t.form.save).disabled).toBe(false);
  },
  'ready.confirmingRotation': async (snap: DealerSettingsSnapshot) => {
    await inState('ready.confirmingRotation');
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(t.secret.rotateConfirm)).toBeTruthy();
    expect(snap.context.dealer!.secretCreatedAt).not.toBeNull();
  },
  'ready.rotating': async (snap: DealerSettingsSnapshot) => {
    await inState('ready.rotating');
    expectDealer(snap, false);
    expect(button(t.secret.rotating).disabled).toBe(true);
  },
  'ready.rotateFailed': async (snap: DealerSettingsSnapshot) => {
    await inState('ready.rotateFailed');
    expectDealer(snap, true);
    expect(screen.getByRole('alert').textContent).toBe(t.secret.rotateFailure);
  },
};

function executors(h: ReturnType<typeof renderPage>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadSettings': async ({ event }) => act(async () => (await h.load.next()).resolve(event.output)),
    'xstate.error.actor.loadSettings': async ({ event }) => act(async () => (await h.load.next()).reject(event.error)),
    'xstate.done.actor.saveSettings': async ({ event }) => act(async () => (await h.save.next()).resolve(event.output)),
    'xstate.error.actor.saveSettings': async ({ event }) => act(async () => (await h.save.next()).reject(event.error)),
    'xstate.done.actor.rotateSecret': async ({ event }) => act(async () => (await h.rotate.next()).resolve(event.output)),
    'xstate.error.actor.rotateSecret': async ({ event }) => act(async () => (await h.rotate.next()).reject(event.error)),
    'dealer.type': async ({ event }) => {
      const input = screen.getByLabelText(t.open.label);
      await user.clear(input);
      await user.type(input, event.code);
    },
    'dealer.open': async () => user.click(button(t.open.action)),
    'dealer.change': async () => user.click(button(t.change)),
    'settings.hours': async ({ event }) => {
      await user.clear(hoursInput());
      await user.type(hoursInput(), event.value);
    },
    'settings.url': async ({ event }) => user.type(urlInput(), event.value),
    'settings.save': async () => user.click(button(t.form.save)),
    'secret.rotate': async ({ state }) => user.click(button(state.context.dealer.secretCreatedAt ? t.secret.rotate : t.secret.generate)),
    'secret.confirm': async () => user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.secret.rotate })),
    'secret.cancel': async () => user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: commonLabels.cancel })),
  } satisfies Record<string, Executor>;
}

describe('dealer settings chart: generated paths against the page', () => {
  beforeAll(() => resetExercised(dealerSettingsPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(dealerSettingsPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(dealerSettingsPlan)].sort()).toEqual([...dealerSettingsPlan.states].sort());
    expect(unfiredTransitions(dealerSettingsMachine, [dealerSettingsPlan])).toEqual([]);
  });

  it.each(dealerSettingsPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderPage();
    await dealerSettingsPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(dealerSettingsPlan.id, transition.keys);
  });
});

describe('the dealer settings page', () => {
  it('opens the code typed, saves the trimmed URL and hours, and lists the deliveries with status and attempts', async () => {
    const h = renderPage();
    await user.type(screen.getByLabelText(t.open.label), ` ${CODE} `);
    await user.click(button(t.open.action));
    const load = await h.load.next();
    expect(load.input).toEqual({ code: CODE });
    await act(async () =>
      load.resolve({
        ...newDealer,
        secretCreatedAt: madeSecret.createdAt,
        deliveries: [
          { eventId: 'evt-2', type: 'lead.status_changed', status: 'pending', attempts: 2, lastStatus: 500, createdAt: '2026-11-24T13:00:00.000Z', deliveredAt: null },
          { eventId: 'evt-1', type: 'lead.created', status: 'delivered', attempts: 1, lastStatus: 204, createdAt: '2026-11-24T12:00:00.000Z', deliveredAt: '2026-11-24T12:00:01.000Z' },
        ],
      }),
    );
    const table = screen.getByRole('table', { name: t.deliveries.heading });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(0, 5).map((td) => td.textContent))).toEqual([
      [t.eventTypes['lead.status_changed'], formatDateTime('2026-11-24T13:00:00.000Z'), t.deliveries.status.pending, '2', t.deliveries.lastStatus(500)],
      [t.eventTypes['lead.created'], formatDateTime('2026-11-24T12:00:00.000Z'), t.deliveries.status.delivered, '1', t.deliveries.lastStatus(204)],
    ]);
    // A URL that is not https is refused before anything is sent.
    await user.type(urlInput(), 'http://sistema.paulista.example');
    await user.click(button(t.form.save));
    expect(screen.getByText(t.errors.urlInvalid)).toBeTruthy();
    await user.clear(urlInput());
    await user.type(urlInput(), `  ${WEBHOOK_URL} `);
    await user.click(button(t.form.save));
    expect((await h.save.next()).input).toEqual({ code: CODE, update: { responseHours: 4, webhookUrl: WEBHOOK_URL } });
    expect(document.querySelectorAll('main')).toHaveLength(0);
  });

  it('says when the dealer could not be loaded for another reason than an unknown code', async () => {
    const h = renderPage();
    await user.type(screen.getByLabelText(t.open.label), CODE);
    await user.click(button(t.open.action));
    await act(async () => (await h.load.next()).reject(callFailure));
    expect(screen.getByRole('alert').textContent).toBe(t.loadFailure);
    expect(notFound.status).toBe(404);
  });
});
