// The demo's fee tax invoices (docs/domain.md "Tax invoices"): every demo deal whose fee is paid gets the
// invoice PAY_FEE would have issued, dated the day of its payment, and a refunded fee its 수정세금계산서, so
// the demo dealer reads them on /profile/invoices and the console exports a settlement with lines. Runs in
// the demo's transaction, after its deals exist.
import { asc, isNotNull } from 'drizzle-orm';
import { amendFeeInvoiceIn, issueFeeInvoiceIn } from '../../modules/invoices/invoices.public';
import { createLocalEInvoice } from '../../providers/e-invoice';
import { deals } from '../schema';
import type { Tx } from '../types';

export async function insertDemoInvoices(tx: Tx): Promise<void> {
  const eInvoice = createLocalEInvoice(undefined, () => undefined);
  const paid = await tx
    .select()
    .from(deals)
    .where(isNotNull(deals.depositConfirmedAt))
    .orderBy(asc(deals.depositConfirmedAt), asc(deals.id));
  for (const deal of paid) {
    await issueFeeInvoiceIn(tx, { dealId: deal.id, now: deal.depositConfirmedAt!, eInvoice });
    if (deal.feeRefundedAt) {
      await amendFeeInvoiceIn(tx, { dealId: deal.id, now: deal.feeRefundedAt, eInvoice });
    }
  }
}
