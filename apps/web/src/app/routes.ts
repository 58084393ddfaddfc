import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

const admin = '../features/admin/routes';

/** The storefront's one route table: paths, their modules, and the layouts they share. */
export default [
  // The back office has its own layout (no shop header, notice bar or service modal) and routes.
  layout('layout/with-queries.tsx', { id: 'admin-queries' }, [
    route('admin', `${admin}/admin-app.tsx`, [
      index(`${admin}/admin-index.tsx`),
      // The desk: staff and admins.
      route('orders', `${admin}/orders.tsx`),
      route('orders/:orderId', `${admin}/order.tsx`),
      route('to-verify', `${admin}/to-verify.tsx`),
      route('today', `${admin}/today.tsx`),
      route('production', `${admin}/production-sheet.tsx`),
      route('dashboard', `${admin}/dashboard.tsx`),
      route('einvoices', '../features/invoice/routes/einvoices.tsx'),
      layout(`${admin}/admin-only.tsx`, [
        route('products', `${admin}/products.tsx`),
        route('products/new', `${admin}/product-form.tsx`, { id: 'admin-new-product' }),
        route('products/:productId', `${admin}/product-form.tsx`),
        route('slider', `${admin}/slider.tsx`),
        route('news', `${admin}/news.tsx`),
        route('outlets', `${admin}/outlets.tsx`),
        route('shipping', `${admin}/shipping.tsx`),
        route('promo-codes', `${admin}/promo-codes.tsx`),
        route('settings', `${admin}/settings.tsx`),
        route('search-synonyms', `${admin}/search-synonyms.tsx`),
        route('search-insight', `${admin}/search-insight.tsx`),
        route('seasons', `${admin}/seasons.tsx`),
      ]),
      route('*', `${admin}/admin-not-found.tsx`),
    ]),
  ]),
  ...shopperRoutes(),
  // Bahasa Melayu: the same screens under /ms, each with an id of its own.
  ...prefix('ms', withIdPrefix('ms', shopperRoutes())),
] satisfies RouteConfig;

/** The shopper's screens, English at `/`; the Malay copy of the table is made from this one. */
function shopperRoutes(): RouteConfigEntry[] {
  return [
    layout('layout/layout.tsx', [
      // Home reads only its loader's data, so its first download leaves the query library out.
      index('../features/home/routes/home.tsx'),
      layout('layout/with-queries.tsx', [
        route('collection', '../features/catalog/routes/collection.tsx'),
        route('product/:productId', '../features/catalog/routes/product.tsx'),
        route('cart', '../features/cart/routes/cart.tsx'),
        route('login', '../features/auth/routes/login.tsx'),
        route('register', '../features/auth/routes/register.tsx'),
        route('reset-password', '../features/auth/routes/reset-password.tsx'),
        route('email-verify', '../features/auth/routes/email-verify.tsx'),
        route('place-order', '../features/checkout/routes/place-order.tsx'),
        route('checkout/:orderId', '../features/checkout/routes/order-page.tsx'),
        route('orders', '../features/orders/routes/orders.tsx'),
        route('my-profile', '../features/profile/routes/profile.tsx'),
        route('news', '../features/news/routes/news-list.tsx'),
        route('news/:id', '../features/news/routes/news-item.tsx'),
        route('about', '../features/content/routes/about.tsx'),
        route('contact', '../features/content/routes/contact.tsx'),
        route('terms', '../features/content/routes/terms.tsx'),
        route('outlets', '../features/outlets/routes/outlets.tsx'),
        route('newsletter/confirm', '../features/home/routes/newsletter-confirm.tsx'),
        route('*', 'layout/not-found.tsx'),
      ]),
    ]),
    // An action only (no page): the header's Logout form posts here.
    route('logout', '../features/auth/routes/logout.ts'),
  ];
}

/** The same entries with ids of their own, as React Router needs each route's id to be unique. */
function withIdPrefix(lang: string, entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `${lang}/${entry.id ?? entry.file.replace(/\.tsx?$/, '')}`,
    ...(entry.children ? { children: withIdPrefix(lang, entry.children) } : {}),
  }));
}
