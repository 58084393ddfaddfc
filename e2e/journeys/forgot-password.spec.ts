import { expectAccessible } from '../fixtures/a11y.ts';
import { CUSTOMER_PASSWORD, registerCustomer } from '../fixtures/customers.ts';
import { expect, test } from '../fixtures/journey.ts';
import { codeMailedTo, mailCount } from '../fixtures/mail.ts';
import { chooseDefaultService } from '../fixtures/service.ts';
import { captureScreens } from '../screens.ts';

// A customer who forgot the password gets a code by mail, sets a new one and signs in with it.
test.use({ journey: 'forgot-password' });

test('reset a forgotten password from the login page; the old password stops working', async ({
  page,
  request,
  shop,
}) => {
  const customer = await registerCustomer(request, shop.dataDir, 'Farah Lim');
  await chooseDefaultService(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await captureScreens(page, 'reset-email');
  await page.getByLabel('Email').fill(customer.email);
  const before = mailCount(shop.dataDir);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('If an account exists for this email, we have sent it a 6-digit code.')).toBeVisible();

  const code = await codeMailedTo(shop.dataDir, customer.email, before);
  const input = page.getByRole('textbox', { name: 'Verification code' });
  await input.focus();
  // Typing advances box by box; backspace goes back one.
  await page.keyboard.type(code.slice(0, 4));
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('otp-box').nth(3)).toHaveText('');
  await page.keyboard.type(code.slice(3));
  await expect(input).toHaveValue(code);
  await expectAccessible(page, 'reset password, code step');
  await captureScreens(page, 'reset-code');
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.getByLabel('New password').fill('kuih-lapis-77');
  await expectAccessible(page, 'reset password, new password step');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed. Please log in.')).toBeVisible();

  const signIn = async (password: string) => {
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  };
  await signIn(CUSTOMER_PASSWORD);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await signIn('kuih-lapis-77');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  // The old session (from sign-up) ended with the reset.
  const old = await request.post('/api/cart/get', { data: {}, headers: { token: customer.token } });
  expect(old.status()).toBe(401);
});
