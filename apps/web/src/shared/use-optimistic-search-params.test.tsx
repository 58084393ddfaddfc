import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useOptimisticSearchParams } from './use-optimistic-search-params.ts';

function Filter() {
  const [params, setParams] = useOptimisticSearchParams();
  const ticked = params.has('category');
  return (
    <label>
      <input
        type="checkbox"
        checked={ticked}
        onChange={() => {
          const next = new URLSearchParams(params);
          if (ticked) next.delete('category');
          else next.set('category', 'Bread');
          setParams(next);
        }}
      />
      Bread
    </label>
  );
}

/** A page whose loader answers only when the test lets it, as a slow network or a busy machine would. */
function slowRouter() {
  let release = () => {};
  const router = createMemoryRouter(
    [
      {
        path: '/collection',
        Component: Filter,
        loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
      },
    ],
    { initialEntries: ['/collection'], hydrationData: { loaderData: { 0: null } } },
  );
  return { router, release: () => act(() => release()) };
}

describe('useOptimisticSearchParams', () => {
  it('shows the ticked box at once, while the navigation is still pending, and the address once it lands', async () => {
    const { router, release } = slowRouter();
    render(<RouterProvider router={router} />);
    const box = screen.getByRole('checkbox', { name: 'Bread' });
    await userEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(router.state.location.search).toBe('');
    expect(router.state.navigation.state).toBe('loading');

    await release();
    await vi.waitFor(() => expect(router.state.location.search).toBe('?category=Bread'));
    expect((box as HTMLInputElement).checked).toBe(true);
  });
});
