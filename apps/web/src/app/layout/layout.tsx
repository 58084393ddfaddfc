import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { NoticeBar } from './notice-bar.tsx';
import { AnnouncementBar } from './announcement-bar.tsx';
import { LayoutExtras } from './layout-extras.tsx';

export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-cocoa-900 px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <NoticeBar />
      <AnnouncementBar />
      <Header />
      <LayoutExtras />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
