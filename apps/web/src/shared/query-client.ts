import {
  dehydrate,
  hydrate,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useQueryHolder } from './query-holder.ts';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });

/**
 * How long a loader's read counts as fresh: the page hydrates with it and asks again only after this,
 * so a page rendered on the server for the shopper does not fetch the same data a second time.
 */
export const LOADER_READ_FRESH_MS = 30_000;

/**
 * What a loader read, as the query cache holds it: the page's queries then render with their data on
 * the server and in the hydration, and the browser asks again only once they are stale. A read that
 * fails fails the loader (React Router then renders the route's error boundary).
 */
export async function prefetched(reads: ((client: QueryClient) => Promise<unknown>)[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(reads.map((read) => read(client)));
  return { dehydrated: dehydrate(client) };
}

/** The queries the matched routes' loaders read (see `prefetched`). */
function useLoaderQueries(): DehydratedState {
  const queries = useMatches().flatMap(
    (m) => (m.loaderData as { dehydrated?: DehydratedState } | undefined)?.dehydrated?.queries ?? [],
  );
  return { queries, mutations: [] };
}

/**
 * The document's query client, for the parts below that fetch. The first part to render makes it,
 * holding the loaders' reads from the start, so no part of the page, wherever it sits, renders one of
 * those queries as loading.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const loaded = useLoaderQueries();
  const client = useQueryHolder().take(() => {
    const made = createQueryClient();
    hydrate(made, loaded);
    return made;
  });
  return createElement(QueryClientProvider, { client }, children);
}

/** The reads of the loaders of a page moved to later, put in the cache for the page. */
export function LoaderQueries({ children }: { children: ReactNode }) {
  return createElement(HydrationBoundary, { state: useLoaderQueries() }, children);
}

/** A part loaded on demand that fetches, with the document's query client around it. */
export function withQueries<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  const WithQueries = (props: P) => createElement(QueryProvider, null, createElement(Part, props));
  WithQueries.displayName = `WithQueries(${Part.displayName ?? Part.name})`;
  return WithQueries;
}

/** The data a loader's `prefetched` read put under `queryKey`, for the route's meta. */
export function prefetchedData<T>(
  loaderData: { dehydrated?: DehydratedState } | undefined,
  queryKey: readonly unknown[],
): T | undefined {
  const key = JSON.stringify(queryKey);
  return loaderData?.dehydrated?.queries.find((q) => JSON.stringify(q.queryKey) === key)?.state.data as T | undefined;
}
