import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/a11y.ts';
import { E2E_ADMIN, loginToken, useToken } from '../fixtures/admin.ts';
import { CUSTOMER_PASSWORD, registerCustomer } from '../fixtures/customers.ts';
import { expect, test } from '../fixtures/journey.ts';
import { chooseDefaultService, openPickupChoice, storeServiceChoice } from '../fixtures/service.ts';
import { catalogue, type ApiProduct } from '../fixtures/shopping.ts';
import { captureScreens, expectNoSidewaysScroll } from '../screens.ts';

// A shopper orders a birthday cake: the size's own price, a message, candles and a card, and a note
// for the shop; the baker reads the message on the production sheet. Staff set an option's price
// in the back office and the shop shows it.
test.use({ journey: 'cake-add-ons' });

const MESSAGE = 'Selamat Hari Jadi Aisyah';
const CARD = 'Happy birthday, sayang!\nLove, Mak & Abah';
const NOTE = 'Please keep the cake chilled until 4 pm.';

async function productNamed(request: APIRequestContext, name: string): Promise<ApiProduct> {
  const found = (await catalogue(request)).find((p) => p.name === name);
  if (!found) throw new Error(`no product named ${name}`);
  return found;
}

/** The cake needs 48 hours: the first open pickup slot from three days ahead. */
const pickupAfterLeadTime = (request: APIRequestContext) => openPickupChoice(request, 3);

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

async function expectCakeAddOns(scope: ReturnType<Page['getByTestId']>): Promise<void> {
  await expect(scope).toContainText(`Message:${MESSAGE}`);
  await expect(scope).toContainText('Candles:5');
  await expect(scope).toContainText('Card:Happy birthday, sayang!');
}

