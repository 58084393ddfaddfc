import { expect, test } from './fixtures/test.ts';
import { chooseDefaultService } from './fixtures/service.ts';

declare global {
  interface Window {
    intlBuilt: string[];
    firstFrameAt: number;
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
    for (const kind of ['NumberFormat', 'DateTimeFormat', 'Collator', 'Segmenter', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const) {
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

// A page's modules are asked for after its first frame, so that on a phone's connection the first
// paint and the lead image do not share the first round trips with them (bench/README.md, "Scripts
// after the first paint"; app/scripts-after-paint.tsx).
test('the public pages ask for their scripts after the first frame, then hydrate', async ({ page }) => {
  await chooseDefaultService(page);
  await page.addInitScript(() => {
    requestAnimationFrame(() => (window.firstFrameAt = performance.now()));
  });
  await page.goto('/collection');
  const product = await page.locator('main a[href^="/product/"]').first().getAttribute('href');

  for (const path of ['/', '/collection', product!, '/news', '/outlets']) {
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const { firstFrameAt, scripts } = await page.evaluate(() => ({
      firstFrameAt: window.firstFrameAt,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/[^?]+\.js$/.test(r.name))
        .map((r) => ({ name: r.name, startTime: r.startTime })),
    }));
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) expect(script.startTime, `${path}: ${script.name}`).toBeGreaterThanOrEqual(firstFrameAt);
  }
});
