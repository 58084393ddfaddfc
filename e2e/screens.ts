import { expect, type Page } from '@playwright/test';

export const WIDTHS = { mobile: 390, desktop: 1280 } as const;
/** Widths checked for sideways scrolling without a picture: the narrowest phone (issue #10) and a tablet. */
const CHECKED_ONLY = [360, 768] as const;

/**
 * Full-page screenshots kept under test-results/screens for a person to look at, at each of WIDTHS;
 * at those and at CHECKED_ONLY the screen must fit its width (no sideways scrolling), so every state
 * a test captures is held to the responsive rule, not only the routes a guest can open.
 */
export async function captureScreens(page: Page, name: string): Promise<void> {
  for (const width of CHECKED_ONLY) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `${name} at ${width} px`);
  }
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, `${name} at ${width} px`);
    // A sticky header otherwise lands mid-page in a full-page shot taken after scrolling.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screens/${name}-${label}.png`, fullPage: true });
  }
}

/**
 * Polled: a screen that lays itself out by a media query in script settles a render after the resize.
 * A failure names the elements that reach past the right edge.
 */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.documentElement;
          if (root.scrollWidth <= root.clientWidth) return [];
          // What scrolls inside a box of its own (a strip of tabs) is not what widens the page.
          const clippedAbove = (el: Element) => {
            for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
              if (getComputedStyle(up).overflowX !== 'visible') return true;
            return false;
          };
          return [...document.body.querySelectorAll('*')]
            .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && !clippedAbove(el))
            .slice(0, 8)
            .map(
              (el) =>
                `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${el.textContent?.trim().slice(0, 40)}`,
            );
        }),
      { message: `${label} scrolls sideways` },
    )
    .toEqual([]);
}
