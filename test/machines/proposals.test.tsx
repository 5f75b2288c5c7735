/**
 * Generated paths of the proposals chart, run against the proposals list
 * (loading, empty, list, failure with retry) with a fake loader the test
 * resolves or rejects; then the page around it, which loads the list only
 * for a signed-in person.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../models/auth';
import { authLabels } from '../../models/labels/auth';
import { labels } from '../../models/labels/spec';
import { formatBRL } from '../../models/money';
import type { RentalProposal } from '../../models/proposal';
import { leadStatusLabels } from '../../models/labels/lead-status';
import { ProposalsLogic } from '../../machines/proposals/proposals.context';
import { proposalsMachine, type ProposalsEvent } from '../../machines/proposals/proposals.machine';
import { SessionContext } from '../../machines/session/session.context';
import { sessionMachine } from '../../machines/session/session.machine';
import { listenToSession } from '../../machines/session/session.listener';
import { toldSession } from '../support/session-listener';
import { ApiCallError } from '../../services/http';
import { MyProposalsPage } from '../../ui/auth/my-proposals-page';
import { ProposalsList } from '../../ui/proposals/proposals-list';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import { camila } from './session.paths';
import { proposalsPlan, twoProposals } from './proposals.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = labels.proposals;
const user = userEvent.setup();

function renderList() {
  const load = deferredActor<RentalProposal[], void>();
  const session = toldSession();
  const navigated: string[] = [];
  render(
    <ProposalsLogic.Provider value={proposalsMachine.provide({ actors: { loadProposals: load.logic, listenToSession: session.logic } })}>
      <ProposalsList onNavigate={(to) => navigated.push(to)} />
    </ProposalsLogic.Provider>,
  );
  return { load, navigated, tell: (e: ProposalsEvent) => act(() => session.tell(e)) };
}

const SIGNED_IN = { type: 'session.loaded', viewer: { signedIn: true, admin: false } } as const;

/** What a person reads on one proposal's card. */
const expected: Record<
  string,
  { date: string; dealer: string; plan: string | null; monthly: string | null; href: string | null; states: string[]; second: string; cancel: boolean }
> = {
  'Fiat Mobi Like 2026': {
    date: '05/03/2026',
    dealer: 'Paulista Motores',
    plan: '24 meses · 1.000 km/mês',
    monthly: formatBRL(249990),
    href: '/?offerId=fiat-mobi-l10',
    states: ['done', 'current', 'next', 'next', 'next', 'next'],
    second: 'Em atendimentoSituação atual06/03/2026 · por Rafael Teixeira Lima (Vendedor)Mensagem: Olá, Camila! Vou acompanhar sua proposta.',
    cancel: true,
  },
  'MOBI-LIKE': {
    date: '31/12/2025',
    dealer: '99999',
    plan: null,
    monthly: null,
    href: null,
    states: ['done', 'done', 'done', 'done', 'current', 'next'],
    second: 'Em atendimento02/01/2026 · por Rafael Teixeira Lima (Vendedor)',
    cancel: false,
  },
};

function nothingShown() {
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.queryByRole('list')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
}

const stateAssertions = {
  waitingForSession: async () => {
    expect((await screen.findByRole('status')).textContent).toBe(t.loading);
    expect(screen.queryByRole('list')).toBeNull();
  },
  signedOut: async () => {
    await waitFor(nothingShown);
  },
  loadingProposals: async () => {
    expect((await screen.findByRole('status')).textContent).toBe(t.loading);
    expect(screen.getByRole('status').querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  listed: async (snap: any) => {
    const items = await screen.findAllByRole('article');
    expect(items.map((a) => a.getAttribute('aria-labelledby') && document.getElementById(a.getAttribute('aria-labelledby')!)!.textContent)).toEqual(
      snap.context.proposals.map((p: RentalProposal) => p.title),
    );
    expect(screen.getByTestId('proposals').children).toHaveLength(snap.context.proposals.length);
    for (const p of snap.context.proposals as RentalProposal[]) {
      const card = within(screen.getByRole('article', { name: p.title }));
      const want = expected[p.title]!;
      expect(card.getByTestId('proposal-status').textContent).toBe(leadStatusLabels.status[p.status]);
      expect(card.getByText(`Proposta ${p.proposalCode}`)).toBeTruthy();
      // The timeline: what happened, dated, by whom, with its note; the current one marked; what comes next.
      const steps = card.getAllByTestId('milestone');
      expect(steps.map((li) => li.getAttribute('data-state'))).toEqual(want.states);
      expect(steps.filter((li) => li.getAttribute('aria-current') === 'step')).toHaveLength(1);
      expect(steps[1]!.textContent).toContain(want.second);
      const facts = card.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);
      expect(facts).toEqual([
        [t.sentOn, want.date],
        [t.dealer, want.dealer],
        ...(want.plan ? [[t.plan, want.plan]] : []),
        ...(want.monthly ? [[t.monthly, want.monthly]] : []),
      ]);
      const link = card.queryByRole('link', { name: t.seeOffer });
      expect(link?.getAttribute('href') ?? null).toBe(want.href);
      // Only a proposal with no contract yet can be cancelled.
      expect(card.queryByRole('button', { name: leadStatusLabels.cancel.button }) !== null).toBe(want.cancel);
    }
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  empty: async () => {
    await screen.findByText(t.empty);
    expect(screen.getByRole('complementary', { name: leadStatusLabels.emptyBanner.title }).textContent).toContain(leadStatusLabels.emptyBanner.text);
    expect(screen.getByRole('link', { name: t.toOffers }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('list')).toBeNull();
  },
  failed: async () => {
    expect((await screen.findByRole('alert')).textContent).toBe(t.loadFailed);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.retry }).disabled).toBe(false);
    expect(screen.queryByRole('list')).toBeNull();
  },
};

