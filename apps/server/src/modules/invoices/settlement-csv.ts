// The month's settlement as CSV (docs/domain.md "Tax invoices"): one line per invoice written in the month
// (발행 for a paid fee, 수정 for a refund, its amounts negative), then three total lines — fees issued,
// refunds, net — whose amounts are the sums of the lines. UTF-8 with a BOM so Excel reads the Korean; CRLF
// lines (RFC 4180).
import type { TaxInvoice } from '@autobid/shared';

export const SETTLEMENT_HEADER = [
  '작성일자',
  '구분',
  '세금계산서 번호',
  '승인번호',
  '경매 번호',
  '거래 번호',
  '공급받는자 상호',
  '사업자등록번호',
  '대표자',
  '공급가액',
  '세액',
  '합계',
] as const;

export const SETTLEMENT_KIND_LABELS = { ISSUE: '발행', AMEND: '수정(환불)' } as const;
export const SETTLEMENT_TOTAL_LABELS = {
  ISSUE: '수수료 발행 합계',
  AMEND: '환불 합계',
  NET: '순 합계',
} as const;

/**
 * A text cell: quoted when it holds a comma, quote or line break; a leading = + - @ (a spreadsheet formula)
 * is neutralised with an apostrophe, since dealers type the names and addresses.
 */
function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

type Sums = { count: number; supplyAmount: number; vat: number; total: number };

function sumOf(invoices: readonly TaxInvoice[]): Sums {
  return invoices.reduce<Sums>(
    (sums, invoice) => ({
      count: sums.count + 1,
      supplyAmount: sums.supplyAmount + invoice.supplyAmount,
      vat: sums.vat + invoice.vat,
      total: sums.total + invoice.total,
    }),
    { count: 0, supplyAmount: 0, vat: 0, total: 0 },
  );
}

function totalLine(label: string, sums: Sums): string {
  return [
    '합계',
    textCell(label),
    `${sums.count}건`,
    '',
    '',
    '',
    '',
    '',
    '',
    String(sums.supplyAmount),
    String(sums.vat),
    String(sums.total),
  ].join(',');
}

export function settlementCsv(month: string, invoices: readonly TaxInvoice[]): string {
  const lines = [
    textCell(`오토비드 수수료 정산 ${month}`),
    SETTLEMENT_HEADER.join(','),
    ...invoices.map((invoice) =>
      [
        invoice.writtenOn,
        SETTLEMENT_KIND_LABELS[invoice.kind],
        String(invoice.id),
        textCell(invoice.approvalNumber ?? ''),
        String(invoice.auctionId),
        String(invoice.dealId),
        textCell(invoice.buyer.name),
        textCell(invoice.buyer.businessNumber),
        textCell(invoice.buyer.representative),
        String(invoice.supplyAmount),
        String(invoice.vat),
        String(invoice.total),
      ].join(','),
    ),
    '',
    totalLine(SETTLEMENT_TOTAL_LABELS.ISSUE, sumOf(invoices.filter((i) => i.kind === 'ISSUE'))),
    totalLine(SETTLEMENT_TOTAL_LABELS.AMEND, sumOf(invoices.filter((i) => i.kind === 'AMEND'))),
    totalLine(SETTLEMENT_TOTAL_LABELS.NET, sumOf(invoices)),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
