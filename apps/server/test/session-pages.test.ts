import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillCart, placeTestOrder, someProducts } from './helpers/checkout.ts';
import { createUser } from './helpers/users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The page's body markup, up to the framework's hydration data. */
// What the page shows: its body before the router's data, without scripts (the page's messages travel
// in one, so a catalogue's "Loading your profile" is there whether or not the screen shows it).
const bodyOf = (html: string) =>
  html
    .slice(html.indexOf('<body'), html.indexOf('window.__reactRouterContext'))
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

describe('pages rendered for the shopper the session cookie names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { env: { WEB_DIST: inject('webBuild') } });
  });
  afterAll(() => t.close());

  it("lists the shopper's orders in My orders' server HTML, signed in from the cookie alone", async () => {
    const { user, product, res } = await placeTestOrder(t);
    expect(res.statusCode).toBe(200);
    const orderId = res.json<{ orderId: string }>().orderId;

    const page = await t.app.inject({ method: 'GET', url: '/orders', cookies: { token: user.token } });
    expect(page.statusCode).toBe(200);
    const body = bodyOf(page.body);
    expect(body).toContain(orderId.slice(0, 8).toUpperCase());
    expect(body).toContain(product.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    // Signed in on the server: the header offers the account's links, not the login link.
    expect(body).not.toContain('aria-label="Login"');
    expect(body).toContain('My Orders');
    // The token itself never reaches the page.
    expect(page.body).not.toContain(user.token);
  });

  it("renders the header's bag count of the shopper's bag, on every page", async () => {
    const user = await createUser(t.app.db);
    const [product] = await someProducts(t.app.db, 1);
    await fillCart(t.app.db, user.id, [{ productId: product!.id, feature: product!.features[0] ?? '', quantity: 4 }]);
    for (const url of ['/', '/news', '/ms/collection']) {
      const body = bodyOf((await t.app.inject({ method: 'GET', url, cookies: { token: user.token } })).body);
      const link = /<a [^>]*data-testid="cart-link"[^>]*>[\s\S]*?<\/a>/.exec(body)?.[0] ?? '';
      expect(link, url).toMatch(/aria-label="(Cart, 4 items|Troli, 4 barang)"/);
      expect(link.replace(/<[^>]+>/g, ''), url).toBe('4');
    }
  });

  it("renders My profile and the order page on the server with the shopper's data", async () => {
    const { user, res } = await placeTestOrder(t);
    const orderId = res.json<{ orderId: string }>().orderId;

    const profile = bodyOf(
      (await t.app.inject({ method: 'GET', url: '/my-profile', cookies: { token: user.token } })).body,
    );
    expect(profile).toContain(user.email);
    expect(profile).toContain('Test Shopper');
    expect(profile).not.toContain('Loading your profile');

    const order = await t.app.inject({ method: 'GET', url: `/checkout/${orderId}`, cookies: { token: user.token } });
    expect(order.statusCode).toBe(200);
    // React separates adjacent texts (the word, the space, the number) with comments.
    expect(bodyOf(order.body)).toMatch(new RegExp(`Order(<!-- -->)? (<!-- -->)?${orderId.slice(0, 8).toUpperCase()}`));
    expect(bodyOf(order.body)).not.toContain('Loading your order');
    expect(order.body).not.toContain(user.token);
  });

  it("answers 404 with the not-found screen for another shopper's order", async () => {
    const { res } = await placeTestOrder(t);
    const orderId = res.json<{ orderId: string }>().orderId;
    const other = await placeTestOrder(t);
    for (const id of [orderId, 'not-an-order']) {
      const page = await t.app.inject({ method: 'GET', url: `/checkout/${id}`, cookies: { token: other.user.token } });
      expect(page.statusCode).toBe(404);
      expect(bodyOf(page.body)).toContain('We could not find that order');
    }
  });

  it('renders a guest for no cookie, and for a session cookie the server does not know', async () => {
    for (const cookies of [undefined, { token: 'x'.repeat(43) }]) {
      const body = bodyOf((await t.app.inject({ method: 'GET', url: '/orders', cookies })).body);
      expect(body).not.toContain('data-testid="order-card"');
      expect(body).toContain('aria-label="Login"');
    }
  });
});
