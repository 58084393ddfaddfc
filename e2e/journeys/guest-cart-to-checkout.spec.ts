/// <reference lib="dom" />
import { expectAccessible } from '../fixtures/a11y.ts';
import { useToken } from '../fixtures/admin.ts';
import type { Page, Request } from '@playwright/test';
import { CUSTOMER_PASSWORD, registerCustomer, uniqueEmail } from '../fixtures/customers.ts';
import { expect, test } from '../fixtures/journey.ts';
import { codeMailedTo } from '../fixtures/mail.ts';
import { chooseDefaultService, openPickupChoice, shopDate, storeServiceChoice } from '../fixtures/service.ts';
import { addFromProductPage, catalogue } from '../fixtures/shopping.ts';
import { captureScreens } from '../screens.ts';

// A guest chooses pickup, fills a cart, signs up on the way to checkout and keeps the cart.
test.use({ journey: 'guest-cart-to-checkout' });

const withFeatures = async (page: Page) => (await catalogue(page.request)).find((p) => p.features.length >= 2)!;

async function cookie(page: Page, name: string): Promise<string | undefined> {
  const found = (await page.context().cookies()).find((c) => c.name === name);
  return found ? decodeURIComponent(found.value) : undefined;
}

test.describe('the service modal', () => {
  test('blocks the page until pickup is chosen, with past slots unavailable', async ({ page }) => {
    await page.goto('/');
    const modal = page.getByRole('dialog', { name: 'How would you like your order?' });
    await expect(modal).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await captureScreens(page, 'service-step-1');

    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please fill in all required fields.');
    // Escape does not dismiss a blocking choice.
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();

    await modal.getByText('Pick Up', { exact: true }).click();
    await modal.getByRole('button', { name: 'Next' }).click();
    const outletsRes = await page.request.get('/api/outlet/outletList');
    const first = (await outletsRes.json()).outlets[0];
    await expect(page.getByRole('combobox', { name: 'Outlet', exact: true })).toHaveValue(String(first.id));
    await expect(page.getByTestId('outlet-address')).toContainText(first.address.street);
    await expectAccessible(page, 'service modal, pickup step');
    await captureScreens(page, 'service-step-2-pickup');
    await page.getByTestId('service-modal').getByRole('button', { name: 'Next' }).click();

    // Today's slots that start at or before the current hour in Kuala Lumpur are '(Unavailable)'.
    await expect(page.locator('#service-date')).toHaveValue(shopDate(0));
    const klHour = new Date(Date.now() + 8 * 3_600_000).getUTCHours();
    const started = Math.max(0, Math.min(12, klHour - 9));
    await expect(page.getByRole('radio', { name: /\(Unavailable\)$/ })).toHaveCount(started);
    for (const radio of await page.getByRole('radio', { name: /\(Unavailable\)$/ }).all())
      await expect(radio).toBeDisabled();

    // Tomorrow (or the next day the outlet opens).
    await page.locator('#service-date').fill(shopDate(1));
    await expect(page.locator('input[name="service-slot"]')).toHaveCount(12);
    // The first outlet may be closed that day: the modal says so and offers the next open day.
    const nextOpen = page.getByRole('button', { name: /^Choose / });
    if (await nextOpen.isVisible()) {
      await expect(page.getByTestId('service-modal')).toContainText(`${first.title} is closed on`);
      await nextOpen.click();
    }
    await expect(page.locator('input[name="service-slot"]:not([disabled])').first()).toBeAttached();
    await expectAccessible(page, 'service modal, date and time step');
    await captureScreens(page, 'service-step-3');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('service-modal').getByRole('alert')).toHaveText(
      'Please fill in all required fields.',
    );
    const slot = page.locator('input[name="service-slot"]:not([disabled])').first();
    await slot.check({ force: true });
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(modal).toBeHidden();
    await expect(page.getByTestId('service-bar')).toContainText(`Pickup at ${first.title}`);
    const stored = JSON.parse((await cookie(page, 'userSelection'))!);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      serviceType: 'pickup',
      outletId: first.id,
      calendarDate: expect.any(String),
      deliveryTime: expect.stringMatching(/^\d\d:00 - \d\d:00$/),
    });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });
});

