// Public pages at 390 and 1280: notice list → detail → previous/next, FAQ tabs, customer centre, fee
// table, terms in the site and in the webview (no header).
import { api } from '@autobid/shared';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, pathname } from '../support/browser';
import { callApi } from '../support/factories';
import { browserSuite } from '../support/suite';
import { expectPath, expectVisible } from '../support/ui';

const suite = browserSuite();

describe.each([
  ['mobile', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
])('public pages (%s)', (_label, viewport) => {
  it('lists notices with pages, opens one and walks to the next and previous', async () => {
    const list = await callApi(suite.baseUrl, api.content.notices, null, { query: { page: 1, size: 10 } });
    const second = list.items[1];
    expect(second, 'the seed should hold at least two notices').toBeDefined();
    if (!second) {
      return;
    }
    const detail = await callApi(suite.baseUrl, api.content.notice, null, { params: { id: second.id } });

    const { page } = await suite.open(viewport);
    await page.goto('/notice/list');
    await expectVisible(page.getByRole('heading', { name: '공지사항', level: 1 }));
    await expectVisible(page.getByRole('link', { name: new RegExp(escape(second.title)) }));
    if (list.total > 10) {
      await page.getByRole('button', { name: '2', exact: true }).click();
      await expectVisible(
        page.getByRole('navigation', { name: '페이지' }).locator('[aria-current="page"]', { hasText: '2' }),
      );
      expect(new URL(page.url()).search).toBe('?page=2');
      await page.goBack();
      await expectVisible(
        page.getByRole('navigation', { name: '페이지' }).locator('[aria-current="page"]', { hasText: '1' }),
      );
    }

    await page.getByRole('link', { name: new RegExp(escape(second.title)) }).click();
    await expectPath(page, `/notice/detail/${second.id}`);
    await expectVisible(page.getByRole('heading', { name: second.title, level: 1 }));

    if (detail.next) {
      await page.getByRole('link', { name: `다음글: ${detail.next.title}` }).click();
      await expectPath(page, `/notice/detail/${detail.next.id}`);
      await page.getByRole('link', { name: `이전글: ${second.title}` }).click();
      await expectPath(page, `/notice/detail/${second.id}`);
    }
    await page.getByRole('link', { name: '목록', exact: true }).click();
    await expectPath(page, '/notice/list');
  });

  it('shows the not-found view for a missing notice', async () => {
    const { page } = await suite.open(viewport);
    await page.goto('/notice/detail/999999');
    await expectVisible(page.getByRole('heading', { name: '삭제되었거나 잘못된 접근입니다.' }));
  });

  it('filters the FAQ by category and opens one answer', async () => {
    const { page } = await suite.open(viewport);
    await page.goto('/faq/list');
    await expectVisible(page.getByRole('tab', { name: '전체', selected: true }));
    const questions = page.locator('main [aria-expanded]');
    await expectVisible(questions.first());
    const all = await questions.count();
    expect(all).toBeGreaterThan(0);
    await page.getByRole('tab', { name: '회원가입' }).click();
    await expectVisible(page.getByRole('tab', { name: '회원가입', selected: true }));
    const signup = await questions.count();
    expect(signup).toBeLessThanOrEqual(all);
    const first = questions.first();
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the customer centre hours and the fee table', async () => {
    const { page } = await suite.open(viewport);
    await page.goto('/cs/list');
    await page.getByRole('tab', { name: '고객센터' }).click();
    for (const text of ['평일 10:00 - 18:00', '토요일 10:00 - 13:00', '일요일, 공휴일 휴무']) {
      await expectVisible(page.getByText(text, { exact: true }));
    }
    await expectVisible(page.getByRole('link', { name: /카카오톡 채널/ }));

    await page.goto('/fee');
    const fees = ['170,000원', '240,000원', '290,000원', '320,000원', '380,000원', '410,000원'];
    // The page loads on demand (route-level code splitting): wait for its table before reading it.
    await expectVisible(page.locator('table tbody td'));
    const cells = await page.locator('table tbody td').allInnerTexts();
    expect(cells.map((cell) => cell.trim())).toEqual(fees);
  });

  it('shows the terms in the site layout and in the webview without the header', async () => {
    const { page } = await suite.open(viewport);
    await page.goto('/terms/service');
    await expectVisible(page.getByRole('heading', { name: '이용약관', level: 1 }));
    // The site header: nav links on desktop, the menu button on mobile.
    await expectVisible(page.getByRole('banner').first());

    await page.goto('/webview/terms/privacy');
    await expectVisible(page.getByRole('heading', { name: '개인정보처리방침', level: 1 }));
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('link', { name: '공지사항' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '메뉴 열기' }).count()).toBe(0);
    expect(pathname(page)).toBe('/webview/terms/privacy');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
