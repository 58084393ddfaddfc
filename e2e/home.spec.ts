import { expect, test, type Page } from './fixtures/test.ts';
import { confirmLinkMailedTo, mailMatching } from './fixtures/mail.ts';
import { SHARED_DATA_DIR } from './fixtures/shared-shop.ts';
import { chooseDefaultService } from './fixtures/service.ts';
import { captureScreens } from './screens.ts';

test.describe('browsing the home page', () => {
  // The service modal blocks every page until a choice exists.
  test.beforeEach(({ page }) => chooseDefaultService(page));

  test('shows the slider, the 10 latest products and the best sellers', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Latest Collections' })).toBeVisible();
    await expect(page.getByTestId('latest-collections').getByTestId('product-tile')).toHaveCount(10);
    const best = page.getByTestId('best-sellers').getByTestId('product-tile');
    await expect(best.first()).toBeVisible();
    expect(await best.count()).toBeLessThanOrEqual(5);
    await expect(page.getByRole('group', { name: '1 of 3' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Go to slide 3' })).toBeVisible();
    await expect(page.getByText('Easy Exchange Policy')).toBeVisible();
    await expect(page.getByText('RM ').first()).toBeVisible();
    await captureScreens(page, 'home');
  });

  test('the slider turns every 3 s on its own, but not for a shopper who asked for less motion', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const current = page.getByTestId('slider-dots').locator('[aria-current="true"]');
    await expect(current).toHaveAccessibleName('Go to slide 1');
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        return current.getAttribute('aria-label');
      })
      .toBe('Go to slide 2');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    // The dots turn it once the carousel has taken over the served slides...
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Go to slide 3' }).click();
        return current.getAttribute('aria-label');
      })
      .toBe('Go to slide 3');
    // ...but time alone does not (looked at every 2 s: three slides at 3 s each come round again at 9 s).
    for (let seconds = 2; seconds <= 8; seconds += 2) {
      await page.clock.runFor(2_000);
      // Read once: a retrying assertion would wait, in real time, for the loop to come round to it.
      expect(await current.getAttribute('aria-label'), `after ${seconds} s`).toBe('Go to slide 3');
    }
  });

  test('a tile opens its product route', async ({ page }) => {
    await page.goto('/');
    const tile = page.getByTestId('latest-collections').getByTestId('product-tile').first();
    const href = await tile.getAttribute('href');
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('a deep link loads the app inside the layout', async ({ page }) => {
    const res = await page.goto('/news/3');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Copyright');
  });

  test('the newsletter asks the shopper to confirm by mail, and the link confirms it', async ({ page }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByLabel('Email address').fill(email);
    const reads = loaderReads(page);
    await page.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(
      page.getByText(
        'Thanks! Please check your inbox and confirm your subscription. Your 20% welcome code follows once you confirm.',
      ),
    ).toBeVisible();
    // A subscription changes nothing the page read: no loader is asked again.
    expect(reads).toEqual([]);
    await page.goto(await confirmLinkMailedTo(SHARED_DATA_DIR, email));
    await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByTestId('newsletter-confirmed')).toHaveText(
      'Your subscription is confirmed. Your 20% welcome code is on its way to your inbox.',
    );
    // The confirmation mail speaks of the welcome code too: wait for the mail that carries one.
    await mailMatching(SHARED_DATA_DIR, email, /WELCOME-[A-Z0-9]{8}/);
  });

  test('an unknown page shows the not-found screen', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  });
});

/** The loader reads (GET `….data`) the page makes from now on. */
function loaderReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname.endsWith('.data')) reads.push(r.url());
  });
  return reads;
}
