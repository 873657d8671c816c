// `npm run screenshots -w @autobid/e2e`: full-page PNGs of the issue-2 screens at 390 and 1280 px into <repo>/screenshots/.
// For people reviewing the screens; not part of `npm test`. Needs a build (`npm run build`).
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from './support/accounts';
import { launchBrowser, login, newPage, VIEWPORTS, type Viewport } from './support/browser';
import { saveScreenshot, screenshotDir } from './support/screenshots';
import { startServer } from './support/server';
import { waitForSettled, waitForStill } from './support/still';

type Shot = { name: string; viewports: Viewport[]; take: (page: Page) => Promise<void> };

const BOTH = [VIEWPORTS.mobile, VIEWPORTS.desktop];

const shots: Shot[] = [
  {
    name: 'landing',
    viewports: BOTH,
    take: async (page) => {
      await page.goto('/');
      await page.getByText('거래완료', { exact: true }).first().waitFor();
    },
  },
  {
    name: 'login-errors',
    viewports: BOTH,
    take: async (page) => {
      await page.goto('/login');
      await page.getByLabel('아이디', { exact: true }).fill(ACCOUNTS.approved.username);
      await page.getByLabel('비밀번호', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await page.getByText('아이디와 비밀번호를 확인해주세요.').waitFor();
    },
  },
  {
    name: 'login-empty',
    viewports: [VIEWPORTS.mobile],
    take: async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await page.getByText('아이디를 입력해주세요.').waitFor();
    },
  },
  {
    name: 'home',
    viewports: BOTH,
    take: async (page) => {
      await login(page, ACCOUNTS.approved.username, ACCOUNTS.approved.password);
      await page
        .getByText(/^\s*\[공지\]/)
        .first()
        .waitFor();
    },
  },
  {
    name: 'wait-pending',
    viewports: BOTH,
    take: async (page) => {
      await login(page, ACCOUNTS.pending.username, ACCOUNTS.pending.password);
      await page.getByRole('heading', { name: '가입 심사 중입니다' }).waitFor();
    },
  },
  {
    name: 'wait-rejected',
    viewports: BOTH,
    take: async (page) => {
      await login(page, ACCOUNTS.rejected.username, ACCOUNTS.rejected.password);
      await page.getByRole('heading', { name: '가입 심사가 반려되었습니다' }).waitFor();
    },
  },
  {
    name: 'drawer-open',
    viewports: [VIEWPORTS.mobile],
    take: async (page) => {
      await login(page, ACCOUNTS.approved.username, ACCOUNTS.approved.password);
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await page.getByRole('dialog', { name: '메뉴' }).waitFor();
      // Let the slide-in finish.
      await waitForStill(page);
    },
  },
  {
    name: 'not-found',
    viewports: [VIEWPORTS.desktop],
    take: async (page) => {
      await page.goto('/no-such-page');
      await page.getByRole('link', { name: '홈으로 가기' }).waitFor();
    },
  },
];

async function takeAll(browser: Browser, baseUrl: string): Promise<string[]> {
  const failures: string[] = [];
  for (const shot of shots) {
    for (const viewport of shot.viewports) {
      const name = `${shot.name}-${viewport.width}`;
      const { context, page } = await newPage(browser, baseUrl, viewport);
      try {
        await shot.take(page);
        await waitForSettled(page);
        const file = await saveScreenshot(page, name, { force: true });
        console.log(`saved ${file}`);
      } catch (error) {
        failures.push(`${name}: ${String(error)}`);
        await saveScreenshot(page, `${name}-failed`, { force: true }).catch(() => undefined);
      } finally {
        await context.close();
      }
    }
  }
  return failures;
}

async function main(): Promise<void> {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const failures = await takeAll(browser, server.baseUrl);
    console.log(`screenshots in ${screenshotDir}`);
    if (failures.length > 0) {
      console.error(`failed:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
