import { useSyncExternalStore } from 'react';

/** The localStorage key of the login token. */
export const TOKEN_KEY = 'token';

/**
 * The login token lives in localStorage (sent as the `token` header); the server also sets an
 * httpOnly cookie. Components subscribe here so a login or logout re-renders everything at once.
 */
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function emit() {
  for (const l of listeners) l();
}

export function setToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Private mode without storage: the httpOnly cookie still carries the session.
  }
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

export const useIsLoggedIn = () => useToken() !== null;
