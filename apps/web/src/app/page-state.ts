import type { DehydratedState } from '@tanstack/react-query';
import type { CookieSeed } from '../shared/parsed-cookie.ts';

/**
 * The id of the `<script type="application/json">` in a server-rendered page that carries what its
 * markup was rendered from, so the browser's first render has the same data and takes the markup over
 * instead of redrawing it.
 */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

export interface PageState {
  /** The query cache, dehydrated. */
  cache: DehydratedState;
  /** The server's readings of the request's cookies (the service choice, the guest bag). */
  cookies: Record<string, CookieSeed>;
}

/** JSON inside a script element: `<` escaped so no value can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
