import { expectAccessible } from './fixtures/a11y.ts';
import { expectWaiting, holdScripts, onTopAtCentre, openDrawn } from './fixtures/before-scripts.ts';
import { E2E_ADMIN, loginToken, useToken } from './fixtures/admin.ts';
import { CUSTOMER_PASSWORD, registerCustomer } from './fixtures/customers.ts';
import { chooseDefaultService, openPickupChoice, storeServiceChoice } from './fixtures/service.ts';
import { SHARED_DATA_DIR } from './fixtures/shared-shop.ts';
import { catalogue, garment } from './fixtures/shopping.ts';
import { expect, test, type Locator, type Page } from './fixtures/test.ts';
import { expectNoSidewaysScroll } from './screens.ts';

// What a stranger trips over in a real browser: each check looks at what a person sees (the element
// really on top at a point, the text really drawn), not only at what the DOM holds.

const SCREEN_WIDTHS = [360, 390, 768, 1280] as const;

/** The fields of a product as the back office reads and writes them. */
interface AdminProduct {
  name: string;
  description: string;
  price: number;
  category: string;
  subCategory: string;
  features: string[];
  images: string[];
  bestseller: boolean;
  hidden: boolean;
  leadTimeHours: number;
  stock: Record<string, number> | null;
}

/** Screenshots of the state on screen at the four widths a person checks, each without sideways scrolling. */
async function shootWidths(page: Page, name: string, height = 900): Promise<void> {
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height });
    await expectNoSidewaysScroll(page, `${name} at ${width} px`);
    await page.screenshot({ path: `test-results/screens/round2-${name}-${width}.png` });
  }
}

/** The same at several points across the element: a list clipped halfway fails at its lower points. */
async function onTopThroughout(target: Locator): Promise<string[]> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const misses: string[] = [];
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.05, 0.5, 0.95]) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === el || el.contains(hit)))
          misses.push(`${Math.round(x)},${Math.round(y)}: ${hit?.tagName ?? 'nothing'}`);
      }
    }
    return misses;
  });
}

const loginAs = async (page: Page, email: string, password = CUSTOMER_PASSWORD) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
};

