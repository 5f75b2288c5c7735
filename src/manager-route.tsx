/**
 * The offer manager's pages with their real actors (a chunk of their own).
 * Only an offer admin reaches them: a visitor is sent to sign in and comes
 * back to the page they opened. Each view is a route under the manager's
 * path (src/router.tsx): the grid, `/rental-offer/{id}` (or `new`) the
 * editor, `/rental-offer/{id}/visualizar` the offer's details exactly as a
 * visitor would see them.
 */
import { withOverrides } from '../models/labels/spec';
import { Outlet, getRouteApi, useBlocker, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { OfferEditorRef } from '../machines/offer-editor/offer-editor.context';
import { isOfferAdmin } from '../models/account/auth';
import { managerLabels, managerScreenLabels } from '../models/labels/admin-manager';
import { editorPath, MANAGER_PATH, NEW_OFFER_ID, previewPath } from '../models/app/manager-address';
import { adminOfferCardLogic } from '../machines/admin-offer-card/admin-offer-card.actors';
import { OfferCardLogic } from '../machines/offer-card/offer-card.context';
import { createOfferManagerImplementations } from '../machines/offer-manager/offer-manager.actors';
import { OfferManagerLogic } from '../machines/offer-manager/offer-manager.context';
import { offerManagerMachine } from '../machines/offer-manager/offer-manager.machine';
import { getOfferPreview } from '../services/admin-offers';
import { OfferEditorComposition as OfferEditor } from './offer-editor-composition';
import { OfferManagerGrid } from '../ui/admin/manager';
import { DetailsComposition } from './details-route';
import { useAppNavigate } from './navigation';
import { RoleGuard } from './role-guard';
import { composeOfferCard, showcaseSettings } from './showcase-composition';
import { useSite } from './site-context';
import type { Api } from '../services/api';

const MANAGER_TEXTS = { title: managerLabels.title, signIn: managerLabels.signInToManage };

const editorRoute = getRouteApi('/admin/ofertas/rental-offer/$offerId');
const previewRoute = getRouteApi('/admin/ofertas/rental-offer/$offerId/visualizar');

/** The manager's frame: the role gate around the view the address names. */
export function ManagerRoute() {
  // A visitor signs in and comes back to the view they opened (never the address a navigation is heading to).
  const here = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname });
  return (
    <RoleGuard allow={isOfferAdmin} returnTo={here.startsWith(MANAGER_PATH) ? here : MANAGER_PATH} texts={MANAGER_TEXTS}>
      <Outlet />
    </RoleGuard>
  );
}

/** Back to the grid, as a new history entry that no open editor is asked about. */
function useBackToGrid(): () => void {
  const router = useRouter();
  return useCallback(() => void router.navigate({ href: MANAGER_PATH, ignoreBlocker: true }), [router]);
}

/** The manager's grid with its real actors: its cards' own (a card saves through the stored offer's call). */
export function composeOfferManager({ api }: { api: Api }) {
  return offerManagerMachine.provide({ actors: { ...createOfferManagerImplementations({ api }).actors, adminOfferCard: adminOfferCardLogic(api) } });
}

export function ManagerGridRoute() {
  const site = useSite();
  const navigate = useAppNavigate();
  const manager = useMemo(() => composeOfferManager({ api: site.api }), [site.api]);
  const offerCard = useMemo(() => composeOfferCard({ api: site.api }), [site.api]);
  const settings = useMemo(() => showcaseSettings(site).card, [site]);
  const labels = useMemo(() => managerScreenLabels(withOverrides(site.labelOverrides)), [site]);
  return (
    <OfferManagerLogic.Provider value={manager}>
      <OfferCardLogic.Provider value={offerCard}>
        <OfferManagerGrid
          labels={labels}
          settings={settings}
          newOfferHref={editorPath(NEW_OFFER_ID)}
          editorHref={editorPath}
          previewHref={previewPath}
          onNavigate={navigate}
        />
      </OfferCardLogic.Provider>
    </OfferManagerLogic.Provider>
  );
}

export function OfferEditorRoute() {
  const { offerId } = editorRoute.useParams();
  const router = useRouter();
  const backToGrid = useBackToGrid();
  // The open editor: leaving it by the browser's Back or Forward asks it to close, as its own 'Voltar' does (it asks
  // first when there are unsaved changes, and then leaves for the grid itself); the address stays the editor's.
  const editor = useRef<OfferEditorRef | null>(null);
  useBlocker({
    shouldBlockFn: ({ action }) => {
      const open = editor.current;
      if (action === 'PUSH' || action === 'REPLACE' || !open || open.getSnapshot().status !== 'active') return false;
      // An entry the browser made itself (an older hash typed on the open page) carries the router's count of the
      // entry before it: from there the router cannot step back to the editor (it would reload the page).
      if ((window.history.state as { __TSR_index?: number } | null)?.__TSR_index === router.history.location.state.__TSR_index) return false;
      // Asked once the browser has gone back to the editor's entry, so the editor's own leaving comes after it.
      window.addEventListener('popstate', () => open.send({ type: 'editor.close' }), { once: true });
      return true;
    },
    enableBeforeUnload: false,
  });
  // A new offer's first save gives it its id in the address; the editor that saved it stays open.
  const [named, setNamed] = useState<string | null>(null);
  const shown = offerId === named ? NEW_OFFER_ID : offerId;
  return (
    <OfferEditor
      key={shown}
      offerId={shown}
      actorRef={editor}
      onClose={backToGrid}
      onSaved={(offer) => {
        if (shown !== NEW_OFFER_ID) return;
        setNamed(offer.id);
        void router.navigate({ href: editorPath(offer.id), replace: true, ignoreBlocker: true });
      }}
    />
  );
}

/** 'Visualizar': the details page a visitor would see, fed with the offer as stored (published or not). */
export function OfferPreviewRoute() {
  const { offerId } = previewRoute.useParams();
  const onClose = useBackToGrid();
  // The preview's address is the manager's: its configuration and lead step stay out of it.
  const app = useMemo(
    () => ({ syncAddress: () => undefined, close: onClose, reload: () => window.location.reload(), showLeadStep: () => undefined, leaveLeadStep: () => undefined, followStep: () => () => undefined }),
    [onClose],
  );
  const search = useMemo(() => ({}), []);
  return <DetailsComposition key={offerId} offerId={offerId} search={search} app={app} onClose={onClose} suggestionsPerPage={2} loadOffer={getOfferPreview} />;
}
