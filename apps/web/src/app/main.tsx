import './zod-csp.ts';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { homeProductsQuery } from '../features/catalog/api/get-home-products.ts';
import { collectionFilters, collectionQuery } from '../features/catalog/api/get-products.ts';
import { sliderQuery } from '../features/home/api/slider.ts';
import { seedCookies } from '../shared/parsed-cookie.ts';
import { settingsQuery } from '../shared/settings.ts';
import { AppShell, createQueryClient } from './app.tsx';
import { PAGE_STATE_ELEMENT_ID, type PageState } from './page-state.ts';
import { AppRoutes } from './router.tsx';
import './styles.css';

const queryClient = createQueryClient();
const container = document.getElementById('root')!;
const served = servedState();

if (served) {
  hydrate(queryClient, served.cache);
  seedCookies(served.cookies);
} else {
  // A page the server did not render: its first reads start as this script runs rather than after
  // the first render has committed, which on a mid-range phone is a few hundred milliseconds later.
  void queryClient.prefetchQuery(settingsQuery);
  const landing = window.location.pathname.replace(/\/$/, '') || '/';
  if (landing === '/') {
    void queryClient.prefetchQuery(sliderQuery);
    void queryClient.prefetchQuery(homeProductsQuery('latest'));
    void queryClient.prefetchQuery(homeProductsQuery('bestsellers'));
  }
  if (landing === '/collection') {
    void queryClient.prefetchInfiniteQuery(collectionQuery(collectionFilters(new URLSearchParams(window.location.search))));
  }
}

const app = (
  <StrictMode>
    <AppShell client={queryClient}>
      {/* Sync updates: screens keep controlled inputs (filters, sort) in the URL, and a transition would
          let the browser show the old value for a frame. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  </StrictMode>
);

// As a transition the first render (or the taking over of the served markup) yields to the browser
// every few milliseconds instead of holding the main thread for the whole tree, so a tap or a paint
// never waits behind it on a slow phone.
if (served) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // The cookie parsers (and zod) first: a drawn page carries the server's readings of its cookies,
  // this page has none, and its first render should show the bag and service choice as they are.
  void import('./cookie-parsers.ts').finally(() => {
    startTransition(() => {
      createRoot(container).render(app);
    });
  });
}

/** The data a server-rendered page was rendered from, when the server rendered it. */
function servedState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text || !container.firstElementChild) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}
