// Saves full-page screenshots into <repo>/screenshots/ (gitignored) when SCREENSHOTS=1, for humans reviewing screens.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './server';

export const screenshotDir = path.join(repoRoot, 'screenshots');

export function screenshotsEnabled(): boolean {
  return process.env.SCREENSHOTS === '1';
}

export async function saveScreenshot(
  page: Page,
  name: string,
  options: { force?: boolean } = {},
): Promise<string | undefined> {
  if (!options.force && !screenshotsEnabled()) {
    return undefined;
  }
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
