/**
 * Generated paths of the privacy requests chart, run against the section of
 * the privacy page with fake calls the test resolves or rejects: the
 * visitor's link form (sending, sent, failure), the request form of an
 * account and of a link holder (kinds, what to correct, sending, failure with
 * retry, the export's downloads), the list with protocol, status and due
 * date, and the account that has not proven its e-mail.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import { PRIVACY_DETAILS_MAX } from '../../models/privacy/privacy-requests';
import type { PrivacyRequestCreated, PrivacyRequestView } from '../../models/privacy/privacy-requests';
import { PrivacyRequestLogic } from '../../machines/privacy-request/privacy-request.context';
import { privacyRequestMachine, type PrivacyRequestInput, type PrivacyRequestSnapshot, type SendRequestInput } from '../../machines/privacy-request/privacy-request.machine';
import { PrivacyRequestsSection } from '../../ui/privacy-requests/privacy-requests-section';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { DETAILS, VALID_CPF, VALID_EMAIL, answered, earlier, failure, privacyRequestPlans } from './privacy-request.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = privacyRequestLabels;
const user = userEvent.setup();

function renderSection(input: PrivacyRequestInput) {
  const load = deferredActor<PrivacyRequestView[], { token: string | null }>();
  const send = deferredActor<PrivacyRequestCreated, SendRequestInput>();
  const link = deferredActor<void, { cpf: string; email: string }>();
  render(
    <PrivacyRequestLogic.Provider value={privacyRequestMachine.provide({ actors: { loadRequests: load.logic, sendRequest: send.logic, sendLink: link.logic } })}>
      <PrivacyRequestsSection input={input} />
    </PrivacyRequestLogic.Provider>,
  );
  return { load, send, link };
}

const section = () => screen.getByTestId('privacy-requests');
const inState = (state: string) => waitFor(() => expect(section().dataset.state).toBe(state));

async function expectForm(snap: PrivacyRequestSnapshot) {
  expect(screen.getAllByRole('radio')).toHaveLength(4);
  if (snap.context.tried && !snap.context.kind) expect(screen.getByText(t.kindRequired)).toBeTruthy();
  const table = screen.getByRole('table', { name: t.listTitle });
  expect(table.textContent).toContain(earlier.protocol);
  expect(table.textContent).toContain('16/11/2026');
  expect(table.textContent).toContain(t.statuses.done);
  if (snap.context.token) expect(screen.getByText(t.link.valid)).toBeTruthy();
  if (snap.context.kind === 'correction') {
    // The text stays editable but while sending (after a failure too), with its counter.
    expect(screen.getByLabelText<HTMLTextAreaElement>(t.detailsLabel).disabled).toBe(snap.value === 'sending');
    expect(document.getElementById('privacy-details-count')?.textContent, screen.getByLabelText<HTMLTextAreaElement>(t.detailsLabel).value).toBe(t.detailsCount(snap.context.details.trim().length, PRIVACY_DETAILS_MAX));
    expect(screen.queryByText(t.detailsRequired) !== null).toBe(snap.context.tried && !snap.context.details.trim());
  }
}

const stateAssertions = {
  start: () => undefined,
  unverified: async () => {
    await inState('unverified');
    expect(screen.getByText(t.unverified)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  },
  asking: async (snap: PrivacyRequestSnapshot) => {
    await inState('asking');
    expect(screen.getByRole('button', { name: t.visitor.submit })).toBeTruthy();
    if (snap.context.tried && !snap.context.cpf) expect(screen.getAllByRole('textbox')[0]!.getAttribute('aria-invalid')).toBe('true');
  },
  linkSending: async () => {
    await inState('linkSending');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.visitor.sending }).disabled).toBe(true);
  },
  linkSent: async () => {
    await inState('linkSent');
    expect(screen.getByRole('status').textContent).toBe(t.visitor.sent);
  },
  linkFailure: async () => {
    await inState('linkFailure');
    expect(screen.getByRole('alert').textContent).toBe(t.failure);
  },
  loading: async () => {
    await inState('loading');
    expect(screen.getByRole('status').textContent).toBe(t.listLoading);
  },
  listFailed: async (snap: PrivacyRequestSnapshot) => {
    await inState('listFailed');
    expect(screen.getByRole('alert').textContent).toContain(snap.context.token ? t.link.invalid : t.listFailure);
  },
  ready: async (snap: PrivacyRequestSnapshot) => {
    await inState('ready');
    await expectForm(snap);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.submit }).disabled).toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
  // An anonymisation asks first, saying what it does and that it cannot be undone; nothing is sent yet.
  confirming: async (snap: PrivacyRequestSnapshot) => {
    await inState('confirming');
    // The form stays as chosen under the dialog (hidden from assistive technology while the dialog is open).
    expect(screen.getByRole<HTMLInputElement>('radio', { name: new RegExp(t.kinds[snap.context.kind as 'anonymisation']), hidden: true }).checked).toBe(true);
    const dialog = await screen.findByRole('alertdialog', { name: t.anonymiseConfirm.title });
    for (const item of t.anonymiseConfirm.items) expect(dialog.textContent).toContain(item);
    expect(dialog.textContent).toContain(t.anonymiseConfirm.outro);
    expect(within(dialog).getByRole('button', { name: t.anonymiseConfirm.confirm })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: t.anonymiseConfirm.cancel })).toBeTruthy();
  },
  sending: async (snap: PrivacyRequestSnapshot) => {
    await inState('sending');
    await expectForm(snap);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.sending }).disabled).toBe(true);
  },
  failure: async (snap: PrivacyRequestSnapshot) => {
    await inState('failure');
    await expectForm(snap);
    expect(screen.getByRole('alert').textContent).toContain(t.failure);
  },
  sent: async (snap: PrivacyRequestSnapshot) => {
    await inState('sent');
    expect(screen.getByRole('status').textContent).toBe(t.sent(answered.request.protocol));
    expect(screen.getByRole('link', { name: t.downloadJson })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.downloadPdf })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.downloadArchive })).toBeTruthy();
    expect(screen.getByRole('table', { name: t.listTitle }).textContent).toContain(answered.request.protocol);
    if (snap.context.token) expect(screen.getByText(t.link.used)).toBeTruthy();
    else expect(screen.getByRole('button', { name: t.newRequest })).toBeTruthy();
  },
};

function executors(h: ReturnType<typeof renderSection>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadRequests': async () => act(async () => (await h.load.next()).resolve([earlier])),
    'xstate.error.actor.loadRequests': async () => act(async () => (await h.load.next()).reject(failure)),
    'xstate.done.actor.sendRequest': async () => act(async () => (await h.send.next()).resolve(answered)),
    'xstate.error.actor.sendRequest': async () => act(async () => (await h.send.next()).reject(failure)),
    'xstate.done.actor.sendLink': async () => act(async () => (await h.link.next()).resolve()),
    'xstate.error.actor.sendLink': async () => act(async () => (await h.link.next()).reject(failure)),
    'request.choose': async ({ event }) => user.click(screen.getByRole('radio', { name: new RegExp(t.kinds[event.kind as 'access' | 'correction' | 'anonymisation']) })),
    'request.confirm': async () => user.click(screen.getByRole('button', { name: t.anonymiseConfirm.confirm })),
    'request.cancel': async () => {
      await user.click(screen.getByRole('button', { name: t.anonymiseConfirm.cancel }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    },
    'request.describe': async ({ state }) => {
      // The details field shows for a correction (and stays editable after a failure); the event is the same whichever kind is chosen.
      if (state.context.kind === 'correction') {
        // The event sets the whole text: what was typed is replaced.
        await user.clear(screen.getByLabelText(t.detailsLabel));
        return user.type(screen.getByLabelText(t.detailsLabel), DETAILS);
      }
      await user.click(screen.getByRole('radio', { name: new RegExp(t.kinds.correction) }));
      await user.type(screen.getByLabelText(t.detailsLabel), DETAILS);
      await user.click(screen.getByRole('radio', { name: new RegExp(t.kinds[(state.context.kind ?? 'access') as 'access'] ) }));
    },
    'request.submit': async () => user.click(screen.getByRole('button', { name: t.submit })),
    'request.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
    'request.edit': async () => user.click(screen.getByRole('button', { name: t.newRequest })),
    'request.again': async () => user.click(screen.getByRole('button', { name: t.newRequest })),
    'requests.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
    'link.cpf': async () => user.type(screen.getByLabelText(t.visitor.cpf), VALID_CPF),
    'link.email': async () => user.type(screen.getByLabelText(t.visitor.email), VALID_EMAIL),
    'link.submit': async () => user.click(screen.getByRole('button', { name: t.visitor.submit })),
    'link.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
    'link.again': async () => user.click(screen.getByRole('button', { name: t.visitor.again })),
  } satisfies Record<string, Executor>;
}

describe('privacy requests section', () => {
  it('refuses a correction text over the limit in pt-BR before sending, and keeps it editable', async () => {
    const h = renderSection({ token: null, signedIn: true, emailVerified: true });
    await act(async () => (await h.load.next()).resolve([earlier]));
    await user.click(screen.getByRole('radio', { name: new RegExp(t.kinds.correction) }));
    const box = screen.getByLabelText<HTMLTextAreaElement>(t.detailsLabel);
    fireEvent.change(box, { target: { value: 'x'.repeat(3000) } });
    expect(screen.getByText(t.detailsCount(3000, PRIVACY_DETAILS_MAX))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.submit }));
    await inState('ready');
    expect(screen.getByText(t.errors.detailsTooLong(PRIVACY_DETAILS_MAX))).toBeTruthy();
    expect(box.disabled).toBe(false);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: DETAILS } });
    expect(screen.queryByText(t.errors.detailsTooLong(PRIVACY_DETAILS_MAX))).toBeNull();
  });

  it('says how identity is checked and what a person whose CPF someone else used can do', async () => {
    renderSection({ token: null, signedIn: false, emailVerified: false });
    const note = screen.getByTestId('privacy-identity');
    expect(note.textContent).toContain(t.identity.title);
    for (const item of t.identity.items) expect(note.textContent).toContain(item);
    expect(note.textContent).toContain(t.identity.misusedTitle);
    expect(note.textContent).toContain('privacidade@flua.example');
  });

  it('shows a replayed request without downloads, and says why', async () => {
    const h = renderSection({ token: null, signedIn: true, emailVerified: true });
    await act(async () => (await h.load.next()).resolve([earlier]));
    await user.click(screen.getByRole('radio', { name: new RegExp(t.kinds.access) }));
    await user.click(screen.getByRole('button', { name: t.submit }));
    await act(async () => (await h.send.next()).resolve({ request: answered.request, replayed: true }));
    await inState('sent');
    expect(screen.getByText(t.replayed)).toBeTruthy();
    expect(screen.queryByRole('link', { name: t.downloadJson })).toBeNull();
    expect(screen.queryByRole('link', { name: t.downloadArchive })).toBeNull();
  });
});

describe('privacy requests chart: every state and transition', () => {
  it('has an assertion for every state, reaches them all and fires every transition', () => {
    for (const [plan] of privacyRequestPlans) expect(checkAssertions(plan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    const reached = new Set(privacyRequestPlans.flatMap(([p]) => [...reachedStates(p)]));
    // `start` is passed through at start, never rested in.
    expect([...reached, 'start'].sort()).toEqual([...privacyRequestPlans[0]![0].states].sort());
    expect(unfiredTransitions(privacyRequestMachine, privacyRequestPlans.map(([p]) => p))).toEqual([]);
  });
});

describe.each(privacyRequestPlans.map(([plan, input]) => [plan.id, plan, input] as const))('privacy requests plan %s', (_id, plan, input) => {
  beforeAll(() => resetExercised(plan.id));
  it.each(plan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderSection(input);
    await plan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(plan.id, transition.keys);
  });
});
