import { basePath } from '../../shared/i18n/lang.ts';
import { shopClock, type UserSelection } from '@shop/contract';
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { USER_SELECTION_COOKIE } from '../../shared/cookie-names.ts';
import { cookieStore } from '../../shared/cookie-store.ts';
import { useShopZone } from '../../shared/settings.ts';

const COOKIE_OPTIONS = { expires: 1, path: '/', sameSite: 'lax' } as const;

const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
const cookie = cookieStore<UserSelection | null>(
  USER_SELECTION_COOKIE,
  null,
  async () => (await import('./selection-cookie.ts')).parseSelection,
  notify,
);

export function saveSelection(selection: UserSelection): void {
  const raw = JSON.stringify([selection]);
  Cookies.set(USER_SELECTION_COOKIE, raw, COOKIE_OPTIONS);
  cookie.remember(raw, selection);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

/**
 * The shopper's current choice, or null when there is none or its date has passed in the shop's
 * time zone (a choice for yesterday cannot be served, so the modal asks again).
 */
export function useUserSelection(): UserSelection | null {
  const zone = useShopZone();
  // Rendered from the request's cookie until hydrated, so the server's page and the hydration agree.
  const selection = cookie.use(subscribe);
  if (selection && selection.calendarDate < shopClock(new Date(), zone).date) return null;
  return selection;
}

/**
 * Whether the page at `pathname` is one where shopping happens (home, collection, product, cart,
 * place order): only there does a missing service choice block the page, as the choice decides what
 * can be bought and when. Account, legal, order and back-office pages stay free of it.
 */
export function needsServiceChoice(pathname: string): boolean {
  // The Malay pages (/ms/…) ask exactly where their English twins do.
  const path = basePath(pathname).replace(/\/+$/, '') || '/';
  return (
    path === '/' ||
    path === '/collection' ||
    path === '/cart' ||
    path === '/place-order' ||
    /^\/product\/[^/]+$/.test(path)
  );
}

let changeOpen = false;
let changeReason: string | null = null;
const changeListeners = new Set<() => void>();
function setChangeOpen(open: boolean, reason: string | null = null) {
  changeOpen = open;
  changeReason = reason;
  for (const l of changeListeners) l();
}
/**
 * Opens the modal to change the choice; `reason` (why checkout sent the shopper back) is shown inside
 * it, as a toast would sit under the modal's backdrop.
 */
export const openServiceChange = (reason?: unknown) => setChangeOpen(true, typeof reason === 'string' ? reason : null);
export const closeServiceChange = () => setChangeOpen(false);
/** Why the modal was opened again, while it is open. */
export const serviceChangeReason = () => changeReason;

/** True while the shopper is changing an existing choice through the header's 'Change' button. */
export function useServiceChangeOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      changeListeners.add(l);
      return () => changeListeners.delete(l);
    },
    () => changeOpen,
    () => false,
  );
}
