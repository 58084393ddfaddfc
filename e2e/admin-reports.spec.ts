import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Locator, type Page } from './fixtures/test.ts';
import { E2E_ADMIN, loginToken, useToken } from './fixtures/admin.ts';
import { expectAccessible } from './fixtures/a11y.ts';
import { registerCustomer } from './fixtures/customers.ts';
import { chooseDefaultService, shopDate } from './fixtures/service.ts';
import { SHARED_DATA_DIR } from './fixtures/shared-shop.ts';
import { captureScreens } from './screens.ts';

/** A pickup slot tomorrow at any outlet that is open then (outlets close on some days). */
async function tomorrowsSlot(request: APIRequestContext): Promise<{ outletId: number; date: string; slot: string }> {
  const date = shopDate(1);
  const { outlets } = (await (await request.get('/api/outlet/outletList')).json()) as { outlets: { id: number }[] };
  for (const outlet of outlets) {
    const res = await request.post('/api/service/slots', {
      data: { serviceType: 'pickup', outletId: outlet.id, date },
    });
    const { slots } = (await res.json()) as { slots: { slot: string; available: boolean }[] };
    const open = slots.find((s) => s.available);
    if (open) return { outletId: outlet.id, date, slot: open.slot };
  }
  throw new Error(`no outlet takes pickups on ${date}`);
}

/** The element really drawn at the locator's centre is it (or inside it): visible, not covered. */
async function expectOnTop(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const onTop = await locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });
  expect(onTop).toBe(true);
}

/** Chromium writes one page object per printed page. */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

