import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import PostalMime from 'postal-mime';
import { chooseDefaultService } from './fixtures/service.ts';
import { captureScreens } from './screens.ts';

// The e2e server's data folder (playwright.config.ts); without SMTP_URL its mails land in outbox/.
const outbox = path.join(os.tmpdir(), `storefront-e2e-${process.env.E2E_PORT ?? 4173}`, 'outbox');
const PASSWORD = 'teh-tarik-2026';

// The service modal blocks every page until a choice exists; these tests are about accounts.
test.beforeEach(async ({ page }) => {
  await chooseDefaultService(page);
});

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.com`;

const outboxNames = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []);

/** The code of the newest mail to `email` that is not among `seen`, waiting for it to arrive. */
async function codeFromOutbox(email: string, seen: string[] = []): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const files = outboxNames().filter((f) => !seen.includes(f)).sort().reverse();
        for (const f of files) {
          const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox, f)));
          if (mail.to?.some((a) => 'address' in a && a.address === email)) {
            code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? null;
            return code;
          }
        }
        return null;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return code!;
}

async function registerThroughApi(request: APIRequestContext, email: string, name = 'Hafiz Ismail') {
  expect((await request.post('/api/user/sendRegisterOtp', { data: { email } })).ok()).toBe(true);
  const otp = await codeFromOutbox(email);
  expect((await request.post('/api/user/verifyRegisterOtp', { data: { email, otp } })).ok()).toBe(true);
  expect((await request.post('/api/user/register', { data: { email, name, password: PASSWORD } })).ok()).toBe(true);
}

/** A real paste event, as when a shopper pastes the code from the mail. */
async function pasteInto(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Verification code' });
  await input.focus();
  await input.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('register with the emailed code, log out, fail and succeed to log in', async ({ page }) => {
  const email = uniqueEmail('reg');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await captureScreens(page, 'register-email');

  // The email is required with the spec's message.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
  await expect(page.getByTestId('otp-box')).toHaveCount(6);
  const codeInput = page.getByRole('textbox', { name: 'Verification code' });
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  await captureScreens(page, 'register-code');

  const code = await codeFromOutbox(email);
  // A wrong code first: the spec's message.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await pasteInto(page, wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid OTP. Please try again.', { exact: true })).toBeVisible();
  await expect(page.getByText('4 tries left.')).toBeVisible();
  // The wrong code is cleared for the next try.
  await expect(codeInput).toHaveValue('');

  // Pasting the code as the mail shows it ("123 456") fills all six boxes.
  await pasteInto(page, `${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(page.getByTestId('otp-box').first()).toHaveText(code[0]!);
  await expect(page.getByTestId('otp-box').last()).toHaveText(code[5]!);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  const lockedEmail = page.getByLabel('Email');
  await expect(lockedEmail).toHaveValue(email);
  await expect(lockedEmail).toHaveAttribute('readonly', '');
  await page.getByLabel('Name').fill('Nurul Huda');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await captureScreens(page, 'register-details');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  // Logged in: the account screens send you home.
  for (const p of ['/login', '/register', '/reset-password']) {
    await page.goto(p);
    await expect(page).toHaveURL(/\/$/);
  }

  await logout(page);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await login(page, email, 'wrong-password-1');
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
});

test('the header menu is keyboard accessible and a guest icon goes to login', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await captureScreens(page, 'login');

  const email = uniqueEmail('menu');
  await registerThroughApi(request, email);
  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  const account = page.getByRole('button', { name: 'Account' });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Orders' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(account).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-profile$/);
});

test('password reset end to end, then the old password no longer works', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  await registerThroughApi(request, email);

  await page.goto('/reset-password');
  await captureScreens(page, 'reset-email');
  await page.getByLabel('Email').fill(email);
  const before = outboxNames();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('If an account exists for this email, we have sent it a 6-digit code.')).toBeVisible();

  const code = await codeFromOutbox(email, before);
  const input = page.getByRole('textbox', { name: 'Verification code' });
  await input.focus();
  // Typing advances box by box; backspace goes back one.
  await page.keyboard.type(code.slice(0, 4));
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('otp-box').nth(3)).toHaveText('');
  await page.keyboard.type(code.slice(3));
  await expect(input).toHaveValue(code);
  await captureScreens(page, 'reset-code');
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.getByLabel('New password').fill('kuih-lapis-77');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed. Please log in.')).toBeVisible();

  await login(page, email, PASSWORD);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await login(page, email, 'kuih-lapis-77');
  await expect(page).toHaveURL(/\/$/);
});

test('my profile needs login and comes back after it; name edit and password change work', async ({ page, request }) => {
  const email = uniqueEmail('profile');
  await registerThroughApi(request, email, 'Mei Ling');

  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-profile$/);
  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByRole('tab', { name: 'Personal Info' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(email)).toBeVisible();
  await captureScreens(page, 'profile');

  await page.getByRole('button', { name: 'Edit name' }).click();
  await page.getByLabel('Name').fill('Mei Ling Tan');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your name has been saved.')).toBeVisible();
  await expect(page.getByText('Mei Ling Tan')).toBeVisible();

  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByText('No recent orders.')).toBeVisible();
  await page.getByRole('tab', { name: 'Orders' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill('nasi-lemak-99');
  await captureScreens(page, 'profile-security');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password changed. Other devices have been signed out.')).toBeVisible();

  // This device stays signed in after a reload (its session was kept).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
});

test('email-verify toggles between Login and Sign Up', async ({ page }) => {
  await page.goto('/email-verify');
  await expect(page.getByRole('heading', { name: 'Email Verify OTP' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up', pressed: false }).first().click();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  await captureScreens(page, 'email-verify');
});

test('a token the server no longer accepts is dropped on load', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('token', 'x'.repeat(43)));
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
