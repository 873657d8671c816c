// The system Chromium through playwright-core: launch, pages with a viewport, UI login, dialogs and page errors.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { trackApiCalls } from './still';
import { UI_TIMEOUT_MS } from './timeouts';

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type Viewport = { width: number; height: number };

export { UI_TIMEOUT_MS } from './timeouts';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Where scripts/browser-setup.mjs (run by `npm run test:e2e`) writes the Chromium it found or set up. */
const SETUP_CACHE_FILE = path.join(
  import.meta.dirname,
  '..',
  '..',
  'node_modules',
  '.cache',
  'autobid-e2e',
  'chromium-path',
);

/** Never downloads a browser: CHROMIUM_PATH, else what the browser setup chose, else the Debian `chromium`. */
export function chromiumPath(): string {
  const chosen = existsSync(SETUP_CACHE_FILE) ? readFileSync(SETUP_CACHE_FILE, 'utf8').trim() : '';
  const executablePath =
    process.env.CHROMIUM_PATH ?? (chosen !== '' && existsSync(chosen) ? chosen : '/usr/bin/chromium');
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. The browser tests use the system Chromium and never download one: ` +
        'run `npm run test:e2e` (it finds or installs one: scripts/browser-setup.mjs), install it ' +
        '(`sudo apt-get install chromium fonts-noto-cjk`) or set CHROMIUM_PATH to a Chromium executable.',
    );
  }
  return executablePath;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

export type TestPage = {
  context: BrowserContext;
  page: Page;
  /**
   * Messages of every notice and question the app showed so far (its own alert dialog, or a native
   * window.alert/confirm): each is accepted, as a user pressing 확인, unless `manualDialogs` was asked for.
   */
  dialogs: string[];
  /** Uncaught exceptions thrown in the page. */
  pageErrors: string[];
};

/** A fresh context (empty localStorage) with Korean locale and Seoul time, as the users have. */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  viewport: Viewport = VIEWPORTS.desktop,
  options: { manualDialogs?: boolean } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  trackApiCalls(page);
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  // The app's own dialog (components/ui/app-dialog.tsx): record its message when it opens and, unless the
  // test answers it itself, press its 확인 button.
  await page.exposeFunction('__e2eAppDialog', (message: string) => dialogs.push(message));
  await context.addInitScript((manual: boolean) => {
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const message of document.querySelectorAll('[data-app-dialog-message]')) {
        if (seen.has(message)) {
          continue;
        }
        seen.add(message);
        const report = (window as unknown as { __e2eAppDialog: (m: string) => Promise<void> }).__e2eAppDialog;
        void report(message.textContent ?? '').then(() => {
          if (!manual) {
            message
              .closest('[role="alertdialog"]')
              ?.querySelector<HTMLElement>('[data-app-dialog-accept]')
              ?.click();
          }
        });
      }
    }).observe(document, { childList: true, subtree: true });
  }, options.manualDialogs ?? false);
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  // Anything the Content-Security-Policy blocks fails the test like an uncaught error (docs/decisions/017).
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[ -]Security[ -]Policy/i.test(message.text())) {
      pageErrors.push(`CSP: ${message.text()}`);
    }
  });
  return { context, page, dialogs, pageErrors };
}

/** Logs in through the /login form and waits until the app has left /login. */
export async function login(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  // The prerendered /login's button is enabled once the app has taken the page over (loaded after the first
  // paint, docs/decisions/043): about 0.7 s here, 3 s at 8x CPU throttling, more on a host at load 10.
  await page.getByRole('button', { name: '로그인', exact: true }).click({ timeout: 20_000 });
  try {
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  } catch {
    // Say why: the form's own message is the most useful clue.
    const form = await page
      .locator('form')
      .first()
      .innerText()
      .catch(() => '(no form)');
    throw new Error(`login as ${username} stayed on ${page.url()}; the form shows:\n${form}`);
  }
}

export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function localStorageEntries(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key !== null) {
        entries[key] = window.localStorage.getItem(key) ?? '';
      }
    }
    return entries;
  });
}