test.describe('the cart', () => {
  test.beforeEach(async ({ page }) => {
    await chooseDefaultService(page);
  });

  test('guest: add, popup, cart page, one debounced cookie write, remove, empty state', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await captureScreens(page, 'cart-empty');

    const product = await withFeatures(page);
    const feature = product.features[1]!;
    await addFromProductPage(page, product, feature, 2);
    const popup = page.getByRole('dialog', { name: 'Added to Bag' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(product.name);
    await expect(popup).toContainText(feature);
    await expect(popup).toContainText('Qty 2');
    await expect(popup.getByRole('link', { name: 'View Bag (2)' })).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Checkout (2)' })).toHaveAttribute('href', '/cart');
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectAccessible(page, 'Added to Bag popup');
    await captureScreens(page, 'added-to-bag');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    expect(JSON.parse((await cookie(page, 'guestCartData'))!)).toEqual({ [product.id]: { [feature]: 2 } });

    await addFromProductPage(page, product, feature, 1);
    await popup.getByRole('link', { name: 'View Bag (3)' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const row = page.getByTestId('cart-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(product.name);
    await expect(page.getByText('Shipping is calculated at checkout.')).toBeVisible();
    await expect(page.getByText('Please Log in before proceeding to checkout.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Click here to log in', exact: true })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcart',
    );
    await expect(page.getByRole('button', { name: 'PROCEED TO CHECKOUT' })).toBeDisabled();
    await expectAccessible(page, 'full cart, guest');
    await captureScreens(page, 'cart-full-guest');

    // A burst of edits writes the cookie once, with the last value, after the 1 s pause.
    const qty = page.getByRole('spinbutton', { name: /Quantity/ });
    const writes: string[] = [];
    await page.exposeFunction('recordCookieWrite', (v: string) => writes.push(v));
    await page.evaluate(() => {
      const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      Object.defineProperty(document, 'cookie', {
        get: () => desc.get!.call(document),
        set: (v: string) => {
          if (v.startsWith('guestCartData='))
            (window as unknown as { recordCookieWrite(v: string): void }).recordCookieWrite(v);
          desc.set!.call(document, v);
        },
      });
    });
    await qty.fill('5');
    await qty.fill('0'); // ignored (below 1)
    await qty.fill('7');
    await expect(page.getByText('Cart updated.')).toBeVisible();
    // Three edits, one write: the cookie is written once the quantity settles, not per keystroke.
    expect(writes).toHaveLength(1);
    expect(JSON.parse((await cookie(page, 'guestCartData'))!)).toEqual({ [product.id]: { [feature]: 7 } });
    await expect(page.getByTestId('cart-subtotal')).toContainText((product.price * 7).toFixed(2));

    await row.getByRole('button', { name: /^Remove/ }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(await cookie(page, 'guestCartData')).toBeUndefined();
  });

  test('a malformed cookie or a product that no longer exists is cleaned up', async ({ page }) => {
    const product = await withFeatures(page);
    await page.context().addCookies([
      {
        name: 'guestCartData',
        value: encodeURIComponent(
          JSON.stringify({
            '00000000-0000-4000-8000-000000000000': { M: 1 },
            [product.id]: { [product.features[0]!]: 1 },
          }),
        ),
        domain: '127.0.0.1',
        path: '/',
      },
    ]);
    await page.goto('/cart');
    await expect(page.getByText('An item in your bag is no longer available and was removed.')).toBeVisible();
    await expect(page.getByTestId('cart-row')).toHaveCount(1);
    expect(Object.keys(JSON.parse((await cookie(page, 'guestCartData'))!))).toEqual([product.id]);

    await page.context().addCookies([{ name: 'guestCartData', value: 'not%20json', domain: '127.0.0.1', path: '/' }]);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect.poll(() => cookie(page, 'guestCartData')).toBeUndefined();
  });

  test('customer: edits send exactly one update for a burst; checkout goes to /place-order', async ({ page, shop }) => {
    const { token } = await registerCustomer(page.request, shop.dataDir, 'Cart Tester');
    await useToken(page, token);
    await page.goto('/');
    const product = await withFeatures(page);
    const feature = product.features[0]!;
    await addFromProductPage(page, product, feature, 1);
    await expect(page.getByRole('dialog', { name: 'Added to Bag' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-row')).toHaveCount(1);
    await expect(page.getByText('Please Log in before proceeding to checkout.')).toBeHidden();

    const updates: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/cart/update')) updates.push(r);
    });
    const qty = page.getByRole('spinbutton', { name: /Quantity/ });
    await qty.pressSequentially('2', { delay: 50 });
    await qty.fill('4');
    await qty.fill('45');
    await qty.fill('123456'); // truncated to 4 characters
    await qty.fill('12');
    await expect(page.getByText('Cart updated.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 12 items' })).toBeVisible();
    // Five edits, one request: any request per keystroke would have gone before the last value's.
    expect(updates).toHaveLength(1);
    expect(updates[0]!.postDataJSON()).toEqual({ itemId: product.id, feature, quantity: 12 });
    // The session rides on the httpOnly cookie; the page never holds the token to send as a header.
    const sent = await updates[0]!.allHeaders();
    expect(sent['token']).toBeUndefined();
    expect(sent['cookie']).toContain(`token=${token}`);
    await expect(page.getByRole('link', { name: 'Cart, 12 items' })).toBeVisible();
    await expectAccessible(page, 'full cart, customer');
    await captureScreens(page, 'cart-full-customer');

    await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
    await expect(page).toHaveURL(/\/place-order$/);
  });
});

test('a guest signs up on the way to checkout, the cart comes along, and checkout knows them', async ({
  page,
  shop,
}) => {
  const choice = await openPickupChoice(page.request);
  await storeServiceChoice(page, choice);
  const product = await withFeatures(page);
  const feature = product.features[1]!;
  await addFromProductPage(page, product, feature, 2);
  await page.goto('/cart');
  await expect(page.getByText('Please Log in before proceeding to checkout.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'PROCEED TO CHECKOUT' })).toBeDisabled();

  // From the cart's log-in link to Sign Up, with the code from the mail; both remember the cart.
  await page.getByRole('link', { name: 'Click here' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
  await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fcart$/);
  const email = uniqueEmail('guest');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await codeMailedTo(shop.dataDir, email);
  await page.getByRole('textbox', { name: 'Verification code' }).focus();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('Name').fill('Aisyah Rahman');
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  const merges: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/cart/cartMerge')) merges.push(r);
  });
  await page.getByRole('button', { name: 'Register' }).click();

  // Signed in, the shopper is back at the cart, merged once into the account and the cookie removed:
  // the register action merged it as it signed the account in, so the browser has nothing to merge.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect.poll(() => cookie(page, 'guestCartData')).toBeUndefined();
  expect(await cookie(page, 'guestCartId')).toBeUndefined();
  expect(merges).toEqual([]);
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const server = await page.request.post('/api/cart/get', { data: {}, headers: { token } });
  expect((await server.json()).cartData).toEqual({ [product.id]: { [feature]: 2 } });

  // Checkout: pickup at the chosen outlet, the contact filled in from the new account.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-row')).toContainText(product.name);
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/place-order$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PICKUP INFORMATION');
  await expect(page.getByTestId('pickup-outlet')).toContainText(choice.outletTitle);
  await expect(page.getByLabel('First name')).toHaveValue('Aisyah');
  await expect(page.getByLabel('Last name')).toHaveValue('Rahman');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('Street')).toHaveCount(0);
  await expect(page.getByTestId('order-total')).toHaveText(`RM ${(product.price * 2).toFixed(2)}`);
  await expectAccessible(page, 'place order, pickup');
  await captureScreens(page, 'place-order-pickup');
});
