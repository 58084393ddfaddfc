import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/routes/home.tsx';
import { Layout } from './layout/layout.tsx';
import { NotFoundPage } from './layout/not-found.tsx';
import { RouteError } from './layout/route-error.tsx';

/** Screens other than Home load on demand, so the first visit downloads only what it shows. */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  // The back office has its own layout (no shop header, notice bar or service modal) and its own chunk.
  { path: 'admin/*', errorElement: <RouteError />, lazy: lazyPage(() => import('../features/admin/routes/admin-app.tsx')) },
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'collection', lazy: lazyPage(() => import('../features/catalog/routes/collection.tsx')) },
      { path: 'product/:productId', lazy: lazyPage(() => import('../features/catalog/routes/product.tsx')) },
      { path: 'cart', lazy: lazyPage(() => import('../features/cart/routes/cart.tsx')) },
      { path: 'login', lazy: lazyPage(() => import('../features/auth/routes/login.tsx')) },
      { path: 'register', lazy: lazyPage(() => import('../features/auth/routes/register.tsx')) },
      { path: 'reset-password', lazy: lazyPage(() => import('../features/auth/routes/reset-password.tsx')) },
      { path: 'email-verify', lazy: lazyPage(() => import('../features/auth/routes/email-verify.tsx')) },
      { path: 'place-order', lazy: lazyPage(() => import('../features/checkout/routes/place-order.tsx')) },
      { path: 'checkout/:orderId', lazy: lazyPage(() => import('../features/checkout/routes/order-page.tsx')) },
      { path: 'orders', lazy: lazyPage(() => import('../features/orders/routes/orders.tsx')) },
      { path: 'my-profile', lazy: lazyPage(() => import('../features/profile/routes/profile.tsx')) },
      { path: 'news', lazy: lazyPage(() => import('../features/news/routes/news-list.tsx')) },
      { path: 'news/:id', lazy: lazyPage(() => import('../features/news/routes/news-item.tsx')) },
      { path: 'about', lazy: lazyPage(() => import('../features/content/routes/about.tsx')) },
      { path: 'contact', lazy: lazyPage(() => import('../features/content/routes/contact.tsx')) },
      { path: 'terms', lazy: lazyPage(() => import('../features/content/routes/terms.tsx')) },
      { path: 'outlets', lazy: lazyPage(() => import('../features/outlets/routes/outlets.tsx')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
