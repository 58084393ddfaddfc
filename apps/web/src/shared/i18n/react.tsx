import { forwardRef, type ComponentProps } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useLocation,
  useMatches,
  useNavigate as useRouterNavigate,
  type NavigateOptions,
  type To,
} from 'react-router';
import type { I18nHandle } from './handle.ts';
import { BASE_NAMESPACES } from './instance.ts';
import { langOfPath, localizePath, type Lang } from './lang.ts';

/** The language of the page on screen (its path's). */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

function localizeTo(to: To, lang: Lang): To {
  if (typeof to === 'string') return localizePath(to, lang);
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, lang) } : to;
}

/** A storefront path in the page's language. */
export function useLocalPath(): (path: string) => string {
  const lang = useLang();
  return (path) => localizePath(path, lang);
}

/** React Router's Link, to the page in the language on screen. */
export const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterLink>>(function Link(
  { to, ...rest },
  ref,
) {
  return <RouterLink ref={ref} to={localizeTo(to, useLang())} {...rest} />;
});

/** React Router's NavLink, to the page in the language on screen. */
export const NavLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterNavLink>>(function NavLink(
  { to, ...rest },
  ref,
) {
  return <RouterNavLink ref={ref} to={localizeTo(to, useLang())} {...rest} />;
});

/** React Router's Navigate, to the page in the language on screen. */
export function Navigate({ to, ...rest }: ComponentProps<typeof RouterNavigate>) {
  return <RouterNavigate to={localizeTo(to, useLang())} {...rest} />;
}

/** React Router's navigate, to pages in the language on screen. */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void | Promise<void> {
  const navigate = useRouterNavigate();
  const lang = useLang();
  return (to, options) => (typeof to === 'number' ? navigate(to) : navigate(localizeTo(to, lang), options));
}

/** The namespaces the matched routes read (`handle.i18n`), beside those every page's layout reads. */
export function usePageNamespaces(): string[] {
  const namespaces = new Set<string>(BASE_NAMESPACES);
  for (const match of useMatches())
    for (const ns of (match.handle as I18nHandle | undefined)?.i18n ?? []) namespaces.add(ns);
  return [...namespaces];
}
