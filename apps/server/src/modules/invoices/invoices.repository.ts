// The tax_invoices table (docs/domain.md "Tax invoices") and the reads of a deal and its dealer an invoice
// needs. The invoices module is the table's one writer.
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { dealers, deals, taxInvoices } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

export type InvoiceRow = typeof taxInvoices.$inferSelect;
type InvoiceInsert = typeof taxInvoices.$inferInsert;

/** An invoice with the auction its deal belongs to (the 품목 names it). */
export type InvoiceWithAuction = { invoice: InvoiceRow; auctionId: number };

/** The deal an invoice is for, with its dealer's business as it is now. */
export async function dealWithDealer(db: DbOrTx, dealId: number) {
  const [row] = await db
    .select({
      dealId: deals.id,
      auctionId: deals.auctionId,
      dealerId: deals.dealerId,
      fee: deals.fee,
      dealer: {
        name: dealers.name,
        agencyName: dealers.agencyName,
        businessNumber: dealers.businessNumber,
        agencyAddress: dealers.agencyAddress,
        agencyAddressDetail: dealers.agencyAddressDetail,
        email: dealers.email,
      },
    })
    .from(deals)
    .innerJoin(dealers, eq(dealers.id, deals.dealerId))
    .where(eq(deals.id, dealId))
    .limit(1);
  return row ?? null;
}

/**
 * Writes an invoice unless the deal has one of that kind already (the unique index on deal and kind: two
 * payments racing write one); null when it had.
 */
export async function insertInvoiceOnce(db: DbOrTx, values: InvoiceInsert): Promise<InvoiceRow | null> {
  const [row] = await db
    .insert(taxInvoices)
    .values(values)
    .onConflictDoNothing({ target: [taxInvoices.dealId, taxInvoices.kind] })
    .returning();
  return row ?? null;
}

export async function setProviderIds(
  db: DbOrTx,
  id: number,
  ids: { providerId: string; approvalNumber: string },
): Promise<InvoiceRow> {
  const [row] = await db.update(taxInvoices).set(ids).where(eq(taxInvoices.id, id)).returning();
  return row!;
}

export async function invoiceOfDeal(
  db: DbOrTx,
  dealId: number,
  kind: InvoiceRow['kind'],
): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(taxInvoices)
    .where(and(eq(taxInvoices.dealId, dealId), eq(taxInvoices.kind, kind)))
    .limit(1);
  return row ?? null;
}

const withAuction = { invoice: taxInvoices, auctionId: deals.auctionId };
const newestFirst = [desc(taxInvoices.writtenOn), desc(taxInvoices.issuedAt), desc(taxInvoices.id)];

/** A dealer's invoices, newest 작성일자 first; of one month ('YYYY-MM') when given. */
export async function invoicesOfDealer(
  db: DbOrTx,
  dealerId: number,
  month: string | undefined,
  limit: number,
): Promise<InvoiceWithAuction[]> {
  return db
    .select(withAuction)
    .from(taxInvoices)
    .innerJoin(deals, eq(deals.id, taxInvoices.dealId))
    .where(
      and(eq(taxInvoices.dealerId, dealerId), month ? like(taxInvoices.writtenOn, `${month}-%`) : undefined),
    )
    .orderBy(...newestFirst)
    .limit(limit);
}

/** A dealer's statement: per month of 작성일자, newest first, the count and the sums (an AMEND subtracts). */
export async function monthlySumsOfDealer(db: DbOrTx, dealerId: number) {
  const month = sql<string>`substr(${taxInvoices.writtenOn}, 1, 7)`;
  const rows = await db
    .select({
      month,
      count: sql<number>`count(*)::int`,
      supplyAmount: sql<number>`coalesce(sum(${taxInvoices.supplyAmount}), 0)::int`,
      vat: sql<number>`coalesce(sum(${taxInvoices.vat}), 0)::int`,
      total: sql<number>`coalesce(sum(${taxInvoices.total}), 0)::int`,
    })
    .from(taxInvoices)
    .where(eq(taxInvoices.dealerId, dealerId))
    .groupBy(month)
    .orderBy(desc(month));
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** One invoice of this dealer (null for another's or none). */
export async function invoiceOfDealer(
  db: DbOrTx,
  dealerId: number,
  id: number,
): Promise<InvoiceWithAuction | null> {
  const [row] = await db
    .select(withAuction)
    .from(taxInvoices)
    .innerJoin(deals, eq(deals.id, taxInvoices.dealId))
    .where(and(eq(taxInvoices.id, id), eq(taxInvoices.dealerId, dealerId)))
    .limit(1);
  return row ?? null;
}

/** Every invoice written in a month ('YYYY-MM'), in the order of 작성일자 then id (the settlement's lines). */
export async function invoicesOfMonth(db: DbOrTx, month: string): Promise<InvoiceWithAuction[]> {
  return db
    .select(withAuction)
    .from(taxInvoices)
    .innerJoin(deals, eq(deals.id, taxInvoices.dealId))
    .where(like(taxInvoices.writtenOn, `${month}-%`))
    .orderBy(taxInvoices.writtenOn, taxInvoices.id);
}
