import { ADDRESS_DEBOUNCE_MS, ADDRESS_REENABLE_MS } from '../../packages/contract/src/constants.ts';
import { expectAccessible } from '../fixtures/a11y.ts';
import { useToken } from '../fixtures/admin.ts';
import { registerCustomer } from '../fixtures/customers.ts';
import { expect, test } from '../fixtures/journey.ts';
import { mailMatching } from '../fixtures/mail.ts';
import { shopDate } from '../fixtures/service.ts';
import { addFromProductPage, garment, orderStatus } from '../fixtures/shopping.ts';
import { captureScreens } from '../screens.ts';

// A customer has an order delivered: the address found by suggestion and shown on the map, a slot,
// the shipping fee by state, and the order placed for e-wallet payment.
test.use({ journey: 'delivery-order-with-map' });

test('a customer chooses delivery with the address on the map, and places the order with the fee for the state', async ({
  page,
  request,
  shop,
}) => {
  const customer = await registerCustomer(request, shop.dataDir, 'Nurul Huda');
  await useToken(page, customer.token);

  // The page's clock is the test's to move: the suggestions' pauses are proved by time moved, not slept.
  await page.clock.install();
  // The service modal blocks the first visit: Delivery, then the address.
  await page.goto('/');
  const modal = page.getByTestId('service-modal');
  await expect(modal).toBeVisible();
  await modal.getByText('Delivery', { exact: true }).click();
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please fill in all required fields.');

  // Suggestions come after 3 characters and a pause: one request, not one per key.
  let suggestionCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/general/generateMapList')) suggestionCalls++;
  });
  const input = page.getByRole('combobox', { name: /Delivery address/ });
  // Time stands still while typing, so no pause between two keys can count as the shopper's pause.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await input.pressSequentially('Sh');
  await page.clock.runFor(ADDRESS_DEBOUNCE_MS);
  await input.pressSequentially('ah');
  await page.clock.resume();
  const option = page.getByRole('option', { name: 'Shah Alam, Selangor, Malaysia' });
  await expect(option).toBeVisible();
  // One request, for 'Shah': 'Sh' paused for as long but asked nothing (its request would have come first).
  expect(suggestionCalls).toBe(1);
  await option.click();
  await expect(input).toHaveValue('Shah Alam, Selangor, Malaysia');

  // The pick puts a marker on the 200 px map, and asks for nothing more.
  await expect(page.getByTestId('delivery-map').locator('.delivery-marker')).toBeVisible();
  await expect(page.getByTestId('delivery-map').locator('.leaflet-container')).toHaveCSS('height', '200px');
  // Past the quiet spell after a pick and the pause: the picked text still asks nothing.
  await page.clock.runFor(ADDRESS_REENABLE_MS + ADDRESS_DEBOUNCE_MS);
  expect(suggestionCalls).toBe(1);
  await expectAccessible(page, 'service modal, delivery step');
  await captureScreens(page, 'service-step-2-delivery');

  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByRole('textbox', { name: 'Date', exact: true }).fill(shopDate(1));
  await page.getByRole('radio', { name: '14:00 - 15:00', exact: true }).check({ force: true });
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal).toBeHidden();
  const bar = page.getByTestId('service-bar');
  await expect(bar).toContainText('Delivery to Shah Alam, Selangor, Malaysia');
  await expect(bar).toContainText('14:00 - 15:00');
  expect(suggestionCalls).toBe(1);
  const stored = (await page.context().cookies()).find((c) => c.name === 'userSelection')!;
  const [choice] = JSON.parse(decodeURIComponent(stored.value));
  expect(choice).toMatchObject({
    serviceType: 'delivery',
    deliveryAddress: 'Shah Alam, Selangor, Malaysia',
    calendarDate: shopDate(1),
  });
  expect(choice.location.lat).toBeCloseTo(3.08, 1);

  // A garment in the cart, then the delivery form: the state decides the fee.
  const product = await garment(request);
  await addFromProductPage(page, product, product.features[1]!);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/place-order$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DELIVERY INFORMATION');
  await expect(page.getByTestId('service-summary')).toContainText('Delivery to Shah Alam, Selangor, Malaysia');
  await expect(page.getByLabel('First name')).toHaveValue('Nurul');
  // The town and state come from the chosen area, and with the state its fee.
  await expect(page.getByLabel('City')).toHaveValue('Shah Alam');
  await expect(page.getByLabel('State')).toHaveValue('Selangor');
  await expect(page.getByText('RM 8.00')).toBeVisible();
  await page.getByLabel('Street').fill('12 Jalan Plumbum');
  await page.getByLabel('State').selectOption('Sabah');
  await expect(page.getByText('RM 15.00')).toBeVisible();
  await page.getByLabel('State').selectOption('');
  await expect(page.getByText('Enter Shipping Address')).toBeVisible();
  await page.getByLabel('State').selectOption('Selangor');
  await expect(page.getByText('RM 8.00')).toBeVisible();
  await page.getByLabel('Postcode').fill('40150');
  await page.getByLabel('Phone').fill('0123456789');
  await expect(page.getByRole('radio', { name: /Touch 'n Go/ })).toBeChecked();
  // No Stripe key on this shop: the card option is hidden.
  await expect(page.getByRole('radio', { name: /Card/ })).toHaveCount(0);
  await expectAccessible(page, 'place order, delivery');
  await captureScreens(page, 'place-order');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByText('Please agree to the terms and conditions.').first()).toBeVisible();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();

  // The order: to that address and slot, with the Selangor fee in the total.
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(orderStatus(page)).toHaveText('Order Placed');
  await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
  const address = page.locator('address');
  await expect(address).toContainText('12 Jalan Plumbum');
  await expect(address).toContainText('40150 Shah Alam, Selangor');
  await expect(page.getByText(/, 14:00 - 15:00$/)).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(`RM ${(product.price + 8).toFixed(2)}`);
  await mailMatching(shop.dataDir, customer.email, /received/);

  // The next checkout starts from the chosen area again, not from the last order's street.
  await addFromProductPage(page, product, product.features[0]!);
  await page.goto('/place-order');
  await expect(page.getByLabel('City')).toHaveValue('Shah Alam');
  await expect(page.getByLabel('Street')).toHaveValue('');
  await expect(page.getByLabel('State')).toHaveValue('Selangor');
});
