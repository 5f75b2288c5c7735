/** The banners chart's generated paths, one plan per platform (shared by its test and `npm run paths`). */
import { bannersMachine, type BannersEvent, type BannersInput, type BannersSnapshot, type ProposalsLogic, type ProposalsReport } from '../../machines/banners/banners.machine';
import { createMachine } from 'xstate';
import { planChart, type ChartPlan } from '../support/chart-paths';
import { twoProposals } from './proposals.paths';

export const STORES = { iosUrl: 'https://apps.apple.com/br/app/flua/id0000000000', androidUrl: 'https://play.google.com/store/apps/details?id=br.com.flua' };

export const bannersInputs: Record<string, BannersInput> = {
  'banners-android': { proposalBannerEnabled: true, showBanner: null, appBannerEnabled: true, platform: 'android', stores: STORES },
  'banners-other': { proposalBannerEnabled: true, showBanner: null, appBannerEnabled: true, platform: 'other', stores: STORES },
};

/** What the proposals child reports once it lists the customer's two proposals. */
export const listedReport: ProposalsReport = { type: 'xstate.snapshot.proposals', snapshot: { value: { listed: 'browsing' }, context: { proposals: twoProposals, acceptance: null, acceptedLeadId: null } } } as ProposalsReport;

/** The proposals chart's code as a test gives it: a chart that waits for the session (the test reports what it lists). */
export const quietProposals = createMachine({
  id: 'proposals',
  context: { proposals: [], acceptance: null, acceptedLeadId: null },
  initial: 'waitingForSession',
  states: { waitingForSession: {} },
}) as unknown as ProposalsLogic;

function plan(id: string, input: BannersInput): ChartPlan {
  return planChart({
    id,
    machine: bannersMachine,
    input,
    distinguishCandidates: true,
    events: (snap: BannersSnapshot) => {
      const out: any[] = [];
      if (snap.children.loadProposals) {
        out.push({ type: 'xstate.done.actor.loadProposals', output: quietProposals });
        out.push({ type: 'xstate.error.actor.loadProposals', error: new Error('chunk failed to load') });
      }
      const person: (BannersEvent | ProposalsReport)[] = [
        { type: 'proposal.has', count: 2 },
        { type: 'proposal.close' },
        // The session's news (the chart's listener): a customer, a visitor, signing out.
        { type: 'session.loaded', viewer: { signedIn: true, admin: false } },
        { type: 'session.loaded', viewer: { signedIn: false, admin: false } },
        { type: 'session.signedOut' },
        // The proposals child lists some.
        ...(snap.children.proposals ? [listedReport] : []),
        // The offer list's viewport (the chart's listener): a phone.
        { type: 'app.offer', mobile: true },
        { type: 'app.download' },
        { type: 'app.close' },
      ];
      return [...out, ...person.filter((e) => snap.can(e))];
    },
  });
}

export const bannersPlans: ChartPlan[] = Object.entries(bannersInputs).map(([id, input]) => plan(id, input));
