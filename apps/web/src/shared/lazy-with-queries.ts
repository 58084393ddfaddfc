import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part that fetches through the query library: both load on demand, so the pages
 * that show the part before anything fetches (home) leave the library out of their first download.
 * Measured on the build of 2026-11-26: home sends 115.4 KB gzip of JavaScript before it hydrates; the
 * query library's chunk is 11.7 KB more, which would put it over the 120 KB budget.
 */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Part, { withQueries }] = await Promise.all([load(), import('./query-client.ts')]);
    return { default: withQueries(Part) };
  });
}
