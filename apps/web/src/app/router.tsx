import { Component, lazy, Suspense, useEffect, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ProductOpening } from '../features/catalog/components/product-opening.tsx';
import { HomePage } from '../features/home/routes/home.tsx';
import { lazyPart } from '../shared/lazy-part.ts';
import { Layout } from './layout/layout.tsx';

/*
 * Declarative routes (<Routes>) rather than a data router: nothing here uses loaders or actions, and
 * the data router's engine alone is ~10 KB gzip of the home route's first download (budget 120 KB).
 * Screens other than Home load on demand, so the first visit downloads only what it shows.
 */
const AdminApp = lazy(() => import('../features/admin/routes/admin-app.tsx'));
const NotFoundPage = lazyPart('src/app/layout/not-found.tsx', async () => ({ default: (await import('./layout/not-found.tsx')).NotFoundPage }));
const RouteError = lazy(() => import('./layout/route-error.tsx').then((m) => ({ default: m.RouteError })));

/** A screen may name what to show while its code arrives; otherwise the layout holds its room. */
const PAGES: [path: string, Page: ComponentType, Opening?: ComponentType][] = [
  ['collection', lazyPart('src/features/catalog/routes/collection.tsx', () => import('../features/catalog/routes/collection.tsx'))],
  ['product/:productId', lazyPart('src/features/catalog/routes/product.tsx', () => import('../features/catalog/routes/product.tsx')), ProductOpening],
  ['cart', lazyPart('src/features/cart/routes/cart.tsx', () => import('../features/cart/routes/cart.tsx'))],
  ['login', lazyPart('src/features/auth/routes/login.tsx', () => import('../features/auth/routes/login.tsx'))],
  ['register', lazyPart('src/features/auth/routes/register.tsx', () => import('../features/auth/routes/register.tsx'))],
  ['reset-password', lazyPart('src/features/auth/routes/reset-password.tsx', () => import('../features/auth/routes/reset-password.tsx'))],
  ['email-verify', lazyPart('src/features/auth/routes/email-verify.tsx', () => import('../features/auth/routes/email-verify.tsx'))],
  ['place-order', lazyPart('src/features/checkout/routes/place-order.tsx', () => import('../features/checkout/routes/place-order.tsx'))],
  ['checkout/:orderId', lazyPart('src/features/checkout/routes/order-page.tsx', () => import('../features/checkout/routes/order-page.tsx'))],
  ['orders', lazyPart('src/features/orders/routes/orders.tsx', () => import('../features/orders/routes/orders.tsx'))],
  ['my-profile', lazyPart('src/features/profile/routes/profile.tsx', () => import('../features/profile/routes/profile.tsx'))],
  ['news', lazyPart('src/features/news/routes/news-list.tsx', () => import('../features/news/routes/news-list.tsx'))],
  ['news/:id', lazyPart('src/features/news/routes/news-item.tsx', () => import('../features/news/routes/news-item.tsx'))],
  ['about', lazyPart('src/features/content/routes/about.tsx', () => import('../features/content/routes/about.tsx'))],
  ['contact', lazyPart('src/features/content/routes/contact.tsx', () => import('../features/content/routes/contact.tsx'))],
  ['terms', lazyPart('src/features/content/routes/terms.tsx', () => import('../features/content/routes/terms.tsx'))],
  ['outlets', lazyPart('src/features/outlets/routes/outlets.tsx', () => import('../features/outlets/routes/outlets.tsx'))],
];

/**
 * Marks the document once a screen's code has run and the screen answers taps: a page the server drew
 * is visible before that. Rendered after each screen in its own Suspense boundary, so the effect runs
 * when that boundary has been taken over, not merely when the layout has.
 */
function ScreenReady() {
  useEffect(() => {
    document.documentElement.setAttribute('data-screen-ready', '');
  }, []);
  return null;
}

export function AppRoutes() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <Routes>
        {/* The back office has its own layout (no shop header, notice bar or service modal) and its own chunk. */}
        <Route
          path="admin/*"
          element={
            <Suspense fallback={null}>
              <AdminApp />
              <ScreenReady />
            </Suspense>
          }
        />
        <Route element={<Layout />}>
          <Route
            index
            element={
              <>
                <HomePage />
                <ScreenReady />
              </>
            }
          />
          {PAGES.map(([path, Page, Opening]) => (
            <Route
              key={path}
              path={path}
              element={
                Opening ? (
                  <Suspense fallback={<Opening />}>
                    <Page />
                    <ScreenReady />
                  </Suspense>
                ) : (
                  <>
                    <Page />
                    <ScreenReady />
                  </>
                )
              }
            />
          ))}
          <Route
            path="*"
            element={
              <>
                <NotFoundPage />
                <ScreenReady />
              </>
            }
          />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}

/** The last line of defence for a screen that throws while rendering (or whose chunk fails to load). */
class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  // Leaving a broken screen clears the error.
  override componentDidUpdate(prev: { resetKey: string }) {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ error: undefined, failed: false });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteError error={this.state.error} />
        <ScreenReady />
      </Suspense>
    );
  }
}
