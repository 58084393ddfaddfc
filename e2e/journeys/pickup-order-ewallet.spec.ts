import { expectAccessible } from '../fixtures/a11y.ts';
import { receiptScreenshot } from '../../apps/server/test/helpers/screenshots.ts';
import { CUSTOMER_PASSWORD, registerCustomer } from '../fixtures/customers.ts';
import { expect, test } from '../fixtures/journey.ts';
import { mailMatching } from '../fixtures/mail.ts';
import { openPickupChoice, storeServiceChoice } from '../fixtures/service.ts';
import { addFromProductPage, garment, orderStatus } from '../fixtures/shopping.ts';
import { captureScreens } from '../screens.ts';

// A customer signs in, orders for pickup at an outlet and pays by Touch 'n Go transfer: the
// screenshot of the transfer is uploaded and read by the shop.
test.use({ journey: 'pickup-order-ewallet' });

test('a customer places a pickup order, pays by e-wallet with a matching screenshot, and follows it in My orders', async ({
  page,
  request,
  shop,
}) => {
  test.setTimeout(150_000);
  const customer = await registerCustomer(request, shop.dataDir, 'Siti Aminah');
  const choice = await openPickupChoice(request);
  await storeServiceChoice(page, choice);

  await page.goto('/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();

  const product = await garment(request);
  await addFromProductPage(page, product, product.features[1]!);
  await page
    .getByRole('dialog', { name: 'Added to Bag' })
    .getByRole('link', { name: /^Checkout/ })
    .click();
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();

  // Pickup needs no address and no fee; the contact comes from the account.
  await expect(page).toHaveURL(/\/place-order$/);
  await expect(page.getByTestId('pickup-outlet')).toContainText(choice.outletTitle);
  await expect(page.getByTestId('pickup-outlet')).toContainText('no shipping fee');
  await expect(page.getByLabel('Email address')).toHaveValue(customer.email);
  await page.getByLabel('Phone').fill('0123456789');
  await expect(page.getByRole('radio', { name: /Touch 'n Go/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();

  // The order page: greeting, instructions naming the receiver and a live countdown.
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'THANK YOU, SITI' })).toBeVisible();
  await expect(orderStatus(page)).toHaveText('Order Placed');
  await expect(page.getByTestId('order-message')).toContainText('Your order has been confirmed.');
  await expect(page.getByRole('heading', { name: 'Pickup' })).toBeVisible();
  await expect(page.locator('address')).toContainText(choice.outletTitle);
  await expect(page.getByTestId('countdown')).toHaveText(/^1:5\d:\d\d$/);
  // This shop has no DuitNow QR configured: no QR at all, the written instructions only.
  await expect(page.getByTestId('payment-qr')).toHaveCount(0);
  await expect(page.getByTestId('receiver-name')).toBeVisible();
  const receiver = (await page.getByTestId('receiver-name').textContent())!;
  const total = (await page.getByTestId('order-total').textContent())!;
  expect(total).toBe(`RM ${product.price.toFixed(2)}`);
  await expectAccessible(page, 'order page, Order Placed');
  await captureScreens(page, 'order-placed');
  await mailMatching(shop.dataDir, customer.email, /received/);

  // A screenshot of the transfer showing the receiver and the total, then SUBMIT.
  const shot = await receiptScreenshot({ receiver, amount: total });
  await page
    .getByLabel('Payment screenshot', { exact: true })
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: shot });
  await expect(page.getByRole('img', { name: 'Payment screenshot preview' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View' })).toBeVisible();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByText('Payment screenshot received. We will verify it shortly.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(orderStatus(page)).toHaveText('Payment Submitted');
  await expect(orderStatus(page)).toHaveAttribute('data-tone', 'orange');
  await expect(page.getByTestId('order-message')).toContainText('Your payment screenshot has been submitted.');
  await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expectAccessible(page, 'order page, Payment Submitted');
  await captureScreens(page, 'order-submitted');
  await mailMatching(shop.dataDir, customer.email, /Payment Submitted/);

  await page.goto('/orders');
  const card = page.getByTestId('order-card').first();
  await expect(card.getByText('Payment Submitted')).toBeVisible();
  await expect(card.getByText(product.name)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Track Order' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Contact Seller' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/60\d+\?text=/,
  );
  await expectAccessible(page, 'my orders');
  await captureScreens(page, 'my-orders');

  // An order id that is not this shopper's answers 404 and shows the not-found screen.
  await page.goto('/checkout/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'We could not find that order' })).toBeVisible();
});
