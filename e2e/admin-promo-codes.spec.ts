import { expectAccessible } from './fixtures/a11y.ts';
import { E2E_ADMIN, loginToken, useToken } from './fixtures/admin.ts';
import { registerCustomer } from './fixtures/customers.ts';
import { chooseDefaultService } from './fixtures/service.ts';
import { SHARED_DATA_DIR } from './fixtures/shared-shop.ts';
import { expect, test } from './fixtures/test.ts';
import { captureScreens } from './screens.ts';

test('an admin creates a promo code in the back office and disables it; shoppers are then refused it', async ({
  page,
  request,
}) => {
  await chooseDefaultService(page);
  await useToken(page, await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  const code = `RAYA${Date.now() % 100_000}`;

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Promo codes' }).click();
  await expect(page.getByRole('heading', { name: 'Promo codes' })).toBeVisible();
  // The form starts from a random code of unambiguous characters; staff may draw another or type their own.
  const codeBox = page.getByRole('textbox', { name: 'Code', exact: true });
  await expect(codeBox).toHaveValue(/^[A-HJ-NP-Z2-9]{10}$/);
  const suggested = await codeBox.inputValue();
  await page.getByRole('button', { name: 'Suggest another code' }).click();
  await expect(codeBox).toHaveValue(/^[A-HJ-NP-Z2-9]{10}$/);
  expect(await codeBox.inputValue()).not.toBe(suggested);
  await codeBox.fill('');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText('Enter a promo code.')).toBeVisible();

  await codeBox.fill(code.toLowerCase());
  await page.getByLabel('Discount').selectOption('fixed');
  await page.getByLabel('Amount off (RM)').fill('5');
  await page.getByLabel(/^Minimum subtotal/).fill('30');
  await page.getByLabel(/^Total uses/).fill('50');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`Promo code ${code} created.`)).toBeVisible();
  const card = page.getByTestId('promo-code').filter({ hasText: code });
  await expect(card).toContainText('RM 5.00 off · from a subtotal of RM 30.00');
  await expect(card).toContainText('Used 0 of 50');
  await expect(card).toContainText('Active');
  await expectAccessible(page, 'back office promo codes');
  await captureScreens(page, 'admin-promo-codes');

  await card.getByRole('button', { name: `Disable ${code}` }).click();
  await expect(page.getByText(`Promo code ${code} disabled.`)).toBeVisible();
  await expect(card).toContainText('Disabled');

  const shopper = await registerCustomer(request, SHARED_DATA_DIR, 'Late Shopper');
  const refused = await request.post('/api/promo/validate', { headers: { token: shopper.token }, data: { code } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('This promo code is no longer active.');
});
