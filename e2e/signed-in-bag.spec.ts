import { useToken } from './fixtures/admin.ts';
import { registerCustomer } from './fixtures/customers.ts';
import { chooseDefaultService } from './fixtures/service.ts';
import { SHARED_DATA_DIR } from './fixtures/shared-shop.ts';
import { garment } from './fixtures/shopping.ts';
import { expect, test } from './fixtures/test.ts';
import { captureScreens } from './screens.ts';

// The header's bag count of a signed-in shopper: the server reads the bag with the session cookie,
// so the page arrives with the count, and hydrating it changes nothing (no React error #418).
test("a signed-in shopper's bag count is in the server's page and stays through hydration", async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Nurul Huda');
  const product = await garment(request);
  const added = await request.post('/api/cart/add', {
    headers: { token: customer.token },
    data: { itemId: product.id, feature: product.features[0], quantity: 3 },
  });
  expect(added.ok(), await added.text()).toBe(true);

  // The page as the server sends it to a browser holding only the session cookie.
  for (const path of ['/', '/collection', '/ms']) {
    const html = await (
      await fetch(new URL(path, test.info().project.use.baseURL), { headers: { cookie: `token=${customer.token}` } })
    ).text();
    const link = /<a [^>]*data-testid="cart-link"[^>]*>[\s\S]*?<\/a>/.exec(html)?.[0] ?? '';
    expect(link, path).toMatch(/aria-label="(Cart, 3 items|Troli, 3 barang)"/);
    expect(link.replace(/<[^>]+>/g, ''), path).toBe('3');
  }

  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await chooseDefaultService(page);
  await useToken(page, customer.token);
  await page.goto('/');
  const badge = page.getByTestId('cart-link');
  await expect(badge).toHaveAccessibleName('Cart, 3 items');
  // Every lazy part of the page (the cart link among them) has hydrated once the network is quiet.
  await page.waitForLoadState('networkidle');
  await expect(badge).toHaveText('3');
  expect(errors).toEqual([]);
  await captureScreens(page, 'signed-in-bag-home');
});
