import { basePath } from '../../shared/i18n/lang.ts';
import { paths } from '../../shared/paths.ts';

// Any host will do: a value that resolves to another origin names another site.
const PROBE_ORIGIN = 'https://shop.invalid';

/**
 * Where to go after login: only a path of this shop. A value that a browser could read as another
 * site (`//host`, `/\host`, `https://…`, `javascript:`), or that hides characters a browser drops or
 * rewrites (backslashes, control characters, spaces), sends the shopper home instead.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return paths.home;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return paths.home;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return paths.home;
  }
  if (url.origin !== PROBE_ORIGIN) return paths.home;
  // Login and its siblings (in either language) would only bounce the shopper straight back here.
  if (AUTH_PAGES.has(basePath(url.pathname).replace(/\/$/, ''))) return paths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}

const AUTH_PAGES = new Set<string>([paths.login, paths.register, paths.resetPassword]);

/** The login page's address that brings the shopper back to `returnTo` afterwards. */
export function loginPath(returnTo: string): string {
  const back = safeRedirect(returnTo);
  return back === paths.home ? paths.login : `${paths.login}?redirect=${encodeURIComponent(back)}`;
}
