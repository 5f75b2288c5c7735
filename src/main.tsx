import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { rememberLanding } from '../services/tracking';
import { ToastHost } from '../ui/layout/toasts';
import { createAppRouter } from './router';
import { readSite } from './site';
import { SiteContext } from './site-context';

// Before the router rewrites the address: the landing's address, in memory (its UTM values and gclid are kept
// only once the visitor allows it: src/consent-provider.tsx).
rememberLanding();
const site = readSite();
const router = createAppRouter();

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SiteContext.Provider value={site}>
        {/* The one toast host: every view's toasts appear in its viewport. */}
        <ToastHost>
          <RouterProvider router={router} />
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
