// The fee tax invoices (docs/domain.md "Tax invoices"): a new dealer whose deal's fee was paid (built through
// the API on a server of its own: the clock ends the auction, the bank's signed notice pays the fee, which
// issues the invoice) opens 세금계산서 from /profile, reads the monthly statement and downloads the invoice as a
// PDF.
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, login } from '../support/browser';
import { DEAL_SERVER_ENV, createDeal } from '../support/deal-factories';
import { createDealer } from '../support/factories';
import { browserSuite } from '../support/suite';
import { expectPath, expectVisible } from '../support/ui';

const suite = browserSuite({ serverEnv: { ...DEAL_SERVER_ENV } });

describe('tax invoices', () => {
  it('a dealer whose fee was paid opens /profile/invoices and downloads the invoice as a PDF', async () => {
    const dealer = await createDealer(suite.baseUrl, { username: 'invoicedealer', phone: '01066660081' });
    const deal = await createDeal(suite.baseUrl, dealer, { sellerPhone: '01066660082', step: 'PAID' });
    const { page } = await suite.open(VIEWPORTS.mobile);
    await login(page, dealer.username, dealer.password);
    await page.goto('/profile');
    await page
      .getByRole('navigation', { name: '내 정보 메뉴' })
      .getByRole('link', { name: '세금계산서' })
      .click();
    await expectPath(page, '/profile/invoices');
    await expectVisible(page.getByRole('heading', { name: '세금계산서', level: 1 }));
    await expectVisible(page.getByRole('heading', { name: '월별 명세' }));

    // The invoice of the deal's fee: 품목 경매 수수료 (경매 #<auction id>).
    const button = page.getByRole('button', {
      name: new RegExp(`경매 #${deal.auctionId}\\).* PDF 다운로드$`),
    });
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
