import { E2E_ADMIN, loginToken, useToken } from './fixtures/admin.ts';
import { registerCustomer } from './fixtures/customers.ts';
import { chooseDefaultService, shopDate } from './fixtures/service.ts';
import { SHARED_DATA_DIR } from './fixtures/shared-shop.ts';
import { catalogue, garment, orderWithAddress } from './fixtures/shopping.ts';
import { expect, test, type Locator, type Page } from './fixtures/test.ts';
import { expectNoSidewaysScroll } from './screens.ts';

// Issue 38, points 7, 10 and 11 as a person sees them: saved addresses at checkout, the product
// page's promises, a cancelled order's page, and the corrected copy.

const SHOT_WIDTHS = [360, 390, 1280] as const;

async function shootWidths(page: Page, name: string): Promise<void> {
  for (const width of SHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `${name} at ${width} px`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screens/round3b-${name}-${width}.png`, fullPage: true });
  }
}

/** Whether the element on top at the centre of `target` is `target` (or inside it). */
async function onTopAtCentre(target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

const AREA = 'George Town, Penang, Malaysia';

test("checkout offers the saved addresses in the delivery area's state, one tap to fill", async ({ page, request }) => {
  const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Mei Ling Tan');
  const product = await garment(request);
  await orderWithAddress(request, customer, product, {
    street: '21 Lebuh Armenian',
    city: 'George Town',
    state: 'Penang',
    zipcode: '10200',
  });
  await orderWithAddress(request, customer, product, {
    street: '5 Jalan SS 2/64',
    city: 'Petaling Jaya',
    state: 'Selangor',
    zipcode: '47300',
  });
  const headers = { token: customer.token };
  await request.post('/api/cart/add', {
    headers,
    data: { itemId: product.id, feature: product.features[0], quantity: 1 },
  });

  await useToken(page, customer.token);
  await page.context().addCookies([
    {
      name: 'userSelection',
      value: encodeURIComponent(
        JSON.stringify([
          { serviceType: 'delivery', deliveryAddress: AREA, calendarDate: shopDate(1), deliveryTime: '14:00 - 15:00' },
        ]),
      ),
      domain: '127.0.0.1',
      path: '/',
      sameSite: 'Lax',
    },
  ]);
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto('/place-order');
  await expect(page.getByLabel('City')).toHaveValue('George Town');
  await expect(page.getByLabel('Street')).toHaveValue('');

  // Only the Penang address: the Selangor one cannot be delivered to this area.
  const saved = page.getByTestId('saved-addresses');
  await expect(saved.getByRole('heading', { name: 'Your saved addresses in this area' })).toBeVisible();
  const choice = saved.getByRole('button', { name: /21 Lebuh Armenian, 10200 George Town/ });
  await expect(saved.getByRole('button')).toHaveCount(1);
  await expect(saved).not.toContainText('Jalan SS 2/64');
  expect(await onTopAtCentre(choice)).toBe(true);

  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Street')).toHaveValue('21 Lebuh Armenian');
  await expect(page.getByLabel('Postcode')).toHaveValue('10200');
  await expect(page.getByLabel('State')).toHaveValue('Penang');
  await expect(page.getByLabel('Phone')).toHaveValue('012-456 7890');
  await expect(page.getByLabel('First name')).toHaveValue('Mei Ling');
  await shootWidths(page, 'saved-addresses');
});

test('a cancelled order is headed as cancelled, with its order totals, not thanks and cart totals', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Farah Idris');
  const orderId = await orderWithAddress(request, customer, await garment(request), {
    street: '',
    city: '',
    state: '',
    zipcode: '',
  });
  const cancel = await request.post('/api/order/cancel', { headers: { token: customer.token }, data: { orderId } });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  await useToken(page, customer.token);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/checkout/${orderId}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('ORDER CANCELLED');
  expect(await onTopAtCentre(heading)).toBe(true);
  await expect(page.getByRole('heading', { name: 'ORDER TOTALS' })).toBeVisible();
  await expect(page.getByText('THANK YOU')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /CART\s*TOTALS/ })).toHaveCount(0);
  // The history's times in the shop's one date format ('3 Nov 2026, 14:05').
  await expect(page.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/).first()).toBeVisible();
  await shootWidths(page, 'cancelled-order');
});

test.describe('what the product page promises', () => {
  test('a cake promises what a cake gets, a shirt its return, and nothing is promised that the shop does not keep', async ({
    page,
    request,
  }) => {
    await chooseDefaultService(page);
    const products = await catalogue(request);
    const cake = products.find((p) => p.category === 'Bakery' && /cake/i.test(p.name));
    expect(cake, 'a cake in the demo catalogue').toBeTruthy();
    await page.goto(`/product/${cake!.id}`);
    const promises = page.getByTestId('product-promises');
    await expect(promises).toContainText('Food cannot be returned');
    await expect(promises).toContainText('Made to order');
    for (const untrue of [/cash on delivery/i, /100% original/i, /within 7 days/i]) {
      await expect(page.getByRole('main')).not.toContainText(untrue);
    }
    expect(await onTopAtCentre(promises.getByRole('listitem').first())).toBe(true);
    await shootWidths(page, 'promises-cake');

    const shirt = await garment(request);
    await page.goto(`/product/${shirt.id}`);
    await expect(promises).toContainText(
      'Return or exchange within 7 days, unworn and unwashed, with its tags attached.',
    );
    await expect(promises).not.toContainText('Food cannot be returned');

    // The footer names an outlet's address; the notice bar does not send shoppers to WhatsApp to book.
    const { outlets } = (await (await request.get('/api/outlet/outletList')).json()) as {
      outlets: { address: { street: string; zipcode: string; city: string; state: string } }[];
    };
    const outletLines = outlets.map(
      (o) => `${o.address.street}, ${o.address.zipcode} ${o.address.city}, ${o.address.state}`,
    );
    await expect(page.getByRole('contentinfo')).toContainText(/\d{5}/);
    const footerAddress = (await page.getByRole('contentinfo').locator('li').allTextContents()).find((t) =>
      /\d{5}/.test(t),
    );
    expect(outletLines).toContain(footerAddress?.trim());
    await expect(page.getByRole('region', { name: 'Shop notices' })).not.toContainText(/WhatsApp/i);
  });

  test('staff change a promise in the settings and the product page shows the change', async ({ page, request }) => {
    const token = await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const headers = { token };
    const before = (await (await request.get('/api/admin/settings', { headers })).json()).settings;
    try {
      await useToken(page, token);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/admin/settings');
      const field = page.getByLabel(/Product page promises, one per line/);
      await expect(field).toHaveValue(/^Bakery: Food cannot be returned/);
      await field.fill('Cakes: Candles and a card on request.\nno kind given');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Each promise names a kind.')).toBeVisible();
      await field.fill('Cakes: Candles and a card on request.');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved.')).toBeVisible();

      const cake = (await catalogue(request)).find((p) => p.category === 'Bakery' && /cake/i.test(p.name))!;
      await chooseDefaultService(page);
      await page.goto(`/product/${cake.id}`);
      await expect(page.getByTestId('product-promises').getByRole('listitem')).toHaveText([
        'Candles and a card on request.',
      ]);
      const shirt = await garment(request);
      await page.goto(`/product/${shirt.id}`);
      await expect(page.getByTestId('product-promises')).toHaveCount(0);
    } finally {
      await request.put('/api/admin/settings', { headers, data: before });
    }
  });
});

test('the corrected copy: cart note, Checkout button, Send code, Postcode, no ids on tiles', async ({
  page,
  request,
}) => {
  await chooseDefaultService(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/collection');
  const firstTile = page.getByRole('main').locator('a[href^="/product/"]').first();
  await expect(firstTile).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/\bID [0-9a-f]{8}\b/);

  const shirt = await garment(request);
  await page.goto(`/product/${shirt.id}`);
  await page.getByRole('radio', { name: shirt.features[0]!, exact: true }).check();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  const popup = page.getByRole('dialog', { name: 'Added to Bag' });
  const checkout = popup.getByRole('link', { name: 'Checkout (1)' });
  await expect(checkout).toBeVisible();
  expect(await onTopAtCentre(checkout)).toBe(true);
  await page.goto('/cart');
  await expect(page.getByText('Shipping is calculated at checkout.')).toBeVisible();
  await expect(page.getByText(/will calculated/)).toHaveCount(0);

  await page.goto('/register');
  const send = page.getByRole('button', { name: 'Send code' });
  await expect(send).toBeVisible();
  expect(await onTopAtCentre(send)).toBe(true);
  await expect(page.getByRole('button', { name: 'Verify' })).toHaveCount(0);
  await shootWidths(page, 'register-send-code');
});

test('on a phone the open filter panel takes the shopper back with "Show N results"', async ({ page }) => {
  await chooseDefaultService(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/collection');
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await page.getByRole('checkbox', { name: /Kids/ }).check();
  await expect(page).toHaveURL(/category=Kids/);
  const count = page.getByRole('main').getByText(/^\d+ products?$/);
  await expect(count).toBeVisible();
  const found = Number(/^(\d+)/.exec((await count.textContent()) ?? '')![1]);
  const show = page.getByRole('button', { name: `Show ${found} ${found === 1 ? 'result' : 'results'}` });
  expect(await onTopAtCentre(show)).toBe(true);
  await shootWidths(page, 'filters-show-results');
  await page.setViewportSize({ width: 360, height: 800 });
  await show.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const firstTile = page.getByTestId('collection-grid').locator('a[href^="/product/"]').first();
  await firstTile.scrollIntoViewIfNeeded();
  expect(await onTopAtCentre(firstTile)).toBe(true);
});
