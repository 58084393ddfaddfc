import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '../shared/use-hydrated.ts';

// Toasts only follow an action, so the toast library loads after first paint (and only in the browser).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });

/** The providers every page runs in, around the router the browser or the server gives it. */
export function AppShell({ client, children }: { client: QueryClient; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* Top-right, 5000 ms, hotkey Alt+T (sonner's default hotkey). */}
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster position="top-right" duration={5000} richColors closeButton hotkey={['altKey', 'KeyT']} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
