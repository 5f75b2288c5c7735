/** The app's tree, the same in the browser and on the server (src/entry-server.tsx): the site, the first page's data, the toasts, the router. */
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { FirstPageData } from '../models/app/first-page';
import type { SessionRef } from '../machines/session/session.machine';
import { ToastHost } from '../ui/layout/toasts';
import { FirstPageContext } from './first-page';
import type { createAppRouter } from './router';
import type { Site } from './site';
import { SiteContext } from './site-context';

export interface AppProps {
  site: Site;
  router: ReturnType<typeof createAppRouter>;
  session: SessionRef;
  firstPage: FirstPageData | null;
}

export function App({ site, router, session, firstPage }: AppProps) {
  return (
    <StrictMode>
      <SiteContext.Provider value={site}>
        <FirstPageContext.Provider value={firstPage}>
          {/* The one toast host: every view's toasts appear in its viewport. */}
          <ToastHost>
            <RouterProvider router={router} context={{ session }} />
          </ToastHost>
        </FirstPageContext.Provider>
      </SiteContext.Provider>
    </StrictMode>
  );
}
