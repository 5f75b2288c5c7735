/**
 * Generated paths of the privacy queue chart, run against the queue page with
 * fake calls the test resolves or rejects: loading, the queue (the overdue
 * request highlighted, its actions), deciding with the note a correction
 * needs, acting, a failed action, and a failed load with retry.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import type { PrivacyQueueItem } from '../../models/privacy/privacy-requests';
import { PrivacyQueueLogic } from '../../machines/privacy-queue/privacy-queue.context';
import { privacyQueueMachine, type ActInput, type PrivacyQueueSnapshot } from '../../machines/privacy-queue/privacy-queue.machine';
import { PrivacyQueuePage } from '../../ui/privacy-requests/privacy-queue-page';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { NEW_PHONE, NOTE, NOW, corrected, privacyQueuePlan, queueFailure, queueItems } from './privacy-queue.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = privacyRequestLabels;
const a = t.admin;
const user = userEvent.setup();
const first = queueItems[0]!;

function renderPage() {
  const load = deferredActor<{ now: string; items: PrivacyQueueItem[] }, void>();
  const acted = deferredActor<PrivacyQueueItem, ActInput>();
  render(
    <PrivacyQueueLogic.Provider value={privacyQueueMachine.provide({ actors: { loadQueue: load.logic, act: acted.logic } })}>
      <PrivacyQueuePage />
    </PrivacyQueueLogic.Provider>,
  );
  return { load, acted };
}

const page = () => screen.getByTestId('privacy-queue');
const inState = (state: string) => waitFor(() => expect(page().dataset.state).toBe(state));

function expectQueue(snap: PrivacyQueueSnapshot) {
  const row = screen.getByRole<HTMLTableRowElement>('row', { name: new RegExp(first.protocol) });
  const item = snap.context.items[0]!;
  if (item.status === 'open') {
    expect(row.dataset.overdue).toBe('true');
    expect(within(row).getByText(a.overdue)).toBeTruthy();
    expect(within(row).getByRole('button', { name: a.actions.correct })).toBeTruthy();
  } else {
    expect(row.textContent).toContain(NOTE);
    expect(within(row).queryByRole('button')).toBeNull();
    // Nothing in the actions cell, so that on a phone (cells as label: value lines, an empty one hidden) no bare "Ações" line shows.
    expect(row.cells[row.cells.length - 1]!.dataset.label).toBe(a.actionsColumn);
    expect(row.cells[row.cells.length - 1]!.childNodes).toHaveLength(0);
  }
  expect(screen.getByRole('row', { name: new RegExp(queueItems[1]!.protocol) }).dataset.overdue).toBe('false');
}

const stateAssertions = {
  loading: async () => {
    await inState('loading');
    expect(screen.getByRole('status').textContent).toBe(a.loading);
  },
  failed: async () => {
    await inState('failed');
    expect(screen.getByRole('alert').textContent).toContain(a.failure);
  },
  listed: () => undefined,
  'listed.browsing': async (snap: PrivacyQueueSnapshot) => {
    await inState('listed.browsing');
    expectQueue(snap);
    if (snap.context.updated) expect(screen.getByRole('status').textContent).toBe(a.done(first.protocol));
  },
  'listed.deciding': async (snap: PrivacyQueueSnapshot) => {
    await inState('listed.deciding');
    expectQueue(snap);
    expect(screen.getByRole('heading', { name: a.deciding(a.actions.correct, first.protocol) })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: a.confirm }).disabled).toBe(false);
    // The note is the correction's own, optional; what a correction lacks shows only once the admin tried to confirm it.
    expect(screen.getByLabelText(a.notePrompt.correct)).toBeTruthy();
    expect(screen.queryByText(t.errors.correctionRequired) !== null).toBe(snap.context.tried && !snap.context.corrections.phone);
    expect(screen.queryByText(t.errors.noteRequired)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(a.correctionFields.phone).value).toBe(snap.context.corrections.phone ?? '');
  },
  'listed.acting': async (snap: PrivacyQueueSnapshot) => {
    await inState('listed.acting');
    expectQueue(snap);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: a.acting }).disabled).toBe(true);
  },
  'listed.actionFailed': async () => {
    await inState('listed.actionFailed');
    expect(screen.getByRole('alert').textContent).toBe(a.actionFailure);
  },
};

function executors(h: ReturnType<typeof renderPage>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadQueue': async () => act(async () => (await h.load.next()).resolve({ now: NOW, items: queueItems })),
    'xstate.error.actor.loadQueue': async () => act(async () => (await h.load.next()).reject(queueFailure)),
    'xstate.done.actor.act': async () => act(async () => (await h.acted.next()).resolve(corrected)),
    'xstate.error.actor.act': async () => act(async () => (await h.acted.next()).reject(queueFailure)),
    'queue.choose': async () => user.click(within(screen.getByRole('row', { name: new RegExp(first.protocol) })).getByRole('button', { name: a.actions.correct })),
    'queue.note': async () => user.type(screen.getByLabelText(a.notePrompt.correct), NOTE),
    'queue.correct': async () => user.type(screen.getByLabelText(a.correctionFields.phone), NEW_PHONE),
    'queue.confirm': async () => user.click(screen.getByRole('button', { name: a.confirm })),
    'queue.cancel': async () => user.click(screen.getByRole('button', { name: a.cancel })),
    'queue.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
  } satisfies Record<string, Executor>;
}

describe('privacy queue chart: generated paths against the page', () => {
  beforeAll(() => resetExercised(privacyQueuePlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(privacyQueuePlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(privacyQueuePlan)].sort()).toEqual([...privacyQueuePlan.states].sort());
    expect(unfiredTransitions(privacyQueueMachine, [privacyQueuePlan])).toEqual([]);
  });

  it.each(privacyQueuePlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderPage();
    await privacyQueuePlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(privacyQueuePlan.id, transition.keys);
  });
});

describe('the privacy queue page', () => {
  it('warns before an anonymisation that would end a proposal in progress, and names the note of each action apart', async () => {
    const anonymisation: PrivacyQueueItem = { ...first, protocol: 'LGPD-2026-000009', kind: 'anonymisation', details: null, inProgress: ['FL-1A2B3C4D'] };
    const h = renderPage();
    await act(async () => (await h.load.next()).resolve({ now: NOW, items: [anonymisation, ...queueItems] }));
    await user.click(within(screen.getByRole('row', { name: /LGPD-2026-000009/ })).getByRole('button', { name: a.actions.anonymise }));
    expect(screen.getByTestId('privacy-anonymise-warning').textContent).toBe(a.anonymiseWarning('FL-1A2B3C4D'));
    expect(screen.getByLabelText(a.notePrompt.anonymise)).toBeTruthy();
    expect(screen.queryByText(t.errors.noteRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: a.cancel }));
    await user.click(within(screen.getByRole('row', { name: /LGPD-2026-000009/ })).getByRole('button', { name: a.actions.refuse }));
    expect(screen.queryByTestId('privacy-anonymise-warning')).toBeNull();
    expect(screen.queryByText(t.errors.noteRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: a.confirm }));
    expect(screen.getByText(t.errors.noteRequired)).toBeTruthy();
    expect(screen.getByLabelText(a.notePrompt.refuse)).toBeTruthy();
    expect(document.querySelectorAll('main')).toHaveLength(0);
  });
});
