import { expectAccessible } from './fixtures/a11y.ts';
import { dropToken, E2E_ADMIN, loginToken, useToken } from './fixtures/admin.ts';
import { chooseDefaultService } from './fixtures/service.ts';
import { expect, test, type Locator, type Page } from './fixtures/test.ts';
import { captureScreens } from './screens.ts';

/** Really on screen: the element (or a child) is what the browser finds at its centre. */
async function expectOnTop(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  const hit = await locator.evaluate(
    (el, [x, y]) => {
      const top = document.elementFromPoint(x!, y!);
      return top !== null && (el === top || el.contains(top));
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe(true);
}

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search products' });
  return { dialog, field: dialog.getByRole('searchbox') };
}

test('the search overlay forgives a typo, speaks Malay, and offers "Did you mean" when nothing matches', async ({
  page,
}) => {
  await chooseDefaultService(page);
  await page.goto('/');
  const { dialog, field } = await openSearch(page);
  const results = dialog.getByRole('region', { name: 'Results' });

  await field.fill('aprcot');
  await expect(results.getByText('Apricot Custard Danish')).toBeVisible();

  await field.fill('roti');
  await expect(
    results.getByText('Hokkaido Milk Loaf').or(results.getByText('Country Sourdough Boule')).first(),
  ).toBeVisible();

  await field.fill('aprcit');
  await expect(dialog.getByText('No results found')).toBeVisible();
  const line = dialog.getByText(/Did you mean/);
  await expect(line).toHaveText('Did you mean ‘apricot’?');
  const correction = dialog.getByRole('button', { name: '‘apricot’' });
  await expectOnTop(correction);
  await captureScreens(page, 'search-did-you-mean');

  await correction.click();
  await expect(field).toHaveValue('apricot');
  await expect(results.getByText('Apricot Custard Danish')).toBeVisible();
  await expect(line).toBeHidden();
});

test('an admin edits the search synonyms, and the shop search follows at once', async ({ page, request }) => {
  await chooseDefaultService(page);
  await useToken(page, await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  await page.goto('/admin/orders');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Synonyms' }).click();
  await expect(page.getByRole('heading', { name: 'Search synonyms' })).toBeVisible();
  await expectOnTop(page.getByText('bread, loaf, bun'));
  await captureScreens(page, 'admin-search-synonyms');

  await page.getByRole('button', { name: 'Add synonyms' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Term is required.')).toBeVisible();
  await page.getByLabel('Term').fill('sedap');
  await page.getByLabel('Synonyms (separated by commas)').fill('two words');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Each synonym must be one word')).toBeVisible();
  await page.getByLabel('Synonyms (separated by commas)').fill('croissant, baguette');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Synonyms saved.')).toBeVisible();
  await expectOnTop(page.getByText('croissant, baguette'));

  await page.goto('/');
  const { dialog, field } = await openSearch(page);
  await field.fill('sedap');
  await expect(dialog.getByRole('region', { name: 'Results' }).getByText('All-Butter Croissant')).toBeVisible();

  await page.goto('/admin/search-synonyms');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete sedap' }).click();
  await expect(page.getByText('Synonyms deleted.')).toBeVisible();
  await expect(page.getByText('croissant, baguette')).toBeHidden();
});

test('staff turn a search that found nothing into a synonym, and the shopper then finds the product', async ({
  page,
  request,
}) => {
  // Two screens, three axe scans and six screenshots: more than a loaded machine does in two minutes.
  test.setTimeout(300_000);
  await chooseDefaultService(page);
  await page.goto('/');
  let { dialog, field } = await openSearch(page);
  await field.fill('gateaux');
  await expect(dialog.getByText('No results found')).toBeVisible();
  // A search of two words, and one with no word a synonym could be, as the collection page's own.
  for (const q of ['kuih bahulu', '"><img src=x>']) {
    await page.goto(`/collection?${new URLSearchParams({ q })}`);
    await expect(page.getByRole('heading', { name: /^Results for/ })).toBeVisible();
  }
  await page.goto('/');
  ({ dialog, field } = await openSearch(page));
  const results = dialog.getByRole('region', { name: 'Results' });

  // The shopper takes a correction and opens a product: both reach the staff's insight.
  await field.fill('aprcit');
  const correctionReport = page.waitForResponse('**/api/product/correctionAccepted');
  await dialog.getByRole('button', { name: '‘apricot’' }).click();
  expect((await correctionReport).status()).toBe(200);
  const openedReport = page.waitForResponse('**/api/product/searchOpened');
  await results.getByText('Apricot Custard Danish').click();
  expect((await openedReport).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Apricot Custard Danish' })).toBeVisible();

  await useToken(page, await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  await page.goto('/admin/orders');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Search insight' }).click();
  await expect(page.getByRole('heading', { name: 'Search insight' })).toBeVisible();
  const nothing = page.getByRole('table', { name: 'Searches that found nothing' });
  await expect(nothing.getByRole('row', { name: /gateaux/ })).toBeVisible();
  const taken = page.getByRole('table', { name: '“Did you mean” taken' });
  await expect(taken.getByRole('row', { name: /aprcit.*apricot/ })).toBeVisible();
  // "apricot" found products and one was opened: it is not among the results nobody opened.
  await expect(page.getByRole('table', { name: 'Most searched' }).getByRole('row', { name: /apricot/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Results nobody opened' }).getByRole('row', { name: /^apricot/ }),
  ).toBeHidden();
  await expect(page.getByLabel('Days to keep')).toHaveValue('90');
  await expectAccessible(page, 'search insight');
  await captureScreens(page, 'admin-search-insight');

  // One step: the term is the search itself, staff give the word it means.
  await nothing.getByRole('button', { name: 'Add a synonym for gateaux' }).click();
  await expect(page.getByLabel('Term')).toHaveValue('gateaux');
  // The form opens in sight, wherever the row was, with the field to fill next focused.
  const synonymsField = page.getByLabel('Synonyms (separated by commas)');
  await expect(synonymsField).toBeFocused();
  await expect(synonymsField).toBeInViewport();
  await expectOnTop(synonymsField);
  await synonymsField.fill('cake');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(
    page.getByRole('status').filter({ hasText: 'A search for “gateaux” now also finds cake.' }),
  ).toBeVisible();
  await expectAccessible(page, 'search insight, synonym added');
  await captureScreens(page, 'admin-search-insight-synonym-added');

  // A search of two words is one step too: each word can be the term, and markup offers nothing.
  const twoWords = nothing.getByRole('row', { name: /kuih bahulu/ });
  await expect(twoWords.getByRole('button', { name: 'Add a synonym for “kuih”' })).toBeVisible();
  await expect(nothing.getByRole('row', { name: /img src/ })).toBeVisible();
  await expect(nothing.getByRole('row', { name: /img src/ }).getByRole('button')).toHaveCount(0);
  await twoWords.getByRole('button', { name: 'Add a synonym for “bahulu”' }).click();
  await expect(page.getByLabel('Term')).toHaveValue('bahulu');
  await page.getByLabel('Synonyms (separated by commas)').fill('cake');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(
    page.getByRole('status').filter({ hasText: 'A search for “bahulu” now also finds cake.' }),
  ).toBeVisible();
  await expectAccessible(page, 'search insight, synonym added for a word of a search');
  await page.getByRole('link', { name: 'Search the shop for “kuih bahulu”' }).click();
  await expect(page.getByRole('heading', { name: 'Results for “kuih bahulu”' })).toBeVisible();
  await expect(page.getByTestId('product-tile').filter({ hasText: 'Ondeh-Ondeh Layer Cake' })).toBeVisible();

  await dropToken(page);
  await page.goto(`/collection?${new URLSearchParams({ q: 'gateaux' })}`);
  await expect(page.getByRole('heading', { name: 'Results for “gateaux”' })).toBeVisible();
  await expect(page.getByTestId('product-tile').filter({ hasText: /Cake/ }).first()).toBeVisible();
  await expectAccessible(page, 'collection search found through a synonym');
  await captureScreens(page, 'search-found-through-new-synonym');

  // Leave the shop as it was for the other specs.
  const admin = await loginToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const list = (await (await request.get('/api/admin/search-synonyms', { headers: { token: admin } })).json()) as {
    synonyms: { id: number; term: string }[];
  };
  for (const term of ['gateaux', 'bahulu']) {
    const added = list.synonyms.find((s) => s.term === term)!;
    expect(
      (await request.delete(`/api/admin/search-synonyms/${added.id}`, { headers: { token: admin } })).status(),
    ).toBe(200);
  }
});
