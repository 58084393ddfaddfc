import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import PostalMime from 'postal-mime';
import { receiptScreenshot } from '../apps/server/test/helpers/screenshots.ts';
import { shopDate } from './fixtures/service.ts';
import { captureScreens } from './screens.ts';

// The e2e server's data folder (playwright.config.ts): without SMTP_URL its mails land in outbox/.
const outbox = path.join(os.tmpdir(), `storefront-e2e-${process.env.E2E_PORT ?? 4173}`, 'outbox');

async function mailText(email: string, match: RegExp): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
        for (const f of files.sort().reverse()) {
          const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox, f)));
          const to = mail.to?.some((a) => 'address' in a && a.address === email);
          if (to && match.test(`${mail.subject ?? ''}\n${mail.text ?? ''}`)) return (found = mail.text ?? '');
        }
        return null;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  return found!;
}

async function chooseDelivery(page: Page) {
  const modal = page.getByTestId('service-modal');
  await expect(modal).toBeVisible();
  await modal.getByText('Delivery', { exact: true }).click();
  await modal.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: /Delivery address/ }).pressSequentially('Shah', { delay: 30 });
  await page.getByRole('option', { name: 'Shah Alam, Selangor, Malaysia' }).click();
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByRole('textbox', { name: 'Date', exact: true }).fill(shopDate(1));
  await page.getByRole('radio', { name: '14:00 - 15:00', exact: true }).check({ force: true });
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('service-bar')).toContainText('Delivery to Shah Alam');
}

test('guest to paid: cart, register, merge, delivery, place order, matching screenshot, My orders', async ({ page }) => {
  test.setTimeout(150_000);
  const email = `checkout-${Date.now()}@example.com`;

  // A guest chooses delivery and fills a cart from the product page.
  await page.goto('/');
  await chooseDelivery(page);
  const list = await page.request.post('/api/product/fetchProducts', { data: { productName: null, page: 1, amount: 48 } });
  const product = ((await list.json()).products as { id: string; name: string; features: string[]; price: number }[]).find(
    (p) => p.features.length >= 2 && p.price < 100,
  )!;
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: product.features[1]!, exact: true }).click();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to Bag' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Please Log in before proceeding to checkout.')).toBeVisible();

  // Register with the emailed code; the guest cart is merged into the new account.
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Verify' }).click();
  const code = /\b(\d{6})\b/.exec(await mailText(email, /\b\d{6}\b/))![1]!;
  const codeInput = page.getByRole('textbox', { name: 'Verification code' });
  await codeInput.focus();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('Name').fill('Aisyah Rahman');
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();

  // Place order: prefilled contact, the state drives the fee, the terms must be ticked.
  await expect(page).toHaveURL(/\/place-order$/);
  await expect(page.getByLabel('First name')).toHaveValue('Aisyah');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByText('Enter Shipping Address')).toBeVisible();
  await expect(page.getByText('Scroll for more items')).toHaveCount(0);
  await page.getByLabel('Street').fill('12 Jalan Plumbum');
  await page.getByLabel('City').fill('Shah Alam');
  await page.getByLabel('State').selectOption('Sabah');
  await expect(page.getByText('RM 15.00')).toBeVisible();
  await page.getByLabel('State').selectOption('');
  await expect(page.getByText('Enter Shipping Address')).toBeVisible();
  await page.getByLabel('State').selectOption('Selangor');
  await expect(page.getByText('RM 8.00')).toBeVisible();
  await page.getByLabel('Zipcode').fill('40150');
  await page.getByLabel('Phone').fill('0123456789');
  await expect(page.getByRole('radio', { name: /Touch 'n Go/ })).toBeChecked();
  // No Stripe key in the e2e server: the card option is hidden.
  await expect(page.getByRole('radio', { name: /Card/ })).toHaveCount(0);
  await captureScreens(page, 'place-order');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByText('Please agree to the terms and conditions.').first()).toBeVisible();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();

  // The order page: greeting, instructions naming the receiver, a live countdown.
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'THANK YOU, AISYAH' })).toBeVisible();
  await expect(page.getByTestId('order-message')).toContainText('Your order has been confirmed.');
  await expect(page.getByTestId('countdown')).toHaveText(/^1:5\d:\d\d$/);
  await expect(page.getByRole('img', { name: /^Payment QR for / })).toBeVisible();
  const receiver = (await page.getByTestId('receiver-name').textContent())!;
  const total = (await page.getByTestId('order-total').textContent())!;
  await captureScreens(page, 'order-placed');
  await mailText(email, /received/);

  // Upload a generated screenshot showing the receiver and the total, then SUBMIT.
  const shot = await receiptScreenshot({ receiver, amount: total });
  await page.getByLabel('Payment screenshot', { exact: true }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: shot });
  await expect(page.getByRole('img', { name: 'Payment screenshot preview' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View' })).toBeVisible();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByText('Payment screenshot received. We will verify it shortly.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('order-message')).toContainText('Your payment screenshot has been submitted.');
  await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();
  await captureScreens(page, 'order-submitted');

  await page.goto('/orders');
  const card = page.getByTestId('order-card').first();
  await expect(card.getByText('Payment Submitted')).toBeVisible();
  await expect(card.getByText(product.name)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Track Order' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Contact Seller' })).toHaveAttribute('href', /^https:\/\/wa\.me\/60\d+\?text=/);
  await captureScreens(page, 'my-orders');

  // An order id that is not this shopper's answers 404 and shows the not-found screen.
  await page.goto('/checkout/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'We could not find that order' })).toBeVisible();
});
