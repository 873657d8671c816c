// /profile/invoices: the dealer's fee tax invoices (docs/domain.md "Tax invoices") — the month picker, that
// month's statement (or every month's), and each invoice with its amounts and a PDF download.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  TAX_INVOICE_MESSAGES,
  api,
  formatNumber,
  type InvoiceStatementMonth,
  type TaxInvoice,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { useDownload } from '@/lib/download-file';
import { cn } from '@/lib/cn';
import { useInvoices } from '../api/get-invoices';
import styles from './invoices-page.module.css';

const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;
const KIND_LABELS = { ISSUE: '발행', AMEND: '수정(환불)' } as const;

const won = (value: number) => `${formatNumber(value)}원`;
/** '2026-12' as '2026년 12월'. */
const monthLabel = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;
/** '20261206LOCAL0001A2B3C4D' as '20261206-LOCAL000-1A2B3C4D'. */
const approvalLabel = (value: string | null) =>
  value && value.length === 24
    ? `${value.slice(0, 8)}-${value.slice(8, 16)}-${value.slice(16)}`
    : '발행 대기';

function Statement({ months, month }: { months: InvoiceStatementMonth[]; month: string | null }) {
  const rows = month ? months.filter((row) => row.month === month) : months;
  if (!rows.length) {
    return null;
  }
  return (
    <section className={styles.statement} aria-labelledby="invoice-statement">
      <h2 id="invoice-statement" className={styles.sectionTitle}>
        월별 명세
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">월</th>
              <th scope="col">건수</th>
              <th scope="col">공급가액</th>
              <th scope="col">세액</th>
              <th scope="col">합계</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <th scope="row">{monthLabel(row.month)}</th>
                <td>{row.count}건</td>
                <td>{won(row.supplyAmount)}</td>
                <td>{won(row.vat)}</td>
                <td className={styles.total}>{won(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function InvoiceCard({ invoice }: { invoice: TaxInvoice }) {
  const { isBusy, error, start } = useDownload();
  const download = () =>
    start(
      api.taxInvoices.pdf,
      { id: invoice.id },
      { session: 'dealer', fallbackName: `tax-invoice-${invoice.id}.pdf` },
    );
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <span className={cn(styles.kind, invoice.kind === 'AMEND' && styles.amend)}>
          {KIND_LABELS[invoice.kind]}
        </span>
        <span className={styles.date}>작성일자 {invoice.writtenOn.replaceAll('-', '.')}</span>
      </div>
      <p className={styles.item}>{invoice.itemName}</p>
      <dl className={styles.amounts}>
        <div>
          <dt>공급가액</dt>
          <dd>{won(invoice.supplyAmount)}</dd>
        </div>
        <div>
          <dt>세액</dt>
          <dd>{won(invoice.vat)}</dd>
        </div>
        <div>
          <dt>합계</dt>
          <dd className={styles.total}>{won(invoice.total)}</dd>
        </div>
      </dl>
      <p className={styles.meta}>
        승인번호 {approvalLabel(invoice.approvalNumber)} · 공급자 {invoice.supplier.name}
      </p>
      <div className={styles.actions}>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void download()}
          isBusy={isBusy}
          aria-label={`${invoice.itemName} ${KIND_LABELS[invoice.kind]} 세금계산서 PDF 다운로드`}
        >
          PDF 다운로드
        </Button>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}

export function InvoicesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('month');
  const month = asked && MONTH_PATTERN.test(asked) ? asked : null;
  const invoices = useInvoices(month);
  // The picker's months: every month with an invoice (the statement), kept while another month loads.
  const [knownMonths, setKnownMonths] = useState<string[]>([]);
  const months = invoices.data?.statement.map((row) => row.month) ?? knownMonths;
  if (invoices.data && months.join() !== knownMonths.join()) {
    setKnownMonths(months);
  }
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.heading}>세금계산서</h1>
          <p className={styles.lead}>낙찰 수수료의 전자세금계산서와 월별 명세입니다.</p>
        </div>
        <label className={styles.picker}>
          <span>조회 월</span>
          <select
            className={styles.select}
            value={month ?? ''}
            onChange={(event) =>
              setSearchParams(event.target.value ? { month: event.target.value } : {}, { replace: true })
            }
          >
            <option value="">전체</option>
            {month && !months.includes(month) ? <option value={month}>{monthLabel(month)}</option> : null}
            {months.map((value) => (
              <option key={value} value={value}>
                {monthLabel(value)}
              </option>
            ))}
          </select>
        </label>
      </header>
      <QueryState query={invoices}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.empty} role="status">
              {TAX_INVOICE_MESSAGES.empty}
            </p>
          ) : (
            <>
              <Statement months={data.statement} month={data.month} />
              <section aria-labelledby="invoice-list">
                <h2 id="invoice-list" className={styles.sectionTitle}>
                  발행 내역 <span className={styles.count}>{data.items.length}건 · 최신순</span>
                </h2>
                <ul className={styles.list}>
                  {data.items.map((invoice) => (
                    <InvoiceCard key={invoice.id} invoice={invoice} />
                  ))}
                </ul>
              </section>
            </>
          )
        }
      </QueryState>
    </div>
  );
}
