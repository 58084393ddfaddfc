import { expectAccessible } from '../fixtures/a11y.ts';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, loginToken, useToken } from '../fixtures/admin.ts';
import { registerCustomer } from '../fixtures/customers.ts';
import { expect, test } from '../fixtures/journey.ts';
import { mailMatching } from '../fixtures/mail.ts';
import { openPickupChoice, storeServiceChoice } from '../fixtures/service.ts';
import { addFromProductPage, garment, orderStatus, type ApiProduct } from '../fixtures/shopping.ts';
import { captureScreens } from '../screens.ts';

// The shop's clock is the test's: CLOCK_OFFSET_FILE moves it, and the deadline job looks every second.
test.use({ journey: 'payment-deadline', movableClock: true });

const TWO_HOURS = 2 * 3_600_000;

/** The admin keeps count of the garment's stock: one left of its first size. */
async function lastOneInStock(request: APIRequestContext, product: ApiProduct): Promise<void> {
  const headers = { token: await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password) };
  const { product: p } = await (await request.get(`/api/admin/products/${product.id}`, { headers })).json();
  const stock = Object.fromEntries(product.features.map((f, i) => [f, i === 0 ? 1 : 5]));
  const { id: _id, deleted: _deleted, createdAt: _createdAt, ...input } = p;
  const res = await request.put(`/api/admin/products/${product.id}`, { headers, data: { ...input, stock } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('an unpaid order is cancelled when its 2 hours run out, and its stock goes back on sale', async ({
  page,
  request,
  shop,
}) => {
  const product = await garment(request);
  const size = product.features[0]!;
  await lastOneInStock(request, product);
  const customer = await registerCustomer(request, shop.dataDir, 'Hafiz Ismail');
  await storeServiceChoice(page, await openPickupChoice(request));
  await useToken(page, customer.token);
  // The page's clock too, so its countdown can run out when the shop's does.
  await page.clock.install();

  // The last one of that size goes into an order paid by e-wallet transfer, which never comes.
  await addFromProductPage(page, product, size, 1);
  await page.goto('/place-order');
  await page.getByLabel('Phone').fill('0198765432');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  const orderPage = page.url();
  await expect(orderStatus(page)).toHaveText('Order Placed');
  await expect(page.getByTestId('order-message')).toContainText(
    // In shop time; a browser on another clock (this machine's may be UTC) is told whose time it is.
    /Please complete the payment by \d\d:\d\d( Kuala Lumpur time \(GMT\+8\))?; unpaid orders are cancelled automatically after 2 hours\./,
  );
  await expect(page.getByTestId('countdown')).toHaveText(/^1:5\d:\d\d$/);
  await mailMatching(shop.dataDir, customer.email, /received/);

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('radio', { name: new RegExp(`^${size}.*Sold out$`) })).toBeDisabled();

  // Two hours and a minute later on the shop's clock: the deadline job cancels the order.
  await page.goto(orderPage);
  await expect(page.getByTestId('countdown')).toBeVisible();
  shop.moveClock(TWO_HOURS + 60_000);
  const orderId = orderPage.split('/').pop()!;
  await expect
    .poll(
      async () => {
        const res = await request.post('/api/order/orderdetail', {
          headers: { token: customer.token },
          data: { orderId },
        });
        return ((await res.json()) as { orderDetail: { status: string } }).orderDetail.status;
      },
      { timeout: 15_000 },
    )
    .toBe('Order Cancelled');

  // The open page's countdown runs out with it and the page looks again.
  await page.clock.fastForward(TWO_HOURS + 60_000);
  await expect(orderStatus(page)).toHaveText('Order Cancelled');
  await expect(orderStatus(page)).toHaveAttribute('data-tone', 'red');
  await expect(page.getByTestId('order-message')).toHaveText(
    'This order has been cancelled. Payment was not received within 2 hours.',
  );
  await expect(page.getByTestId('countdown')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'SUBMIT' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectAccessible(page, 'order page, Order Cancelled');
  await captureScreens(page, 'order-cancelled-deadline');
  await mailMatching(shop.dataDir, customer.email, /Cancelled/);

  await page.goto('/orders');
  const card = page.getByTestId('order-card').first();
  await expect(card.getByText('Order Cancelled')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Make Payment' })).toHaveCount(0);

  // The size is on sale again.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('radio', { name: size, exact: true })).toBeEnabled();
});
