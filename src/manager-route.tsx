/**
 * The offer manager page with its real actors (a chunk of its own). Only an
 * offer admin reaches it: a visitor is sent to sign in and comes back here
 * afterwards (hash included). The hash names what shows: the grid,
 * `#/rental-offer/{id}` (or `new`) the editor, `#/rental-offer/{id}/visualizar`
 * the offer's details exactly as a visitor would see them.
 */
import { withOverrides } from '../models/labels/spec';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { OfferEditorRef } from '../machines/offer-editor/offer-editor.context';
import { isOfferAdmin } from '../models/account/auth';
import { managerLabels, managerScreenLabels } from '../models/labels/admin-manager';
import { parseDetailsSearch } from '../models/app/route-params';
import { editorHash, MANAGER_PATH, NEW_OFFER_ID, parseManagerHash, previewHash } from '../models/app/manager-address';
import { createAdminOfferCardImplementations } from '../machines/admin-offer-card/admin-offer-card.actors';
import { adminOfferCardMachine } from '../machines/admin-offer-card/admin-offer-card.machine';
import { createOfferCardImplementations } from '../machines/offer-card/offer-card.actors';
import { OfferCardLogic } from '../machines/offer-card/offer-card.context';
import { offerCardMachine } from '../machines/offer-card/offer-card.machine';
import { createOfferManagerImplementations } from '../machines/offer-manager/offer-manager.actors';
import { OfferManagerLogic } from '../machines/offer-manager/offer-manager.context';
import { offerManagerMachine } from '../machines/offer-manager/offer-manager.machine';
import { getOfferPreview, saveStoredOffer } from '../services/admin-offers';
import { OfferEditorComposition as OfferEditor } from './offer-editor-composition';
import { OfferManagerGrid } from '../ui/admin/manager';
import { DetailsComposition } from './details-route';
import { RoleGuard } from './role-guard';
import { showcaseSettings } from './showcase-composition';
import { useSite } from './site-context';

/**
 * The manager's hash, and a way to go to another. `stays` is asked first on
 * each change of the address (the browser's Back or Forward): when it answers
 * true, the page keeps what it shows and the address goes back to it.
 */
function useHash(stays: RefObject<((next: string) => boolean) | null>): [string, (hash: string) => void] {
  const [hash, setHash] = useState(() => window.location.hash);
  // What the page shows: a change of the address to anything else is the browser's (Back, Forward, a typed hash).
  const shown = useRef(hash);
  useEffect(() => {
    const onChange = () => {
      const next = window.location.hash;
      if (next === shown.current) return;
      if (stays.current?.(next)) {
        window.history.pushState(window.history.state, '', shown.current || `${window.location.pathname}${window.location.search}`);
        return;
      }
      shown.current = next;
      setHash(next);
    };
    window.addEventListener('hashchange', onChange);
    window.addEventListener('popstate', onChange);
    return () => {
      window.removeEventListener('hashchange', onChange);
      window.removeEventListener('popstate', onChange);
    };
  }, [stays]);
  // The page's own moves (a link of the grid, the editor's close): a new history entry, never asked about.
  const go = useCallback((next: string) => {
    shown.current = next;
    window.history.pushState(window.history.state, '', next || `${window.location.pathname}${window.location.search}`);
    setHash(next);
  }, []);
  return [hash, go];
}

const MANAGER_TEXTS = { title: managerLabels.title, signIn: managerLabels.signInToManage };

export function ManagerRoute() {
  // The open editor: leaving it by the browser's Back asks it to close, as its own 'Voltar' does (it asks first when
  // there are unsaved changes, and then leaves for the grid itself).
  const editor = useRef<OfferEditorRef | null>(null);
  const stays = useRef<((next: string) => boolean) | null>(null);
  const [hash, goToHash] = useHash(stays);
  const view = parseManagerHash(hash);
  useEffect(() => {
    stays.current = (next) => {
      const open = editor.current;
      const target = parseManagerHash(next);
      if (!open || open.getSnapshot().status !== 'active' || view.view !== 'editor' || (target.view === 'editor' && target.offerId === view.offerId)) return false;
      open.send({ type: 'editor.close' });
      return true;
    };
  });
  // The grid's own address, without an empty '#'.
  const backToGrid = useCallback(() => goToHash(''), [goToHash]);
  // A visitor signs in and comes back to the manager's own path (never the address a navigation is heading to), with the hash.
  return (
    <RoleGuard allow={isOfferAdmin} returnTo={`${MANAGER_PATH}${hash}`} texts={MANAGER_TEXTS}>
      {view.view === 'grid' ? <ManagerGridComposition onNavigate={goToHash} /> : null}
      {view.view === 'editor' ? (
        <OfferEditor
          key={view.offerId}
          offerId={view.offerId}
          actorRef={editor}
          onClose={backToGrid}
          onSaved={(offer) => {
            if (view.offerId === NEW_OFFER_ID) window.history.replaceState(window.history.state, '', editorHash(offer.id));
          }}
        />
      ) : null}
      {view.view === 'preview' ? <PreviewComposition key={view.offerId} offerId={view.offerId} onClose={backToGrid} /> : null}
    </RoleGuard>
  );
}

function ManagerGridComposition({ onNavigate }: { onNavigate: (hash: string) => void }) {
  const site = useSite();
  const manager = useMemo(() => {
    const card = adminOfferCardMachine.provide(createAdminOfferCardImplementations({ api: site.api, saveOffer: (offer) => saveStoredOffer(site.api, offer) }));
    return offerManagerMachine.provide({ actors: { ...createOfferManagerImplementations({ api: site.api }).actors, adminOfferCard: card } });
  }, [site.api]);
  const offerCard = useMemo(() => offerCardMachine.provide(createOfferCardImplementations({ api: site.api })), [site.api]);
  const settings = useMemo(() => showcaseSettings(site).card, [site]);
  const labels = useMemo(() => managerScreenLabels(withOverrides(site.labelOverrides)), [site]);
  return (
    <OfferManagerLogic.Provider value={manager}>
      <OfferCardLogic.Provider value={offerCard}>
        <OfferManagerGrid
          labels={labels}
          settings={settings}
          newOfferHref={editorHash(NEW_OFFER_ID)}
          editorHref={editorHash}
          previewHref={previewHash}
          onNavigate={onNavigate}
        />
      </OfferCardLogic.Provider>
    </OfferManagerLogic.Provider>
  );
}

/** 'Visualizar': the details page a visitor would see, fed with the offer as stored (published or not). */
function PreviewComposition({ offerId, onClose }: { offerId: string; onClose: () => void }) {
  // The preview's address is the manager's: its configuration and lead step stay out of it.
  const app = useMemo(
    () => ({ syncAddress: () => undefined, close: onClose, reload: () => window.location.reload(), showLeadStep: () => undefined, leaveLeadStep: () => undefined, followStep: () => () => undefined }),
    [onClose],
  );
  const search = useMemo(() => parseDetailsSearch({}), []);
  return <DetailsComposition offerId={offerId} search={search} app={app} onClose={onClose} suggestionsPerPage={2} loadOffer={getOfferPreview} />;
}
