import { href } from 'react-router';

/**
 * Links to the storefront's pages. React Router's `href` builds each from its path in the route table
 * (`app/routes.ts`), whose generated types (`react-router typegen`) make a path that is not a route, or
 * a missing parameter, fail the typecheck.
 */
export const paths = {
  home: href('/'),
  collection: href('/collection'),
  product: (id: string) => href('/product/:productId', { productId: encodeURIComponent(id) }),
  cart: href('/cart'),
  login: href('/login'),
  register: href('/register'),
  resetPassword: href('/reset-password'),
  emailVerify: href('/email-verify'),
  logout: href('/logout'),
  placeOrder: href('/place-order'),
  checkout: (orderId: string) => href('/checkout/:orderId', { orderId: encodeURIComponent(orderId) }),
  orders: href('/orders'),
  profile: href('/my-profile'),
  news: href('/news'),
  newsItem: (id: number | string) => href('/news/:id', { id: String(id) }),
  about: href('/about'),
  contact: href('/contact'),
  outlets: href('/outlets'),
  terms: href('/terms'),
} as const;
