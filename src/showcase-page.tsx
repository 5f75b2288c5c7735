/** The `/` route: the offer list chart composed with its real actors, its view, and the session feeding it. */
import { useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ANONYMOUS_VIEWER, type Viewer } from '../models/auth';
import { isSellerEdit } from '../models/route-params';
import { OfferListContext } from '../machines/offer-list/offer-list.context';
import { useSessionSelector } from '../machines/session/session.context';
import { selectIsOfferAdmin, selectStatus, type SessionStatus } from '../machines/session/session.machine';
import { Showcase } from '../ui/showcase/showcase';
import { ShowcaseProviders, showcaseInput, showcaseSettings, useOfferListLogic } from './showcase-composition';
import { useSite } from './site-context';

function viewerFor(status: SessionStatus, admin: boolean): Viewer {
  return status === 'signedIn' ? { signedIn: true, admin } : ANONYMOUS_VIEWER;
}

/**
 * Tells the offer list when the sign-in status becomes known or changes
 * (spec 000 §4: sign-in status loaded, sign-out); the chart decides whether
 * that reloads the offers.
 */
function SessionToOfferList() {
  const actor = OfferListContext.useActorRef();
  const status = useSessionSelector(selectStatus);
  const admin = useSessionSelector(selectIsOfferAdmin);
  const previous = useRef({ status, admin });
  useEffect(() => {
    const before = previous.current;
    previous.current = { status, admin };
    if (before.status === status && before.admin === admin) return;
    if (status === 'signedIn') actor.send({ type: 'session.loaded', viewer: viewerFor(status, admin) });
    else if (status === 'signedOut') {
      actor.send(before.status === 'signedIn' ? { type: 'session.signedOut' } : { type: 'session.loaded', viewer: ANONYMOUS_VIEWER });
    }
  }, [status, admin, actor]);
  return null;
}

export function ShowcasePage() {
  const site = useSite();
  const search = useSearch({ from: '/' });
  const status = useSessionSelector(selectStatus);
  const admin = useSessionSelector(selectIsOfferAdmin);
  const [viewerAtStart] = useState(() => viewerFor(status, admin));
  const logic = useOfferListLogic(site);
  const sellerEdit = isSellerEdit(search);
  const editMode = search.editable === true || sellerEdit;
  // The list starts once, with the address and storage of the moment it opened.
  const [input] = useState(() => showcaseInput(site, search, { sellerEdit, editMode, viewer: viewerAtStart }));
  const settings = useMemo(() => showcaseSettings(site), [site]);
  return (
    <OfferListContext.Provider logic={logic} options={{ input }}>
      <SessionToOfferList />
      <ShowcaseProviders site={site} session={status}>
        <Showcase labels={site.labels} settings={settings} />
      </ShowcaseProviders>
    </OfferListContext.Provider>
  );
}
