import { expect, test } from './fixtures/test.ts';
import { E2E_ADMIN, loginToken, useToken } from './fixtures/admin.ts';
import { violations, watchCsp } from './fixtures/csp.ts';
import { chooseDefaultService } from './fixtures/service.ts';

// A 1x1 PNG: the tile host is answered locally, but only if the CSP let the request leave the page.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await chooseDefaultService(page);
});

test('the storefront runs under its Content-Security-Policy', async ({ page }) => {
  const fromConsole = await watchCsp(page);
  let tiles = 0;
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    tiles++;
    return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
  });

  const home = await page.goto('/');
  const csp = home!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('main img').first()).toBeVisible();

  await page.goto('/collection');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/outlets');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect.poll(() => tiles).toBeGreaterThan(0);
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeAttached();

  expect(await violations(page, fromConsole)).toEqual([]);
});

test('place-order and orders pages run under the CSP for a signed-in shopper', async ({ page, request }) => {
  const token = await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const list = (await (await request.get('/api/product/list')).json()) as {
    products: { id: string; features?: string[] }[];
  };
  const product = list.products[0]!;
  const added = await request.post('/api/cart/add', {
    headers: { token },
    data: { itemId: product.id, feature: product.features?.[0] ?? '', quantity: 1 },
  });
  expect(added.status()).toBe(200);

  const fromConsole = await watchCsp(page);
  await useToken(page, token);
  await page.goto('/place-order');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page, fromConsole)).toEqual([]);
});

test('a page cannot be framed by another site', async ({ page }) => {
  const fromConsole: string[] = [];
  page.on('console', (msg) => fromConsole.push(msg.text()));
  await page.setContent('<iframe id="f" src="about:blank"></iframe>');
  const baseURL = test.info().project.use.baseURL!;
  await page.locator('#f').evaluate((f, src) => ((f as HTMLIFrameElement).src = src), `${baseURL}/`);
  await expect.poll(() => fromConsole.some((t) => /frame-ancestors|Refused to (display|frame)/i.test(t))).toBe(true);
});
