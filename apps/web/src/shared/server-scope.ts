import type { PageRequestScope } from '@shop/contract';

let current: (() => PageRequestScope | undefined) | undefined;

/**
 * Set once by the server entry (entry-server.tsx), which keeps one scope per request: what a server
 * render of a page knows of the request it answers. In the browser there is none.
 */
export function setServerScope(get: () => PageRequestScope | undefined): void {
  current = get;
}

export const serverScope = (): PageRequestScope | undefined => current?.();