test.describe('service modal', () => {
  for (const width of [1280, 390]) {
    test(`shows the address suggestions whole and on top at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 760 });
      await page.goto('/');
      const modal = page.getByTestId('service-modal');
      await expect(modal).toBeVisible();

      // Opening focuses the title: nothing looks chosen, and the two choices look alike.
      const pickUp = modal.getByTestId('service-type-pickup');
      const delivery = modal.getByTestId('service-type-delivery');
      await expect(modal.getByRole('heading', { level: 2 })).toBeFocused();
      const look = (card: Locator) =>
        card.evaluate((el) => {
          const s = getComputedStyle(el);
          return { border: s.borderColor, background: s.backgroundColor, outline: s.outlineStyle };
        });
      expect(await look(pickUp)).toEqual(await look(delivery));

      // Focused by keyboard: a dashed ring, while the border stays that of a card not chosen.
      await page.keyboard.press('Tab');
      await expect(modal.getByRole('radio', { name: /Pick Up/ })).toBeFocused();
      const focused = await look(pickUp);
      expect(focused.outline).toBe('dashed');
      expect(focused.border).toBe((await look(delivery)).border);
      await expect(modal.getByRole('radio', { name: /Pick Up/ })).not.toBeChecked();
      if (width === 1280) await shootWidths(page, 'service-modal-focus');
      await page.setViewportSize({ width, height: width > 500 ? 800 : 760 });

      // Chosen: a different border (and a tick), whether focused or not.
      await page.keyboard.press('Space');
      await expect(modal.getByRole('radio', { name: /Pick Up/ })).toBeChecked();
      // Polled: the card's border colour eases in, so one early reading can still be the old colour.
      const idleBorder = (await look(delivery)).border;
      await expect.poll(async () => (await look(pickUp)).border).not.toBe(idleBorder);

      await delivery.click();
      await modal.getByRole('button', { name: 'Next' }).click();
      const input = modal.getByRole('combobox', { name: /Delivery address/ });
      await input.pressSequentially('Ipoh', { delay: 30 });
      const list = page.getByRole('listbox', { name: 'Address suggestions' });
      const options = list.getByRole('option');
      await expect(options.first()).toBeVisible();

      // The whole list is on top of everything, inside the window.
      expect(await onTopThroughout(list)).toEqual([]);
      const inView = await list.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 40;
      });
      expect(inView).toBe(true);

      // The keyboard walks the list; the active option is scrolled into sight and is on top.
      const count = await options.count();
      for (let i = 0; i < count; i++) await page.keyboard.press('ArrowDown');
      const last = options.nth(count - 1);
      await expect(last).toHaveAttribute('aria-selected', 'true');
      expect(await onTopAtCentre(last)).toBe(true);
      // A list longer than its room scrolls itself, not the page.
      expect(await list.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');

      await expectAccessible(page, `service modal suggestions at ${width} px`);
      if (width === 1280) await shootWidths(page, 'service-modal-suggestions');

      const lastPlace = (await last.textContent()) ?? '';
      await page.keyboard.press('Enter');
      await expect(input).toHaveValue(lastPlace);
    });
  }
});

test.describe('coming back after login', () => {
  for (const target of ['/orders', '/place-order', '/checkout/0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', '/my-profile']) {
    test(`a guest opening ${target} logs in and lands there`, async ({ page, request }) => {
      const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Farah Lim');
      await chooseDefaultService(page);
      await page.goto(target);
      await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === target);
      await expect(page.getByText('Please sign in to continue.')).toBeVisible();
      await loginAs(page, customer.email);
      await expect(page).toHaveURL((url) => url.pathname === target);
    });
  }

  test('a redirect to another site is refused: the shopper lands home', async ({ page, request }) => {
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Farah Lim');
    await chooseDefaultService(page);
    await page.goto('/login?redirect=%2F%2Fevil.example%2Forders');
    await loginAs(page, customer.email);
    await expect(page).toHaveURL((url) => url.origin === new URL(page.url()).origin && url.pathname === '/');
  });

  test('a new toast replaces the last: the failed login is gone under Welcome back!', async ({ page, request }) => {
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Farah Lim');
    await chooseDefaultService(page);
    await page.goto('/login');
    await loginAs(page, customer.email, 'not the password at all');
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts.filter({ hasText: 'Incorrect email or password.' })).toBeVisible();
    await loginAs(page, customer.email);
    await expect(toasts.filter({ hasText: 'Welcome back!' })).toBeVisible();
    await expect(page.getByText('Incorrect email or password.')).toHaveCount(0);
    await expect(toasts).toHaveCount(1);
  });
});

test.describe('search beyond three results', () => {
  test.beforeEach(async ({ page }) => chooseDefaultService(page));

  test('See all results opens the collection with the search, its filters, sort and Load More', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    await dialog.getByRole('searchbox').fill('tee');
    const summary = dialog.getByText(/results for “tee”, showing the best 3/);
    await expect(summary).toBeVisible();
    const total = Number((await summary.textContent())!.match(/^(\d+)/)![1]);
    await dialog.getByRole('link', { name: /See all results/ }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/collection' && url.searchParams.get('q') === 'tee');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “tee”' })).toBeVisible();
    await expect(page.getByText(`${total} products`)).toBeVisible();
    const tiles = page.getByTestId('collection-grid').getByTestId('product-tile');
    await expect(tiles).toHaveCount(4);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(tiles).toHaveCount(Math.min(8, total));
    await expectAccessible(page, 'collection with a search');
    await shootWidths(page, 'collection-search');

    // The sort joins the search in the URL, and a reload keeps both.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Sort by').selectOption('low-high');
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('q') === 'tee' && url.searchParams.get('sort') === 'low-high',
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “tee”' })).toBeVisible();
    const prices = await tiles.evaluateAll((els) =>
      els.map((e) => Number(e.textContent!.match(/RM\s?([\d.,]+)/)![1]!.replace(',', ''))),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Clearing the search browses everything again.
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Collections' })).toBeVisible();
  });

  test('Enter in the search field opens the collection with the search', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByRole('dialog', { name: 'Search products' }).getByRole('searchbox').fill('tee');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/collection' && url.searchParams.get('q') === 'tee');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “tee”' })).toBeVisible();
  });
});

test.describe('phones', () => {
  test.beforeEach(async ({ page }) => chooseDefaultService(page));

  test('the mobile menu is opaque and holds News, Outlets and the account links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    for (const name of ['Home', 'Collection', 'News', 'Outlets', 'About', 'Contact', 'Login', 'Sign Up']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Nothing of the page shows through: the menu's own background is solid and it is on top throughout.
    expect(await menu.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(/);
    expect(await onTopThroughout(menu)).toEqual([]);
    await expectAccessible(page, 'mobile menu');
    await page.screenshot({ path: 'test-results/screens/round2-mobile-menu-390.png' });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: 'test-results/screens/round2-mobile-menu-360.png' });

    await menu.getByRole('link', { name: 'Outlets', exact: true }).click();
    await expect(page).toHaveURL(/\/outlets$/);
    await expect(menu).toBeHidden();
  });

  test('the service bar shows the date and slot on a phone', async ({ page }) => {
    for (const width of SCREEN_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const when = page.getByTestId('service-bar-when');
      await expect(when).toBeVisible();
      await expect(when).toContainText(/\d{2}:\d{2} - \d{2}:\d{2}/);
      // Drawn whole: not cut by an ellipsis, and on top where a person looks.
      expect(await when.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      const inside = await when.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth);
      expect(inside).toBe(true);
      expect(await onTopAtCentre(when)).toBe(true);
      await page.screenshot({
        path: `test-results/screens/round2-service-bar-${width}.png`,
        clip: { x: 0, y: 0, width, height: 140 },
      });
    }
  });

  test('the hero banners carry their words as real text in the shop type, legible at 360 px', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const width of SCREEN_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const first = page.getByRole('group', { name: /^1 of / });
      const words = first.getByTestId('slide-words');
      const headline = words.getByText('Fresh from the oven, every morning');
      const subtitle = words.getByText('Sourdough, kaya puffs and butter buns, baked daily.');
      await expect(headline).toBeVisible();
      await expect(subtitle).toBeVisible();
      const type = await headline.evaluate((el) => ({
        family: getComputedStyle(el).fontFamily,
        size: parseFloat(getComputedStyle(el).fontSize),
      }));
      expect(type.family).toContain('Fraunces');
      expect(type.size).toBeGreaterThanOrEqual(22);
      expect(await subtitle.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(14);
      // On the art, whole, and not under anything.
      const fits = await first.evaluate((slide) => {
        const art = slide.querySelector('img')!.getBoundingClientRect();
        return [...slide.querySelectorAll('[data-testid="slide-words"] p')].every((p) => {
          const box = p.getBoundingClientRect();
          return (
            box.left >= art.left && box.right <= art.right + 0.5 && box.top >= art.top && box.bottom <= art.bottom + 0.5
          );
        });
      });
      expect(fits).toBe(true);
      expect(await onTopAtCentre(headline)).toBe(true);
      expect(await onTopAtCentre(subtitle)).toBe(true);
      await page.screenshot({
        path: `test-results/screens/round2-hero-${width}.png`,
        clip: { x: 0, y: 0, width, height: Math.min(800, Math.round(width * 1.6)) },
      });
    }
  });
});

test('staff change a banner headline in the slider screen, and the home page draws it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await useToken(page, token);
  await chooseDefaultService(page);
  await page.goto('/admin/slider');
  const third = page.getByRole('list', { name: 'Slides in order' }).getByRole('listitem').nth(2);
  await third.getByText('Edit the words of slide 3').click();
  const field = third.getByLabel('Headline (drawn over the banner)');
  const before = await field.inputValue();
  await field.fill('Mooncakes are back');
  await third.getByRole('button', { name: 'Save words' }).click();
  await expect(third.getByText('Mooncakes are back', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'admin slider screen with the words editor open');
  await shootWidths(page, 'admin-slider');
  try {
    await page.goto('/');
    await expect(page.getByRole('group', { name: /^3 of / }).getByTestId('slide-words')).toContainText(
      'Mooncakes are back',
    );
  } finally {
    await page.goto('/admin/slider');
    const again = page.getByRole('list', { name: 'Slides in order' }).getByRole('listitem').nth(2);
    await again.getByText('Edit the words of slide 3').click();
    await again.getByLabel('Headline (drawn over the banner)').fill(before);
    await again.getByRole('button', { name: 'Save words' }).click();
    await expect(again.getByText(before, { exact: true }).first()).toBeVisible();
  }
});

test('a guest asking for more than the stock left is told at once', async ({ page, request }) => {
  const token = await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const headers = { token };
  // Not the garment other specs on this server buy: its stock changes for the length of this test.
  const product = (await catalogue(request)).filter((p) => p.category !== 'Bakery' && p.features.length >= 2).at(-1)!;
  const { product: held } = (await (await request.get(`/api/admin/products/${product.id}`, { headers })).json()) as {
    product: AdminProduct;
  };
  const editable = {
    name: held.name,
    description: held.description,
    price: held.price,
    category: held.category,
    subCategory: held.subCategory,
    features: held.features,
    images: held.images,
    bestseller: held.bestseller,
    hidden: held.hidden,
    leadTimeHours: held.leadTimeHours,
    stock: held.stock,
  };
  const [one, two] = product.features as [string, string];
  const saved = await request.put(`/api/admin/products/${product.id}`, {
    headers,
    data: { ...editable, stock: { [one]: 2, [two]: 5 } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  try {
    await chooseDefaultService(page);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('radio', { name: one, exact: true }).check();
    await page.getByLabel('Quantity').fill('3');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `Only 2 of ${product.name} (${one}) are left.` });
    await expect(toast).toBeVisible({ timeout: 2_000 });
    await expect(page.getByRole('dialog', { name: 'Added to Bag' })).toHaveCount(0);
    await expectAccessible(page, 'product page, stock shortfall');
  } finally {
    await request.put(`/api/admin/products/${product.id}`, { headers, data: editable });
  }
});

test('free shipping reads Free, and the payment deadline is given in shop time to a shopper elsewhere', async ({
  browser,
  request,
}) => {
  const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Tan Mei Ling');
  const headers = { token: customer.token };
  const product = await garment(request);
  const slot = await openPickupChoice(request);
  expect(
    (
      await request.post('/api/cart/add', {
        headers,
        data: { itemId: product.id, feature: product.features[0], quantity: 1 },
      })
    ).ok(),
  ).toBe(true);

  // A shopper whose browser keeps London time.
  const context = await browser.newContext({ timezoneId: 'Europe/London' });
  const page = await context.newPage();
  try {
    await useToken(page, customer.token);
    await storeServiceChoice(page, slot);
    await page.goto('/place-order');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const totals = page.getByRole('region', { name: /CART TOTALS/ });
    await expect(totals.getByText('Shipping Fee').locator('xpath=..')).toContainText('Free');
    await expect(totals).not.toContainText('RM 0.00');

    const placed = await request.post('/api/order/place', {
      headers,
      data: {
        address: { firstName: 'Mei Ling', lastName: 'Tan', email: customer.email, phone: '0123456789' },
        items: [{ id: product.id, price: product.price, feature: product.features[0], quantity: 1 }],
        price: { productPrice: product.price.toFixed(2), shippingPrice: '0.00' },
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
    const { orderDetail } = (await (
      await request.post('/api/order/orderdetail', { headers, data: { orderId } })
    ).json()) as {
      orderDetail: { paymentDeadline: number };
    };
    await page.goto(`/checkout/${orderId}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const message = page.getByTestId('order-message');
    const shopTime = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Kuala_Lumpur',
    }).format(orderDetail.paymentDeadline);
    await expect(message).toContainText(`complete the payment by ${shopTime} Kuala Lumpur time (GMT+8);`);
    await expect(page.getByRole('main').getByText('Shipping Fee').locator('xpath=..')).toContainText('Free');
    await expectAccessible(page, 'order page with the deadline in shop time');
    await shootWidths(page, 'order-deadline', 1200);
  } finally {
    await context.close();
  }
});

