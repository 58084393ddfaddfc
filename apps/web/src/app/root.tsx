import { lazy, Suspense, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { utcOffsetMinutes } from '@shop/contract';
import { GUEST_CART_COOKIE, USER_SELECTION_COOKIE } from '../shared/cookie-names.ts';
import { parseCookies } from '../shared/cookie.ts';
import { QueryProvider } from '../shared/query-client.ts';
import { SessionProvider } from '../shared/auth.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { HydratedMark } from '../shared/hydrated-mark.tsx';
import { RouteError } from './layout/route-error.tsx';
import { useNonce } from './nonce.ts';
import { HOME_DESCRIPTION, pageTitle, siteOf } from '../shared/seo.ts';
// The page's style sheet, rendered with a precedence: React then writes it first into the head, ahead
// of any resource hint a page renders (a plain <link> would follow them). Behind a few dozen module
// preloads on a phone's connection it once arrived last, and the first paint waited for it (see
// bench/README.md).
import stylesheet from './styles.css?url';

// Toasts only follow an action, so the toast library loads after hydration (and only in the browser).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

// Pages without a meta of their own (the back office, errors) carry the shop's name, and stay out of
// search results: every page meant to be found exports its own.
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(siteOf(matches), null) },
  { name: 'description', content: HOME_DESCRIPTION },
  { name: 'robots', content: 'noindex' },
];

export const links = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * Every page shows the shop's settings, and the service choice and guest bag its cookies hold. The
 * browser reads the shop's clock at the offset the server reads here (see the contract's ShopZone).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { settings } = await context.shop.settings();
  const shopZone = { utcOffsetMinutes: utcOffsetMinutes(new Date(), settings.timeZone) };
  return {
    settings,
    shopZone,
    origin: context.origin,
    // Who the session cookie names (its id only): the header and the account pages render signed in.
    shopperId: context.shopper?.id ?? null,
    cookies: servedCookies(request.headers.get('cookie') ?? ''),
  };
}

/** The request's cookie-backed choices (service choice, guest bag), as text: each page parses its own. */
function servedCookies(header: string): Record<string, string> {
  const all = parseCookies(header);
  const served: Record<string, string> = {};
  for (const name of [USER_SELECTION_COOKIE, GUEST_CART_COOKIE]) if (all[name]) served[name] = all[name];
  return served;
}

// Read once per document: moving between pages keeps them (the browser keeps its cookies current
// itself). Asking for the page on screen again (a revalidation, as after the back office saves the
// settings) reads them again.
export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.href === nextUrl.href;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-MY">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#5B3A29" />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="bg-cream text-cocoa-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function Root() {
  const { shopperId } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  return (
    <QueryProvider>
      <SessionProvider value={shopperId}>
        <Outlet />
      </SessionProvider>
      {/* Top-right, 5000 ms, hotkey Alt+T (sonner's default hotkey). */}
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster position="top-right" duration={5000} richColors closeButton hotkey={['altKey', 'KeyT']} />
        </Suspense>
      )}
    </QueryProvider>
  );
}

/** The last line of defence: a render or a loader that failed outside the shop's layout. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error('Page failed', error);
  return (
    <>
      <RouteError error={error} />
      <HydratedMark />
    </>
  );
}
