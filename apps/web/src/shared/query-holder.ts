import { createContext, useContext } from 'react';

/**
 * Keeps this document's query client once a part that fetches has made it: the root provides one
 * holder per document (per request on the server), and the query library loads only with those
 * parts, not with the home page, which renders its loader's data.
 */
export interface QueryHolder {
  take<T>(make: () => T): T;
  /** The client, if a part has made it. */
  current(): unknown;
}

export function createQueryHolder(): QueryHolder {
  let client: unknown;
  return {
    take<T>(make: () => T): T {
      client ??= make();
      return client as T;
    },
    current: () => client,
  };
}

export const QueryHolderContext = createContext<QueryHolder>(createQueryHolder());

export const useQueryHolder = () => useContext(QueryHolderContext);
