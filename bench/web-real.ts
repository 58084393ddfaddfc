/**
 * The storefront as a shopper on a phone feels it, in a real browser rather than Lighthouse's
 * simulation: headless Chromium (playwright-core), the network throttled to Slow 4G (150 ms round
 * trip, 1.6 Mbps down, 750 kbps up) through CDP's Network.emulateNetworkConditions and the CPU slowed
 * 4× through Emulation.setCPUThrottlingRate. Every load is a fresh browser context: no cache, no
 * cookie but the returning shopper's service choice.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/fixtures/chromium-args.ts';

export const SLOW_4G = { latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };
export const CPU_SLOWDOWN = 4;

/** What one round of a build gives: every figure in milliseconds, bytes for the home page's scripts. */
export interface RealRun {
  /** LCP of each page, by its name. */
  lcpMs: Record<string, number>;
  /** From navigation until a tap on ADD TO CART has put the product in the bag. */
  addWorksMs: number;
  /** From navigation until a tap on the search icon has opened the overlay. */
  searchWorksMs: number;
  /** Interaction to Next Paint of opening the search overlay, on a loaded home page. */
  searchInpMs: number;
  /** Interaction to Next Paint of ADD TO CART, on a loaded product page. */
  addInpMs: number;
  /** JavaScript the home page downloaded in its first 10 seconds (bytes on the wire). */
  homeJsBytes: number;
}

export const launchBrowser = (executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium') =>
  chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });

// Before any script of the page: the largest paint so far, and the longest interaction (INP on a
// page with one interaction is that interaction's duration).
const OBSERVERS = () => {
  const w = window as unknown as { __lcp: number; __inp: number };
  w.__lcp = 0;
  w.__inp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    // interactionId is newer than this TypeScript's DOM types.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (e.interactionId) w.__inp = Math.max(w.__inp, e.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
};

interface Throttled {
  context: BrowserContext;
  page: Page;
  /** Script bytes received so far, with the time each finished (ms after the context opened). */
  scripts: { at: number; bytes: number }[];
}

async function throttledPage(browser: Browser, base: string, choice: string): Promise<Throttled> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  });
  await context.addCookies([{ name: 'userSelection', value: choice, url: base }]);
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const started = Date.now();
  const scriptRequests = new Set<string>();
  const scripts: Throttled['scripts'] = [];
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scriptRequests.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scriptRequests.has(e.requestId)) scripts.push({ at: Date.now() - started, bytes: e.encodedDataLength });
  });
  return { context, page, scripts };
}

const sinceNavigation = (page: Page) => page.evaluate(() => performance.now());

/** The page loaded and quiet: its load event, then a second with no request. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load', { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
}

async function lcpOf(browser: Browser, url: string, base: string, choice: string): Promise<number> {
  const { context, page } = await throttledPage(browser, base, choice);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await settled(page);
    return await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  } finally {
    await context.close();
  }
}

/**
 * Taps `control` as soon as it can be tapped, again every 100 ms while `done` has not appeared, as a
 * shopper does on a page that seems not to answer; the figure is when `done` appeared.
 */
async function tapUntil(
  page: Page,
  control: () => ReturnType<Page['locator']>,
  done: () => ReturnType<Page['locator']>,
): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await done().isVisible()) return sinceNavigation(page);
    await control()
      .tap({ timeout: 100, trial: false, noWaitAfter: true })
      .catch(() => undefined);
    await done()
      .waitFor({ state: 'visible', timeout: 100 })
      .catch(() => undefined);
  }
  throw new Error(`${page.url()}: the tap never worked`);
}

/** The time until a tap works, and then the INP of a tap on the loaded page. */
async function tapFigures(
  browser: Browser,
  url: string,
  base: string,
  choice: string,
  control: (p: Page) => ReturnType<Page['locator']>,
  done: (p: Page) => ReturnType<Page['locator']>,
): Promise<{ worksMs: number; inpMs: number }> {
  let worksMs: number;
  {
    const { context, page } = await throttledPage(browser, base, choice);
    try {
      await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
      // A tap that leaves the page (the search icon's plain form before the scripts run) is no answer.
      // ADD TO CART posted before the scripts run comes back to the same page at its form (#purchase).
      const at = await tapUntil(
        page,
        () => control(page),
        () => done(page),
      );
      const landed = new URL(page.url());
      landed.hash = '';
      if (landed.href !== url) throw new Error(`${url}: the tap left for ${page.url()}`);
      worksMs = at;
    } finally {
      await context.close();
    }
  }
  const { context, page } = await throttledPage(browser, base, choice);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await settled(page);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await control(page).tap();
    await done(page).waitFor({ state: 'visible', timeout: 30_000 });
    // Event timing entries are delivered after the next paint.
    await page.waitForTimeout(500);
    return { worksMs, inpMs: await page.evaluate(() => (window as unknown as { __inp: number }).__inp) };
  } finally {
    await context.close();
  }
}

/** The home page's script bytes in its first 10 seconds. */
async function homeJs(browser: Browser, base: string, choice: string): Promise<number> {
  const { context, page, scripts } = await throttledPage(browser, base, choice);
  try {
    const opened = Date.now();
    await page.goto(`${base}/`, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - opened)));
    return scripts.filter((s) => s.at <= 10_000).reduce((sum, s) => sum + s.bytes, 0);
  } finally {
    await context.close();
  }
}

export interface RealPages {
  /** Pages measured for LCP: name and path. */
  pages: { name: string; path: string }[];
  /** The product page ADD TO CART is tapped on (a product with a single option or none). */
  productPath: string;
}

/** One round of every figure for the build at `base`. */
export async function realRun(
  browser: Browser,
  base: string,
  choice: string,
  { pages, productPath }: RealPages,
): Promise<RealRun> {
  const lcpMs: Record<string, number> = {};
  for (const p of pages) lcpMs[p.name] = await lcpOf(browser, `${base}${p.path}`, base, choice);
  const add = await tapFigures(
    browser,
    `${base}${productPath}`,
    base,
    choice,
    (p) => p.getByRole('button', { name: 'ADD TO CART' }),
    (p) => p.getByTestId('added-to-bag'),
  );
  const search = await tapFigures(
    browser,
    `${base}/`,
    base,
    choice,
    // Before the scripts run the icon is a plain form to /collection (it works, but opens no overlay):
    // the icon counts once it says it opens a dialog.
    (p) => p.locator('button[aria-haspopup="dialog"][aria-label="Search products"]').first(),
    (p) => p.getByRole('dialog', { name: 'Search products' }),
  );
  return {
    lcpMs,
    addWorksMs: add.worksMs,
    searchWorksMs: search.worksMs,
    addInpMs: add.inpMs,
    searchInpMs: search.inpMs,
    homeJsBytes: await homeJs(browser, base, choice),
  };
}
