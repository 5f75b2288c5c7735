/** The `/` route: the offer list chart composed with its real actors and its view; the list hears the session itself. */
import { useRouter, useSearch } from '@tanstack/react-router';
import { lazy, useMemo, useState } from 'react';
import { NEW_OFFER_ID } from '../models/app/manager-address';
import { configuredShowcaseLabels } from '../models/labels/showcase';
import { isSellerEdit } from '../models/app/route-params';
import { OfferListContext } from '../machines/offer-list/offer-list.context';
import { SessionContext } from '../machines/session/session.context';
import { Showcase } from '../ui/showcase/showcase';
import { ShowcaseLocationPicker, ShowcaseProviders, showcaseInput, showcaseSettings, useOfferListLogic } from './showcase-composition';
import { useSite } from './site-context';
import { useAppNavigate } from './navigation';
import { useManagerLinks } from './manager-links';

/** An offer admin's card wrapper: its code comes when the list has an admin card to show. */
const ShowcaseAdminCard = lazy(() => import('./showcase-admin-card'));

export function ShowcasePage() {
  const site = useSite();
  const search = useSearch({ from: '/' });
  const router = useRouter();
  const session = SessionContext.useActorRef();
  const logic = useOfferListLogic(site, session);
  const sellerEdit = isSellerEdit(search);
  const editMode = search.editable === true || sellerEdit;
  // The list starts once, with the address, history entry and storage of the moment it opened.
  const [input] = useState(() => showcaseInput(site, search, { sellerEdit, editMode, revealOfferId: router.state.location.state.openedOffer ?? null }));
  const navigate = useAppNavigate();
  const manager = useManagerLinks();
  const settings = useMemo(
    () => ({ ...showcaseSettings(site), onNavigate: navigate, newOfferHref: manager.href({ view: 'editor', offerId: NEW_OFFER_ID }), onNavigateManager: manager.navigate }),
    [site, navigate, manager],
  );
  const labels = useMemo(() => configuredShowcaseLabels(site.labelOverrides), [site]);
  return (
    <OfferListContext.Provider logic={logic} options={{ input }}>
      <ShowcaseProviders site={site} session={session}>
        <Showcase labels={labels} settings={settings} LocationPicker={ShowcaseLocationPicker} AdminCard={ShowcaseAdminCard} />
      </ShowcaseProviders>
    </OfferListContext.Provider>
  );
}
