import { shopClock, UserSelection } from '@shop/contract';
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { readCookie } from '../../shared/cookie.ts';
import { z } from 'zod';

/** Spec §3: the cookie `userSelection` holds a list with one item, 1 day, path /. */
export const USER_SELECTION_COOKIE = 'userSelection';
const COOKIE_OPTIONS = { expires: 1, path: '/', sameSite: 'lax' } as const;
const SelectionList = z.array(UserSelection).length(1);

let cachedRaw: string | undefined;
let cached: UserSelection | null = null;
const listeners = new Set<() => void>();

/** A cookie we cannot read is treated as no choice (the modal asks again) rather than breaking a page. */
export function parseSelection(raw: string | undefined): UserSelection | null {
  if (!raw) return null;
  try {
    const parsed = SelectionList.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data[0]! : null;
  } catch {
    return null;
  }
}

function read(): UserSelection | null {
  const raw = readCookie(USER_SELECTION_COOKIE);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseSelection(raw);
  }
  return cached;
}

export function saveSelection(selection: UserSelection): void {
  Cookies.set(USER_SELECTION_COOKIE, JSON.stringify([selection]), COOKIE_OPTIONS);
  for (const l of listeners) l();
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
export function useUserSelection(timeZone: string): UserSelection | null {
  // The server renders with the request's cookie (cookie.ts), so the page it sends and the browser's
  // first render of it show the same choice.
  const selection = useSyncExternalStore(subscribe, read, read);
  if (selection && selection.calendarDate < shopClock(new Date(), timeZone).date) return null;
  return selection;
}

let changeOpen = false;
const changeListeners = new Set<() => void>();
function setChangeOpen(open: boolean) {
  changeOpen = open;
  for (const l of changeListeners) l();
}
export const openServiceChange = () => setChangeOpen(true);
export const closeServiceChange = () => setChangeOpen(false);

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
