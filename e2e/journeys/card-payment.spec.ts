import { expectAccessible } from '../fixtures/a11y.ts';
import { expectWaiting, holdScripts, openDrawn } from '../fixtures/before-scripts.ts';
import { useToken } from '../fixtures/admin.ts';
import { violations, watchCsp } from '../fixtures/csp.ts';
import { registerCustomer } from '../fixtures/customers.ts';
import { expect, test } from '../fixtures/journey.ts';
import { mailMatching } from '../fixtures/mail.ts';
import { openPickupChoice, storeServiceChoice } from '../fixtures/service.ts';
import { addFromProductPage, garment, orderStatus, placePickupOrder } from '../fixtures/shopping.ts';
import { captureScreens } from '../screens.ts';

// A shop with card payments on, its Stripe API and hosted payment page played by a local fake.
test.use({ journey: 'card-payment', cardPayments: true });

test('a customer pays a pickup order by card: backs out of the payment page once, pays, and sees it verified', async ({
  page,
  request,
  shop,
}) => {
  const stripe = shop.stripe!;
  const customer = await registerCustomer(request, shop.dataDir, 'Mei Ling Tan');
  const choice = await openPickupChoice(request);
  await storeServiceChoice(page, choice);
  await useToken(page, customer.token);
  const fromConsole = await watchCsp(page);

  const product = await garment(request);
  await addFromProductPage(page, product, product.features[0]!, 2);
  await page.goto('/place-order');
  await expect(page.getByTestId('pickup-outlet')).toContainText(choice.outletTitle);
  await expect(page.getByLabel('First name')).toHaveValue('Mei');
  await page.getByLabel('Phone').fill('0123456789');
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  const total = (await page.getByTestId('order-total').textContent())!.replace(/^RM\s*/, '');
  expect(Number(total)).toBeCloseTo(product.price * 2, 2);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();

  // The browser leaves the shop for the payment page, which shows what the shop asked Stripe for.
  await expect(page).toHaveURL(new RegExp(`^${stripe.origin}/pay/cs_test_\\d+$`));
  const paymentPage = page.url();
  await expect(page.getByTestId('fake-stripe-total')).toHaveText(`Total MYR ${total}`);
  await expect(page.getByRole('list', { name: 'Items' })).toContainText(`${product.name} (${product.features[0]}) × 2`);
  await captureScreens(page, 'card-payment-page');

  // Backing out returns to the order, still waiting for payment, with the way back to the card page.
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}\?payment=cancelled$/);
  const orderId = /\/checkout\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await expect(orderStatus(page)).toHaveText('Order Placed');
  await expect(orderStatus(page)).toHaveAttribute('data-tone', 'yellow');
  await expect(page.getByTestId('order-message')).toContainText('Your order has been confirmed.');
  await expect(page.getByTestId('countdown')).toHaveText(/^1:5\d:\d\d$/);
  await page.getByRole('button', { name: `Pay RM ${total} by card` }).click();
  // The same Checkout Session again: no second session for one order.
  await expect(page).toHaveURL(paymentPage);
  expect(stripe.sessions).toHaveLength(1);

  // Paying sends Stripe's signed webhook to the shop, then the browser back to the success URL.
  await page.getByRole('button', { name: `Pay MYR ${total}` }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${orderId}\\?payment=success$`));
  await expect(orderStatus(page)).toHaveText('Payment Verified');
  await expect(orderStatus(page)).toHaveAttribute('data-tone', 'green');
  await expect(page.getByTestId('order-message')).toHaveText(
    'Your order is Payment Verified. Thank you for shopping with us!',
  );
  await expect(page.getByRole('button', { name: /by card$/ })).toHaveCount(0);
  await expect(page.getByText(/· Card payment received\./)).toBeVisible();
  await expectAccessible(page, 'order page, Payment Verified');
  await captureScreens(page, 'card-payment-verified');
  await mailMatching(shop.dataDir, customer.email, /Payment Verified/);

  await page.goto('/orders');
  const card = page.getByTestId('order-card').first();
  await expect(card.getByText('Payment Verified')).toBeVisible();
  await expect(card.locator('[data-tone="green"]')).toBeVisible();
  expect(await violations(page, fromConsole)).toEqual([]);
});

test('Pay by card waits visibly until the order page has hydrated, a tap meanwhile dropped; Cancel works before it', async ({
  page,
  request,
  shop,
}) => {
  const customer = await registerCustomer(request, shop.dataDir, 'Nurul Aina');
  await storeServiceChoice(page, await openPickupChoice(request));
  const orderId = await placePickupOrder(request, customer, await garment(request), {}, '/api/order/stripe');
  await useToken(page, customer.token);
  const scripts = await holdScripts(page);
  const pay = page.getByRole('button', { name: /^Pay RM\s?[\d.,]+ by card$/ });
  const cancel = page.getByRole('button', { name: 'Cancel order' });
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  const { shown } = await openDrawn(page, `/checkout/${orderId}`, pay);
  await pay.scrollIntoViewIfNeeded();
  await expectWaiting(pay);
  await pay.click({ force: true });
  // Cancel is plain HTML: its confirmation (a native popover, its form a native POST) needs no script.
  await cancel.scrollIntoViewIfNeeded();
  await expect(cancel).toBeEnabled();
  await cancel.click();
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  await confirm.getByRole('button', { name: 'Keep my order' }).click();
  await expect(confirm).toBeHidden();
  expect(await page.locator('html[data-hydrated]').count(), 'the scripts have not run yet').toBe(0);

  await scripts.release();
  await shown;
  // The early tap on Pay was dropped, not kept for later: the page stayed.
  await expect(page).toHaveURL(new RegExp(`/checkout/${orderId}$`));
  await expect(orderStatus(page)).toHaveText('Order Placed');

  // Hydrated, both work.
  await cancel.click();
  await confirm.getByRole('button', { name: 'Keep my order' }).click();
  await expect(confirm).toBeHidden();
  await pay.click();
  await expect(page).toHaveURL(new RegExp(`^${shop.stripe!.origin}/pay/cs_test_\\d+$`));
});
