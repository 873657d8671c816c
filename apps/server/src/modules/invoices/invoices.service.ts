// The fee tax invoices (docs/domain.md "Tax invoices", docs/decisions/033): issued in PAY_FEE's transaction,
// amended by the fee's refund, read by their dealer (list, monthly statement, PDF) and summed per month for
// the operators' settlement.
import {
  formatBusinessNumber,
  kstDayKey,
  TAX_INVOICE_MESSAGES,
  type TaxInvoice,
  type TaxInvoiceList,
} from '@autobid/shared';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { EInvoiceProvider, InvoiceParty } from '../../providers/e-invoice';
import {
  dealWithDealer,
  insertInvoiceOnce,
  invoiceOfDeal,
  invoiceOfDealer,
  invoicesOfDealer,
  invoicesOfMonth,
  monthlySumsOfDealer,
  setProviderIds,
  type InvoiceRow,
  type InvoiceWithAuction,
} from './invoices.repository';
import { settlementCsv } from './settlement-csv';

/** How many invoices the dealer's list holds at most without a month (years of trades fit). */
const LIST_LIMIT = 500;

/**
 * A fee (VAT included) as the invoice states it: VAT = fee ÷ 11 rounded to the won (반올림), supply = fee − VAT,
 * so supply + VAT is the fee to the won and VAT is within half a won of supply × 10% (the same as supply =
 * fee ÷ 1.1 rounded).
 */
export function splitFee(fee: number): { supplyAmount: number; vat: number; total: number } {
  const vat = Math.round(fee / 11);
  return { supplyAmount: fee - vat, vat, total: fee };
}

/** 품목 of a fee invoice. */
export function itemNameOf(auctionId: number): string {
  return `경매 수수료 (경매 #${auctionId})`;
}

type Logger = (line: string) => void;

/**
 * Hands the new row to the provider and keeps its ids. A provider that fails leaves the row without them
 * (the invoice is recorded; its transmission is what failed) and never fails the payment or the refund.
 */
async function transmit(
  db: DbOrTx,
  provider: EInvoiceProvider,
  row: InvoiceRow,
  auctionId: number,
  amendsApprovalNumber: string | null,
  log: Logger,
): Promise<InvoiceRow> {
  try {
    const receipt = await provider.issue({
      kind: row.kind as TaxInvoice['kind'],
      dealId: row.dealId,
      writtenOn: row.writtenOn,
      supplyAmount: row.supplyAmount,
      vat: row.vat,
      total: row.total,
      supplier: row.supplier,
      buyer: row.buyer,
      itemName: itemNameOf(auctionId),
      amendsApprovalNumber,
    });
    return await setProviderIds(db, row.id, receipt);
  } catch (error) {
    log(`[e-invoice:${provider.name}] invoice ${row.id} not transmitted: ${String(error)}`);
    return row;
  }
}

/**
 * The fee's 전자세금계산서, inside PAY_FEE's transaction: supplier the platform, buyer the dealer's business as
 * it is now, 작성일자 the Asia/Seoul day of the payment. Once per deal (a second call writes nothing: null).
 */
export async function issueFeeInvoiceIn(
  tx: DbOrTx,
  input: { dealId: number; now: Date; eInvoice: EInvoiceProvider; log?: Logger },
): Promise<InvoiceRow | null> {
  const deal = await dealWithDealer(tx, input.dealId);
  if (!deal || deal.fee === null) {
    return null;
  }
  const { dealer } = deal;
  const buyer: InvoiceParty = {
    name: dealer.agencyName || dealer.name,
    businessNumber: dealer.businessNumber ? formatBusinessNumber(dealer.businessNumber) : '',
    representative: dealer.name,
    address: [dealer.agencyAddress, dealer.agencyAddressDetail].filter(Boolean).join(' '),
    email: dealer.email,
  };
  const row = await insertInvoiceOnce(tx, {
    dealId: deal.dealId,
    dealerId: deal.dealerId,
    kind: 'ISSUE',
    writtenOn: kstDayKey(input.now),
    ...splitFee(deal.fee),
    supplier: input.eInvoice.supplier,
    buyer,
    provider: input.eInvoice.name,
    issuedAt: input.now,
  });
  if (!row) {
    return null;
  }
  return transmit(tx, input.eInvoice, row, deal.auctionId, null, input.log ?? console.warn);
}

