/**
 * Generated paths of the banners chart (proposal banner, mobile app banner),
 * run against the real banners with the app's effects recorded.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { showcaseLabels } from '../../models/labels/showcase';
import { BannersContext } from '../../machines/banners/banners.context';
import { bannersMachine, type BannersEvent, type BannersInput, type ProposalsReport } from '../../machines/banners/banners.machine';
import { quietSession, toldSession } from '../support/session-listener';
import { AppBanner, ProposalBanner } from '../../ui/showcase/banners';
import { checkAssertions, reachedStates, recordExercised, resetExercised, type ChartPlan } from '../support/chart-paths';
import { unfiredTransitions } from '../support/chart-coverage';
import { STORES, bannersInputs, bannersPlans, listedReport, quietProposals } from './banners.paths';
import { deferredActor } from '../support/lead-harness';
import type { ProposalsLogic } from '../../machines/banners/banners.machine';
import { twoProposals } from './proposals.paths';
import type { RentalProposal } from '../../models/proposal/proposal';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = showcaseLabels.banners;

function renderBanners(input: BannersInput) {
  const effects: string[] = [];
  let actor: AnyActorRef | undefined;
  const session = toldSession();
  const proposals = deferredActor<ProposalsLogic, void>();
  const logic = bannersMachine.provide({
    actors: {
      listenToSession: session.logic,
      // The tests say what the offer list's viewport is (app.offer).
      listenToOfferList: quietSession,
      // The proposals chart's code, when the test says; a quiet chart: the tests report what it lists.
      loadProposals: proposals.logic,
    },
    actions: {
      rememberDismissed: () => effects.push('SHOW_BANNER=false'),
      forgetFlag: () => effects.push('SHOW_BANNER removed'),
      openStore: (_, { url }) => effects.push(`store ${url}`),
      tellPageOfProposals: (_, { count }) => effects.push(`has-proposal ${count}`),
    },
  });
  function Probe() {
    actor = BannersContext.useActorRef();
    return null;
  }
  render(
    <BannersContext.Provider logic={logic} options={{ input }}>
      <Probe />
      <ProposalBanner texts={t} proposalsHref="/minhas-propostas" />
      <AppBanner texts={t} />
    </BannersContext.Provider>,
  );
  return {
    effects,
    send: (e: BannersEvent | ProposalsReport) => act(() => actor!.send(e)),
    tell: (e: BannersEvent) => act(() => session.tell(e)),
    proposals,
    actor: () => actor!,
  };
}

const user = userEvent.setup();
const CUSTOMER: BannersEvent = { type: 'session.loaded', viewer: { signedIn: true, admin: false } };

const stateAssertions = {
  'proposal.hidden': () => expect(screen.queryByTestId('proposal-banner')).toBeNull(),
  'proposal.shown': () => {
    expect(screen.getByTestId('proposal-banner').textContent).toContain('Você tem 2 propostas em andamento.');
    expect(screen.getByRole('link', { name: t.proposalLink }).getAttribute('href')).toBe('/minhas-propostas');
  },
  'app.closed': () => expect(screen.queryByTestId('app-banner')).toBeNull(),
  // Whether the proposals chart runs is not on screen: the chart's child says it.
  'proposals.idle': () => undefined,
  'proposals.watching': () => undefined,
  'proposals.watching.loadingChart': () => undefined,
  'proposals.watching.running': () => undefined,
  'proposals.watching.unavailable': () => undefined,
  'app.open': () => {
    expect(screen.getByRole('button', { name: t.download })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: t.close }).length).toBeGreaterThan(0);
  },
};

function executors(h: ReturnType<typeof renderBanners>) {
  return {
    'xstate.init': () => undefined,
    // What the charts it listens to say: the session, the proposals child, the list's viewport.
    'proposal.has': (step) => h.send(step.event),
    'session.loaded': async (step) => {
      const before = h.effects.length;
      h.tell(step.event);
      expect(h.effects.slice(before)).toEqual(step.event.viewer.signedIn ? [] : ['SHOW_BANNER removed']);
    },
    'session.signedOut': async (step) => {
      const before = h.effects.length;
      h.tell(step.event);
      expect(h.effects.slice(before)).toEqual(['SHOW_BANNER removed']);
      expect(h.actor().getSnapshot().children.proposals).toBeUndefined();
    },
    'xstate.done.actor.loadProposals': async () => {
      await act(async () => (await h.proposals.next()).resolve(quietProposals));
      expect(h.actor().getSnapshot().children.proposals).toBeDefined();
    },
    'xstate.error.actor.loadProposals': async () => act(async () => (await h.proposals.next()).reject(new Error('chunk failed to load'))),
    'xstate.snapshot.proposals': async (step) => {
      const before = h.effects.length;
      h.send(step.event);
      expect(h.effects.slice(before)).toEqual(['has-proposal 2']);
    },
    'app.offer': (step) => h.send(step.event),
    'proposal.close': async () => {
      await user.click(within(screen.getByTestId('proposal-banner')).getByRole('button', { name: t.close }));
      await waitFor(() => expect(h.effects.at(-1)).toBe('SHOW_BANNER=false'));
    },
    'app.download': async (step) => {
      const before = h.effects.length;
      await user.click(screen.getByRole('button', { name: t.download }));
      const platform = step.state.context.platform;
      expect(h.effects.slice(before)).toEqual(platform === 'android' ? [`store ${STORES.androidUrl}`] : platform === 'ios' ? [`store ${STORES.iosUrl}`] : []);
    },
    'app.close': async () => {
      await user.click(within(screen.getByTestId('app-banner')).getByRole('button', { name: t.close }));
    },
  } satisfies Record<BannersEvent['type'] | ProposalsReport['type'] | 'xstate.init' | 'xstate.done.actor.loadProposals' | 'xstate.error.actor.loadProposals', Executor>;
}

describe('banners chart: every state and transition over its plans', () => {
  it('has an assertion for every state, reaches every state and fires every transition', () => {
    for (const plan of bannersPlans) expect(checkAssertions(plan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...new Set(bannersPlans.flatMap((p) => [...reachedStates(p)]))].sort()).toEqual([...bannersPlans[0]!.states].sort());
    expect(unfiredTransitions(bannersMachine, bannersPlans)).toEqual([]);

  });
});

describe.each(bannersPlans.map((p) => [p.id, p] as const))('banners plan %s', (_id, plan: ChartPlan) => {
  beforeAll(() => resetExercised(plan.id));
  it.each(plan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const h = renderBanners(bannersInputs[plan.id]!);
    await plan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(plan.id, transition.keys);
  });
});

describe('banners: the stored flag', () => {
  it('a stored SHOW_BANNER=false keeps the proposal banner hidden, and a disabled app banner never opens', () => {
    const h = renderBanners({ ...bannersInputs['banners-android']!, showBanner: 'false', appBannerEnabled: false });
    h.tell(CUSTOMER);
    h.send({ type: 'proposal.has', count: 1 });
    h.send({ type: 'app.offer', mobile: true });
    expect(screen.queryByTestId('proposal-banner')).toBeNull();
    expect(screen.queryByTestId('app-banner')).toBeNull();
  });
});

describe('banners: the proposal count', () => {
  it('says how many proposals the proposals chart listed: one, or the number', () => {
    const h = renderBanners(bannersInputs['banners-android']!);
    h.tell(CUSTOMER);
    h.send({ type: 'proposal.has', count: 1 });
    expect(screen.getByTestId('proposal-banner').textContent).toContain('Você tem uma proposta em andamento.');
    h.send({ type: 'proposal.close' });
    const again = renderBanners(bannersInputs['banners-android']!);
    again.tell(CUSTOMER);
    again.send({ type: 'proposal.has', count: 3 });
    expect(screen.getByRole('complementary', { name: 'Você tem 3 propostas em andamento.' })).toBeTruthy();
  });
});

describe('banners: only proposals in progress count', () => {
  it('a cancelled, refused or delivered proposal is not "em andamento"; none in progress shows no banner', async () => {
    const [first, second] = twoProposals as [RentalProposal, RentalProposal];
    const report = (statuses: RentalProposal['status'][]): ProposalsReport =>
      ({
        ...listedReport,
        snapshot: { ...listedReport.snapshot, context: { ...listedReport.snapshot.context, proposals: statuses.map((status, i) => ({ ...(i % 2 ? second : first), status })) } },
      });
    const h = renderBanners(bannersInputs['banners-android']!);
    h.tell(CUSTOMER);
    // The proposals chart's code arrives and the chart runs as the banners' child.
    await act(async () => (await h.proposals.next()).resolve(quietProposals));
    h.send(report(['cancelled', 'rejected', 'vehicle_delivered']));
    expect(screen.queryByTestId('proposal-banner')).toBeNull();
    expect(h.effects).not.toContain('has-proposal 3');
    h.send(report(['sent', 'cancelled', 'contract_signed']));
    expect(screen.getByTestId('proposal-banner').textContent).toContain('Você tem 2 propostas em andamento.');
    expect(h.effects.at(-1)).toBe('has-proposal 2');
  });
});
