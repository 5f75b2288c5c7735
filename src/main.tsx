import { createRoot, hydrateRoot } from 'react-dom/client';
import { isServerDrawnAddress } from '../models/app/first-page';
import { LOCATION_STORAGE_KEY } from '../models/dealer/location';
import { rememberLanding } from '../services/tracking';
import { rememberPartnerLink } from '../services/partnership';
import { App } from './app';
import { storage } from './browser-storage';
import { readFirstPage } from './first-page';
import { createAppRouter } from './router';
import { startAppSession } from './session-provider';
import { readSite } from './site';
import { preloadLocationPicker } from './showcase-composition';
import { preloadVehicleDrawn } from '../ui/vehicle/vehicle-picture';

// The server drew this page (src/entry-server.tsx) and the browser sees what the server saw: the showcase's
// address, no location stored. Then the charts start from the server's data and hydrate its HTML;
// otherwise the browser draws the page itself, in place of the server's.
const firstPage = readFirstPage();
const hydrates = firstPage !== null && isServerDrawnAddress(window.location.pathname, window.location.search) && !storage()?.getItem(LOCATION_STORAGE_KEY);
// Before the router rewrites the address: the landing's address, in memory (its UTM values and gclid are kept
// only once the visitor allows it: src/consent-provider.tsx).
rememberLanding();
// A partner's link (`?partner=…&partnerToken=…`), kept for the visit: any offer's lead form carries it (services/partnership.ts).
rememberPartnerLink();
const site = readSite();
const router = createAppRouter();

function render() {
  // The one session, asked by the routes' beforeLoad before any page shows (started after the inspector, so it reports to it).
  const session = startAppSession(site.api, router);
  const container = document.getElementById('root')!;
  const app = <App site={site} router={router} session={session} firstPage={hydrates ? firstPage : null} />;
  if (!hydrates) {
    container.replaceChildren();
    createRoot(container).render(app);
    return;
  }
  // The route's matches are loaded before the first render, as the server loaded them, so that render equals its
  // HTML; a router that hydrates draws its matches as the server's did (no Suspense boundary of its own around them).
  router.update({ ...router.options, context: { ...router.options.context, session } });
  router.ssr = { manifest: undefined };
  // The drawn vehicles the server's cards show are hydrated with their code at hand (ui/vehicle/vehicle-picture.tsx).
  const drawings = container.querySelector('[data-testid="vehicle-drawing"]') ? preloadVehicleDrawn() : Promise.resolve();
  // So is the location picker (src/showcase-composition.tsx): a phone's list changes its viewport as it starts.
  const picker = preloadLocationPicker().catch(() => undefined);
  void Promise.all([router.load(), drawings.catch(() => undefined), picker]).then(() => hydrateRoot(container, app));
}

// `?inspect` in development: the Stately inspector on every chart, set before
// the first actor starts. A constant `false` in the build, so this import and
// the inspector are left out of the bundle.
if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
  void import('./dev-inspector').then(({ startInspector }) => startInspector()).finally(render);
} else {
  render();
}
