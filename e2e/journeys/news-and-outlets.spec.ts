import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseDefaultService } from './fixtures/service.ts';
import { captureScreens } from './screens.ts';

interface NewsPage {
  items: { id: number; title: string }[];
  totalPages: number;
}
interface OutletList {
  outlets: { id: number; title: string; address: { state: string } }[];
}

/** No tile server is reachable in tests: fail tile requests at once, the markers render regardless. */
async function blockTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

test.beforeEach(async ({ page }) => {
  await chooseDefaultService(page);
});

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('news and events', () => {
  test('pages to the last page, opens a story and goes back to the same page', async ({ page, request }) => {
    const first: NewsPage = await (await request.get('/api/news/all?page=1&limit=9')).json();
    expect(first.totalPages).toBeGreaterThan(1);
    const last: NewsPage = await (await request.get(`/api/news/all?page=${first.totalPages}&limit=9`)).json();

    await page.goto('/news');
    await expect(page).toHaveTitle(/^News & Events \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
    await expect(page.getByTestId('news-card')).toHaveCount(9);
    const pager = page.getByRole('navigation', { name: 'News pages' });
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await captureScreens(page, 'news-list');

    for (let p = 2; p <= first.totalPages; p++) {
      await pager.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(new RegExp(`/news\\?page=${p}$`));
    }
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await expect(page.getByTestId('news-card')).toHaveCount(last.items.length);
    const story = last.items[0]!;
    await expect(page.getByRole('heading', { name: story.title })).toBeVisible();

    await page.getByRole('link', { name: `Read More: ${story.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${story.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${story.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
    await expect(page.getByRole('navigation', { name: 'More stories' })).toBeVisible();
    await captureScreens(page, 'news-item');

    await page.getByRole('link', { name: 'Back to News & Events' }).click();
    await expect(page).toHaveURL(new RegExp(`/news\\?page=${first.totalPages}$`));
    await expect(page.getByRole('heading', { name: story.title })).toBeVisible();
  });

  test('moves between neighbouring stories', async ({ page, request }) => {
    const first: NewsPage = await (await request.get('/api/news/all?page=1&limit=9')).json();
    const [newest, second] = first.items;
    await page.goto(`/news/${newest!.id}`);
    await expect(page.getByRole('link', { name: /Previous story/ })).toHaveCount(0);
    await page.getByRole('link', { name: new RegExp(`Next story.*${second!.title}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`Previous story.*${newest!.title}`) })).toBeVisible();
  });

  test('an unknown story shows the not-found screen', async ({ page }) => {
    await page.goto('/news/987654');
    await expect(page.getByRole('heading', { name: 'We could not find that story' })).toBeVisible();
  });

  test('a load failure shows the error text', async ({ page }) => {
    await page.route('**/api/news/all*', (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'The database is not reachable.' } }),
    );
    await page.goto('/news');
    await expect(page.getByText('Error fetching news: The database is not reachable.')).toBeVisible();
  });

  test('markup stored in a story is shown as text and never runs', async ({ page }) => {
    const body =
      'Fresh buns.<script>window.__pwned = 1; alert("xss")</script>\n\n<img src="x" onerror="window.__pwned = 2; alert(1)">Done.';
    await page.route('**/api/news/4242', (route) =>
      route.fulfill({
        json: {
          success: true,
          item: { id: 4242, title: 'A <b>bold</b> claim', description: body, date: '2026-11-01', image_url: null },
          previous: null,
          next: null,
          position: 1,
        },
      }),
    );
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto('/news/4242');
    const article = page.getByTestId('news-body');
    await expect(article).toContainText('<script>window.__pwned = 1; alert("xss")</script>');
    await expect(article).toContainText('<img src="x" onerror="window.__pwned = 2; alert(1)">Done.');
    await expect(page.getByRole('heading', { level: 1, name: 'A <b>bold</b> claim' })).toBeVisible();
    await expect(article.locator('script, img')).toHaveCount(0);
    expect(await page.evaluate(() => (globalThis as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe('outlets', () => {
  test('groups outlets by state, shows hours and badges, and centres the map on a card', async ({ page, request }) => {
    const { outlets }: OutletList = await (await request.get('/api/outlet/outletList')).json();
    const states = [...new Set(outlets.map((o) => o.address.state))].sort((a, b) => a.localeCompare(b, 'en'));
    await blockTiles(page);
    await page.goto('/outlets');
    await expect(page).toHaveTitle(/^Outlets \| /);

    const groups = page.getByTestId('outlet-state');
    await expect(groups).toHaveCount(states.length);
    for (const [i, state] of states.entries()) {
      await expect(groups.nth(i).getByRole('heading', { level: 2 })).toContainText(state);
    }
    await expect(page.getByTestId('outlet-card')).toHaveCount(outlets.length);

    const card = page.getByTestId('outlet-card').first();
    await expect(card.getByRole('row')).toHaveCount(7);
    await expect(card.getByRole('rowheader').first()).toHaveText(/^Monday/);
    await expect(card.getByRole('rowheader').last()).toHaveText(/^Sunday/);
    await expect(card.getByText(/^(Open now|Closed now)/)).toBeVisible();
    await expect(card.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(card.getByRole('link', { name: /^Location Map/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );

    const map = page.getByRole('region', { name: 'Map of our outlets' });
    const markers = map.locator('.leaflet-marker-icon');
    await expect(markers.first()).toBeVisible();
    expect(await markers.count()).toBeGreaterThan(0);

    const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
    await card.getByRole('button', { name: 'Show on map' }).click();
    await expect(card.getByRole('button', { name: 'Show on map' })).toHaveAttribute('aria-pressed', 'true');
    await expect(map.locator('.leaflet-popup-content')).toContainText(title);
    // Full-page shots of a scrolled page paint the sticky header mid-page.
    await page.evaluate('window.scrollTo({ top: 0, behavior: "instant" })');
    await captureScreens(page, 'outlets');
  });
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

test.describe('accessibility', () => {
  for (const route of ['/news', '/news/first', '/outlets', '/about', '/contact', '/terms']) {
    test(`${route} has no serious or critical axe violations`, async ({ page, request }) => {
      let path = route;
      if (route === '/news/first') {
        const first: NewsPage = await (await request.get('/api/news/all?page=1&limit=9')).json();
        path = `/news/${first.items[0]!.id}`;
      }
      await blockTiles(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
