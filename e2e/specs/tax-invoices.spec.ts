// The fee tax invoices (docs/domain.md "Tax invoices"): the demo dealer, whose demo deals past the fee have
// their invoices, opens 세금계산서 from /profile, reads the monthly statement and downloads an invoice as a PDF.
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { VIEWPORTS, login } from '../support/browser';
import { browserSuite } from '../support/suite';
import { expectPath, expectVisible } from '../support/ui';

const suite = browserSuite();

describe('tax invoices', () => {
  it('the demo dealer opens /profile/invoices and downloads an invoice as a PDF', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    await login(page, ACCOUNTS.approved.username, ACCOUNTS.approved.password);
    await page.goto('/profile');
    await page
      .getByRole('navigation', { name: '내 정보 메뉴' })
      .getByRole('link', { name: '세금계산서' })
      .click();
    await expectPath(page, '/profile/invoices');
    await expectVisible(page.getByRole('heading', { name: '세금계산서', level: 1 }));
    await expectVisible(page.getByRole('heading', { name: '월별 명세' }));

    const button = page.getByRole('button', { name: /PDF 다운로드/ }).first();
    await expectVisible(button);
    const [download, response] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((answer) => /\/api\/v1\/dealers\/invoices\/\d+\/pdf$/.test(answer.url())),
      button.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(download.suggestedFilename()).toMatch(/^tax-invoice-\d{4}-\d{2}-\d{2}-\d+\.pdf$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
