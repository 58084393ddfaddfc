// Plain Playwright: the project's fixture waits for hydration, which never comes here.
import { expect, test } from '@playwright/test';
import { chooseDefaultService } from './fixtures/service.ts';

// The shopper's forms post to their page's action, so they work before (or without) the page's
// scripts: the server answers the plain POST with the page and its result.
test.use({ javaScriptEnabled: false });

test.describe('forms before the scripts run', () => {
  test.beforeEach(({ page }) => chooseDefaultService(page));

  test('the newsletter form subscribes and shows its message', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email address').fill(`nojs-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText:
          'Thanks! Please check your inbox and confirm your subscription. Your 20% welcome code follows once you confirm.',
      }),
    ).toBeVisible();
  });

  test('the newsletter form says what is wrong with the address', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(page.locator('#newsletter-error')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  });
});
