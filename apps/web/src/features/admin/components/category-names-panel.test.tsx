import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryNamesPanel } from './category-names-panel.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Malay category names panel', () => {
  it("says which field the API refused by the form's label", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'PUT'
          ? json(400, {
              success: false,
              code: 'INVALID_INPUT',
              message: 'nameMs: Invalid input: expected string, received number',
            })
          : json(200, { success: true, names: [{ name: 'Bakery', kind: 'category', nameMs: null }] }),
      ),
    );
    const screenWithPanel = () => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CategoryNamesPanel />
        <Toaster />
      </QueryClientProvider>
    );
    render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: screenWithPanel }])} />);
    fireEvent.change(await screen.findByLabelText('Bakery (category) in Malay'), { target: { value: 'Bakeri' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Malay name: Invalid input: expected string, received number')).toBeTruthy();
    expect(screen.queryByText(/nameMs/)).toBeNull();
  });
});
