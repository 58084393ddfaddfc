import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/journey.ts';
import { E2E_ADMIN, loginToken } from '../fixtures/admin.ts';
import { chooseDefaultService } from '../fixtures/service.ts';
import { captureScreens, WIDTHS } from '../screens.ts';

// A shopper reads the news and stories, then finds the nearest outlet on the map.
test.use({ journey: 'news-and-outlets' });

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

test.describe('news and events', () => {
  test('pages to the last page, opens a story and goes back to the same page', async ({ page, request }) => {
    const first: NewsPage = await (await request.get('/api/news/all?page=1&limit=9')).json();
    expect(first.totalPages).toBeGreaterThan(1);
    const last: NewsPage = await (await request.get(`/api/news/all?page=${first.totalPages}&limit=9`)).json();

    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^news$/i })
      .click();
    await expect(page).toHaveURL(/\/news$/);
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

    await page.getByRole('link', { name: `Read More about ${story.title}` }).click();
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

  test('an unknown story shows the not-found screen, and the server answers 404', async ({ page }) => {
    expect((await page.goto('/news/987654'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We could not find that story' })).toBeVisible();
  });

  test('a load failure shows the error text', async ({ page }) => {
    // The first page comes drawn with the document; the next one is the browser's to ask for.
    await page.goto('/news');
    await page.route('**/api/news/all*', (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'The database is not reachable.' } }),
    );
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page.getByText('Error fetching news: The database is not reachable.')).toBeVisible();
  });

  test('markup stored in a story is shown as text and never runs', async ({ page, request }) => {
    const body =
      'Fresh buns.<script>window.__pwned = 1; alert("xss")</script>\n\n<img src="x" onerror="window.__pwned = 2; alert(1)">Done.';
    // Stored for real: the story's page is rendered by the server from its loader, then hydrated.
    const token = await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const created = await request.post('/api/admin/news', {
      headers: { token },
      data: { title: 'A <b>bold</b> claim', date: '2026-11-01', description: body, imageUrl: null },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { item } = (await created.json()) as { item: { id: number } };
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`/news/${item.id}`);
    const article = page.getByTestId('news-body');
    await expect(article).toContainText('<script>window.__pwned = 1; alert("xss")</script>');
    await expect(article).toContainText('<img src="x" onerror="window.__pwned = 2; alert(1)">Done.');
    await expect(page.getByRole('heading', { level: 1, name: 'A <b>bold</b> claim' })).toBeVisible();
    await expect(article.locator('script, img')).toHaveCount(0);
    expect(await page.evaluate(() => (globalThis as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

/** How many pixels of the outline's canvas are painted in Malaysia's fill (#f1dcb1). */
function malaysiaPixels(page: Page): Promise<number> {
  return page.locator('.leaflet-outline-pane canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] === 0xf1 && data[i + 1] === 0xdc && data[i + 2] === 0xb1) count++;
    }
    return count;
  });
}

test.describe('outlets', () => {
  test('groups outlets by state, shows hours and badges, and centres the map on a card', async ({ page, request }) => {
    const { outlets }: OutletList = await (await request.get('/api/outlet/outletList')).json();
    const states = [...new Set(outlets.map((o) => o.address.state))].sort((a, b) => a.localeCompare(b, 'en'));
    await blockTiles(page);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^outlets$/i })
      .click();
    await expect(page).toHaveURL(/\/outlets$/);
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
    // With no tile server the map still shows land and sea around the pins: the outline cut from
    // Natural Earth at build time, drawn while zoomed out.
    const container = map.locator('.leaflet-container');
    await expect.poll(() => malaysiaPixels(page)).toBeGreaterThan(1000);
    await expect(container).toHaveClass(/outlet-map-sea/);

    const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
    await card.getByRole('button', { name: 'Show on map' }).click();
    await expect(card.getByRole('button', { name: 'Show on map' })).toHaveAttribute('aria-pressed', 'true');
    await expect(map.locator('.leaflet-popup-content')).toContainText(title);
    // Zoomed in to the outlet, the outline's kilometre of error would show: plain paper instead.
    await expect(map.locator('.leaflet-outline-pane')).toHaveCount(0);
    await expect(container).not.toHaveClass(/outlet-map-sea/);
    // Full-page shots of a scrolled page paint the sticky header mid-page.
    await page.evaluate('window.scrollTo({ top: 0, behavior: "instant" })');
    await captureScreens(page, 'outlets');

    // Served directly, the page names the map's style sheet in its head, so it loads with the page.
    const served = await (await request.get('/outlets')).text();
    const head = served.slice(0, served.indexOf('</head>'));
    const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)" data-precedence="default"\/>/g)].map(
      (m) => m[1]!,
    );
    const href = sheets.find((h) => h.includes('outlet-map'));
    expect(href).toMatch(/^\/assets\/outlet-map-[\w-]+\.css$/);
    expect((await request.get(href!)).status()).toBe(200);
    await page.goto('/outlets');
    await expect(page.locator('.leaflet-map-pane')).toHaveCSS('position', 'absolute');
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();

    // The whole map as a shopper opens it at each width, every outlet in view (a resize would keep the
    // earlier view and outline until Leaflet catches up).
    for (const [label, width] of Object.entries(WIDTHS)) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/outlets');
      await expect.poll(() => malaysiaPixels(page)).toBeGreaterThan(1000);
      const box = (await map.boundingBox())!;
      for (const pin of await map.locator('.leaflet-marker-icon').all()) {
        const at = (await pin.boundingBox())!;
        expect(at.x >= box.x && at.x + at.width <= box.x + box.width, `a pin inside the map at ${width} px`).toBe(true);
      }
      await page.screenshot({ path: `test-results/screens/outlets-overview-${label}.png`, fullPage: true });
    }
  });
});