test('an option tapped before the scripts have run is not lost', async ({ page, request }) => {
  const product = await garment(request);
  const wanted = product.features[1]!;
  await chooseDefaultService(page);
  const scripts = await holdScripts(page);

  // The page as the server drew it, before any script of the shop has run.
  const shown = page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
  const option = page.getByRole('radio', { name: wanted, exact: true });
  await expect(option).toBeVisible({ timeout: 30_000 });
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  expect(await onTopAtCentre(option)).toBe(true);
  await option.click();
  // The browser itself takes the tap, and the chip shows it at once.
  await expect(option).toBeChecked();
  const chip = option.locator('xpath=..');
  const chosenLook = await chip.evaluate((el) => getComputedStyle(el).backgroundColor);
  const otherLook = await page
    .getByRole('radio', { name: product.features[0]!, exact: true })
    .locator('xpath=..')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(chosenLook).not.toBe(otherLook);

  await scripts.release();
  await shown;
  await expect(option).toBeChecked();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  const popup = page.getByRole('dialog', { name: 'Added to Bag' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(wanted);
  await expect(page.getByText('Please choose an option before adding this to your bag.')).toHaveCount(0);
});

test.describe('taps before the page is ready', () => {
  test.beforeEach(async ({ page }) => chooseDefaultService(page));

  test('on a phone the menu opens and leads on before the scripts have run, and the script follows it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = await holdScripts(page);
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    const { shown } = await openDrawn(page, '/about', openMenu);
    expect(await onTopAtCentre(openMenu)).toBe(true);
    await openMenu.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Outlets', exact: true })).toBeVisible();
    expect(await onTopThroughout(menu)).toEqual([]);
    await page.screenshot({ path: 'test-results/screens/round2-menu-before-scripts-390.png' });

    // Taken over with the menu open: the button's name says so, and a link closes it.
    await scripts.release();
    await shown;
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Outlets', exact: true }).click();
    await expect(page).toHaveURL(/\/outlets$/);
    await expect(menu).toBeHidden();
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
  });

  test('the account menu opens before the scripts have run, and the script follows it', async ({ page, request }) => {
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Zainab Osman');
    await useToken(page, customer.token);
    const scripts = await holdScripts(page);
    const account = page.getByRole('button', { name: 'Account' });
    const { shown } = await openDrawn(page, '/about', account);
    await account.click();
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();

    // Taken over with the menu open: the button says so, and a link closes it.
    await scripts.release();
    await shown;
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(account).toHaveAttribute('aria-expanded', 'false');
  });

  test('a menu link tapped before the scripts have run opens its page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const scripts = await holdScripts(page);
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openDrawn(page, '/about', openMenu);
    await openMenu.click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await scripts.release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the search icon before the scripts have run opens the collection, whose search works', async ({ page }) => {
    const scripts = await holdScripts(page);
    const icon = page.getByRole('button', { name: 'Search products' });
    await openDrawn(page, '/', icon);
    expect(await onTopAtCentre(icon)).toBe(true);
    await icon.click();
    // Read from the page's address itself: toHaveURL with a predicate never settled while the scripts were held.
    const address = () => new URL(page.url());
    await expect.poll(() => address().pathname, { timeout: 30_000 }).toBe('/collection');
    // Still before any script: the collection's own search is a plain form.
    const field = page.getByRole('search').getByRole('searchbox', { name: 'Search products' });
    await field.fill('tee');
    await field.press('Enter');
    await expect
      .poll(() => `${address().pathname}?q=${address().searchParams.get('q')}`, { timeout: 30_000 })
      .toBe('/collection?q=tee');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “tee”' })).toBeVisible();
    await scripts.release();

    // Taken over, the icon opens the search overlay as before.
    await icon.click();
    await expect(page.getByRole('dialog', { name: 'Search products' })).toBeVisible();
  });

  test('on the home page the slider and the service bar wait visibly, then work', async ({ page }) => {
    const scripts = await holdScripts(page);
    const dot = page.getByRole('button', { name: 'Go to slide 2' });
    const change = page.getByTestId('service-bar').getByRole('button', { name: 'Change' });
    const { shown } = await openDrawn(page, '/', dot);
    await expectWaiting(dot);
    await expectWaiting(change);
    await shootWidths(page, 'home-before-scripts');
    await page.setViewportSize({ width: 1280, height: 900 });

    await scripts.release();
    await shown;
    await expect(dot).toBeEnabled();
    await dot.click();
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(change).toBeEnabled();
    await change.click();
    await expect(page.getByTestId('service-modal')).toBeVisible();
  });

  test('on a product page the quantity typed early is kept, and the thumbnails wait visibly', async ({
    page,
    request,
  }) => {
    const res = await request.post('/api/product/fetchProducts', { data: { productName: null, page: 1, amount: 48 } });
    const products = ((await res.json()) as { products: { id: string; features: string[]; image: string[] }[] })
      .products;
    const product = products.find((p) => p.image.length > 1 && p.features.length >= 1)!;
    expect(product, 'a product with several images').toBeDefined();
    const scripts = await holdScripts(page);
    const quantity = page.getByLabel('Quantity');
    const { shown } = await openDrawn(page, `/product/${product.id}`, quantity);
    const thumbnail = page.getByRole('button', { name: `Show image 2 of ${product.image.length}` });
    await expectWaiting(thumbnail);
    // ADD TO CART works from the first paint: before the scripts it posts the form (see the next test).
    const add = page.getByRole('button', { name: 'ADD TO CART' });
    await expect(add).toBeEnabled();
    expect(await onTopAtCentre(add)).toBe(true);
    expect(await onTopAtCentre(quantity)).toBe(true);
    await quantity.fill('3');
    const option = page.getByRole('radio', { name: product.features.at(-1)!, exact: true });
    await option.click();
    await shootWidths(page, 'product-before-scripts');
    await page.setViewportSize({ width: 1280, height: 900 });

    await scripts.release();
    await shown;
    await expect(quantity).toHaveValue('3');
    await expect(thumbnail).toBeEnabled();
    await thumbnail.click();
    await expect(thumbnail).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    const popup = page.getByRole('dialog', { name: 'Added to Bag' });
    await expect(popup).toContainText('Qty 3');
  });

  test('a second tap on ADD TO CART while its first post is on its way posts nothing more', async ({
    page,
    request,
  }) => {
    // Signed in, so the bag is the server's and a second add would show in it.
    const customer = await registerCustomer(request, SHARED_DATA_DIR, 'Zainab Omar');
    await useToken(page, customer.token);
    const product = await garment(request);
    const feature = product.features.find((f) => product.stock === undefined || (product.stock[f] ?? 0) >= 4)!;
    const scripts = await holdScripts(page);
    const quantity = page.getByLabel('Quantity');
    await openDrawn(page, `/product/${product.id}`, quantity);
    await page.getByRole('radio', { name: feature, exact: true }).click();
    await quantity.fill('2');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.isNavigationRequest()) posts.push(r.url());
    });

    // Two taps before the first post's answer: the page's first script (purchase-form.tsx,
    // POSTED_ONCE) lets the first go and stops the second. Both in one go, as the test cannot act on
    // the page once its post is on its way. Whether each was stopped, as the page saw it:
    const stopped = await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form[data-add-to-bag]')!;
      const seen: boolean[] = [];
      addEventListener('submit', (e) => seen.push(e.defaultPrevented));
      form.requestSubmit();
      form.requestSubmit();
      return seen;
    });
    expect(stopped).toEqual([false, true]);

    await expect(page.getByTestId('added-to-bag')).toContainText('Qty 2');
    expect(posts).toHaveLength(1);
    const cart = await request.post('/api/cart/get', { data: {}, headers: { token: customer.token } });
    expect(((await cart.json()) as { cartData: Record<string, Record<string, number>> }).cartData).toEqual({
      [product.id]: { [feature]: 2 },
    });
    // The page the post answered with hydrates, its confirmation kept.
    await scripts.release();
    await expect(page.getByTestId('added-to-bag')).toContainText('Qty 2');
  });

  test('on the collection the filters, sort and Load More wait visibly, then work', async ({ page }) => {
    const scripts = await holdScripts(page);
    const sort = page.getByLabel('Sort by');
    const { shown } = await openDrawn(page, '/collection', sort);
    const box = page.getByRole('checkbox').first();
    await expectWaiting(box);
    await expectWaiting(sort);
    await expectWaiting(page.getByRole('button', { name: 'Load More' }));
    await shootWidths(page, 'collection-before-scripts');
    await page.setViewportSize({ width: 1280, height: 900 });

    await scripts.release();
    await shown;
    await expect(box).toBeEnabled();
    await box.check();
    await expect(page).toHaveURL((url) => url.searchParams.has('category') || url.searchParams.has('type'));
    await sort.selectOption('low-high');
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'low-high');
  });

  test('on the outlets page Show on map waits visibly, then works', async ({ page }) => {
    const scripts = await holdScripts(page);
    const show = page.getByRole('button', { name: 'Show on map' }).first();
    const { shown } = await openDrawn(page, '/outlets', show);
    await expectWaiting(show);
    // The card itself centres the map only once the script runs, so until then it does not look clickable.
    const card = page.getByTestId('outlet-card').first();
    expect(await card.evaluate((el) => getComputedStyle(el).cursor)).toBe('auto');
    await scripts.release();
    await shown;
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).cursor)).toBe('pointer');
    await show.click();
    await expect(show).toHaveAttribute('aria-pressed', 'true');
  });
});
