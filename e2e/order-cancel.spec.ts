import { expectAccessible } from './fixtures/a11y.ts';
import { useToken } from './fixtures/admin.ts';
import { registerCustomer } from './fixtures/customers.ts';
import { chooseDefaultService } from './fixtures/service.ts';
import { SHARED_DATA_DIR } from './fixtures/shared-shop.ts';
import { garment, orderStatus, placePickupOrder } from './fixtures/shopping.ts';
import { expect, test, type Page } from './fixtures/test.ts';
import { captureScreens } from './screens.ts';

// Cancelling an order on its page once the page's scripts run: the same form as without them
// (forms-without-scripts.spec.ts), posted by a fetcher, its answer a toast.

test.beforeEach(({ page }) => chooseDefaultService(page));

/** The order page's document requests: a fetcher's POST is none of them. */
function documentRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') seen.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return seen;
}

test('cancelling with scripts: a confirmation, a toast, and the order read again in place', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Lim Mei Xin');
  const orderId = await placePickupOrder(request, customer, await garment(request));
  await useToken(page, customer.token);
  await page.goto(`/checkout/${orderId}`);
  const documents = documentRequests(page);

  const cancel = page.getByRole('button', { name: 'Cancel order' });
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await cancel.click();
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Keep my order' })).toBeFocused();
  await expectAccessible(page, 'order page, cancel confirmation');
  await captureScreens(page, 'order-cancel-confirm');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(cancel).toBeFocused();

  await cancel.click();
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Your order has been cancelled.')).toBeVisible();
  await expect(orderStatus(page)).toHaveText('Order Cancelled');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  expect(documents, 'the page stayed: no document was asked for').toEqual([]);
  // The list of orders was read again too.
  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByTestId('order-card').first().getByText('Order Cancelled')).toBeVisible();
});

test("a refusal with scripts is the API's message as a toast, and the order is read again", async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Siti Hajar');
  const orderId = await placePickupOrder(request, customer, await garment(request));
  await useToken(page, customer.token);
  await page.goto(`/checkout/${orderId}`);
  const documents = documentRequests(page);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  // Meanwhile the order is cancelled in another tab: this page's form is out of date.
  const elsewhere = await request.post('/api/order/cancel', { headers: { token: customer.token }, data: { orderId } });
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true);
  await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Only an order that is still awaiting payment can be cancelled.')).toBeVisible();
  await expect(orderStatus(page)).toHaveText('Order Cancelled');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(documents, 'the page stayed: no document was asked for').toEqual([]);
});
