import type { CreatePageRenderer, MissingPage, PageRequestScope, RenderedPage } from '@shop/contract';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { homeProductsQuery } from '../features/catalog/api/get-home-products.ts';
import { facetsQuery } from '../features/catalog/api/get-facets.ts';
import { productQuery, relatedProductsQuery } from '../features/catalog/api/get-product.ts';
import { collectionFilters, collectionQuery } from '../features/catalog/api/get-products.ts';
import { sliderQuery } from '../features/home/api/slider.ts';
import { newsItemQuery, newsListQuery } from '../features/news/api/get-news.ts';
import { outletsQuery } from '../features/outlets/api/get-outlets.ts';
import { ApiError } from '../shared/api-client.ts';
import { cookieSeeds } from '../shared/parsed-cookie.ts';
import { setServerScope } from '../shared/server-scope.ts';
import { settingsQuery } from '../shared/settings.ts';
import { AppShell, createQueryClient } from './app.tsx';
import './cookie-parsers.ts';
import { PAGE_STATE_ELEMENT_ID, scriptJson, type PageState } from './page-state.ts';
import { AppRoutes } from './router.tsx';

type Opening = (client: QueryClient) => Promise<unknown>;

const PRODUCT_PAGE = /^\/product\/([^/]+)$/;
const STORY_PAGE = /^\/news\/([^/]+)$/;

/**
 * The pages the server renders, and the reads each shows at once. Only the public pages that are the
 * same for every shopper but for their cookies: the cart, checkout and account pages depend on a login
 * kept in the browser, so the browser renders them.
 */
export function openingReads(url: URL): Opening[] | null {
  const path = url.pathname.replace(/(.)\/$/, '$1');
  const productId = PRODUCT_PAGE.exec(path)?.[1];
  const storyId = STORY_PAGE.exec(path)?.[1];
  const reads: Opening[] = [(c) => c.fetchQuery(settingsQuery)];
  if (path === '/') {
    reads.push(
      (c) => c.fetchQuery(sliderQuery),
      (c) => c.fetchQuery(homeProductsQuery('latest')),
      (c) => c.fetchQuery(homeProductsQuery('bestsellers')),
    );
  } else if (path === '/collection') {
    reads.push(
      (c) => c.fetchQuery(facetsQuery),
      (c) => c.fetchInfiniteQuery(collectionQuery(collectionFilters(url.searchParams))),
    );
  } else if (path === '/news') {
    const page = Number(url.searchParams.get('page') ?? '1');
    if (!Number.isInteger(page) || page < 1) return null;
    reads.push((c) => c.fetchQuery(newsListQuery(page)));
  } else if (path === '/outlets') {
    reads.push((c) => c.fetchQuery(outletsQuery));
  } else if (productId) {
    const id = decodeURIComponent(productId);
    // The related products too: drawn with the page, they are taken over in the same yielding pass
    // instead of being asked for and drawn in one blocking render after the page has loaded.
    reads.push(
      (c) => c.fetchQuery(productQuery(id)),
      (c) => c.fetchQuery(relatedProductsQuery(id)),
    );
  } else if (storyId) {
    const id = decodeURIComponent(storyId);
    reads.push((c) => c.fetchQuery(newsItemQuery(id)));
  } else if (!['/about', '/contact', '/terms'].includes(path)) {
    return null;
  }
  return reads;
}

/** How long a first render may wait for the code of its screens before the browser is left to draw it. */
const CODE_WAIT_MS = 5000;

const incomplete = (markup: string) => markup.includes('<!--$!-->') || markup.includes('<!--$?-->');

/**
 * A render that reaches a screen or part whose code has not been loaded yet marks it for the browser
 * (`<!--$!-->`). Such code is loaded once per server process: the first time, a streaming prerender
 * (which waits for every part) loads it, and the page is rendered again. Rendering to a string rather
 * than sending the stream gives a page without inline scripts, which the Content Security Policy
 * would refuse.
 */
async function renderComplete(app: ReactNode): Promise<string | null> {
  const markup = renderToString(app);
  if (!incomplete(markup)) return markup;
  const { prelude } = await prerenderToNodeStream(app, { signal: AbortSignal.timeout(CODE_WAIT_MS) });
  for await (const chunk of prelude) void chunk;
  const again = renderToString(app);
  return incomplete(again) ? null : again;
}

/**
 * Renders one page for the server. `missing` when the product or story the page is about does not
 * exist; null when the page is not one the server renders, when a read it needs failed, or when
 * anything in the render went wrong. In those cases the server sends the page for the browser to render.
 */
export const createPageRenderer: CreatePageRenderer = (storage) => {
  setServerScope(() => storage.getStore());
  return (href: string, request: PageRequestScope) => {
    const drawn = new Set<string>();
    const scope: PageRequestScope = { ...request, drawnModules: drawn };
    return storage.run(scope, async (): Promise<RenderedPage | MissingPage | null> => {
      const url = new URL(href, 'http://shop.invalid');
      const reads = openingReads(url);
      if (!reads) return null;
      const client = createQueryClient();
      client.setDefaultOptions({ queries: { retry: false } });
      try {
        await Promise.all(reads.map((read) => read(client)));
      } catch (error) {
        // The page's subject does not exist: the server says so with the status, the browser shows it.
        return error instanceof ApiError && error.status === 404 ? { missing: true } : null;
      }
      const markup = await renderComplete(
        <StrictMode>
          <AppShell client={client}>
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes />
            </StaticRouter>
          </AppShell>
        </StrictMode>,
      );
      if (markup === null) return null;
      const state: PageState = {
        cache: dehydrate(client),
        cookies: cookieSeeds(),
      };
      return {
        markup,
        stateScript: `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptJson(state)}</script>`,
        modules: [...drawn].sort(),
      };
    });
  };
};
