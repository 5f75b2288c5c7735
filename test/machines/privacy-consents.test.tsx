/**
 * Generated paths of the privacy consents chart, run against 'Seus
 * consentimentos' (loading, the visitor's invitation to sign in, empty,
 * failure with retry, the list) with fake actors the test resolves or
 * rejects: a consent withdrawn ('Retirar') and given again ('Autorizar'),
 * 'Salvando…' while it is recorded, the server's refusal beside the row,
 * and the confirmation.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { privacyCentreLabels } from '../../models/labels/privacy-centre';
import type { PrivacyConsentsAnswer } from '../../models/privacy/privacy-consents';
import { PrivacyConsentsLogic } from '../../machines/privacy-consents/privacy-consents.context';
import {
  privacyConsentsMachine,
  type ChangeConsentInput,
  type PrivacyConsentsEvent,
  type PrivacyConsentsSnapshot,
} from '../../machines/privacy-consents/privacy-consents.machine';
import { ApiCallError } from '../../services/http';
import { PrivacyConsents } from '../../ui/privacy/privacy-consents';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { toldSession } from '../support/session-listener';
import { afterChange, changeRefused, compassLead, listedLeads, privacyConsentsPlan } from './privacy-consents.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = privacyCentreLabels.consents;
const user = userEvent.setup();

function renderConsents() {
  const load = deferredActor<PrivacyConsentsAnswer, void>();
  const change = deferredActor<PrivacyConsentsAnswer, ChangeConsentInput>();
  const session = toldSession();
  render(
    <PrivacyConsentsLogic.Provider value={privacyConsentsMachine.provide({ actors: { loadConsents: load.logic, changeConsent: change.logic, listenToSession: session.logic } })}>
      <PrivacyConsents signInHref="/entrar?redirect=%2Fprivacidade" />
    </PrivacyConsentsLogic.Provider>,
  );
  return { load, change, tell: (e: PrivacyConsentsEvent) => act(() => session.tell(e)) };
}

const rowOf = (purpose: string) => within(screen.getAllByTestId('consent').find((li) => li.getAttribute('data-purpose') === purpose)!);
const buttonOf = (purpose: string) => rowOf(purpose).getByRole<HTMLButtonElement>('button');

async function expectList(snap: PrivacyConsentsSnapshot) {
  const card = within(await screen.findByRole('article', { name: t.leadTitle(compassLead.proposalCode, compassLead.title) }));
  expect(card.getByText(t.leadMeta('20/11/2026', 'Savana Jeep'))).toBeTruthy();
  const lead = snap.context.leads[0]!;
  expect(screen.getAllByTestId('consent').map((li) => li.getAttribute('data-purpose'))).toEqual(lead.consents.map((c) => c.purpose));
  const changing = snap.matches({ listed: 'changing' }) ? snap.context.change : null;
  for (const c of lead.consents) {
    const row = rowOf(c.purpose);
    expect(row.getByText(t.purpose[c.purpose])).toBeTruthy();
    expect(row.getByText(c.granted ? t.granted : t.refused)).toBeTruthy();
    const button = buttonOf(c.purpose);
    const busy = changing?.purpose === c.purpose;
    expect(button.textContent).toBe(busy ? t.changing : c.granted ? t.withdraw : t.give);
    // Enabled exactly when the chart takes that change.
    await waitFor(() => expect(button.disabled).toBe(!snap.can({ type: 'consent.change', leadId: lead.leadId, purpose: c.purpose, granted: !c.granted, key: '' })));
    expect(button.getAttribute('aria-describedby')).toBe(row.getByText(t.purpose[c.purpose]).id);
    // A consent the customer changed keeps its history.
    expect(row.queryByText(t.history) !== null).toBe(c.history.length > 1);
  }
  expect(screen.queryByText(t.loading)).toBeNull();
}

const stateAssertions = {
  waitingForSession: async () => {
    expect((await screen.findByRole('status')).textContent).toBe(t.loading);
  },
  signedOut: async () => {
    await screen.findByText(t.signedOut, { exact: false });
    expect(screen.getByRole('link', { name: t.signIn }).getAttribute('href')).toBe('/entrar?redirect=%2Fprivacidade');
    expect(screen.queryByRole('article')).toBeNull();
  },
  loading: async () => {
    expect((await screen.findByRole('status')).textContent).toBe(t.loading);
    expect(screen.queryByRole('article')).toBeNull();
  },
  listed: expectList,
  'listed.idle': async () => {
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  },
  'listed.changing': async () => {
    expect(screen.queryByRole('alert')).toBeNull();
  },
  'listed.failed': async (snap: PrivacyConsentsSnapshot) => {
    const failed = snap.context.change!;
    expect((await rowOf(failed.purpose).findByRole('alert')).textContent).toBe(changeRefused.message);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  },
  'listed.changed': async (snap: PrivacyConsentsSnapshot) => {
    const done = snap.context.changed!;
    const message = (done.granted ? t.given : t.withdrawn)(t.purpose[done.purpose]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(message));
    expect(screen.queryByRole('alert')).toBeNull();
  },
  empty: async () => {
    await screen.findByText(t.empty);
    expect(screen.queryByRole('article')).toBeNull();
  },
  failed: async () => {
    expect((await screen.findByRole('alert')).textContent).toBe(t.loadFailed);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.retry }).disabled).toBe(false);
  },
};

function executors(h: ReturnType<typeof renderConsents>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadConsents': async (step) => (await h.load.next()).resolve(step.event.output),
    'xstate.error.actor.loadConsents': async () => (await h.load.next()).reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error')),
    'xstate.done.actor.changeConsent': async (step) => (await h.change.next()).resolve(step.event.output),
    'xstate.error.actor.changeConsent': async () => (await h.change.next()).reject(changeRefused),
    'consents.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
    'session.loaded': (step) => h.tell(step.event),
    'session.signedOut': (step) => h.tell(step.event),
    'consent.change': async (step) => user.click(buttonOf((step.event as { purpose: string }).purpose)),
  } satisfies Record<
    | PrivacyConsentsEvent['type']
    | 'xstate.init'
    | 'xstate.done.actor.loadConsents'
    | 'xstate.error.actor.loadConsents'
    | 'xstate.done.actor.changeConsent'
    | 'xstate.error.actor.changeConsent',
    Executor
  >;
}

describe('privacy consents chart: generated paths against Seus consentimentos', () => {
  beforeAll(() => resetExercised(privacyConsentsPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(privacyConsentsPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(privacyConsentsPlan)].sort()).toEqual([...privacyConsentsPlan.states].sort());
    expect(unfiredTransitions(privacyConsentsMachine, [privacyConsentsPlan])).toEqual([]);
  });

  it.each(privacyConsentsPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderConsents();
    await privacyConsentsPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(privacyConsentsPlan.id, transition.keys);
  }, 30_000);

  it('a retried change sends the same Idempotency-Key; a new change a new one', async () => {
    const h = renderConsents();
    h.tell({ type: 'session.loaded', viewer: { signedIn: true, admin: false } });
    (await h.load.next()).resolve(listedLeads);
    await screen.findByRole('article');
    await user.click(buttonOf('whatsapp'));
    const first = await h.change.next();
    expect(first.input.change).toEqual({ leadId: compassLead.leadId, purpose: 'whatsapp', granted: false });
    first.reject(new Error(''));
    expect((await rowOf('whatsapp').findByRole('alert')).textContent).toBe(t.changeFailed);
    await user.click(buttonOf('whatsapp'));
    const retry = await h.change.next();
    expect(retry.input.idempotencyKey).toBe(first.input.idempotencyKey);
    const withdrawn = afterChange(listedLeads, retry.input.change);
    retry.resolve(withdrawn);
    await waitFor(() => expect(buttonOf('whatsapp').textContent).toBe(t.give));
    await user.click(buttonOf('whatsapp'));
    const again = await h.change.next();
    expect(again.input.change.granted).toBe(true);
    expect(again.input.idempotencyKey).not.toBe(first.input.idempotencyKey);
  });
});
