/**
 * Generated paths of the proposals chart, run against the proposals list
 * (loading, empty, list, failure with retry) with a fake loader the test
 * resolves or rejects, and the acceptance of a seller's version that waits
 * for the customer ('Aguardando seu aceite', the confirm dialog, accepting,
 * the server's refusal, 'Nova versão aceita.'); then the page around it,
 * which loads the list only for a signed-in person.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../models/account/auth';
import { authLabels, myProposalsScreenLabels } from '../../models/labels/auth';
import { labels, withOverrides } from '../../models/labels/spec';
import { formatBRL } from '../../models/common/money';
import type { RentalProposal } from '../../models/proposal/proposal';
import { leadStatusLabels } from '../../models/labels/lead-status';
import { leadVersionLabels } from '../../models/labels/lead-version';
import { proposalSummaryLabels } from '../../models/labels/proposal-summary';
import { proposalSummaryFileName, proposalSummaryHref } from '../../models/proposal/proposal-summary';
import { ProposalsLogic } from '../../machines/proposals/proposals.context';
import { proposalsMachine, type AcceptVersionInput, type ProposalsEvent, type ProposalsSnapshot } from '../../machines/proposals/proposals.machine';
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
import { acceptedOf, listedProposals, proposalsPlan, twoProposals, versionRefused, waitingCompass, waitingPulse } from './proposals.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = labels.proposals;
const user = userEvent.setup();

function renderList() {
  const load = deferredActor<RentalProposal[], void>();
  const accept = deferredActor<RentalProposal, AcceptVersionInput>();
  const session = toldSession();
  const navigated: string[] = [];
  render(
    <ProposalsLogic.Provider value={proposalsMachine.provide({ actors: { loadProposals: load.logic, acceptVersion: accept.logic, listenToSession: session.logic } })}>
      <ProposalsList onNavigate={(to) => navigated.push(to)} />
    </ProposalsLogic.Provider>,
  );
  return { load, accept, navigated, tell: (e: ProposalsEvent) => act(() => session.tell(e)) };
}

const SIGNED_IN = { type: 'session.loaded', viewer: { signedIn: true, admin: false } } as const;

const v = leadStatusLabels.versions;

/** What a person reads on one proposal's card (the monthly price in force: while a version waits, the one before it). */
const expected: Record<
  string,
  {
    date: string;
    dealer: string;
    /** The plan and the monthly price in force: while a version waits, the ones before it. */
    plan: (waiting: boolean) => string | null;
    monthly: (waiting: boolean) => string | null;
    href: string | null;
    edit: string | null;
    states: string[];
    second: string;
    cancel: boolean;
    /** Each version's first line, newest first, while one waits and once it is accepted. */
    versions: (waiting: boolean) => string[];
    /** The waiting version's words and its changes as a screen reader reads them. */
    awaiting?: { text: string; changes: string[] };
  }
