// Waiting assertions over playwright-core locators (playwright-core has no auto-retrying expect).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { UI_TIMEOUT_MS } from './browser';

export { waitForStill } from './still';

export async function expectVisible(locator: Locator, timeout = UI_TIMEOUT_MS): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export async function expectHidden(locator: Locator, timeout = UI_TIMEOUT_MS): Promise<void> {
  // Every match must be gone, not only the first.
  await expect.poll(() => visibleCount(locator), { timeout }).toBe(0);
}

export async function visibleCount(locator: Locator): Promise<number> {
  const all = await locator.all();
  const flags = await Promise.all(all.map((item) => item.isVisible()));
  return flags.filter(Boolean).length;
}

export async function expectVisibleCount(
  locator: Locator,
  count: number,
  timeout = UI_TIMEOUT_MS,
): Promise<void> {
  await expect.poll(() => visibleCount(locator), { timeout }).toBe(count);
}

export async function expectPath(page: Page, path: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/** Top of `below` is at or under the bottom of `above` (one element is rendered under the other). */
export async function expectBelow(below: Locator, above: Locator): Promise<void> {
  const [b, a] = await Promise.all([below.boundingBox(), above.boundingBox()]);
  expect(b, 'element to check has no box').not.toBeNull();
  expect(a, 'reference element has no box').not.toBeNull();
  if (b === null || a === null) {
    return;
  }
  expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 1);
}