function executors(h: ReturnType<typeof renderList>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadProposals': async (step) => (await h.load.next()).resolve(step.event.output),
    'xstate.error.actor.loadProposals': async () => (await h.load.next()).reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error')),
    'proposals.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
    'session.loaded': (step) => h.tell(step.event),
    'session.signedOut': (step) => h.tell(step.event),
  } satisfies Record<ProposalsEvent['type'] | 'xstate.init' | 'xstate.done.actor.loadProposals' | 'xstate.error.actor.loadProposals', Executor>;
}

describe('proposals chart: generated paths against the proposals list', () => {
  beforeAll(() => resetExercised(proposalsPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(proposalsPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(proposalsPlan)].sort()).toEqual([...proposalsPlan.states].sort());
    expect(unfiredTransitions(proposalsMachine, [proposalsPlan])).toEqual([]);
  });

  it.each(proposalsPlan.transitions.map((tr) => [tr.key, tr] as const))('%s', async (_key, transition) => {
    const h = renderList();
    await proposalsPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(proposalsPlan.id, transition.key);
  });

  it('the offer and the offers links go through the app’s navigation', async () => {
    const h = renderList();
    h.tell(SIGNED_IN);
    (await h.load.next()).resolve(twoProposals);
    await user.click(await screen.findByRole('link', { name: t.seeOffer }));
    expect(h.navigated).toEqual(['/?offerId=fiat-mobi-l10']);
  });
});

describe('the proposals page', () => {
  function renderPage() {
    const session = deferredActor<SessionUser | null, void>();
    const load = deferredActor<RentalProposal[], void>();
    const sessionLogic = sessionMachine.provide({ actors: { checkSession: session.logic }, actions: { leaveAuthPage: () => undefined } });
    // As the app composes it: the proposals chart hears the one session actor.
    function WithProposals({ children }: { children: ReactNode }) {
      const ref = SessionContext.useActorRef();
      const logic = useMemo(() => proposalsMachine.provide({ actors: { loadProposals: load.logic, listenToSession: listenToSession(ref) } }), [ref]);
      return <ProposalsLogic.Provider value={logic}>{children}</ProposalsLogic.Provider>;
    }
    render(
      <SessionContext.Provider logic={sessionLogic}>
        <WithProposals>
          <MyProposalsPage labels={authLabels} signInHref="/entrar?redirect=%2Fminhas-propostas" />
        </WithProposals>
      </SessionContext.Provider>,
    );
    return { session, load };
  }

  it('loads the list only once the session says the person is signed in', async () => {
    const h = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe(authLabels.proposals.loading);
    expect(h.load.calls).toHaveLength(0);
    (await h.session.next()).resolve(camila);
    (await h.load.next()).resolve(twoProposals);
    expect(await screen.findByRole('article', { name: 'Fiat Mobi Like 2026' })).toBeTruthy();
  });

  it('a visitor is asked to sign in and nothing is loaded', async () => {
    const h = renderPage();
    (await h.session.next()).resolve(null);
    await screen.findByText(authLabels.proposals.signInToSee, { exact: false });
    expect(screen.getByRole('link', { name: authLabels.menu.signIn }).getAttribute('href')).toBe('/entrar?redirect=%2Fminhas-propostas');
    await waitFor(() => expect(h.load.calls).toHaveLength(0));
  });
});
