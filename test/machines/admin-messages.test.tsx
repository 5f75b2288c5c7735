/**
 * Generated paths of the outbox chart, run against the outbox page with a
 * fake call the test resolves or rejects: loading, the table (recipient,
 * subject, status, attempts), a message opened in its dialog (the HTML body
 * sanitised, the plain text), refreshing, failure with retry.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { pressable } from '../support/radix-dom';
import { managerLabels } from '../../models/labels/admin-manager';
import type { AdminMessage } from '../../models/quotation/fleet-quotation';
import { AdminMessagesInput, AdminMessagesLogic } from '../../machines/admin-messages/admin-messages.context';
import { filterOutbox } from '../../models/quotation/fleet-quotation';
import { clampPage, pageOf } from '../../models/common/list-pages';
import { pagerLabels } from '../../models/labels/pager';
import { adminMessagesMachine, type AdminMessagesSnapshot } from '../../machines/admin-messages/admin-messages.machine';
import { AdminMessagesPage } from '../../ui/admin/messages-page';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { adminMessagesPlan, loadFailure, outbox, OUTBOX_TEST_PAGE_SIZE } from './admin-messages.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = managerLabels.messages;
const user = userEvent.setup();

function renderPage() {
  const load = deferredActor<AdminMessage[], void>();
  render(
    <AdminMessagesInput.Provider value={{ pageSize: OUTBOX_TEST_PAGE_SIZE }}>
      <AdminMessagesLogic.Provider value={adminMessagesMachine.provide({ actors: { loadMessages: load.logic } })}>
        <AdminMessagesPage />
      </AdminMessagesLogic.Provider>
    </AdminMessagesInput.Provider>,
  );
  return { load };
}

async function expectTable(snap: AdminMessagesSnapshot, busy: boolean) {
  const table = await screen.findByRole('table', { name: t.table, hidden: true });
  const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
  // The page shown of the messages the filters let through.
  const filtered = filterOutbox(snap.context.messages, snap.context.filters);
  const expected = pageOf(filtered, snap.context.page, OUTBOX_TEST_PAGE_SIZE);
  expect(rows).toHaveLength(expected.length);
  rows.forEach((row, i) => {
    const m = expected[i]!;
    expect(row.textContent).toContain(m.to);
    expect(row.textContent).toContain(m.subject);
    expect(row.textContent).toContain(t.statuses[m.status]);
    expect(within(row).getAllByRole('cell', { hidden: true })[3]!.textContent).toBe(String(m.attempts));
  });
  const count = filtered.length === snap.context.messages.length ? t.count(filtered.length) : t.countOf(filtered.length, snap.context.messages.length);
  expect(screen.getByText(count).getAttribute('aria-busy')).toBe(String(busy));
  const pages = screen.queryByRole('navigation', { name: t.pages, hidden: true });
  if (filtered.length > OUTBOX_TEST_PAGE_SIZE) {
    const page = clampPage(snap.context.page, filtered.length, OUTBOX_TEST_PAGE_SIZE);
    expect(within(pages!).getByRole('button', { name: pagerLabels.page(page), hidden: true }).getAttribute('aria-current')).toBe('page');
  } else {
    expect(pages).toBeNull();
  }
  // Said plainly: without SMTP the messages wait here.
  expect(screen.getByTestId('outbox-delivery').textContent).toBe(t.delivery);
  expect((screen.getByRole<HTMLButtonElement>('button', { name: t.reload, hidden: true })).disabled).toBe(busy || snap.matches({ listed: 'reading' }));
}

const stateAssertions = {
  loading: async () => {
    expect((await screen.findByText(t.loading)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('table')).toBeNull();
  },
  'listed.browsing': async (snap: AdminMessagesSnapshot) => {
    await waitFor(() => expect(screen.getByTestId('admin-messages').dataset.status).toBe('browsing'));
    await expectTable(snap, false);
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  'listed.reading': async (snap: AdminMessagesSnapshot) => {
    const dialog = await screen.findByRole('dialog', { name: outbox[0]!.subject });
    await expectTable(snap, false);
    expect(dialog.textContent).toContain(outbox[0]!.lastError);
    expect(within(dialog).getByTestId('outbox-message-text').textContent).toBe(outbox[0]!.text);
    const html = within(dialog).getByTestId('outbox-message-html');
    expect(html.querySelector('strong')?.textContent).toBe('Fiat Cronos');
    // The sanitiser dropped the script and the handler.
    expect(html.querySelector('script')).toBeNull();
    expect(html.innerHTML).not.toContain('onerror');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  },
  refreshing: async (snap: AdminMessagesSnapshot) => {
    await waitFor(() => expect(screen.getByTestId('admin-messages').dataset.status).toBe('refreshing'));
    await expectTable(snap, true);
  },
  failed: async () => {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.loadFailed);
    expect((within(alert).getByRole<HTMLButtonElement>('button', { name: t.retry })).disabled).toBe(false);
    expect(screen.queryByRole('table')).toBeNull();
  },
};

function executors(h: ReturnType<typeof renderPage>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadMessages': async (step) => act(async () => (await h.load.next()).resolve(step.event.output)),
    'xstate.error.actor.loadMessages': async () => act(async () => (await h.load.next()).reject(loadFailure)),
    'xstate.done.actor.reloadMessages': async (step) => act(async () => (await h.load.next()).resolve(step.event.output)),
    'xstate.error.actor.reloadMessages': async () => act(async () => (await h.load.next()).reject(loadFailure)),
    'messages.open': async () => user.click(screen.getByRole('button', { name: t.openOf(outbox[0]!.subject, outbox[0]!.to) })),
    'messages.close': async () => user.click(await pressable(within(screen.getByRole('dialog')).getByRole('button', { name: t.close }))),
    'messages.reload': async () => user.click(screen.getByRole('button', { name: t.reload })),
    'messages.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
    'messages.filter': async () => user.selectOptions(screen.getByRole('combobox', { name: t.status }), 'sent'),
    'messages.clearFilters': async () => user.click(screen.getByRole('button', { name: t.clearFilters })),
    'messages.goToPage': async (step) => user.click(within(screen.getByRole('navigation', { name: t.pages })).getByRole('button', { name: pagerLabels.page(step.event.page) })),
  } satisfies Record<string, Executor>;
}

describe('outbox chart: generated paths against the page', () => {
  beforeAll(() => resetExercised(adminMessagesPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(adminMessagesPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(adminMessagesPlan)].sort()).toEqual([...adminMessagesPlan.states].sort());
    expect(unfiredTransitions(adminMessagesMachine, [adminMessagesPlan])).toEqual([]);
  });

  it.each(adminMessagesPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderPage();
    await adminMessagesPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(adminMessagesPlan.id, transition.keys);
  });
});

describe('a message whose link acts for its recipient', () => {
  it('opens with its kind, recipient and dates, and a note instead of a body (the server sent none)', async () => {
    const h = renderPage();
    const reset: AdminMessage = {
      ...outbox[1]!,
      id: '3',
      kind: 'passwordReset',
      to: 'camila@flua.example',
      subject: 'Crie uma nova senha para a sua conta Flua!',
      text: null,
      html: null,
      attachments: [],
    };
    await act(async () => (await h.load.next()).resolve([reset]));
    await user.click(await screen.findByRole('button', { name: t.openOf(reset.subject, reset.to) }));
    const dialog = await screen.findByRole('dialog', { name: reset.subject });
    expect(dialog.textContent).toContain(t.kinds.passwordReset);
    expect(dialog.textContent).toContain(reset.to);
    expect(within(dialog).getByTestId('outbox-message-withheld').textContent).toBe(t.withheld);
    expect(within(dialog).queryByTestId('outbox-message-html')).toBeNull();
    expect(within(dialog).queryByTestId('outbox-message-text')).toBeNull();
  });
});
