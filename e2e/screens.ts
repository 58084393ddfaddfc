import type { Page } from '@playwright/test';

export const WIDTHS = { mobile: 390, desktop: 1280 } as const;

/** Full-page screenshots kept under test-results/screens for a person to look at. */
export async function captureScreens(page: Page, name: string): Promise<void> {
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    // A sticky header otherwise lands mid-page in a full-page shot taken after scrolling.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screens/${name}-${label}.png`, fullPage: true });
  }
}
