// Plain Playwright: the project's fixture waits for hydration, which never comes here.
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures/a11y.ts';
import { registerCustomer, uniqueEmail } from './fixtures/customers.ts';
import { useToken } from './fixtures/admin.ts';
import { codeMailedTo, mailCount } from './fixtures/mail.ts';
import { chooseDefaultService } from './fixtures/service.ts';
import { SHARED_DATA_DIR } from './fixtures/shared-shop.ts';
import {
  catalogue,
  garment,
  orderStatus,
  orderWithAddress,
  placePickupOrder,
  type ApiProduct,
} from './fixtures/shopping.ts';
import { captureScreens, expectNoSidewaysScroll } from './screens.ts';

// The shopper's forms post to their page's action, so they work before (or without) the page's
// scripts: the server answers the plain POST with the page and its result.
test.use({ javaScriptEnabled: false });

test.describe('forms before the scripts run', () => {
  test.beforeEach(({ page }) => chooseDefaultService(page));

  test('the newsletter form subscribes and shows its message', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email address').fill(`nojs-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText:
          'Thanks! Please check your inbox and confirm your subscription. Your 20% welcome code follows once you confirm.',
      }),
    ).toBeVisible();
  });

  test('the newsletter form says what is wrong with the address', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(page.locator('#newsletter-error')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  test('login signs in, merges the guest bag and goes back where it was asked for', async ({ page, request }) => {
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Siti Aminah');
    const product = await garment(request);
    const feature = product.features[0]!;
    await page.context().addCookies([
      {
        name: 'guestCartData',
        value: encodeURIComponent(JSON.stringify({ [product.id]: { [feature]: 2 } })),
        domain: '127.0.0.1',
        path: '/',
        sameSite: 'Lax',
      },
    ]);
    await page.goto('/login?redirect=%2Fmy-profile');
    await signIn(page, customer.email, 'wrong-password-1');
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);

    await signIn(page, customer.email, 'correct horse battery');
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'token');
    expect(session?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'guestCartData')).toBeUndefined();
    const cart = await request.post('/api/cart/get', { data: {}, headers: { token: session!.value } });
    expect(((await cart.json()) as { cartData: Record<string, Record<string, number>> }).cartData).toEqual({
      [product.id]: { [feature]: 2 },
    });
  });

  test('login refuses to send the shopper to another site', async ({ page, request }) => {
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Ahmad Faiz');
    await page.goto('/login?redirect=%2F%2Fevil.example%2Fsteal');
    await signIn(page, customer.email, 'correct horse battery');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a Malay login page answers in Malay', async ({ page, request }) => {
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Nur Iman');
    await page.goto('/ms/login');
    await page.locator('input[name="email"]').fill(customer.email);
    await page.locator('input[name="password"]').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Log Masuk' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'E-mel atau kata laluan salah.' })).toBeVisible();
    await expect(page).toHaveURL(/\/ms\/login$/);
  });

  test('register sends the code, verifies it and signs the new account in', async ({ page }) => {
    const email = uniqueEmail('nojs-reg');
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeMailedTo(SHARED_DATA_DIR, email);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Name').fill('Lim Wei Jie');
    await page.getByLabel('Password', { exact: true }).fill('teh-tarik-2026');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  });

  test("a wrong code stays on the code step with the spec's message", async ({ page }) => {
    const email = uniqueEmail('nojs-code');
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeMailedTo(SHARED_DATA_DIR, email);
    await page
      .getByRole('textbox', { name: 'Verification code' })
      .fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right. Please try again.');
    await expect(page.getByRole('alert')).toContainText('4 tries left.');
    await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  });

  test('reset password: code, new password, then login with it', async ({ page, request }) => {
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Farah Lim');
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(customer.email);
    const before = mailCount(SHARED_DATA_DIR);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'If an account exists for this email, we have sent it a 6-digit code.' }),
    ).toBeVisible();
    const code = await codeMailedTo(SHARED_DATA_DIR, customer.email, before);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByLabel('New password').fill('kuih-lapis-77');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, customer.email, 'kuih-lapis-77');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  });

  test('the code step asks for a new code, and Change email goes back to the first step', async ({ page }) => {
    const email = uniqueEmail('nojs-again');
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const codeBox = page.getByRole('textbox', { name: 'Verification code' });
    await expect(codeBox).toBeVisible();
    // Within the minute of the first code the server says how long to wait; the code step stays.
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Please wait \d+ seconds? before asking for a new code\.$/);
    await expect(codeBox).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Change email' }).click();
    const other = uniqueEmail('nojs-other');
    await page.getByLabel('Email').fill(other);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(other, { exact: true })).toBeVisible();
    const code = await codeMailedTo(SHARED_DATA_DIR, other);
    await codeBox.fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(other);
  });

  test("reset's code step asks for a new code", async ({ page, request }) => {
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Kavitha Nair');
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Please wait \d+ seconds? before asking for a new code\.$/);
    await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  });

  test("the header menu's Logout ends the session and goes to login", async ({ page, request }) => {
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Aisyah Rahman');
    await useToken(page, customer.token);
    await page.goto('/my-profile');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectLoggedOut(page, request, customer.token, /127\.0\.0\.1:\d+\/login$/);
  });

  test("the phone menu's Logout keeps a Malay page in Malay", async ({ page, request }) => {
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Hafizah Yusof');
    await useToken(page, customer.token);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/ms');
    await page.locator('[popovertarget="mobile-menu"]').click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Log Keluar' }).click();
    await expectLoggedOut(page, request, customer.token, /\/ms\/login$/);
  });

  test('a DuitNow order is cancelled after its confirmation, which says so once', async ({ page, request }) => {
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Tan Siew Ling');
    const orderId = await placePickupOrder(request, customer, await garment(request));
    await useToken(page, customer.token);
    await page.goto(`/checkout/${orderId}`);
    await expect(orderStatus(page)).toHaveText('Order Placed');

    // The confirmation is a native popover: it opens, and closes by its button or Escape, without scripts.
    const cancel = page.getByRole('button', { name: 'Cancel order' });
    const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
    const keep = confirm.getByRole('button', { name: 'Keep my order' });
    await cancel.click();
    await expect(confirm).toBeVisible();
    await expect(confirm).toHaveAccessibleDescription(/will be cancelled and its time slot released/);
    await expect(keep).toBeFocused();
    await captureScreens(page, 'order-cancel-confirm-no-scripts');
    await keep.click();
    await expect(confirm).toBeHidden();
    await expect(cancel).toBeFocused();
    await cancel.click();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(orderStatus(page)).toHaveText('Order Placed');

    await cancel.click();
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${orderId}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Your order has been cancelled.' })).toBeVisible();
    await expect(orderStatus(page)).toHaveText('Order Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    // Post/Redirect/Get: a reload reads the page again, not the cancellation, and the message was for once.
    await page.reload();
    await expect(orderStatus(page)).toHaveText('Order Cancelled');
    await expect(page.getByText('Your order has been cancelled.')).toHaveCount(0);
  });

  test("a Malay order page shows the API's refusal when the order has moved on", async ({ page, request }) => {
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Nurul Izzah');
    const orderId = await placePickupOrder(request, customer, await garment(request));
    await useToken(page, customer.token);
    await page.goto(`/ms/checkout/${orderId}`);
    await page.getByRole('button', { name: 'Batalkan pesanan' }).click();
    // Meanwhile the order is cancelled in another tab: this page's form is out of date.
    const elsewhere = await request.post('/api/order/cancel', {
      headers: { token: customer.token },
      data: { orderId },
    });
    expect(elsewhere.ok(), await elsewhere.text()).toBe(true);
    await page
      .getByRole('dialog', { name: 'Batalkan pesanan ini?' })
      .getByRole('button', { name: 'Batalkan pesanan' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/ms/checkout/${orderId}$`));
    await expect(
      page.getByRole('alert').filter({ hasText: 'Hanya pesanan yang masih menunggu bayaran boleh dibatalkan.' }),
    ).toBeVisible();
    await expect(orderStatus(page)).toHaveText('Pesanan Dibatalkan');
  });

  test('my profile: the name and an address are edited without scripts', async ({ page, request }) => {
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Mei Ling');
    const street = '21 Lebuh Armenian';
    await orderWithAddress(request, customer, await garment(request), {
      street,
      city: 'George Town',
      state: 'Penang',
      zipcode: '10200',
    });
    await useToken(page, customer.token);
    await page.goto('/my-profile');
    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByLabel('Name').fill('Mei Ling Tan');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your name has been saved.' })).toBeVisible();
    await expect(page.getByText('Mei Ling Tan')).toBeVisible();

    await page.getByRole('tab', { name: 'Addresses' }).click();
    await page.getByRole('button', { name: `Edit address ${street}` }).click();
    await page.getByLabel('Street').fill('8 Lebuh Chulia');
    await page.getByLabel('Postcode').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Postcode must be 5 digits.')).toBeVisible();
    // The form comes back as typed.
    await expect(page.getByLabel('Street')).toHaveValue('8 Lebuh Chulia');
    await page.getByLabel('Postcode').fill('10200');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Address saved.' })).toBeVisible();
    await expect(page.getByText('8 Lebuh Chulia')).toBeVisible();
  });

  test('my profile in Malay refuses a name of invisible characters, in Malay', async ({ page, request }) => {
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Aina Zahra');
    await useToken(page, customer.token);
    await page.goto('/ms/my-profile?edit=name');
    await page.getByLabel('Nama', { exact: true }).fill('\u200b\u200c\u2060');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Nama hanya mengandungi aksara yang tidak kelihatan. Sila taip semula.')).toBeVisible();
    await captureScreens(page, 'profile-invisible-name-ms');
    expect(
      (
        (await (await request.get('/api/user/profile', { headers: { token: customer.token } })).json()) as {
          user: { name: string };
        }
      ).user.name,
    ).toBe('Aina Zahra');
  });

  test('a form too long for the shop answers with a page saying so, and the way back', async ({ page }) => {
    // A form of the Malay contact page with a pasted essay: longer than any page's form may send.
    const essay = 'Kek lapis sedap. '.repeat(6_000);
    await page.route('**/form-too-long', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><form method="post" action="/ms/contact"><textarea name="message">${essay}</textarea><button>Hantar</button></form>`,
      }),
    );
    await page.goto('/form-too-long');
    await page.getByRole('button', { name: 'Hantar' }).click();
    await expect(page.getByRole('heading', { name: 'Teks anda terlalu panjang' })).toBeVisible();
    await captureScreens(page, 'form-too-long-ms');
    await page.getByRole('link', { name: 'Kembali ke halaman' }).click();
    await expect(page).toHaveURL(/\/ms\/contact$/);
  });
});