test('a birthday cake with a message, candles and a card, from the product page to the production sheet', async ({
  page,
  request,
  shop,
}) => {
  test.setTimeout(180_000);
  const customer = await registerCustomer(request, shop.dataDir, 'Nurul Huda');
  const choice = await pickupAfterLeadTime(request);
  await storeServiceChoice(page, choice);
  await signIn(page, customer.email);

  const cake = await productNamed(request, 'Dark Chocolate Fudge Cake');
  await page.goto(`/product/${cake.id}`);
  await expect(page.getByRole('radio', { name: /^Half · RM\s?68\.00$/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Whole · RM\s?135\.00$/ })).toBeVisible();
  await page.getByRole('radio', { name: /^Whole/ }).check();
  await expect(page.getByTestId('unit-price')).toHaveText(/RM\s?135\.00 each/);

  const addOns = page.getByTestId('add-ons');
  await addOns.getByLabel(/Message on the cake/).fill(MESSAGE);
  await addOns.getByLabel(/Candles, up to 10/).fill('5');
  await addOns.getByRole('checkbox', { name: /Add a greeting card/ }).check();
  await addOns.getByLabel('Card text').fill(CARD);
  // 135 + 5 candles at 0.50 + a card at 2.00.
  await expect(page.getByTestId('unit-price')).toHaveText(/RM\s?139\.50 each/);
  await expectAccessible(page, 'customisable cake product page');
  await captureScreens(page, 'cake-add-ons-product');

  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  const popup = page.getByRole('dialog', { name: 'Added to Bag' });
  await expectCakeAddOns(popup.getByTestId('line-add-ons'));
  await popup.getByRole('link', { name: /^Checkout/ }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const cartLine = page.getByTestId('line-add-ons').first();
  await expectCakeAddOns(cartLine);
  await expect(page.getByRole('main')).toContainText(/RM\s?139\.50/);
  await expectAccessible(page, 'cart with a customised cake');
  await captureScreens(page, 'cake-add-ons-cart');
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();

  await expect(page).toHaveURL(/\/place-order$/);
  await expectCakeAddOns(page.getByTestId('line-add-ons').first());
  await page.getByLabel('Phone').fill('0123456789');
  await page.getByLabel('Note for the shop (optional)').fill(NOTE);
  await expect(page.getByRole('radio', { name: /Touch 'n Go/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();

  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'THANK YOU, NURUL' })).toBeVisible();
  await expectCakeAddOns(page.getByTestId('line-add-ons').first());
  await expect(page.getByTestId('order-note')).toContainText(NOTE);
  await expect(page.getByTestId('order-total')).toHaveText('RM 139.50');
  const orderId = page.url().split('/').pop()!;

  // The baker's production sheet for the pickup day lists the message under the cake's line.
  await page.context().clearCookies({ name: 'token' });
  await useToken(page, await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  await page.goto(`/admin/production?date=${choice.calendarDate}`);
  await page.getByRole('button', { name: /Dark Chocolate Fudge Cake · Whole/ }).click();
  const orders = page.getByRole('list', { name: 'Orders with Dark Chocolate Fudge Cake, Whole' });
  await expect(orders).toContainText(`#${orderId.slice(0, 8).toUpperCase()}`);
  await expectCakeAddOns(orders.getByTestId('line-add-ons'));
  await expect(orders).toContainText(`Note: ${NOTE}`);

  // On paper the baker has no button to open: every line lists its orders' add-ons and notes.
  const printed = page.getByRole('list', { name: 'Add-ons for Dark Chocolate Fudge Cake, Whole' });
  await expect(printed).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(printed).toBeVisible();
  await expect(printed).toContainText(`#${orderId.slice(0, 8).toUpperCase()}`);
  await expectCakeAddOns(printed.getByTestId('line-add-ons'));
  await expect(printed).toContainText(`Note: ${NOTE}`);
  await expect(orders).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test('a guest customises two cakes, reloads, logs in, and the account cart keeps both with their add-ons', async ({
  page,
  request,
  shop,
}) => {
  test.setTimeout(180_000);
  const customer = await registerCustomer(request, shop.dataDir, 'Siti Aminah');
  await storeServiceChoice(page, await pickupAfterLeadTime(request));
  const cake = await productNamed(request, 'Dark Chocolate Fudge Cake');
  await page.goto(`/product/${cake.id}`);
  await page.getByRole('radio', { name: /^Half/ }).check();
  const addOns = page.getByTestId('add-ons');
  await addOns.getByLabel(/Message on the cake/).fill(MESSAGE);
  await addOns.getByLabel(/Candles, up to 10/).fill('5');
  await addOns.getByRole('checkbox', { name: /Add a greeting card/ }).check();
  await addOns.getByLabel('Card text').fill(CARD);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  const popup = page.getByRole('dialog', { name: 'Added to Bag' });
  await expectCakeAddOns(popup.getByTestId('line-add-ons'));
  await popup.getByRole('button', { name: /close/i }).first().click();
  // The same cake with another message is a line of its own.
  await addOns.getByLabel(/Message on the cake/).fill('<b>Tahniah</b> Adik');
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(popup.getByTestId('line-add-ons')).toContainText('Message:<b>Tahniah</b> Adik');

  await page.goto('/cart');
  await page.reload();
  const lines = page.getByTestId('line-add-ons');
  await expect(lines).toHaveCount(2);
  await expectCakeAddOns(lines.filter({ hasText: MESSAGE }));
  await expect(lines.filter({ hasText: 'Tahniah' })).toContainText('Message:<b>Tahniah</b> Adik');
  await expectAccessible(page, 'guest cart with customised cakes');
  await captureScreens(page, 'cake-add-ons-guest-cart');

  const guestCookies = (await page.context().cookies()).filter((c) => c.name.startsWith('guestCart'));
  await signIn(page, customer.email);
  await page.goto('/cart');
  await expect(lines).toHaveCount(2);
  await expectCakeAddOns(lines.filter({ hasText: MESSAGE }));
  await expect(lines.filter({ hasText: 'Tahniah' })).toContainText('Message:<b>Tahniah</b> Adik');
  await expect(page.getByRole('button', { name: 'PROCEED TO CHECKOUT' })).toBeEnabled();
  await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).not.toContain('guestCartLines');

  // A page requested just before the merge cleared the guest cookies is rendered with the old lines;
  // it must not merge them a second time (each cake would then be in the bag twice).
  const merges: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/cart/cartMerge')) merges.push(r.url());
  });
  const stale = guestCookies.map((c) => `${c.name}=${c.value}`).join('; ');
  await page.route('**/cart', async (route) => {
    const headers = await route.request().allHeaders();
    await route.continue({ headers: { ...headers, cookie: [headers['cookie'], stale].filter(Boolean).join('; ') } });
  });
  await page.goto('/cart');
  await page.waitForLoadState('networkidle');
  expect(merges).toEqual([]);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});

test('staff set an option price and make a cake customisable; the shop shows both', async ({ page, request }) => {
  test.setTimeout(120_000);
  const cake = await productNamed(request, 'Strawberry Chiffon Celebration Cake');
  await chooseDefaultService(page);
  await useToken(page, await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  await page.goto(`/admin/products/${cake.id}`);
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(cake.name);

  await page.getByLabel('Price: Half').fill('62.50');
  await page.getByRole('checkbox', { name: /^Customisable/ }).check();
  await expect(page.getByLabel('Message: most characters')).toHaveValue('30');
  await page.getByLabel('Message: most characters').fill('24');
  await page.getByRole('checkbox', { name: 'Candles', exact: true }).check();
  await page.getByLabel('Candles: price each').fill('0.80');
  await expectAccessible(page, 'product form with option prices and add-ons');
  await captureScreens(page, 'admin-product-add-ons');
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page, `product form with add-ons at ${width} px`);
  }
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  await page.goto(`/product/${cake.id}`);
  await expect(page.getByRole('radio', { name: /^Half · RM\s?62\.50$/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Whole · RM\s?118\.00$/ })).toBeVisible();
  const addOns = page.getByTestId('add-ons');
  await expect(addOns.getByLabel(/Message on the cake/)).toHaveAttribute('maxlength', '24');
  await expect(addOns.getByLabel(/Candles, up to 10 \(\+RM\s?0\.80 each\)/)).toBeVisible();
});
