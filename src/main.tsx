import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { rememberLanding } from '../services/tracking';
import { rememberPartnerLink } from '../services/partnership';
import { ToastHost } from '../ui/layout/toasts';
import { createAppRouter } from './router';
import { startAppSession } from './session-provider';
import { readSite } from './site';
import { SiteContext } from './site-context';

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
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SiteContext.Provider value={site}>
        {/* The one toast host: every view's toasts appear in its viewport. */}
        <ToastHost>
          <RouterProvider router={router} context={{ session }} />
        </ToastHost>
      </SiteContext.Provider>
    </StrictMode>,
  );
}

// `?inspect` in development: the Stately inspector on every chart, set before
// the first actor starts. A constant `false` in the build, so this import and
// the inspector are left out of the bundle.
if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
  void import('./dev-inspector').then(({ startInspector }) => startInspector()).finally(render);
} else {
  render();
}
