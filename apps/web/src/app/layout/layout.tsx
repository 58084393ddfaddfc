import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { HydratedMark, type HydrationHandle } from '../../shared/hydrated-mark.tsx';
import { useCookieSeeds } from '../../shared/cookie-seeds.ts';
import { lazyWithQueries } from '../../shared/lazy-with-queries.ts';
import { USER_SELECTION_COOKIE } from '../../shared/cookie-names.ts';
import { Header } from './header.tsx';
import { NoticeBar } from './notice-bar.tsx';
import { AnnouncementBar } from './announcement-bar.tsx';

// Below the fold on every screen: it follows first paint.
const Footer = lazy(async () => ({ default: (await import('./footer.tsx')).Footer }));
/**
 * The shared bars and overlays (service choice, cart sync, Added-to-Bag) read cookies with the contract
 * schemas, so they load just after first paint; the service bar's place is held meanwhile.
 */
const LayoutExtras = lazyWithQueries(async () => (await import('./layout-extras.tsx')).LayoutExtras);

export default function Layout() {
  const hasServiceChoice = USER_SELECTION_COOKIE in useCookieSeeds();
  const ownMark = useMatches().some((m) => (m.handle as HydrationHandle | undefined)?.marksHydration);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="bg-cocoa-900 text-cream sr-only z-50 rounded px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NoticeBar />
      <AnnouncementBar />
      <Header />
      <Suspense
        fallback={
          hasServiceChoice ? (
            <div aria-hidden="true" className="border-cocoa-900/10 bg-wheat-300/60 h-[53px] border-b" />
          ) : null
        }
      >
        <LayoutExtras />
      </Suspense>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
        {/* Holds the page's room while a screen's chunk arrives, so the footer does not jump. */}
        <Suspense fallback={<div className="min-h-[60vh]" />}>
          <Outlet />
          {!ownMark && <HydratedMark />}
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
