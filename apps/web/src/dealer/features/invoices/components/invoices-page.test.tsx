// /profile/invoices (docs/domain.md "Tax invoices"): the statement and the invoices, the month in the URL,
// the empty state, a failed read with its retry, and a refused download's message beside its button.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { TAX_INVOICE_MESSAGES, api, type TaxInvoice, type TaxInvoiceList } from '@autobid/shared';
import { READ_FAILED_MESSAGE } from '@/components/ui/query-state';
import { answer, calls, refuse, renderApp } from '@/testing/harness';
import { InvoicesPage } from './invoices-page';

const party = {
  name: '(주)오토비드',
  businessNumber: '120-81-47521',
  representative: '김오토',
  address: '서울',
  email: 'b@a.kr',
};
const invoice = (id: number, overrides: Partial<TaxInvoice> = {}): TaxInvoice => ({
  id,
  kind: 'ISSUE',
  dealId: id,
  auctionId: 40 + id,
  amendsId: null,
  writtenOn: '2026-12-04',
  itemName: `경매 수수료 (경매 #${40 + id})`,
  supplyAmount: 154_545,
  vat: 15_455,
  total: 170_000,
  supplier: party,
  buyer: { ...party, name: '민수모터스' },
  provider: 'local',
  approvalNumber: '20261204LOCAL0001A2B3C4D',
  issuedAt: '2026-12-04T01:00:00.000Z',
  ...overrides,
});
const LIST: TaxInvoiceList = {
  month: null,
  items: [invoice(2), invoice(1, { kind: 'AMEND', supplyAmount: -154_545, vat: -15_455, total: -170_000 })],
  statement: [{ month: '2026-12', count: 2, supplyAmount: 0, vat: 0, total: 0 }],
};

describe('InvoicesPage', () => {
  it('shows the statement and each invoice with its amounts and approval number', async () => {
    answer(api.taxInvoices.list, LIST);
    renderApp(<InvoicesPage />, { path: '/profile/invoices' });
    const statement = await screen.findByRole('region', { name: '월별 명세' });
    expect(within(statement).getByText('2026년 12월')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /PDF 다운로드/ })).toHaveLength(2);
    expect(screen.getByText('수정(환불)')).toBeTruthy();
    expect(screen.getByText('-170,000원')).toBeTruthy();
    expect(screen.getAllByText(/승인번호 20261204-LOCAL000-1A2B3C4D/)).toHaveLength(2);
  });

  it('asks the month in the URL', async () => {
    answer(api.taxInvoices.list, { ...LIST, month: '2026-12' });
    renderApp(<InvoicesPage />, { path: '/profile/invoices?month=2026-12' });
    await screen.findByRole('region', { name: '월별 명세' });
    expect(calls(api.taxInvoices.list)[0]!.url.searchParams.get('month')).toBe('2026-12');
  });

  it('says so when there is none', async () => {
    answer(api.taxInvoices.list, { month: null, items: [], statement: [] });
    renderApp(<InvoicesPage />, { path: '/profile/invoices' });
    expect(await screen.findByText(TAX_INVOICE_MESSAGES.empty)).toBeTruthy();
  });

  it('shows a failed read with a retry', async () => {
    answer(api.taxInvoices.list, LIST);
    refuse(api.taxInvoices.list, { status: 503, message: '서버 점검 중입니다.' }, { once: true });
    renderApp(<InvoicesPage />, { path: '/profile/invoices' });
    expect(await screen.findByText(READ_FAILED_MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('region', { name: '월별 명세' })).toBeTruthy();
  });

  it("shows a refused download's message beside its button", async () => {
    answer(api.taxInvoices.list, LIST);
    refuse(api.taxInvoices.pdf, {
      status: 404,
      errorCode: 'TAX_INVOICE_NOT_FOUND',
      message: TAX_INVOICE_MESSAGES.notFound,
    });
    renderApp(<InvoicesPage />, { path: '/profile/invoices' });
    const [first] = await screen.findAllByRole('button', { name: /PDF 다운로드/ });
    fireEvent.click(first!);
    expect(await screen.findByText(TAX_INVOICE_MESSAGES.notFound)).toBeTruthy();
  });
});
