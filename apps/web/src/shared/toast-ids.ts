/**
 * One toast per area of the shop: a new message replaces the last one of its area (sonner updates a
 * toast that has the same id), so 'Incorrect email or password.' never lingers under 'Welcome back!'.
 */
export const TOAST_IDS = {
  account: 'account',
  cart: 'cart',
  order: 'order',
} as const;
