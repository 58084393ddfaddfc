import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Whether this browser is signed in, as a session key: the shopper's id as the server read it from the
 * httpOnly session cookie when it rendered the page, a fresh key after a login here, null for a guest.
 * The session token itself lives only in that cookie, where no script can read it; the key names the
 * session in query keys (so one account's cached data never shows for another) and nothing else.
 */
type Key = string | null;

/** The key after a login or logout in this document; undefined until then (the server's reading holds). */
let changed: Key | undefined;
/** The server's reading, kept once the page has hydrated for the reads outside React. */
let served: Key = null;
const listeners = new Set<() => void>();

const SessionContext = createContext<Key>(null);

/** The root's reading of the session cookie, for the server render and the hydration. */
export function SessionProvider({ value, children }: { value: Key; children: ReactNode }) {
  if (typeof document !== 'undefined') served = value;
  return createElement(SessionContext.Provider, { value }, children);
}

/** After a login (a new key) or a logout (null): every part that reads the session re-renders. */
export function setSessionKey(key: Key): void {
  changed = key;
  for (const l of listeners) l();
}

/** The session key now, outside React (a write deciding between the account and the guest bag). */
export const sessionKeyNow = (): Key => (changed === undefined ? served : changed);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionKey(): Key {
  const seed = useContext(SessionContext);
  return useSyncExternalStore(
    subscribe,
    () => (changed === undefined ? seed : changed),
    () => seed,
  );
}

export const useIsLoggedIn = () => useSessionKey() !== null;
