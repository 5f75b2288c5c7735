/**
 * The banners' chart with its real actors and the app's effects, loaded only
 * when the page shows banners (the proposals banner or the app banner is
 * configured): it hears the session and the offer list's viewport, and runs
 * the proposals chart.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { platformOf } from '../models/proposal/banners';
import { STORAGE_KEYS } from '../models/app/storage';
import { createBannersImplementations } from '../machines/banners/banners.actors';
import { BannersContext } from '../machines/banners/banners.context';
import { bannersMachine, type BannersInput } from '../machines/banners/banners.machine';
import { OfferListContext } from '../machines/offer-list/offer-list.context';
import type { SessionRef } from '../machines/session/session.machine';
import { tellPage, HUB_EVENTS } from './hub';
import type { Site } from './site';
import { storage } from './browser-storage';
import type { Api } from '../services/api';
import type { OfferListRef } from '../machines/offer-list/offer-list.machine';


/** The banners with their real actors (hearing the session and the offer list) and the app's effects. */
export function composeBanners({ api, session, list }: { api: Api; session: SessionRef; list: OfferListRef }) {
  return bannersMachine.provide(createBannersImplementations({ api, session, offerList: list })).provide({
    actions: {
      rememberDismissed: () => storage()?.setItem(STORAGE_KEYS.showBanner, 'false'),
      forgetFlag: () => storage()?.removeItem(STORAGE_KEYS.showBanner),
      openStore: (_, { url }) => window.location.assign(url),
      tellPageOfProposals: (_, { count }) => tellPage(HUB_EVENTS.hasProposal, { count }),
    },
  });
}

export default function BannersProvider({ site, session, children }: { site: Site; session: SessionRef; children: ReactNode }) {
  const list = OfferListContext.useActorRef();
  const logic = useMemo(() => composeBanners({ api: site.api, session, list }), [site.api, session, list]);
  // The input is read once, when the banners start.
  const [input] = useState<BannersInput>(() => ({
    proposalBannerEnabled: site.config.proposalBanner.enabled,
    showBanner: storage()?.getItem(STORAGE_KEYS.showBanner) ?? null,
    appBannerEnabled: site.config.appBanner.enabled,
    platform: platformOf(navigator.userAgent),
    stores: { iosUrl: site.config.appBanner.iosUrl, androidUrl: site.config.appBanner.androidUrl },
  }));
  return (
    <BannersContext.Provider logic={logic} options={{ input }}>
      {children}
    </BannersContext.Provider>
  );
}
