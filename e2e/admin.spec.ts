import { expect, test, waitForScreens } from './fixtures/test.ts';
import sharp from 'sharp';
import { receiptScreenshot } from '../apps/server/test/helpers/screenshots.ts';
import { E2E_ADMIN, loginToken, useToken } from './fixtures/admin.ts';
import { registerCustomer } from './fixtures/customers.ts';
import { chooseDefaultService, openPickupChoice } from './fixtures/service.ts';
import { SHARED_DATA_DIR } from './fixtures/shared-shop.ts';
import { captureScreens } from './screens.ts';

test('a customer cannot open /admin or call /api/admin/*, a guest is sent to log in', async ({ page, request }) => {
  await chooseDefaultService(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin/);

  const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Curious Customer');
  for (const url of ['/api/admin/orders', '/api/admin/products', '/api/admin/settings']) {
    const res = await request.get(url, { headers: { token: customer.token } });
    expect(res.status(), url).toBe(403);
  }
  expect((await request.post('/api/admin/products', { headers: { token: customer.token }, data: {} })).status()).toBe(
    403,
  );
  await useToken(page, customer.token);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
  await expect(page.getByText('This area is for shop staff only.')).toBeVisible();
  await captureScreens(page, 'admin-refused');
});

test('an admin adds a product with an image, and the shop shows it in the collection and search', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await chooseDefaultService(page);
  await useToken(page, await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  const name = `Pandan Kaya Swirl ${Date.now() % 100_000}`;

  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await captureScreens(page, 'admin-products');
  await page.getByRole('link', { name: 'Add product' }).click();
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('Add at least one image.')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('A soft swirl bread with pandan and house-made kaya.');
  const photo = await sharp({ create: { width: 1000, height: 800, channels: 3, background: '#6a9f4b' } })
    .png()
    .toBuffer();
  await page.locator('input[type=file]').setInputFiles({ name: 'swirl.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await page.getByLabel('Category').fill('Bakery');
  await page.getByLabel('Type').fill('Bread');
  await page.getByLabel(/^Options/).fill('Whole, Half');
  await page.getByLabel('Price', { exact: true }).fill('14.90');
  await page.getByLabel(/^Lead time/).fill('12');
  await page.getByLabel('Track stock').check();
  await page.getByLabel('In stock: Whole').fill('5');
  await page.getByLabel('In stock: Half').fill('0');
  await captureScreens(page, 'admin-product-form');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText(`${name} added to the shop.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();

  await page.goto('/collection');
  await page.getByRole('checkbox', { name: /^Bread/ }).check();
  const tile = page.getByTestId('product-tile').filter({ hasText: name });
  // The collection pages 4 at a time in the shop's own order; load on until the new loaf shows.
  for (let i = 0; i < 10 && !(await tile.isVisible()); i++) {
    await page.getByRole('button', { name: 'Load More' }).click();
    await page.waitForLoadState('networkidle');
  }
  await expect(tile).toBeVisible();
  await tile.click();
  await expect(page.getByRole('radio', { name: /^Half.*Sold out$/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Whole', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Search products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search products' });
  await dialog.getByRole('searchbox').fill(name);
  await expect(dialog.getByTestId('product-tile').filter({ hasText: name })).toBeVisible();
});

test('staff verify a submitted payment and complete the order; the customer sees the green badge', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Siti Aminah');
  const headers = { token: customer.token };
  const { products } = (await (
    await request.post('/api/product/fetchProducts', { data: { page: 1, amount: 48, category: ['Bakery'] } })
  ).json()) as {
    products: { id: string; price: number; features: string[] }[];
  };
  const product = products.find((p) => p.features.length > 0)!;
  const slot = await openPickupChoice(request);
  expect(
    (
      await request.post('/api/cart/add', {
        headers,
        data: { itemId: product.id, feature: product.features[0], quantity: 2 },
      })
    ).ok(),
  ).toBe(true);
  const placed = await request.post('/api/order/place', {
    headers,
    data: {
      address: { firstName: 'Siti', lastName: 'Aminah', email: customer.email, phone: '0123456789' },
      items: [{ id: product.id, price: product.price, feature: product.features[0], quantity: 2 }],
      price: { productPrice: (product.price * 2).toFixed(2), shippingPrice: '0.00' },
      service: {
        serviceType: 'pickup',
        outletId: slot.outletId,
        calendarDate: slot.calendarDate,
        deliveryTime: slot.deliveryTime,
      },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { orderId } = (await placed.json()) as { orderId: string };
  const { settings } = (await (await request.get('/api/custom/settings')).json()) as {
    settings: { paymentReceiverName: string };
  };
  const shot = await receiptScreenshot({
    receiver: settings.paymentReceiverName,
    amount: `RM ${(product.price * 2).toFixed(2)}`,
  });
  const uploaded = await request.post('/api/order/uploadpayment', {
    headers,
    multipart: { orderId, image: { name: 'receipt.png', mimeType: 'image/png', buffer: shot } },
    timeout: 90_000,
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  // The admin works the order from the desk.
  await chooseDefaultService(page);
  await useToken(page, await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  await page.goto('/admin/orders?status=Payment+Submitted');
  const row = page.getByRole('link', { name: new RegExp(`#${orderId.slice(0, 8).toUpperCase()}`) });
  await expect(row).toBeVisible();
  await captureScreens(page, 'admin-orders');
  await row.click();
  await expect(page.getByRole('heading', { name: `Order #${orderId.slice(0, 8).toUpperCase()}` })).toBeVisible();
  const screenshot = page.getByRole('img', { name: 'Payment screenshot uploaded by the customer' });
  await expect(screenshot).toBeVisible();
  // Loaded through the staff guard, not a public URL: a real picture, not a broken-image box.
  await expect.poll(() => screenshot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expect(page.getByText('Transfer Successful')).toBeVisible();
  await captureScreens(page, 'admin-order');

  for (const [action, status] of [
    ['Verify payment', 'Payment Verified'],
    ['Preparing', 'Preparing'],
    ['Ready for Pickup', 'Ready for Pickup'],
    ['Completed', 'Completed'],
  ] as const) {
    await page.getByRole('button', { name: action, exact: true }).click();
    await expect(page.getByText(`is now ${status}.`)).toBeVisible();
  }
  await expect(page.getByText('Nothing further to do for this order.')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(6);
  await expect(timeline).toContainText('Ready for Pickup → Completed');
  await captureScreens(page, 'admin-order-completed');

  // An illegal move from a stale screen answers 409.
  const adminToken = await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const again = await request.post(`/api/admin/orders/${orderId}/action`, {
    headers: { token: adminToken },
    data: { action: 'verify' },
  });
  expect(again.status()).toBe(409);

  await page.goto(`/admin/today?date=${slot.calendarDate}`);
  await expect(page.getByRole('heading', { name: slot.deliveryTime })).toBeVisible();
  await captureScreens(page, 'admin-today');

  // The customer's My orders shows the green Completed badge.
  const shopper = waitForScreens(await browser.newPage());
  await chooseDefaultService(shopper);
  await useToken(shopper, customer.token);
  await shopper.goto('/orders');
  const badge = shopper.getByTestId('order-card').first().getByText('Completed', { exact: true });
  await expect(badge).toBeVisible();
  await expect(shopper.getByTestId('order-card').first().locator('[data-tone="green"]')).toBeVisible();
  await shopper.close();
});

test('admin screens for content and settings render', async ({ page, request }) => {
  await chooseDefaultService(page);
  await useToken(page, await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  for (const [url, heading] of [
    ['/admin/settings', 'Shop settings'],
    ['/admin/shipping', 'Shipping'],
    ['/admin/outlets', 'Outlets'],
    ['/admin/news', 'News'],
    ['/admin/slider', 'Home page slider'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await captureScreens(page, `admin-${url.split('/').pop()}`);
  }
  await page.goto('/admin/settings');
  await page.getByLabel('Seller WhatsApp number (country code first)').fill('call me');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('WhatsApp number: 8 to 15 digits, country code first.')).toBeVisible();
  // The limit of unpaid orders per customer: shown with its default, refused below 1.
  const unpaid = page.getByLabel('Unpaid orders one customer may hold');
  await expect(unpaid).toHaveValue('3');
  await unpaid.scrollIntoViewIfNeeded();
  expect(
    await unpaid.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    }),
  ).toBe(true);
  await unpaid.fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Allow at least 1 unpaid order per customer.')).toBeVisible();
  await page.goto('/admin/outlets');
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await page.locator('.leaflet-container').click({ position: { x: 40, y: 40 } });
  await captureScreens(page, 'admin-outlet-edit');
});

test('staff read a refused Malay name by its label, and the reason it is refused', async ({ page, request }) => {
  await chooseDefaultService(page);
  await useToken(page, await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  await page.goto('/admin/products');
  await page.getByText('Category and type names in Malay').click();
  const field = page.getByLabel('Bakery (category) in Malay');
  // Zero-width spaces: the field looks empty, but the form sends them.
  await field.fill('\u200b\u200b');
  await field.locator('xpath=ancestor::form').getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Malay name has only invisible characters (such as zero-width spaces). Please type it again.'),
  ).toBeVisible();
  await expect(page.getByText(/nameMs/)).toHaveCount(0);
  await captureScreens(page, 'admin-category-name-refused');
});
