import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part that fetches through the query library: both load on demand, so the pages
 * that show the part before anything fetches (home) leave the library out of their first download.
 */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Part, { withQueries }] = await Promise.all([load(), import('./query-client.ts')]);
    return { default: withQueries(Part) };
  });
}