> = {
  'Jeep Compass Longitude 2026': {
    date: '10/03/2026',
    dealer: 'Savana Jeep',
    plan: (waiting) => (waiting ? '24 meses · 1.500 km/mês' : '36 meses · 1.500 km/mês'),
    monthly: (waiting) => formatBRL(waiting ? 429_990 : 459_990),
    href: '/?offerId=jeep-compass-l10',
    edit: `/?offerId=jeep-compass-l10&editable=true&leadId=${waitingCompass.leadId}`,
    states: ['done', 'current', 'next', 'next', 'next', 'next'],
    second: 'Em atendimentoSituação atual11/03/2026 · por Rafael Teixeira Lima (Vendedor)',
    cancel: true,
    versions: (waiting) => [
      `Versão 312/03/2026 · por Savana Jeep${waiting ? 'Aguardando seu aceite' : 'Versão atualAceita por você'}`,
      `Versão 211/03/2026 · por Você${waiting ? 'Versão atual' : ''}`,
      'Versão 110/03/2026 · por Você',
    ],
    awaiting: {
      text: 'Savana Jeep fez a Versão 3 em 12/03/2026, que muda o que você paga. Confira o que muda:',
      changes: [
        'PlanoAntes: 24 meses→Depois: 36 meses',
        'OpcionalAntes: —nenhum→Depois: Teto solar',
        // A price that goes up says so in words too, not only in its colour.
        'MensalidadeAntes: R$ 4.299,90→Depois: R$ 4.599,90 (você paga mais)',
        'Total do contratoAntes: R$ 103.197,60→Depois: R$ 165.596,40 (você paga mais)',
      ],
    },
  },
  'Fiat Pulse Drive 2026': {
    date: '10/03/2026',
    dealer: '10101',
    plan: () => '12 meses · 1.000 km/mês',
    monthly: (waiting) => formatBRL(waiting ? 199_990 : 189_990),
    href: '/?offerId=fiat-pulse-l10',
    edit: `/?offerId=fiat-pulse-l10&editable=true&leadId=${waitingPulse.leadId}`,
    states: ['done', 'current', 'next', 'next', 'next', 'next'],
    second: 'Em atendimentoSituação atual11/03/2026 · por Rafael Teixeira Lima (Vendedor)',
    cancel: true,
    versions: (waiting) => [
      `Versão 213/03/2026 · por Concessionária${waiting ? 'Aguardando seu aceite' : 'Versão atualAceita por você'}`,
      `Versão 110/03/2026 · por Você${waiting ? 'Versão atual' : ''}`,
    ],
    awaiting: {
      text: 'Concessionária fez a Versão 2 em 13/03/2026, que muda o que você paga. Confira o que muda:',
      changes: ['EntradaAntes: Sem entrada→Depois: R$ 10.000,00', 'MensalidadeAntes: R$ 1.999,90→Depois: R$ 1.899,90 (você paga menos)'],
    },
  },
  'Fiat Mobi Like 2026': {
    date: '05/03/2026',
    dealer: 'Paulista Motores',
    plan: () => '24 meses · 1.000 km/mês',
    monthly: () => formatBRL(249990),
    href: '/?offerId=fiat-mobi-l10',
    edit: `/?offerId=fiat-mobi-l10&editable=true&leadId=${twoProposals[0]!.leadId}`,
    states: ['done', 'current', 'next', 'next', 'next', 'next'],
    second: 'Em atendimentoSituação atual06/03/2026 · por Rafael Teixeira Lima (Vendedor)Mensagem: Olá, Camila! Vou acompanhar sua proposta.',
    cancel: true,
    versions: () => ['Versão 105/03/2026 · por VocêVersão atual'],
  },
  'MOBI-LIKE': {
    date: '31/12/2025',
    dealer: '99999',
    plan: () => null,
    monthly: () => null,
    href: null,
    edit: null,
    states: ['done', 'done', 'done', 'done', 'current', 'next'],
    second: 'Em atendimento02/01/2026 · por Rafael Teixeira Lima (Vendedor)',
    cancel: false,
    versions: () => ['Versão 131/12/2025 · por VocêVersão atual'],
  },
};

const HIDDEN = { hidden: true } as const;
const cardOf = (title: string) => within(screen.getByRole('article', { name: title, hidden: true }));
const acceptDialog = () => screen.queryByRole('alertdialog', { name: v.dialogTitle });
/** The proposal whose version is being accepted. */
const acceptingProposal = (snap: ProposalsSnapshot) => snap.context.proposals.find((p) => p.leadId === snap.context.acceptance?.leadId)!;

