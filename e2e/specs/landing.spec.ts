// The public landing page: notices, the FAQ accordion, completed-trade cards that need a login.
import type { FaqItem, NoticeListItem, PagedList, RandomReviewCard } from '@autobid/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { pathname, VIEWPORTS } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectHidden, expectVisible, expectVisibleCount } from '../support/ui';

const suite = browserSuite();

/** A short, plain-text piece of an FAQ answer that getByText can find once the item is open. */
function answerSnippet(contents: string): string {
  const text = contents
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0);
  if (text === undefined) throw new Error(`FAQ answer without text: ${contents}`);
  return text.slice(0, 20);
}

type ShownFaq = { question: Locator; answer: Locator };

async function shownFaqs(page: Page, faqs: FaqItem[]): Promise<ShownFaq[]> {
  const shown: ShownFaq[] = [];
  for (const faq of faqs) {
    const question = page.getByRole('button', { name: faq.title });
    if ((await question.count()) > 0) {
      shown.push({ question: question.first(), answer: page.getByText(answerSnippet(faq.contents)) });
    }
  }
  return shown;
}

describe('landing', () => {
  it('shows the sections with the latest notices and the sign-up, PDF and chat links', async () => {
    const notices = await apiGet<PagedList<NoticeListItem>>(suite.baseUrl, '/v1/dealers/noticies?page=1&size=5');
    expect(notices.items.length, 'seeded notices').toBeGreaterThan(0);

    const { page } = await suite.open(VIEWPORTS.desktop);
    await page.goto('/');
    for (const heading of ['공지사항', '자주 묻는 질문', '거래 내역']) {
      await expectVisible(page.getByRole('heading', { name: heading, exact: true }));
    }
    const latest = notices.items[0];
    if (latest === undefined) throw new Error('no notice');
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
    const faqs = await apiGet<FaqItem[]>(suite.baseUrl, '/v1/public/faqs');
    const { page } = await suite.open(VIEWPORTS.desktop);
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: '자주 묻는 질문', exact: true }));
    await expectVisible(page.getByRole('button', { name: faqs[faqs.length - 1]?.title ?? '(no faq)' }));

    const shown = await shownFaqs(page, faqs);
    expect(shown.length, 'FAQ items on the landing page').toBe(Math.min(3, faqs.length));
    const [first, second] = shown;
    if (first === undefined || second === undefined) throw new Error('need two FAQ items');

    for (const item of shown) await expectHidden(item.answer);

    await first.question.click();
    await expectVisible(first.answer);
    await expectHidden(second.answer);

    await second.question.click();
    await expectVisible(second.answer);
    await expectHidden(first.answer);

    await second.question.click();
    await expectHidden(second.answer);
    await expectHidden(first.answer);
  });

  it('shows 4 completed-trade cards; clicking one logged out alerts that a login is needed', async () => {
    const cards = await apiGet<RandomReviewCard[]>(suite.baseUrl, '/v1/public/auction/reviews/random/list?limit=4');
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
