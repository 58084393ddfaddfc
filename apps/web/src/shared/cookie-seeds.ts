import { createContext, createElement, useContext, type ReactNode } from 'react';

/** What the server read from one of the request's cookies: its text and the value parsed from it. */
export interface CookieSeed {
  raw: string;
  value: unknown;
}

export type CookieSeeds = Record<string, CookieSeed>;

export const SeedsContext = createContext<CookieSeeds>({});

/** The root route's readings of the request's cookies, for the server render and the hydration. */
export function CookieSeedsProvider({ value, children }: { value: CookieSeeds; children: ReactNode }) {
  return createElement(SeedsContext.Provider, { value }, children);
}

/** The request's cookie readings the page was rendered with. */
export const useCookieSeeds = () => useContext(SeedsContext);
