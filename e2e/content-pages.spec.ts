import { expect, test } from './fixtures/test.ts';
import { chooseDefaultService } from './fixtures/service.ts';
import { captureScreens } from './screens.ts';

// About, contact, terms and the footer (their accessibility is scanned in a11y.spec.ts).

test.beforeEach(async ({ page }) => {
  await chooseDefaultService(page);
});

test.describe('about, contact and footer', () => {
  test('about tells the mission and why to choose us', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(/^About us \| /);
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
    for (const reason of ['Quality Assurance', 'Convenience', 'Exceptional Customer Service']) {
      await expect(page.getByRole('heading', { name: reason })).toBeVisible();
    }
    await captureScreens(page, 'about');
  });

  test('contact shows the shop details from settings and mails the careers address', async ({ page, request }) => {
    const { settings } = await (await request.get('/api/custom/settings')).json();
    await page.goto('/contact');
    await expect(page).toHaveTitle(/^Contact us \| /);
    const store = page.getByRole('region', { name: 'Our Store' });
    await expect(store).toContainText(settings.contactAddress);
    await expect(store.getByRole('link', { name: settings.contactPhone })).toHaveAttribute('href', /^tel:/);
    await expect(store.getByRole('link', { name: settings.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${settings.contactEmail}`,
    );
    await expect(page.getByRole('link', { name: 'Explore Jobs' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${settings.careersEmail}\\?subject=`),
    );
    await captureScreens(page, 'contact');
  });

  test('terms cover the payment window, returns and delivery', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText(/Pay within 2 hours/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Returns and exchanges (7 days)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delivery and pickup' })).toBeVisible();
    await captureScreens(page, 'terms');
  });

  test('the footer has company links, contact details and this year', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    for (const name of ['About us', 'Our outlets', 'News & events', 'Contact us', 'Terms & returns']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer).toContainText(`Copyright ${new Date().getFullYear()}`);
  });
});
