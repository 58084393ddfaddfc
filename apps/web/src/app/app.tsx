import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { router } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Spec §9: top-right, 5000 ms, hotkey Alt+T (sonner's default hotkey). */}
      <Toaster position="top-right" duration={5000} richColors closeButton hotkey={['altKey', 'KeyT']} />
    </QueryClientProvider>
  );
}
