import Cookies from 'js-cookie';

let lastCookies: string | undefined;
let values: Record<string, string> = {};

/**
 * One cookie's value. The stores built on cookies (service choice, guest cart) are read by React on
 * every render of every component that uses them; parsing the whole cookie string each time showed up
 * in page-load profiles, so the parse is kept until the string changes.
 */
export function readCookie(name: string): string | undefined {
  const all = document.cookie;
  if (all !== lastCookies) {
    lastCookies = all;
    values = Cookies.get();
  }
  return values[name];
}