/**
 * The 수정세금계산서 of a refunded fee, inside the refund's transaction: the issued invoice's amounts negated,
 * the same parties, 작성일자 the day of the refund. Null when the fee had no invoice or it is amended already.
 */
export async function amendFeeInvoiceIn(
  tx: DbOrTx,
  input: { dealId: number; now: Date; eInvoice: EInvoiceProvider; log?: Logger },
): Promise<InvoiceRow | null> {
  const issued = await invoiceOfDeal(tx, input.dealId, 'ISSUE');
  const deal = issued ? await dealWithDealer(tx, input.dealId) : null;
  if (!issued || !deal) {
    return null;
  }
  const row = await insertInvoiceOnce(tx, {
    dealId: issued.dealId,
    dealerId: issued.dealerId,
    kind: 'AMEND',
    amendsId: issued.id,
    writtenOn: kstDayKey(input.now),
    supplyAmount: -issued.supplyAmount,
    vat: -issued.vat,
    total: -issued.total,
    supplier: issued.supplier,
    buyer: issued.buyer,
    provider: input.eInvoice.name,
    issuedAt: input.now,
  });
  if (!row) {
    return null;
  }
  return transmit(tx, input.eInvoice, row, deal.auctionId, issued.approvalNumber, input.log ?? console.warn);
}

function viewOf({ invoice, auctionId }: InvoiceWithAuction): TaxInvoice {
  return {
    id: invoice.id,
    kind: invoice.kind as TaxInvoice['kind'],
    dealId: invoice.dealId,
    auctionId,
    amendsId: invoice.amendsId,
    writtenOn: invoice.writtenOn,
    itemName: itemNameOf(auctionId),
    supplyAmount: invoice.supplyAmount,
    vat: invoice.vat,
    total: invoice.total,
    supplier: invoice.supplier,
    buyer: invoice.buyer,
    provider: invoice.provider,
    approvalNumber: invoice.approvalNumber,
    issuedAt: invoice.issuedAt.toISOString(),
  };
}

const notFound = () => new AppError('TAX_INVOICE_NOT_FOUND', TAX_INVOICE_MESSAGES.notFound);

export function createInvoicesService(ctx: { db: DbOrTx }) {
  return {
    /** The dealer's invoices (of one month when given), newest first, and the statement of every month. */
    async listForDealer(dealerId: number, month: string | undefined): Promise<TaxInvoiceList> {
      const [rows, statement] = await Promise.all([
        invoicesOfDealer(ctx.db, dealerId, month, LIST_LIMIT),
        monthlySumsOfDealer(ctx.db, dealerId),
      ]);
      return { month: month ?? null, items: rows.map(viewOf), statement };
    },

    /** The dealer's own invoice as a PDF (404 for another's). */
    async pdfForDealer(dealerId: number, id: number): Promise<{ bytes: Uint8Array; fileName: string }> {
      const row = await invoiceOfDealer(ctx.db, dealerId, id);
      if (!row) {
        throw notFound();
      }
      const view = viewOf(row);
      // pdf-lib, fontkit and HarfBuzz load with the first PDF asked for, not at start.
      const { invoicePdf } = await import('./invoice-pdf');
      return { bytes: await invoicePdf(view), fileName: `tax-invoice-${view.writtenOn}-${view.id}.pdf` };
    },

    /** The month's settlement as CSV text (with its BOM): a line per invoice, then the totals. */
    async settlementCsv(month: string): Promise<string> {
      return settlementCsv(month, (await invoicesOfMonth(ctx.db, month)).map(viewOf));
    },
  };
}