async function expectDialog(snap: ProposalsSnapshot, phase: 'confirming' | 'accepting' | 'failed') {
  const d = await screen.findByRole('alertdialog', { name: v.dialogTitle });
  const p = acceptingProposal(snap);
  expect(within(d).getByText(v.dialogText(`Versão ${p.awaitingVersion!}`))).toBeTruthy();
  expect(within(d).getAllByRole('listitem').map((li) => li.textContent)).toEqual(expected[p.title]!.awaiting!.changes);
  const confirm = within(d).getByRole<HTMLButtonElement>('button', { name: phase === 'accepting' ? leadVersionLabels.accepting : leadVersionLabels.accept });
  await waitFor(() => expect(confirm.disabled).toBe(phase === 'accepting'));
  expect(within(d).getByRole<HTMLButtonElement>('button', { name: v.keep }).disabled).toBe(phase === 'accepting');
  if (phase === 'failed') expect(within(d).getByRole('alert').textContent).toBe(versionRefused.message);
  else expect(within(d).queryByRole('alert')).toBeNull();
}

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
  listed: async (snap: ProposalsSnapshot) => {
    // While the accept dialog is open, the page behind it is hidden from screen readers: read it anyway.
    const items = await screen.findAllByRole('article', HIDDEN);
    expect(items.map((a) => a.getAttribute('aria-labelledby') && document.getElementById(a.getAttribute('aria-labelledby')!)!.textContent)).toEqual(
      snap.context.proposals.map((p) => p.title),
    );
    expect(screen.getByTestId('proposals').children).toHaveLength(snap.context.proposals.length);
    for (const p of snap.context.proposals) {
      const card = cardOf(p.title);
      const want = expected[p.title]!;
      const waiting = p.awaitingVersion !== null;
      expect(card.getByTestId('proposal-status').textContent).toBe(leadStatusLabels.status[p.status]);
      expect(card.getByText(`Proposta ${p.proposalCode}`)).toBeTruthy();
      // The timeline: what happened, dated, by whom, with its note; the current one marked; what comes next.
      const steps = card.getAllByTestId('milestone');
      expect(steps.map((li) => li.getAttribute('data-state'))).toEqual(want.states);
      expect(steps.filter((li) => li.getAttribute('aria-current') === 'step')).toHaveLength(1);
      expect(steps[1]!.textContent).toContain(want.second);
      const facts = card.getAllByRole('term', HIDDEN).map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);
      const plan = want.plan(waiting);
      const monthly = want.monthly(waiting);
      expect(facts).toEqual([[t.sentOn, want.date], [t.dealer, want.dealer], ...(plan ? [[t.plan, plan]] : []), ...(monthly ? [[t.monthly, monthly]] : [])]);
      expect(card.queryByRole('link', { name: t.seeOffer, hidden: true })?.getAttribute('href') ?? null).toBe(want.href);
      // Every proposal's summary downloads as a PDF, named by its code.
      const summary = card.getByRole('link', { name: proposalSummaryLabels.download, hidden: true });
      expect([summary.getAttribute('href'), summary.getAttribute('download')]).toEqual([proposalSummaryHref(p.leadId), proposalSummaryFileName(p.proposalCode)]);
      // 'Editar proposta' (the customer edit mode) before the contract only.
      expect(card.queryByRole('link', { name: v.edit, hidden: true })?.getAttribute('href') ?? null).toBe(want.edit);
      // Only a proposal with no contract yet can be cancelled (waiting or not).
      expect(card.queryByRole('button', { name: leadStatusLabels.cancel.button, hidden: true }) !== null).toBe(want.cancel);
      // Its versions, newest first, each with who made it and, for a change, old → new.
      const versions = card.getAllByTestId('version');
      expect(versions.map((li) => li.firstElementChild!.textContent)).toEqual(want.versions(waiting));
      expect(versions.filter((li) => li.getAttribute('aria-current') === 'true')).toHaveLength(1);
      expect(versions.at(-1)!.textContent).toContain(leadVersionLabels.first);
      // A waiting version: what changes, old struck through and new marked, and the accept button.
      const block = card.queryByTestId('awaiting-version');
      expect(block !== null).toBe(waiting);
      if (block && want.awaiting) {
        const inBlock = within(block);
        expect(inBlock.getByRole('heading', { name: leadVersionLabels.awaiting, hidden: true })).toBeTruthy();
        expect(inBlock.getByText(want.awaiting.text)).toBeTruthy();
        const changes = inBlock.getAllByRole('listitem', HIDDEN);
        expect(changes.map((li) => li.textContent)).toEqual(want.awaiting.changes);
        for (const li of changes) {
          expect(li.querySelector('del')).not.toBeNull();
          expect(li.querySelector('ins')).not.toBeNull();
        }
        expect(inBlock.getByRole<HTMLButtonElement>('button', { name: leadVersionLabels.accept, hidden: true }).disabled).toBe(
          !snap.can({ type: 'version.review', leadId: p.leadId, number: p.awaitingVersion!, key: '' }),
        );
        expect(inBlock.getByText(v.cancelHint)).toBeTruthy();
      }
      // 'Nova versão aceita.' on the proposal just accepted only.
      const accepted = snap.matches({ listed: 'accepted' }) && snap.context.acceptedLeadId === p.leadId;
      expect(card.getByRole('status', HIDDEN).textContent).toBe(accepted ? leadVersionLabels.accepted : '');
    }
    expect(screen.queryByText(t.loading)).toBeNull();
  },
  'listed.browsing': async () => {
    await waitFor(() => expect(acceptDialog()).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  },
  'listed.confirming': async (snap: ProposalsSnapshot) => expectDialog(snap, 'confirming'),
  'listed.accepting': async (snap: ProposalsSnapshot) => expectDialog(snap, 'accepting'),
  'listed.failed': async (snap: ProposalsSnapshot) => expectDialog(snap, 'failed'),
  'listed.accepted': async (snap: ProposalsSnapshot) => {
    await waitFor(() => expect(acceptDialog()).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    // The accept button went with the wait: the message takes the focus.
    const accepted = snap.context.proposals.find((p) => p.leadId === snap.context.acceptedLeadId)!;
    await waitFor(() => expect(document.activeElement).toBe(cardOf(accepted.title).getByRole('status')));
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
    'xstate.done.actor.acceptVersion': async (step) => {
      const pending = await h.accept.next();
      const output = step.event.output as RentalProposal;
      expect(pending.input).toMatchObject({ leadId: output.leadId, number: listedProposals.find((p) => p.leadId === output.leadId)!.awaitingVersion });
      pending.resolve(output);
    },
    'xstate.error.actor.acceptVersion': async () => (await h.accept.next()).reject(versionRefused),
    'proposals.retry': async () => user.click(screen.getByRole('button', { name: t.retry })),
    'session.loaded': (step) => h.tell(step.event),
    'session.signedOut': (step) => h.tell(step.event),
    'version.review': async (step) => {
      const { leadId } = step.event as { leadId: string };
      const p = listedProposals.find((x) => x.leadId === leadId)!;
      await user.click(within(cardOf(p.title).getByTestId('awaiting-version')).getByRole('button', { name: leadVersionLabels.accept }));
    },
    'version.accept': async () => user.click(within(acceptDialog()!).getByRole('button', { name: leadVersionLabels.accept })),
    'version.dismiss': async () => user.click(within(acceptDialog()!).getByRole('button', { name: v.keep })),
  } satisfies Record<
    | ProposalsEvent['type']
    | 'xstate.init'
    | 'xstate.done.actor.loadProposals'
    | 'xstate.error.actor.loadProposals'
    | 'xstate.done.actor.acceptVersion'
    | 'xstate.error.actor.acceptVersion',
    Executor
  >;
}

describe('proposals chart: generated paths against the proposals list', () => {
  beforeAll(() => resetExercised(proposalsPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(proposalsPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(proposalsPlan)].sort()).toEqual([...proposalsPlan.states].sort());
    expect(unfiredTransitions(proposalsMachine, [proposalsPlan])).toEqual([]);
  });

  it.each(proposalsPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderList();
    await proposalsPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(proposalsPlan.id, transition.keys);
  }, 30_000);

  it('a retried acceptance sends the same Idempotency-Key; Escape closes the dialog through the chart', async () => {
    const h = renderList();
    h.tell(SIGNED_IN);
    (await h.load.next()).resolve(listedProposals);
    await screen.findByRole('article', { name: waitingCompass.title });
    const block = within(cardOf(waitingCompass.title).getByRole('region', { name: leadVersionLabels.awaiting }));
    await user.click(block.getByRole('button', { name: leadVersionLabels.accept }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(acceptDialog()).toBeNull());
    expect(h.accept.calls).toHaveLength(0);
    await user.click(block.getByRole('button', { name: leadVersionLabels.accept }));
    await user.click(within(acceptDialog()!).getByRole('button', { name: leadVersionLabels.accept }));
    (await h.accept.next()).reject(new Error(''));
    expect((await within(acceptDialog()!).findByRole('alert')).textContent).toBe(leadVersionLabels.acceptFailed);
    await user.click(within(acceptDialog()!).getByRole('button', { name: leadVersionLabels.accept }));
    const retry = await h.accept.next();
    expect(retry.input.idempotencyKey).toBe(h.accept.calls[0]!.idempotencyKey);
    expect(retry.input).toMatchObject({ leadId: waitingCompass.leadId, number: 3 });
    retry.resolve(acceptedOf(waitingCompass));
    await waitFor(() => expect(acceptDialog()).toBeNull());
    expect(cardOf(waitingCompass.title).queryByTestId('awaiting-version')).toBeNull();
  });

  it('a proposal cancelled on its card no longer waits nor offers its edit', async () => {
    const h = renderList();
    h.tell(SIGNED_IN);
    (await h.load.next()).resolve([{ ...waitingCompass, status: 'cancelled' }]);
    const card = within(await screen.findByRole('article', { name: waitingCompass.title }));
    expect(card.queryByTestId('awaiting-version')).toBeNull();
    expect(card.queryByRole('link', { name: v.edit })).toBeNull();
    expect(card.getByTestId('proposal-monthly').textContent).toBe(formatBRL(429_990));
  });

  it('the offer and the offers links go through the app’s navigation', async () => {
    const h = renderList();
    h.tell(SIGNED_IN);
    (await h.load.next()).resolve(twoProposals);
    await user.click(await screen.findByRole('link', { name: t.seeOffer }));
    await user.click(screen.getByRole('link', { name: v.edit }));
    expect(h.navigated).toEqual(['/?offerId=fiat-mobi-l10', `/?offerId=fiat-mobi-l10&editable=true&leadId=${twoProposals[0]!.leadId}`]);
  });
});

describe('the proposals page', () => {
  function renderPage(pageLabels = myProposalsScreenLabels()) {
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
          <MyProposalsPage labels={pageLabels} signInHref="/entrar?redirect=%2Fminhas-propostas" onBack={() => undefined} />
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

  it("the site's title for the proposals heads the page, over its 'Voltar' and list", async () => {
    const site = withOverrides({ proposals: { title: 'Meus pedidos' } });
    const h = renderPage(myProposalsScreenLabels(site));
    expect(screen.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: t.back })).toBeTruthy();
    (await h.session.next()).resolve(camila);
    (await h.load.next()).resolve([]);
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.title })).toBeNull();
  });

  it('a visitor is asked to sign in and nothing is loaded', async () => {
    const h = renderPage();
    (await h.session.next()).resolve(null);
    await screen.findByText(authLabels.proposals.signInToSee, { exact: false });
    expect(screen.getByRole('link', { name: authLabels.menu.signIn }).getAttribute('href')).toBe('/entrar?redirect=%2Fminhas-propostas');
    await waitFor(() => expect(h.load.calls).toHaveLength(0));
  });
});
