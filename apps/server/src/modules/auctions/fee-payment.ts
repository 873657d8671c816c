// PAY_FEE (docs/domain.md "Fees", ADR 008): a deposit pays a DEALER_DEPOSIT deal — the auction moves to
// RESERVATION, the deposit is linked to the deal, the notices are written — and a cancelled deal's fee is
// marked refunded. The deposits module records transfers and calls these; the dealer's "입금 확인" and the
// deal clock call them too.
// The deposits-table queries PAY_FEE needs (the candidates of a deal, the claim of one) live here and not
// in modules/deposits: the deposits module imports this one to pay a deal, so this one may not import it
// back (no module cycle); they are the payment's own reads and its one write of a deposit's deal link.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { DEAL_MESSAGES, depositReferencesIn, formatWon } from '@autobid/shared';
import { deals, deposits } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { createLocalEInvoice, type EInvoiceProvider } from '../../providers/e-invoice';
import type { AlimtalkSender } from '../../providers/messaging';
import { allocateDealRelays } from '../contact-relays/contact-relays.public';
import { amendFeeInvoiceIn, issueFeeInvoiceIn } from '../invoices/invoices.public';
import type { AuctionRow, DealRow } from './auctions.repository';
import { sendDealNotices, type DealNoticeDeps } from './deal-notices';
import { partiesOf, updateDeal } from './deals.repository';
import { lockAuction, tryApply } from './lifecycle';
import type { LifecycleActor } from './transitions';

export type DepositRow = typeof deposits.$inferSelect;

/** The tax invoices' issuer when a caller names none (services built by tests): the local one, silent. */
const FALLBACK_E_INVOICE = createLocalEInvoice(undefined, () => undefined);

/** The deal reference a deposit carries: the one named outright, else the only one in its texts. */
export function referenceOfDeposit(
  deposit: Pick<DepositRow, 'reference' | 'depositorName' | 'memo'>,
): string | null {
  if (deposit.reference) {
    return deposit.reference;
  }
  const found = depositReferencesIn(deposit.depositorName, deposit.memo);
  return found.length === 1 ? found[0]! : null;
}

/** The deal (in force or not) that was issued this deposit reference. */
async function findDealByReference(db: DbOrTx, reference: string): Promise<DealRow | null> {
  const [row] = await db.select().from(deals).where(eq(deals.depositReference, reference)).limit(1);
  return row ?? null;
}

/**
 * The unmatched deposits that could pay this deal's fee: the exact fee, received from confirmation up to
 * the deposit deadline, carrying the deal's reference (the caller checks it is the only one). Earliest first.
 */
async function depositCandidates(db: DbOrTx, deal: DealRow): Promise<DepositRow[]> {
  if (
    deal.fee === null ||
    deal.confirmedAt === null ||
    deal.depositDeadline === null ||
    !deal.depositReference
  ) {
    return [];
  }
  const pattern = `%${deal.depositReference}%`;
  return db
    .select()
    .from(deposits)
    .where(
      and(
        isNull(deposits.dealId),
        eq(deposits.amount, deal.fee),
        sql`${deposits.receivedAt} >= ${deal.confirmedAt.toISOString()}::timestamptz`,
        sql`${deposits.receivedAt} <= ${deal.depositDeadline.toISOString()}::timestamptz`,
        or(
          eq(deposits.reference, deal.depositReference),
          and(
            isNull(deposits.reference),
            or(sql`${deposits.depositorName} like ${pattern}`, sql`${deposits.memo} like ${pattern}`),
          ),
        ),
      ),
    )
    .orderBy(deposits.receivedAt, deposits.id);
}

/**
 * Links an unmatched deposit to the deal it pays. The unique index on deal_id lets a deal be paid once,
 * the `deal_id is null` condition lets a deposit pay once.
 */
async function claimDeposit(tx: Tx, depositId: number, dealId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(deposits)
    .set({ dealId, matchedAt: now })
    .where(and(eq(deposits.id, depositId), isNull(deposits.dealId)))
    .returning({ id: deposits.id });
  return rows.length > 0;
}

/**
 * Links the deposit to the deal and confirms the fee, with the deal's two relay numbers and the notices; null
 * when the deposit was claimed.
 */
async function settleWithDepositIn(
  tx: Tx,
  deal: DealRow,
  depositId: number,
  now: Date,
  notices: DealNoticeDeps,
): Promise<DealRow | null> {
  if (!(await claimDeposit(tx, depositId, deal.id, now))) {
    return null;
  }
  const paid = await updateDeal(tx, deal.id, { depositConfirmedAt: now });
  // The fee's tax invoice, in this transaction and once per deal (docs/domain.md "Tax invoices").
  await issueFeeInvoiceIn(tx, { dealId: paid.id, now, eInvoice: notices.eInvoice ?? FALLBACK_E_INVOICE });
  const parties = await partiesOf(tx, paid);
  // From the fee on the parties reach each other by relay numbers (docs/domain.md "Contact relay").
  const relays = await allocateDealRelays(tx, notices.contactRelay, {
    deal: paid,
    phones: { SELLER: parties.seller.phone, DEALER: parties.dealer.phone },
    now,
  });
  await sendDealNotices(tx, {
    notices,
    now,
    parties,
    event: { kind: 'DEPOSIT_CONFIRMED', dealerRelay: relays.DEALER.relayNumber },
  });
  return paid;
}

