import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { E2E_ADMIN, loginToken, useToken } from './fixtures/admin.ts';
import { msg } from './fixtures/catalogues.ts';
import { chooseDefaultService } from './fixtures/service.ts';

/** The demo product with this English name, found through the shop's own search. */
async function demoProductId(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.post('/api/product/fetchProducts', { data: { productName: name, page: 1, amount: 5 } });
  const found = ((await res.json()) as { products: { id: string; name: string }[] }).products.find(
    (p) => p.name === name,
  );
  if (!found) throw new Error(`The demo shop has no ${name}`);
  return found.id;
}

test('the Malay product page shows the Malay name, the English page the English one', async ({ page, request }) => {
  await chooseDefaultService(page);
  const id = await demoProductId(request, 'Dark Chocolate Fudge Cake');

  await page.goto(`/ms/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kek Coklat Moist' })).toBeVisible();
  await expect(page.getByText('Kek coklat gelap yang moist dengan lapisan fudge tebal.')).toBeVisible();

  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dark Chocolate Fudge Cake' })).toBeVisible();
  await expect(page.getByText('Kek Coklat Moist')).toHaveCount(0);
});

test('staff save a Malay name in the product form, and the Malay page shows it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await chooseDefaultService(page);
  const id = await demoProductId(request, 'Kids Pom-Pom Beanie');
  await useToken(page, await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  const malayName = `Topi Pompom Budak ${Date.now() % 100_000}`;

  await page.goto(`/admin/products/${id}`);
  const field = page.getByLabel('Malay name');
  await expect(field).toHaveValue('Topi Beanie Pompom Kanak-kanak');
  await field.fill(malayName);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Kids Pom-Pom Beanie saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);

  await page.goto(`/ms/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: malayName })).toBeVisible();
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kids Pom-Pom Beanie' })).toBeVisible();
});

test('the Malay pages show the Malay category names, notice and banner; the English pages the English', async ({
  page,
  request,
}) => {
  await chooseDefaultService(page);
  const id = await demoProductId(request, 'Dark Chocolate Fudge Cake');

  await page.goto('/ms');
  // The demo's Malay notice and first banner (apps/server settings defaults, packages/demo).
  await expect(page.getByRole('region', { name: msg('common', 'layout.notices') })).toContainText(
    'Penghantaran dengan motosikal hanya untuk produk roti.',
  );
  await expect(page.getByText('Segar dari ketuhar, setiap pagi')).toBeVisible();

  await page.goto('/ms/collection');
  const filters = page.getByRole('complementary', { name: msg('catalog', 'filtersPanel.filters') });
  const bakery = filters.getByRole('checkbox', { name: /^Bakeri\b/ });
  await expect(bakery).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: /^Kek\b/ })).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: /^Bakery\b/ })).toHaveCount(0);
  // The filter still names the category by its English value.
  await bakery.check();
  await expect(page).toHaveURL(/\/ms\/collection\?category=Bakery$/);
  await expect(bakery).toBeChecked();

  await page.goto(`/ms/product/${id}`);
  await expect(page.getByText('Bakeri · Kek', { exact: true })).toBeVisible();

  await page.goto('/ms/outlets');
  // The outlets are listed by state: the flagship's notes, wherever its card is.
  await expect(page.getByTestId('outlet-notes').filter({ hasText: /^Parkir percuma/ })).toHaveCount(1);
  await expect(page.getByTestId('outlet-notes').filter({ hasText: /^Free parking/ })).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Shop notices' })).toContainText(
    'Motorcycle delivery is for bread products only.',
  );
  await expect(page.getByText('Fresh from the oven, every morning')).toBeVisible();
  await page.goto(`/product/${id}`);
  await expect(page.getByText('Bakery · Cakes', { exact: true })).toBeVisible();
  await page.goto('/collection');
  await expect(page.getByRole('checkbox', { name: /^Bakery\b/ })).toBeVisible();
});

test("a Malay product page lists the loaf's ingredients, options and promises in Malay", async ({ page, request }) => {
  await chooseDefaultService(page);
  const id = await demoProductId(request, 'Hokkaido Milk Loaf');

  await page.goto(`/ms/product/${id}`);
  // The demo's Malay texts (packages/demo, the settings' default promises).
  await expect(page.getByTestId('product-facts')).toContainText(
    'Tepung gandum, susu, krim, gula, mentega, telur, yis, garam',
  );
  await expect(page.getByTestId('product-promises')).toContainText(
    'Penghantaran motosikal di kawasan liputan kami, atau ambil sendiri di cawangan.',
  );
  await expect(page.getByRole('radio', { name: 'Sebiji', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Whole', exact: true })).toHaveCount(0);

  await page.goto(`/product/${id}`);
  await expect(page.getByTestId('product-facts')).toContainText('Wheat flour, milk, cream, sugar, butter');
  await expect(page.getByTestId('product-promises')).toContainText('Motorcycle delivery in the areas we serve');
  await expect(page.getByRole('radio', { name: 'Whole', exact: true })).toBeVisible();
});

/** How many lines the element's text is laid out on. */
const linesOf = (el: Element) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
};

test('the header menu keeps each item on one line at tablet width, in Malay as in English', async ({ page }) => {
  await chooseDefaultService(page);
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, main] of [
      ['/ms', msg('common', 'nav.main')],
      ['/', 'Main'],
    ] as const) {
      await page.goto(path);
      const links = page.getByRole('navigation', { name: main, exact: true }).getByRole('link');
      await expect(links).toHaveCount(5);
      for (const link of await links.all())
        expect(await link.evaluate(linesOf), `${path} at ${width} px: ${await link.textContent()}`).toBe(1);
      // The menu fits beside the header's buttons, and nothing runs past the page's right edge.
      const menu = (await page.getByRole('navigation', { name: main, exact: true }).boundingBox())!;
      // The header's own switch (the phone menu's, hidden here, comes after it).
      const buttons = (await page.getByRole('banner').getByTestId('language-switch').first().boundingBox())!;
      expect(menu.x + menu.width, `${path} at ${width} px`).toBeLessThanOrEqual(buttons.x);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      if (width === 768)
        await page.screenshot({ path: `test-results/screens/header${path.replaceAll('/', '-')}-${width}.png` });
    }
  }
});
