// The fee tax invoices (docs/domain.md "Tax invoices"): a dealer's list with its monthly statement, and the
// console's monthly settlement. The words (ISSUE, AMEND) are in operations.ts.
import { z } from 'zod';
import { TAX_INVOICE_KINDS } from './operations';

export const TAX_INVOICE_MESSAGES = {
  monthFormat: '월은 YYYY-MM 형식으로 입력해주세요 (예: 2026-12)',
  notFound: '세금계산서를 찾을 수 없습니다.',
  empty: '발행된 세금계산서가 없습니다.',
} as const;

/** A month as `YYYY-MM` (2000-01 to 2099-12), the Asia/Seoul calendar month of the 작성일자. */
export const invoiceMonth = z
  .string({ error: TAX_INVOICE_MESSAGES.monthFormat })
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, TAX_INVOICE_MESSAGES.monthFormat);

export const taxInvoicesQuery = z.object({
  /** Only this month's invoices; left out, all of them (newest first). */
  month: invoiceMonth.optional(),
});

export const settlementMonthParam = z.object({ month: invoiceMonth });

export const invoiceParty = z.object({
  name: z.string(),
  businessNumber: z.string(),
  representative: z.string(),
  address: z.string(),
  email: z.string(),
});
export type InvoicePartyView = z.infer<typeof invoiceParty>;

export const taxInvoice = z.object({
  id: z.number().int(),
  kind: z.enum(TAX_INVOICE_KINDS),
  dealId: z.number().int(),
  auctionId: z.number().int(),
  /** The ISSUE this AMEND corrects. */
  amendsId: z.number().int().nullable(),
  /** 작성일자 'YYYY-MM-DD' (Asia/Seoul). */
  writtenOn: z.string(),
  /** 품목: '경매 수수료 (경매 #id)'. */
  itemName: z.string(),
  /** Negative on an AMEND. */
  supplyAmount: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  supplier: invoiceParty,
  buyer: invoiceParty,
  provider: z.string(),
  approvalNumber: z.string().nullable(),
  issuedAt: z.string(),
});
export type TaxInvoice = z.infer<typeof taxInvoice>;

/** One month of a dealer's statement: the invoices written in it and their sums (AMENDs subtract). */
export const invoiceStatementMonth = z.object({
  month: z.string(),
  count: z.number().int(),
  supplyAmount: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
});
export type InvoiceStatementMonth = z.infer<typeof invoiceStatementMonth>;

export const taxInvoiceList = z.object({
  /** The month asked for, or null for every month. */
  month: z.string().nullable(),
  /** Newest 작성일자 first (then newest issued). */
  items: z.array(taxInvoice),
  /** Every month with an invoice, newest first (whatever `month` is). */
  statement: z.array(invoiceStatementMonth),
});
export type TaxInvoiceList = z.infer<typeof taxInvoiceList>;