test.describe('ADD TO CART without scripts', () => {
  test.beforeEach(({ page }) => chooseDefaultService(page));

  test('a guest adds an option twice over: the confirmation, the header and the bag say so', async ({
    page,
    request,
    browser,
  }) => {
    const { product, feature } = await addTwoOfAnOption(page, request);

    // Post/Redirect/Get: the product page again, opened at the form, with what was added.
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}#purchase$`));
    const added = page.getByTestId('added-to-bag');
    await expect(added.getByRole('heading', { name: 'Added to Bag' })).toBeVisible();
    await expect(added).toContainText(product.name);
    await expect(added).toContainText('Qty 2');
    await expect(added.getByRole('link', { name: 'View Bag (2)' })).toHaveAttribute('href', '/cart');
    await expect(added.getByRole('link', { name: 'Checkout (2)' })).toHaveAttribute('href', '/cart');
    await expect(page.getByTestId('cart-link')).toHaveAttribute('aria-label', 'Cart, 2 items');
    expect(await guestCart(page.context())).toEqual({ [product.id]: { [feature]: 2 } });
    // The option stays chosen, as after an add with scripts: one tap adds it again.
    await expect(page.getByRole('radio', { name: feature, exact: true })).toBeChecked();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page, `added to bag without scripts at ${width} px`);
      await page.screenshot({ path: `test-results/screens/added-to-bag-no-scripts-${width}.png` });
    }

    // A refresh asks for the page, not the add: the bag is unchanged and the confirmation gone.
    await page.reload();
    await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeVisible();
    await expect(added).toHaveCount(0);
    expect(await guestCart(page.context())).toEqual({ [product.id]: { [feature]: 2 } });

    // The bag, once scripts run again, lists the line the form added.
    const bag = await withScripts(browser, page.context(), '/cart');
    await expect(bag.getByLabel(`Quantity of ${product.name}`)).toHaveValue('2');
    await bag.context().close();
  });

  test('the confirmation and the request for an option are accessible', async ({ browser, request }) => {
    // Axe runs in the page, which a page without scripts refuses: the same page with its script files
    // held back instead, as on a slow phone before they arrive.
    const page = await withoutScriptFiles(browser);
    await chooseDefaultService(page);
    const product = await garment(request);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByRole('alert')).toContainText('Please choose an option');
    await expectAccessible(page, 'product page asking for an option, before scripts');
    await page.getByRole('radio', { name: optionWithStock(product, 1), exact: true }).check();
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByTestId('added-to-bag')).toContainText('Qty 1');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await expectAccessible(page, 'product page with the Added-to-Bag confirmation, before scripts');
    await page.context().close();
  });

  test('a missing option is asked for, and the quantity typed is kept', async ({ page, request }) => {
    const product = await garment(request);
    await page.goto(`/product/${product.id}`);
    await page.getByLabel('Quantity').fill('3');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please choose an option before adding this to your bag.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Quantity')).toHaveValue('3');
    await expect(page.getByTestId('added-to-bag')).toHaveCount(0);
    expect(await guestCart(page.context())).toEqual({});
  });

  test("a cake keeps its message and its card's text", async ({ page, request, browser }) => {
    const cake = (await catalogue(request)).find((p) => p.name === 'Dark Chocolate Fudge Cake')!;
    await page.goto(`/product/${cake.id}`);
    await page.getByRole('radio', { name: /^Whole/ }).check();
    const addOns = page.getByTestId('add-ons');
    await addOns.getByLabel(/Message on the cake/).fill('Selamat Hari Jadi Aisyah');
    // The card's text shows with its box ticked, by the style sheet alone.
    await expect(addOns.getByLabel('Card text')).toBeHidden();
    await addOns.getByRole('checkbox', { name: /Add a greeting card/ }).check();
    await addOns.getByLabel('Card text').fill('Love, Mak');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();

    const added = page.getByTestId('added-to-bag');
    await expect(added.getByTestId('line-add-ons')).toContainText('Message:Selamat Hari Jadi Aisyah');
    await expect(added.getByTestId('line-add-ons')).toContainText('Card:Love, Mak');
    await captureScreens(page, 'added-to-bag-cake-no-scripts');

    const bag = await withScripts(browser, page.context(), '/cart');
    await expect(bag.getByTestId('line-add-ons')).toContainText('Message:Selamat Hari Jadi Aisyah');
    await bag.context().close();
  });

  test('a Malay product page answers in Malay', async ({ page, request }) => {
    const product = await garment(request);
    const feature = optionWithStock(product, 1);
    await page.goto(`/ms/product/${product.id}`);
    await page.getByRole('button', { name: 'MASUK TROLI' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sila pilih satu pilihan sebelum menambah ke troli.' }),
    ).toBeVisible();

    await page.getByRole('radio', { name: feature, exact: true }).check();
    await page.getByRole('button', { name: 'MASUK TROLI' }).click();
    await expect(page).toHaveURL(new RegExp(`/ms/product/${product.id}#purchase$`));
    const added = page.getByTestId('added-to-bag');
    await expect(added.getByRole('heading', { name: 'Ditambah ke Troli' })).toBeVisible();
    await expect(added).toContainText('Kuantiti 1');
    await expect(added.getByRole('link', { name: 'Lihat Troli (1)' })).toHaveAttribute('href', '/ms/cart');
    await captureScreens(page, 'added-to-bag-no-scripts-ms');
  });

  test('a signed-in shopper adds to the bag the server keeps', async ({ page, request }) => {
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Rosnah Idris');
    await useToken(page, customer.token);
    const { product, feature } = await addTwoOfAnOption(page, request);

    await expect(page.getByTestId('added-to-bag')).toContainText('Qty 2');
    await expect(page.getByTestId('cart-link')).toHaveAttribute('aria-label', 'Cart, 2 items');
    const cart = await request.post('/api/cart/get', { data: {}, headers: { token: customer.token } });
    expect(((await cart.json()) as { cartData: Record<string, Record<string, number>> }).cartData).toEqual({
      [product.id]: { [feature]: 2 },
    });
    expect(await guestCart(page.context())).toEqual({});
  });
});

