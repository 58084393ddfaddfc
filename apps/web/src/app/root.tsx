import './zod-csp.ts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
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
import { readCookieSeeds } from './cookie-seeds.server.ts';
import { CookieSeedsProvider } from '../shared/cookie-seeds.ts';
import { createQueryHolder, QueryHolderContext } from '../shared/query-holder.ts';
import { prefetched } from '../shared/query-client.ts';
import { accountCartQuery } from '../features/cart/api/get-cart.ts';
import { SessionProvider } from '../shared/auth.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { HydratedMark } from '../shared/hydrated-mark.tsx';
import { RouteError } from './layout/route-error.tsx';
import { useNonce } from './nonce.ts';
import { homeDescription, pageTitle, siteOf } from '../shared/seo.ts';
import { I18nextProvider } from 'react-i18next';
import { getI18n, loadedResources } from '../shared/i18n/instance.ts';
import { useLang, usePageNamespaces } from '../shared/i18n/react.tsx';
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
  { name: 'description', content: homeDescription(siteOf(matches)) },
  { name: 'robots', content: 'noindex' },
];

export const links = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * Every page shows the shop's settings, and the service choice and guest bag its cookies hold. The
 * browser reads the shop's clock at the offset the server reads here (see the contract's ShopZone).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = context;
  const [{ settings }, bag] = await Promise.all([
    context.shop.settings(),
    // A signed-in shopper's bag, for the header's count: the server renders it, and the browser
    // hydrates with the same answer in its query cache instead of a 0 that changes once it asks.
    prefetched(
      shopper ? [(client) => client.fetchQuery(accountCartQuery(shopper.id, () => context.shop.cart(shopper.id)))] : [],
    ),
  ]);
  const shopZone = { utcOffsetMinutes: utcOffsetMinutes(new Date(), settings.timeZone) };
  return {
    settings,
    shopZone,
    origin: context.origin,
    // Who the session cookie names (its id only): the header and the account pages render signed in.
    shopperId: shopper?.id ?? null,
    cookies: readCookieSeeds(request.headers.get('cookie') ?? ''),
    ...bag,
  };
}

// Read once per document: moving between pages keeps them (the browser keeps its cookies current
// itself). Asking for the page on screen again (a revalidation, as after the back office saves the
// settings) reads them again; a shopper's form does not (the newsletter, the profile, the account
// steps): none changes the settings, and a login's new session is taken up by the page itself
// (useCompleteLogin).
export const shouldRevalidate = ({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) =>
  !formMethod && currentUrl.href === nextUrl.href;

/**
 * The page's messages as data for the browser, so it hydrates in the page's language without asking
 * for them again; other screens' messages load with those screens.
 */
function PageMessages() {
  const lang = useLang();
  const nonce = useNonce();
  const json = JSON.stringify(loadedResources(lang, usePageNamespaces())).replace(/</g, '\\u003c');
  return (
    <script
      id="i18n-resources"
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const lang = useLang();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#5B3A29" />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="bg-cream text-cocoa-900 antialiased">
        <I18nextProvider i18n={getI18n(lang)}>{children}</I18nextProvider>
        <PageMessages />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function Root() {
  const { cookies, shopperId } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const [queries] = useState(createQueryHolder);
  return (
    <QueryHolderContext.Provider value={queries}>
      <SessionProvider value={shopperId}>
        <CookieSeedsProvider value={cookies}>
          <Outlet />
        </CookieSeedsProvider>
      </SessionProvider>
      {/* Top-right, 5000 ms, hotkey Alt+T (sonner's default hotkey). */}
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster position="top-right" duration={5000} richColors closeButton hotkey={['altKey', 'KeyT']} />
        </Suspense>
      )}
    </QueryHolderContext.Provider>
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
