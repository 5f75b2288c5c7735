import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { rememberLanding } from '../services/tracking';
import { createAppRouter } from './router';
import { readSite } from './site';
import { SiteContext } from './site-context';

// Before the router rewrites the address: the landing's address, in memory (its UTM values and gclid are kept
// only once the visitor allows it: src/consent-provider.tsx).
rememberLanding();
const site = readSite();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SiteContext.Provider value={site}>
      <RouterProvider router={router} />
    </SiteContext.Provider>
  </StrictMode>,
);
