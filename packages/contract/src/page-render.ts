/**
 * How the server renders a storefront page with the web app's own code (the web build's server entry),
 * so the shopper's first paint comes with the document instead of after the scripts have run.
 */

/** What a page render may know of the request it answers. */
export interface PageRequestScope {
  /** The request's Cookie header, so cookie-backed parts render as the browser will. */
  cookies: string;
  /** Asks the shop's API in-process; the status and parsed JSON body of the answer. */
  request(method: 'GET' | 'POST', path: string, body: string | undefined): Promise<{ status: number; payload: unknown }>;
  /** Filled by the render: the web app's lazily loaded modules it drew (paths as Vite's manifest keys them). */
  drawnModules?: Set<string>;
}

/** A store that keeps one value per asynchronous flow (Node's AsyncLocalStorage has this shape). */
export interface PageScopeStorage {
  run<T>(scope: PageRequestScope, task: () => T): T;
  getStore(): PageRequestScope | undefined;
}

export interface RenderedPage {
  /** The markup of the app's root element. */
  markup: string;
  /** A `<script type="application/json">` with the data the markup was rendered from. */
  stateScript: string;
  /** The lazily loaded modules the markup was drawn with, which the browser needs to take it over. */
  modules: string[];
}

/** A page whose subject does not exist (an unknown product or story): sent with 404, drawn by the browser. */
export interface MissingPage {
  missing: true;
}

/** The web build's server entry exports this as `createPageRenderer`. */
export type CreatePageRenderer = (
  storage: PageScopeStorage,
) => (url: string, scope: PageRequestScope) => Promise<RenderedPage | MissingPage | null>;
