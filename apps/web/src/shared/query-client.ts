import {
  dehydrate,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { createElement, useState, type ReactNode } from 'react';
import { useMatches } from 'react-router';

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
 * The document's query client (one per request on the server), holding the matched loaders' reads, so
 * no part of the page, wherever it sits, renders one of those queries as loading.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return createElement(
    QueryClientProvider,
    { client },
    createElement(HydrationBoundary, { state: useLoaderQueries() }, children),
  );
}

/** The data a loader's `prefetched` read put under `queryKey`, for the route's meta. */
export function prefetchedData<T>(
  loaderData: { dehydrated?: DehydratedState } | undefined,
  queryKey: readonly unknown[],
): T | undefined {
  const key = JSON.stringify(queryKey);
  return loaderData?.dehydrated?.queries.find((q) => JSON.stringify(q.queryKey) === key)?.state.data as T | undefined;
}
