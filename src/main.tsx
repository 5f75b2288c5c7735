import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureLandingTracking } from '../services/tracking';
import { createAppRouter } from './router';
import { readSite } from './site';
import { SiteContext } from './site-context';

// Before the router rewrites the address: the landing's UTM values and gclid.
captureLandingTracking();
const site = readSite();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SiteContext.Provider value={site}>
      <RouterProvider router={router} />
    </SiteContext.Provider>
  </StrictMode>,
);
