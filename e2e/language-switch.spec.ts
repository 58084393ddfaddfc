import { expect, test } from './fixtures/test.ts';
import { chooseDefaultService } from './fixtures/service.ts';
import { expectNoSidewaysScroll } from './screens.ts';

// Issue #35: "A language switch in the header and the phone menu keeps the shopper on the same page."
const WIDTHS = [320, 360, 390, 768, 1024, 1280] as const;

test.describe('the header language switch', () => {
  test.beforeEach(({ page }) => chooseDefaultService(page));

  for (const [path, other, name, short] of [
    ['/collection', '/ms/collection', 'Bahasa Melayu', 'BM'],
    ['/ms/collection', '/collection', 'English', 'EN'],
  ] as const) {
    test(`on ${path} it sits in the header at every width, named ${name}, and fits`, async ({ page }) => {
      await page.goto(path);
      const header = page.getByRole('banner');
      const link = header.getByRole('link', { name, exact: true });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expect(link, `${width} px`).toBeVisible();
        await expect(link).toHaveAttribute('href', other);
        await expect(link).toHaveAttribute('hreflang', other.startsWith('/ms') ? 'ms' : 'en');
        await expect(link).toHaveAttribute('lang', other.startsWith('/ms') ? 'ms' : 'en');
        // Short below 1280 px, the full name from there; a person can tap it (nothing lies over it).
        const shortForm = link.locator('[aria-hidden="true"]');
        if (width >= 1280) await expect(shortForm).toBeHidden();
        else await expect(shortForm).toHaveText(short);
        const box = (await link.boundingBox())!;
        expect(box.width, `${width} px: a 44 px target`).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width, `${width} px: inside the viewport`).toBeLessThanOrEqual(width);
        expect(
          await link.evaluate((el) => {
            const r = el.getBoundingClientRect();
            return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
          }),
          `${width} px: the switch is what a tap reaches`,
        ).toBe(true);
        await expectNoSidewaysScroll(page, `${path} at ${width} px`);
        if ([360, 390, 768, 1280].includes(width))
          await page.screenshot({
            path: `test-results/screens/language-switch${path.replaceAll('/', '-')}-${width}.png`,
          });
      }
    });
  }

  test('keeps the page, the bag and the service choice, both ways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const { products } = (await (await page.request.get('/api/product/list')).json()) as {
      products: { id: string; features: string[] }[];
    };
    const product = products.find((p) => p.features.length > 0)!;
    await page.goto(`/product/${product.id}?from=switch#details`);
    await page.getByRole('radio', { name: product.features[0], exact: true }).check();
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByRole('dialog', { name: 'Added to Bag' })).toBeVisible();
    await page.keyboard.press('Escape');
    const bag = page.getByTestId('cart-link');
    await expect(bag).toHaveAttribute('aria-label', 'Cart, 1 item');
    const service = await page.getByTestId('service-bar').textContent();
    const cookies = async () =>
      Object.fromEntries(
        (await page.context().cookies())
          .filter((c) => /cart|userSelection/i.test(c.name))
          .map((c) => [c.name, c.value]),
      );
    const before = await cookies();
    expect(Object.keys(before).length).toBeGreaterThan(0);

    await page.getByRole('banner').getByRole('link', { name: 'Bahasa Melayu', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/ms/product/${product.id}\\?from=switch#details$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('button', { name: 'ADD TO CART' })).toHaveCount(0);
    expect(await cookies()).toEqual(before);
    // The bag's count and the chosen outlet and time are still there, now in Malay.
    await expect(bag).toHaveAttribute('aria-label', 'Troli, 1 barang');
    await expect(page.getByTestId('service-bar')).not.toHaveText(service!);
    await expect(page.getByTestId('service-bar')).toContainText(
      (await page.request.get('/api/outlet/outletList').then((r) => r.json())).outlets[0].title,
    );

    await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?from=switch#details$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(bag).toHaveAttribute('aria-label', 'Cart, 1 item');
    await expect(page.getByTestId('service-bar')).toHaveText(service!);
    expect(await cookies()).toEqual(before);
  });
});
