import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { homeProductsQuery } from '../features/catalog/api/get-home-products.ts';
import { collectionFilters, collectionQuery } from '../features/catalog/api/get-products.ts';
import { sliderQuery } from '../features/home/api/slider.ts';
import { settingsQuery } from '../shared/settings.ts';
import { AppRoutes } from './router.tsx';

// Toasts only follow an action, so the toast library loads after first paint.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

// The first reads start as this script runs rather than after the first render has committed and its
// effects have run, which on a mid-range phone is a few hundred milliseconds later.
void queryClient.prefetchQuery(settingsQuery);
const landing = window.location.pathname.replace(/\/$/, '') || '/';
if (landing === '/') {
  void queryClient.prefetchQuery(sliderQuery);
  void queryClient.prefetchQuery(homeProductsQuery('latest'));
  void queryClient.prefetchQuery(homeProductsQuery('bestsellers'));
}
if (landing === '/collection') {
  // The first page arrives while the screen's code is still loading.
  void queryClient.prefetchInfiniteQuery(collectionQuery(collectionFilters(new URLSearchParams(window.location.search))));
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Sync updates: screens keep controlled inputs (filters, sort) in the URL, and a transition would
          let the browser show the old value for a frame. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
      {/* Spec §9: top-right, 5000 ms, hotkey Alt+T (sonner's default hotkey). */}
      <Suspense fallback={null}>
        <Toaster position="top-right" duration={5000} richColors closeButton hotkey={['altKey', 'KeyT']} />
      </Suspense>
    </QueryClientProvider>
  );
}
