/** The banners chart's generated paths, one plan per platform and sign-in start (shared by its test and `npm run paths`). */
import { bannersMachine, type BannersEvent, type BannersInput, type BannersSnapshot } from '../../machines/banners/banners.machine';
import { planChart, type ChartPlan } from '../support/chart-paths';

export const STORES = { iosUrl: 'https://apps.apple.com/br/app/flua/id0000000000', androidUrl: 'https://play.google.com/store/apps/details?id=br.com.flua' };

export const bannersInputs: Record<string, BannersInput> = {
  'banners-android': { proposalBannerEnabled: true, signedIn: true, showBanner: null, appBannerEnabled: true, platform: 'android', stores: STORES },
  'banners-other': { proposalBannerEnabled: true, signedIn: false, showBanner: null, appBannerEnabled: true, platform: 'other', stores: STORES },
};

function plan(id: string, input: BannersInput): ChartPlan {
  return planChart({
    id,
    machine: bannersMachine,
    input,
    distinguishCandidates: true,
    events: (snap: BannersSnapshot) => {
      const person: BannersEvent[] = [
        { type: 'proposal.has', count: 2 },
        { type: 'proposal.close' },
        { type: 'session.changed', signedIn: !snap.context.signedIn },
        // The session re-checked, unchanged.
        { type: 'session.changed', signedIn: snap.context.signedIn },
        { type: 'app.offer', mobile: true },
        { type: 'app.download' },
        { type: 'app.close' },
      ];
      return person.filter((e) => snap.can(e));
    },
  });
}

export const bannersPlans: ChartPlan[] = Object.entries(bannersInputs).map(([id, input]) => plan(id, input));
