import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../fixtures/a11y.ts';
import { dropToken, E2E_ADMIN, loginToken, useToken } from '../fixtures/admin.ts';
import { expect, test } from '../fixtures/journey.ts';
import { chooseDefaultService, shopDate } from '../fixtures/service.ts';
import { addFromProductPage, type ApiProduct } from '../fixtures/shopping.ts';
import { captureScreens } from '../screens.ts';

// A shopper pre-orders Hari Raya cookies (the demo season: collect 17-20 days from the seed's day),
// and reads a product's halal and allergen facts and filters the collection by them.
test.use({ journey: 'festive-and-facts' });

type Found = ApiProduct & { preorder?: { firstDay: string; lastDay: string } };

async function productNamed(request: APIRequestContext, name: string): Promise<Found> {
  const res = await request.post('/api/product/fetchProducts', { data: { productName: name, page: 1, amount: 5 } });
  const { products } = (await res.json()) as { products: Found[] };
  const found = products.find((p) => p.name === name);
  if (!found) throw new Error(`no product named ${name}`);
  return found;
}

test.beforeEach(async ({ page }) => {
  await chooseDefaultService(page);
});

test('a Raya pre-order: the slot picker offers only the collection window, and says why', async ({ page, request }) => {
  test.setTimeout(120_000);
  const raya = await productNamed(request, 'Raya Cookie Jar Trio');
  const window = raya.preorder!;
  await addFromProductPage(page, raya, 'Set of 3 jars');
  await expect(page.getByTestId('preorder-note').first()).toContainText(
    /^Pre-order · order by \d{1,2} \w{3} · collect /,
  );
  await page.getByRole('dialog', { name: 'Added to Bag' }).getByRole('button', { name: /close/i }).first().click();

  await page
    .getByTestId('service-bar')
    .getByRole('button', { name: /Change/ })
    .click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByTestId('season-window')).toContainText('Your bag holds Hari Raya Cookies pre-orders');
  const date = modal.getByLabel('Date');
  await expect(date).toHaveValue(window.firstDay);
  await expect(date).toHaveAttribute('min', window.firstDay);
  await expect(date).toHaveAttribute('max', window.lastDay);
  await expectAccessible(page, 'service modal with a pre-order');
  await captureScreens(page, 'festive-preorder-slots');
});

test('the halal and allergen block, and the collection filtered by them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const boule = await productNamed(request, 'Country Sourdough Boule');
  await page.goto(`/product/${boule.id}`);
  const facts = page.getByTestId('product-facts');
  await expect(facts.getByTestId('halal-status')).toContainText(
    'Halal certified · certificate JAKIM-1234-5678 (example)',
  );
  await expect(facts.getByTestId('allergens')).toHaveText('Gluten');
  await expect(facts.getByTestId('facts-example')).toBeVisible();
  await expectAccessible(page, 'product facts');
  await captureScreens(page, 'product-facts');

  // An expired certificate shows no certification.
  const croissant = await productNamed(request, 'All-Butter Croissant');
  await page.goto(`/product/${croissant.id}`);
  await expect(page.getByTestId('product-facts')).toBeVisible();
  await expect(page.getByTestId('halal-status')).toHaveCount(0);

  await page.goto('/collection?halal=certified');
  await expect(page.getByRole('checkbox', { name: 'Halal certified' })).toBeChecked();
  const grid = page.getByTestId('collection-grid');
  await expect(grid).toContainText('Country Sourdough Boule');
  await expect(grid).not.toContainText('All-Butter Croissant');
  await page.getByRole('checkbox', { name: 'Sesame' }).check();
  await expect(page).toHaveURL(/free=sesame/);
  await expect(grid).not.toContainText('Seeded Rye Sourdough');
  await expect(grid).toContainText('Classic French Baguette');
  await expectAccessible(page, 'collection filtered by food facts');
  await captureScreens(page, 'collection-food-filters');
});

// Products the other tests here read; the season is made for another bakery product.
const USED = [
  'Raya Cookie Jar Trio',
  'Country Sourdough Boule',
  'All-Butter Croissant',
  'Seeded Rye Sourdough',
  'Classic French Baguette',
];

test('staff make a season on the seasons screen; the shop then sells its product as a pre-order for those days', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The products the screen offers: the bakery's, in its order.
  const res = await request.post('/api/product/fetchProducts', { data: { page: 1, amount: 48, category: ['Bakery'] } });
  const bakery = ((await res.json()) as { products: Found[] }).products;
  const product = bakery.find((p) => !p.preorder && p.features.length > 0 && !USED.includes(p.name));
  if (!product) throw new Error('no bakery product with options outside a season');
  const orderBy = shopDate(4);
  const firstDay = shopDate(6);
  const lastDay = shopDate(9);

  await useToken(page, await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  await page.goto('/admin/seasons');
  await expect(page.getByRole('heading', { name: 'Festive seasons' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New season' });
  await form.getByLabel('Season name').fill('Deepavali Murukku');
  await form.getByLabel('Order by').fill(orderBy);
  await form.getByLabel('First day of pickup or delivery').fill(firstDay);
  await form.getByLabel('Last day of pickup or delivery').fill(lastDay);
  await form.getByRole('checkbox', { name: product.name, exact: true }).check();
  await expectAccessible(page, 'seasons screen with a season filled in');
  await captureScreens(page, 'admin-seasons-form');
  await form.getByRole('button', { name: 'Save season' }).click();
  await expect(page.getByText('Deepavali Murukku saved.')).toBeVisible();
  const listed = page.getByTestId('season-list').getByRole('listitem').filter({ hasText: 'Deepavali Murukku' });
  await expect(listed).toContainText(product.name);
  await expect(listed).toContainText(`Pre-order · order by ${Number(orderBy.slice(8))} `);
  await expectAccessible(page, 'seasons screen with the new season listed');
  await captureScreens(page, 'admin-seasons-list');

  // The shopper: the product page names the window, and the slot picker offers only its days.
  await dropToken(page);
  await addFromProductPage(page, product, product.features[0]!);
  await expect(page.getByTestId('preorder-note').first()).toContainText(
    new RegExp(`^Pre-order · order by ${Number(orderBy.slice(8))} \\w{3} · collect `),
  );
  await page.getByRole('dialog', { name: 'Added to Bag' }).getByRole('button', { name: /close/i }).first().click();
  await page
    .getByTestId('service-bar')
    .getByRole('button', { name: /Change/ })
    .click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByTestId('season-window')).toContainText('Deepavali Murukku');
  const date = modal.getByLabel('Date');
  await expect(date).toHaveAttribute('min', firstDay);
  await expect(date).toHaveAttribute('max', lastDay);
  await expect(date).toHaveValue(firstDay);
});
