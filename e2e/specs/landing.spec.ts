// The public landing page: notices, the FAQ accordion, completed-trade cards that need a login.
import { api, FAQ_CATEGORY_LABELS } from '@autobid/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathname, VIEWPORTS } from '../support/browser';
import { callApi } from '../support/factories';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectHidden, expectVisible, expectVisibleCount } from '../support/ui';

const suite = browserSuite();

type FaqItemUi = { question: Locator; answer: Locator };

/** The landing FAQ items: buttons named by category and title, each controlling its answer panel. */
async function landingFaqs(page: Page): Promise<FaqItemUi[]> {
  const questions = page.getByRole('button', {
    name: new RegExp(`^(${Object.values(FAQ_CATEGORY_LABELS).join('|')})`),
  });
  await expectVisibleCount(questions, 3);
  const items: FaqItemUi[] = [];
  for (const question of await questions.all()) {
    const panelId = await question.getAttribute('aria-controls');
    if (panelId === null) {
      throw new Error('FAQ question without aria-controls');
    }
    items.push({ question, answer: page.locator(`[id="${panelId}"]`) });
  }
  return items;
}

async function expectOpen(item: FaqItemUi, isOpen: boolean): Promise<void> {
  if (isOpen) {
    await expectVisible(item.answer);
  } else {
    await expectHidden(item.answer);
  }
  expect(await item.question.getAttribute('aria-expanded')).toBe(String(isOpen));
}

describe('landing', () => {
  it('the hero shows a real live auction: its model, top bid, bidders and countdown, leading to its detail', async () => {
    const live = await callApi(suite.baseUrl, api.content.liveAuction, null);
    expect(live, 'the demo has live auctions').not.toBeNull();
    const { page } = await suite.open(VIEWPORTS.desktop);
    await page.goto('/');
    const card = page.getByRole('link', { name: /^진행 중인 경매: / });
    await expectVisible(card);
    expect(await card.getAttribute('href')).toBe(`/auction/detail/${live!.id}`);
    await expectVisible(card.getByText(live!.model, { exact: false }));
    await expectVisible(card.getByText(`입찰 ${live!.bidderCount}명`, { exact: true }));
    expect(await card.locator('time').textContent()).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await saveScreenshot(page, 'landing-hero-1280');
  });

  it('shows the sections with the latest notices and the sign-up, PDF and chat links', async () => {
    const notices = await callApi(suite.baseUrl, api.content.notices, null, { query: { page: 1, size: 5 } });
    expect(notices.items.length, 'seeded notices').toBeGreaterThan(0);

    const { page } = await suite.open(VIEWPORTS.desktop);
    await page.goto('/');
    for (const heading of ['공지사항', '자주 묻는 질문', '거래 내역']) {
      await expectVisible(page.getByRole('heading', { name: heading, exact: true }));
    }
    const latest = notices.items[0];
    if (latest === undefined) {
      throw new Error('no notice');
    }
    await expectVisible(page.getByText(latest.title.replace(/^\[공지\]\s*/, '')));

    const more = page.getByRole('link', { name: '더보기' });
    await expectVisible(more);
    const moreTargets = await Promise.all((await more.all()).map((link) => link.getAttribute('href')));
    expect(moreTargets).toEqual(expect.arrayContaining(['/notice/list', '/faq/list']));

    const signup = page.getByRole('link', { name: '딜러 회원가입' });
    await expectVisible(signup);
    expect(await signup.first().getAttribute('href')).toBe('/termsof');
    await expectVisible(page.getByRole('link', { name: '딜러 소개서 보기' }));
    await expectVisible(page.getByRole('link', { name: '실시간 채팅 상담' }));

    // The inline login form.
    await expectVisible(page.getByLabel('아이디', { exact: true }));
    await expectVisible(page.getByLabel('비밀번호', { exact: true }));
    await saveScreenshot(page, 'e2e-landing-1280');
  });

  it('the FAQ accordion opens one item at a time and closes the open one on a second click', async () => {
    const { page } = await suite.open(VIEWPORTS.desktop);
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: '자주 묻는 질문', exact: true }));
    const items = await landingFaqs(page);
    const [first, second, third] = items;
    if (first === undefined || second === undefined || third === undefined) {
      throw new Error('need three FAQ items');
    }
    for (const item of items) {
      await expectOpen(item, false);
    }

    await first.question.click();
    await expectOpen(first, true);
    await expectOpen(second, false);
    expect((await first.answer.innerText()).trim().length).toBeGreaterThan(0);

    await second.question.click();
    await expectOpen(second, true);
    await expectOpen(first, false);
    await expectOpen(third, false);

    await second.question.click();
    for (const item of items) {
      await expectOpen(item, false);
    }
  });

  it('shows 4 completed-trade cards; clicking one logged out alerts that a login is needed', async () => {
    const cards = await callApi(suite.baseUrl, api.content.randomReviews, null, { query: { limit: 4 } });
    expect(cards.length, 'seeded completed trades').toBe(4);

    const { page, dialogs } = await suite.open(VIEWPORTS.desktop);
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: '거래 내역', exact: true }));
    const labels = page.getByText('거래완료', { exact: true });
    await expectVisibleCount(labels, 4);

    await labels.first().click();
    await expect.poll(() => dialogs).toEqual(['로그인 후 이용해주세요']);
    expect(pathname(page)).toBe('/');
  });

  it('renders at 390 px with the same sections', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    await page.goto('/');
    for (const heading of ['공지사항', '자주 묻는 질문', '거래 내역']) {
      await expectVisible(page.getByRole('heading', { name: heading, exact: true }));
    }
    await expectVisible(page.getByRole('button', { name: '메뉴 열기' }));
    await saveScreenshot(page, 'e2e-landing-390');
  });
});
