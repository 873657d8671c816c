// The fee tax invoices (docs/domain.md "Tax invoices"): the dealer's list with the monthly statement and each
// invoice as a PDF, and the console's monthly settlement as CSV (any operator: it is a read of the deposits'
// money, which STAFF handles too).
import { z } from 'zod';
import { idParam } from '../schemas/common';
import { settlementMonthParam, taxInvoiceList, taxInvoicesQuery } from '../schemas/tax-invoices';
import { defineRoute } from './route';

export const taxInvoiceRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/dealers/invoices',
    access: 'dealer',
    tag: 'dealers',
    summary: '내 수수료 세금계산서 목록과 월별 명세 (month=YYYY-MM 이면 그 달만)',
    query: taxInvoicesQuery,
    response: taxInvoiceList,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/v1/dealers/invoices/:id/pdf',
    access: 'dealer',
    tag: 'dealers',
    summary: '세금계산서 PDF 내려받기 (내 것만)',
    description: '응답 본문은 PDF 파일 자체입니다 (application/pdf, 내려받기).',
    params: idParam,
    response: z.unknown(),
    refused: [404],
  }),
  settlementCsv: defineRoute({
    method: 'GET',
    path: '/v1/admin/settlements/:month.csv',
    access: 'operator',
    tag: 'admin',
    summary: '월별 수수료 정산 CSV (발행·수정 세금계산서 건별, 공급가액·세액·합계, 합계 행)',
    description: '응답 본문은 UTF-8(BOM) CSV 파일 자체입니다 (text/csv, 내려받기).',
    params: settlementMonthParam,
    response: z.unknown(),
    refused: [],
  }),
};
