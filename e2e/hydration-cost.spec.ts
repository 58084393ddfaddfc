import { expect, test } from './fixtures/test.ts';
import { chooseDefaultService } from './fixtures/service.ts';

declare global {
  interface Window {
    intlBuilt: string[];
  }
}

// The first Intl object a page builds starts ICU: one task of about 30 ms, 120 to 130 ms at
// Lighthouse's 4x CPU slowdown, which counted in Total Blocking Time when it fell in hydration
// (bench/README.md, "The first Intl object"). Prices, dates, the shop's clock and the outlets' order
// are written without Intl on the public pages; this keeps it so.
test('the public pages hydrate without building an Intl object', async ({ page }) => {
  await chooseDefaultService(page);
  await page.addInitScript(() => {
    window.intlBuilt = [];
    for (const kind of [
      'NumberFormat',
      'DateTimeFormat',
      'Collator',
      'Segmenter',
      'PluralRules',
      'RelativeTimeFormat',
      'ListFormat',
    ] as const) {
      const Real = Intl[kind] as unknown as new (...args: unknown[]) => object;
      const watched = new Proxy(Real, {
        construct(target, args) {
          window.intlBuilt.push(`${kind} ${JSON.stringify(args)}`);
          return Reflect.construct(target, args) as object;
        },
      });
      Object.defineProperty(Intl, kind, { value: watched, configurable: true, writable: true });
    }
  });

  await page.goto('/collection');
  const product = await page.locator('main a[href^="/product/"]').first().getAttribute('href');
  await page.goto('/news');
  const story = await page.locator('main a[href^="/news/"]').first().getAttribute('href');

  for (const path of ['/', '/collection', product!, '/news', story!, '/outlets']) {
    await page.goto(path);
    // What the shopper reads was printed: a price, a date or an opening state, and the service bar.
    await expect(page.getByTestId('service-bar-when')).toBeVisible();
    expect(await page.evaluate(() => window.intlBuilt), path).toEqual([]);
  }
});
