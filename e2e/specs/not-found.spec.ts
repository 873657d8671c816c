// Unknown routes render the not-found view (served by the SPA fallback, not a server 404 page).
import { describe, expect, it } from 'vitest';
import { pathname } from '../support/browser';
import { browserSuite } from '../support/suite';
import { expectPath, expectVisible } from '../support/ui';

const suite = browserSuite();

describe('not found', () => {
  it('an unknown route shows the not-found view with a way home', async () => {
    const { page } = await suite.open();
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.headers()['content-type'] ?? '').toContain('text/html');
    await expectVisible(page.getByRole('heading', { name: '삭제되었거나 잘못된 접근입니다.', exact: true }));
    expect(pathname(page)).toBe('/no-such-page/at-all');

    await page.getByRole('link', { name: '홈으로 가기' }).click();
    await expectPath(page, '/');
    await expectVisible(page.getByRole('heading', { name: '자주 묻는 질문', exact: true }));
  });

  it('an unknown API path answers a JSON 404, not the web app', async () => {
    const response = await fetch(`${suite.baseUrl}/api/v1/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type') ?? '').toContain('application/json');
  });
});