async function placeTomorrowsOrder(
  request: APIRequestContext,
): Promise<{ orderId: string; product: { name: string; feature: string } }> {
  const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Nur Sheet');
  const headers = { token: customer.token };
  const { products } = (await (
    await request.post('/api/product/fetchProducts', { data: { page: 1, amount: 48, category: ['Bakery'] } })
  ).json()) as {
    products: { id: string; name: string; price: number; features: string[] }[];
  };
  const product = products.find((p) => p.features.length > 0)!;
  const feature = product.features[0]!;
  const where = await tomorrowsSlot(request);
  expect(
    (await request.post('/api/cart/add', { headers, data: { itemId: product.id, feature, quantity: 3 } })).ok(),
  ).toBe(true);
  const placed = await request.post('/api/order/place', {
    headers,
    data: {
      address: { firstName: 'Nur', lastName: 'Sheet', email: customer.email, phone: '0123456789' },
      items: [{ id: product.id, price: product.price, feature, quantity: 3 }],
      price: { productPrice: (product.price * 3).toFixed(2), shippingPrice: '0.00' },
      service: { serviceType: 'pickup', outletId: where.outletId, calendarDate: where.date, deliveryTime: where.slot },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return { orderId: ((await placed.json()) as { orderId: string }).orderId, product: { name: product.name, feature } };
}

async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  await chooseDefaultService(page);
  await useToken(page, await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
}

test("staff open tomorrow's production sheet, drill into a line, print it on A4 and download the CSV", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { orderId, product } = await placeTomorrowsOrder(request);
  await signInAsAdmin(page, request);

  await page.goto('/admin/orders');
  await page.getByRole('link', { name: 'Production sheet' }).click();
  await expect(page.getByRole('heading', { name: 'Production sheet' })).toBeVisible();
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue(shopDate(1));
  const line = page.getByRole('button', { name: new RegExp(`${product.name}.*${product.feature}`) });
  await expectOnTop(line);
  await line.click();
  const orderLink = page.getByRole('link', { name: `#${orderId.slice(0, 8).toUpperCase()}` });
  await expectOnTop(orderLink);
  await expectAccessible(page, 'production sheet');
  await captureScreens(page, 'admin-production-sheet');

  // Print: the button asks the browser to print; Chromium's own PDF is what paper would get.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  fs.mkdirSync('test-results/screens', { recursive: true });
  fs.writeFileSync('test-results/screens/admin-production-sheet.pdf', pdf);
  // A day's sheet of a few lines fits one page; the screen's navigation and filters do not come along.
  expect(pdfPages(pdf)).toBe(1);
  await page.emulateMedia({ media: 'screen' });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`production-${shopDate(1)}-all.csv`);
  const csv = fs.readFileSync(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = csv.subarray(3).toString('utf8').split('\r\n');
  expect(rows[0]).toMatch(/^Kind,Product,Option,.*Total$/);
  expect(rows.find((r) => r.includes(product.name) && r.includes(product.feature))).toMatch(/,\d+$/);
});

/** A day of 60 lines in four kinds over three outlets, delivery and five slots: more than one A4 page holds. */
function longSheet(date: string) {
  const slots = ['10:00 - 11:00', '11:00 - 12:00', '14:00 - 15:00', '17:00 - 18:00', '20:00 - 21:00'];
  const columns = [
    { key: 'outlet-1', label: 'SS2 Petaling Jaya (Flagship)' },
    { key: 'outlet-2', label: 'Shah Alam Seksyen 7' },
    { key: 'outlet-3', label: 'George Town Heritage' },
    { key: 'delivery', label: 'Delivery' },
  ];
  const groups = ['Bakery · Bread', 'Bakery · Cakes', 'Bakery · Pastries', 'Men · Topwear'].map((kind, k) => ({
    kind,
    lines: Array.from({ length: 15 }, (_, i) => ({
      name: `Kuih lapis ${k * 15 + i + 1}`,
      feature: i % 2 ? 'Whole' : 'Box of 6',
      total: 20,
      bySlot: [4, 4, 4, 4, 4],
      byColumn: [5, 5, 5, 5],
      orders: [],
    })),
  }));
  return {
    success: true,
    date,
    location: 'all',
    locationLabel: 'All outlets and delivery',
    slots,
    columns,
    groups,
    orderCount: 120,
  };
}

test('a long production sheet prints on as few A4 pages as its rows need, headings repeated', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, request);
  const date = shopDate(1);
  await page.route('**/api/admin/production-sheet?*', (route) => route.fulfill({ json: longSheet(date) }));
  await page.route('**/api/admin/production-sheet', (route) => route.fulfill({ json: longSheet(date) }));
  await page.goto('/admin/production');
  await expect(page.getByRole('button', { name: /^Kuih lapis 60 /u })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  fs.writeFileSync('test-results/screens/admin-production-sheet-long.pdf', pdf);
  // 64 rows of 9 pt type take two pages, each headed by the column names; the screen's layout would take more.
  expect(pdfPages(pdf)).toBe(2);
  await page.emulateMedia({ media: 'screen' });
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBeGreaterThan(2);
});

test('staff read the sales dashboard: charts with their figures as tables', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, request);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Sales dashboard' })).toBeVisible();
  const daily = page.getByRole('img', { name: /^Revenue and paid orders per day from/ });
  await expectOnTop(daily);
  await expect(page.getByRole('img', { name: /^Order Placed: \d+/ })).toBeVisible();
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Revenue and paid orders per day' }) });
  await card.getByText('Figures as a table').click();
  await expect(card.getByRole('table', { name: 'Revenue and paid orders per day' }).getByRole('row')).toHaveCount(31);
  await expect(page.getByRole('heading', { name: 'Unpaid, expiring within the hour' })).toBeVisible();
  await expectAccessible(page, 'sales dashboard');
  await captureScreens(page, 'admin-dashboard');
});

test('the desk opens on today by slot, and moves the selected orders on together', async ({ page, request }) => {
  test.setTimeout(180_000);
  const first = await placeTomorrowsOrder(request);
  const second = await placeTomorrowsOrder(request);
  await signInAsAdmin(page, request);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?date=${shopDate(0)}&sort=slot$`));
  await expect(page.getByRole('combobox', { name: /^Order/ })).toHaveValue('slot');

  await page.getByLabel('Service date').fill(shopDate(1));
  for (const { orderId } of [first, second])
    await page.getByLabel(`Select order #${orderId.slice(0, 8).toUpperCase()}`).check();
  const bar = page.getByRole('group', { name: 'Move selected orders' });
  await bar.getByLabel(/^Move to/).selectOption({ label: 'Cancel order' });
  await bar.getByLabel(/^Reason/).fill('The oven is being repaired tomorrow.');
  await expectAccessible(page, 'orders desk with a bulk move');
  await captureScreens(page, 'admin-orders-bulk');
  await bar.getByRole('button', { name: 'Apply to 2 selected' }).click();
  await expect(page.getByText('2 orders moved to Order Cancelled.')).toBeVisible();

  await page.goto(`/admin/orders/${first.orderId}`);
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline).toContainText('Order Placed → Order Cancelled');
  await expect(timeline).toContainText('The oven is being repaired tomorrow.');
});
