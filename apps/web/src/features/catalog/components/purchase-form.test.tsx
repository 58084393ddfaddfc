import type { Product } from '@shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Profiler, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The real store, with its opening counted.
vi.mock('../../cart/added-to-bag-store.ts', async (original) => {
  const store = await original<typeof AddedToBagStore>();
  return { ...store, openAddedToBag: vi.fn(store.openAddedToBag) };
});
import { GUEST_CART_COOKIE } from '../../../shared/cookie-names.ts';
import { FALLBACK_SETTINGS } from '../../../shared/settings.ts';
import type { AddRefused } from '../add-to-bag-form.ts';
import { AddedToBagPopup } from '../../cart/components/added-to-bag-popup.tsx';
import { closeAddedToBag, openAddedToBag } from '../../cart/added-to-bag-store.ts';
import type * as AddedToBagStore from '../../cart/added-to-bag-store.ts';
import { PurchaseForm } from './purchase-form.tsx';

const product: Product = {
  id: 'p1',
  name: 'Kaya Bun',
  price: 4.5,
  description: 'Soft bun with kaya.',
  image: [],
  features: [],
  category: 'Bakery',
  subCategory: 'Buns',
  bestseller: false,
};

afterEach(cleanup);

const cake: Product = {
  ...product,
  id: 'p2',
  name: 'Fudge Cake',
  features: ['Whole', 'Half'],
  customisation: { message: { maxLength: 30, price: 0 }, card: { maxLength: 120, price: 2 } },
};

/** The form as a screen renders it: under the root route, whose loader read the settings. */
const form = (shown: Product = product, refused?: AddRefused, around = (page: ReactNode) => page) => {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/product/:productId',
        element: around(
          <QueryClientProvider client={new QueryClient()}>
            <PurchaseForm product={shown} refused={refused} />
            <AddedToBagPopup />
          </QueryClientProvider>,
        ),
      },
    ],
    {
      initialEntries: [`/product/${shown.id}`],
      hydrationData: { loaderData: { root: { settings: FALLBACK_SETTINGS } } },
    },
  );
  return <RouterProvider router={router} />;
};

describe('PurchaseForm before the page has hydrated', () => {
  it('sends ADD TO CART ready to post the form natively, to the page itself, opening at the form', () => {
    const html = renderToString(form());
    const formTag = /<form[^>]*>/.exec(html)![0];
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('action="/product/p1#purchase"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*ADD TO CART/);
    expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    // The guard against a second post while the first one's answer is on its way (POSTED_ONCE).
    expect(html).toMatch(/<script[^>]*>addEventListener\('submit'/);
  });

  it("names every field, so the native post carries the option, the quantity and a cake's add-ons", () => {
    const html = renderToString(form(cake));
    expect(html.match(/<input[^>]*type="radio"[^>]*name="feature"/g)).toHaveLength(2);
    for (const name of ['quantity', 'message', 'cardOn']) expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<textarea[^>]*name="card"/);
  });

  it('works in the browser, and renders no script of its own there', () => {
    const { container } = render(form());
    expect((screen.getByRole('button', { name: 'ADD TO CART' }) as HTMLButtonElement).disabled).toBe(false);
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('PurchaseForm after the action refused a posted add', () => {
  const posted = {
    feature: 'Half',
    quantity: '2',
    draft: { message: 'Selamat', candles: '', knife: false, cardOn: true, card: 'Love' },
  };

  it('comes back as posted, with the reason as an alert', () => {
    render(form(cake, { ok: false, posted, message: 'Cake (Half) is sold out.' }));
    expect(screen.getByRole('alert').textContent).toBe('Cake (Half) is sold out.');
    expect((screen.getByRole('radio', { name: /Half/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText(/Message on the cake/) as HTMLInputElement).value).toBe('Selamat');
    expect((screen.getByLabelText('Card text') as HTMLTextAreaElement).value).toBe('Love');
  });

  it('asks for an option under the options when none was chosen', () => {
    render(form(cake, { ok: false, posted: { ...posted, feature: null }, missingOption: true }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please choose an option before adding this to your bag.');
    expect(screen.getByRole('group', { name: 'Select option' }).getAttribute('aria-describedby')).toBe(alert.id);
  });
});

describe('PurchaseForm once hydrated', () => {
  afterEach(() => {
    Cookies.remove(GUEST_CART_COOKIE, { path: '/' });
    closeAddedToBag();
  });

  it("adds nothing for a second tap while a guest's add is still under way", async () => {
    vi.mocked(openAddedToBag).mockClear();
    render(form());
    const add = screen.getByRole('button', { name: 'ADD TO CART' });
    // The first add waits for the bag's cookie (a microtask here, its parser's download at worst).
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(document.querySelector('[data-testid="added-to-bag"]')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(JSON.parse(Cookies.get(GUEST_CART_COOKIE) ?? '{}')).toEqual({ p1: { '': 1 } });
    expect(openAddedToBag).toHaveBeenCalledTimes(1);
  });

  it("renders a guest's add once: the bag's change and its popup in the tap's first commit", async () => {
    // Each commit is a frame the tap waits for before anything shows; a busy state, then the bag,
    // then the popup were three of them.
    const commits: boolean[] = [];
    const popupShown = () => document.querySelector('[data-testid="added-to-bag"]') !== null;
    render(
      form(product, undefined, (page) => (
        <Profiler id="page" onRender={() => commits.push(popupShown())}>
          {page}
        </Profiler>
      )),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    commits.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await waitFor(() => expect(popupShown()).toBe(true));
    expect(commits[0]).toBe(true);
    expect(JSON.parse(Cookies.get(GUEST_CART_COOKIE) ?? '{}')).toEqual({ p1: { '': 1 } });
  });

  it('adds nothing while a post made before the hydration is on its way, and adds once it is old', async () => {
    render(form());
    const add = screen.getByRole('button', { name: 'ADD TO CART' });
    const formElement = add.closest('form')!;
    // As the page's first script marks a form posted natively (POSTED_ONCE).
    formElement.setAttribute('data-posted', String(Date.now()));
    fireEvent.click(add);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Cookies.get(GUEST_CART_COOKIE)).toBeUndefined();

    formElement.setAttribute('data-posted', String(Date.now() - 60_000));
    fireEvent.click(add);
    await waitFor(() => expect(JSON.parse(Cookies.get(GUEST_CART_COOKIE) ?? '{}')).toEqual({ p1: { '': 1 } }));
  });
});
