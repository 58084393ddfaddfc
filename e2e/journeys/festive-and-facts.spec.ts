import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../fixtures/a11y.ts';
import { expect, test } from '../fixtures/journey.ts';
import { chooseDefaultService } from '../fixtures/service.ts';
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
  await expect(page.getByTestId('preorder-note').first()).toContainText(/^Pre-order · order by \d{1,2} \w{3} · collect /);
  await page.getByRole('dialog', { name: 'Added to Bag' }).getByRole('button', { name: /close/i }).first().click();

  await page.getByTestId('service-bar').getByRole('button', { name: /Change/ }).click();
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
  await expect(facts.getByTestId('halal-status')).toContainText('Halal certified · certificate JAKIM-1234-5678 (example)');
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