/** An option of `product` with at least `units` in stock (or whose stock is not tracked). */
/** A garment's option in stock, two of it posted with ADD TO CART from its product page. */
async function addTwoOfAnOption(
  page: Page,
  request: APIRequestContext,
): Promise<{ product: ApiProduct; feature: string }> {
  const product = await garment(request);
  const feature = optionWithStock(product, 2);
  await page.goto(`/product/${product.id}`);
  await page.getByRole('radio', { name: feature, exact: true }).check();
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  return { product, feature };
}

function optionWithStock(product: ApiProduct, units: number): string {
  const feature = product.features.find((f) => product.stock === undefined || (product.stock[f] ?? 0) >= units);
  if (!feature) throw new Error(`${product.name} has no option with ${units} in stock`);
  return feature;
}

/** The guest bag's plain cookie, as the browser holds it. */
async function guestCart(context: BrowserContext): Promise<unknown> {
  const raw = (await context.cookies()).find((c) => c.name === 'guestCartData')?.value;
  return raw ? JSON.parse(decodeURIComponent(raw)) : {};
}

/** A page whose inline scripts run (axe's, the page's own) but whose script files never arrive. */
async function withoutScriptFiles(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: true });
  await context.route(/\.js(\?|$)/, (route) => route.abort());
  return context.newPage();
}

/** `path` in a page whose scripts run, with this context's cookies (the same shopper's bag). */
async function withScripts(browser: Browser, from: BrowserContext, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: true });
  await context.addCookies(await from.cookies());
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return page;
}

/** Landed on the login page with the session ended on the server and its cookie gone. */
async function expectLoggedOut(page: Page, request: APIRequestContext, token: string, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect(page.locator('input[name="password"]')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  const check = await request.get('/api/user/verifyToken', { headers: { token } });
  expect(check.status()).toBe(401);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