/**
 * Pays a DEALER_DEPOSIT deal from a matching deposit (its reference, the exact fee, received by the
 * deadline) inside `tx`: RESERVATION, the deposit linked, the notices written. Null when no such deposit
 * exists or the deal is no longer waiting for its fee. Called when a deposit arrives, when the dealer
 * presses "입금 확인" and by the deal clock before it would cancel for the deadline.
 */
export async function payFromDepositsIn(
  tx: Tx,
  deal: DealRow,
  now: Date,
  notices: DealNoticeDeps,
  actor: LifecycleActor,
): Promise<{ auction: AuctionRow; deal: DealRow; depositId: number } | null> {
  const candidates = (await depositCandidates(tx, deal)).filter(
    (deposit) => referenceOfDeposit(deposit) === deal.depositReference,
  );
  if (!candidates.length) {
    return null;
  }
  const moved = await tryApply(tx, deal.auctionId, 'PAY_FEE', actor, { now });
  if (!moved) {
    return null;
  }
  for (const deposit of candidates) {
    const paid = await settleWithDepositIn(tx, deal, deposit.id, now, notices);
    if (paid) {
      return { auction: moved, deal: paid, depositId: deposit.id };
    }
  }
  // Every candidate was claimed meanwhile: undo the status change with the transaction.
  throw new AppError('DEPOSIT_NOT_CONFIRMED', DEAL_MESSAGES.depositNotConfirmed);
}

/**
 * An operator's match by hand (docs/domain.md "Fees"): pays a DEALER_DEPOSIT deal from this one deposit
 * inside `tx`, whatever its texts say and whenever it was received, exactly as a matching transfer would:
 * RESERVATION, the deposit linked, the notices written. The caller holds the auction row lock (then the
 * deposit's) and has checked the deposit is free and its amount is the fee. Null when the deal is no
 * longer waiting for its fee (nothing changed).
 */
export async function payWithDepositIn(
  tx: Tx,
  deal: DealRow,
  depositId: number,
  now: Date,
  notices: DealNoticeDeps,
  actor: LifecycleActor,
): Promise<{ auction: AuctionRow; deal: DealRow } | null> {
  const moved = await tryApply(tx, deal.auctionId, 'PAY_FEE', actor, { now });
  if (!moved) {
    return null;
  }
  const paid = await settleWithDepositIn(tx, deal, depositId, now, notices);
  if (!paid) {
    // The deposit paid another deal meanwhile: undo the status change with the transaction.
    throw new AppError('DEPOSIT_NOT_CONFIRMED', DEAL_MESSAGES.depositNotConfirmed);
  }
  return { auction: moved, deal: paid };
}

/**
 * A deposit just recorded, not yet linked: when it carries a reference of a deal in force that waits for
 * its fee, pays that deal from the matching deposits (under the auction's row lock, which orders this with
 * "입금 확인" and the clock). Null when it pays nothing now (it then waits for an operator).
 */
export async function payOnArrival(
  db: DbOrTx,
  deposit: DepositRow,
  now: Date,
  notices: DealNoticeDeps,
  actor: LifecycleActor,
): Promise<{ auction: AuctionRow; deal: DealRow; depositId: number } | null> {
  const reference = referenceOfDeposit(deposit);
  const deal = reference ? await findDealByReference(db, reference) : null;
  if (!deal || deal.canceledAt) {
    return null;
  }
  return db.transaction(async (tx) => {
    if ((await lockAuction(tx, deal.auctionId))?.status !== 'DEALER_DEPOSIT') {
      return null;
    }
    return payFromDepositsIn(tx, deal, now, notices, actor);
  });
}

/**
 * A cancelled deal's fee returned (the operator's refund of the deposit that paid it): the deal records it
 * and the dealer is told.
 */
export async function refundFeeIn(
  tx: Tx,
  deal: DealRow,
  input: {
    now: Date;
    amount: number;
    depositId: number;
    alimtalk: AlimtalkSender;
    eInvoice?: EInvoiceProvider | undefined;
  },
): Promise<void> {
  await tx.update(deals).set({ feeRefundedAt: input.now, updatedAt: input.now }).where(eq(deals.id, deal.id));
  // The fee invoice's 수정세금계산서 (docs/domain.md "Tax invoices").
  await amendFeeInvoiceIn(tx, {
    dealId: deal.id,
    now: input.now,
    eInvoice: input.eInvoice ?? FALLBACK_E_INVOICE,
  });
  const parties = await partiesOf(tx, deal);
  await input.alimtalk(tx, {
    to: parties.dealer.phone,
    template: 'DEAL_FEE_REFUNDED',
    body: `[오토비드] ${parties.dealer.name}님, ${parties.model} 거래의 수수료 ${formatWon(input.amount)} 환불이 처리되었습니다.`,
    payload: { dealId: deal.id, auctionId: deal.auctionId, depositId: input.depositId },
  });
}
