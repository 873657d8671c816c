// /home for an approved dealer: greeting, the four dashboard counters, the five latest notices.
import { api } from '@autobid/shared';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { localStorageEntries, login, pathname } from '../support/browser';
import { callApi } from '../support/factories';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectVisible, expectVisibleCount } from '../support/ui';

const suite = browserSuite();
const { approved } = ACCOUNTS;

describe('home', () => {
  it('greets the dealer and shows the dashboard and the five latest notices', async () => {
    const token = await apiLogin(suite.baseUrl, approved.username, approved.password);
    const dashboard = await callApi(suite.baseUrl, api.dealers.dashboard, token);
    const notices = await callApi(suite.baseUrl, api.content.notices, token, { query: { page: 1, size: 5 } });
    expect(notices.items.length, 'the seed should hold at least 5 notices').toBe(5);

    const { page } = await suite.open();
    await login(page, approved.username, approved.password);
    expect(pathname(page)).toBe('/home');
    expect(await localStorageEntries(page)).toHaveProperty('token');

    await expectVisible(
      page.getByRole('heading', { name: `안녕하세요, ${approved.name} ${approved.position}님`, exact: true }),
    );

    const counters: [string, number][] = [
      ['관심 차량', dashboard.likeCount],
      ['입찰 중', dashboard.biddingCount],
      ['낙찰', dashboard.successfulBiddingCount],
      ['거래 진행 중', dashboard.progressCount],
    ];
    for (const [label, value] of counters) {
      const labelText = page.getByText(label, { exact: true });
      await expectVisible(labelText);
      // The value sits next to its label: the label's parent holds "{n}대".
      const holder = labelText.first().locator('xpath=..');
      await expect
        .poll(() => holder.innerText(), { message: `counter ${label}` })
        .toMatch(new RegExp(`(^|\\D)${value}\\s*대`));
    }

    const noticeTitles = page.getByText(/^\s*\[공지\]/);
    await expectVisibleCount(noticeTitles, 5);
    for (const notice of notices.items) {
      await expectVisible(page.getByText(notice.title.replace(/^\[공지\]\s*/, ''), { exact: false }));
    }
    const dates = page.getByText(/^\s*\d{4}\.\d{2}\.\d{2}\s*$/);
    await expectVisibleCount(dates, 5);
    await saveScreenshot(page, 'e2e-home');
  });
});
