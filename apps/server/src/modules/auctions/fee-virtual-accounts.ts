// A deal's own virtual account for its fee (docs/domain.md "Fee virtual accounts", ADR 031): issued at the
// payment provider once the deal waits for its fee (after the confirmation's transaction, so a slow or
// failing provider never fails the dealer's confirmation: the shared account + the deal's code stay payable),
// read on the dealer's deal screen, paid through the deposit its notice records, and cancelled at the
// provider when its deal no longer waits (best effort: a sweep tries again until the provider answers).
import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { FeeVirtualAccount } from '@autobid/shared';
import { auctions, dealers, deals, feeVirtualAccounts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import {
  TOSS_VIRTUAL_ACCOUNT_BANKS,
  type FeeVirtualAccountProvider,
  type TossPayment,
} from '../../providers/toss-payments';

export type FeeVirtualAccountRow = typeof feeVirtualAccounts.$inferSelect;

export type FeeVirtualAccountDeps = {
  db: DbOrTx;
  /** Absent: no payment provider is configured and fees go to the shared account with the deal's code. */
  provider: FeeVirtualAccountProvider | null;
  /** 예금주 shown beside an issued account (the platform, FEE_ACCOUNT_HOLDER). */
  holderName: string;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
};

/** An account is not issued for a deadline closer than this: the dealer could not use it. */
const MIN_ISSUE_LEAD_MS = 60 * 1000;

/** Our order id at the provider: one per deal (its deposit reference makes it unguessable from the id). */
export function feeOrderId(dealId: number, depositReference: string): string {
  return `autobid-fee-${dealId}-${depositReference}`;
}

/** The deal's account in force (waiting for the deposit, or paid by it), if one was issued. */
export async function liveVirtualAccountOf(db: DbOrTx, dealId: number): Promise<FeeVirtualAccountRow | null> {
  const [row] = await db
    .select()
    .from(feeVirtualAccounts)
    .where(
      and(eq(feeVirtualAccounts.dealId, dealId), inArray(feeVirtualAccounts.status, ['WAITING', 'PAID'])),
    )
    .limit(1);
  return row ?? null;
}

/** The deal's newest account whatever its state (the console shows a cancelled or expired one too). */
export async function latestVirtualAccountOf(
  db: DbOrTx,
  dealId: number,
): Promise<FeeVirtualAccountRow | null> {
  const [row] = await db
    .select()
    .from(feeVirtualAccounts)
    .where(eq(feeVirtualAccounts.dealId, dealId))
    .orderBy(desc(feeVirtualAccounts.id))
    .limit(1);
  return row ?? null;
}

/** The account of a provider's order id, with the deal reference a deposit into it pays. */
export async function virtualAccountOfOrder(
  db: DbOrTx,
  orderId: string,
): Promise<{ account: FeeVirtualAccountRow; depositReference: string | null; dealerName: string } | null> {
  const [row] = await db
    .select({
      account: feeVirtualAccounts,
      depositReference: deals.depositReference,
      dealerName: dealers.name,
    })
    .from(feeVirtualAccounts)
    .innerJoin(deals, eq(deals.id, feeVirtualAccounts.dealId))
    .innerJoin(dealers, eq(dealers.id, deals.dealerId))
    .where(eq(feeVirtualAccounts.orderId, orderId))
    .limit(1);
  return row ?? null;
}

/** WAITING -> PAID once the provider reported the fee's amount deposited; false when it was not WAITING. */
export async function markVirtualAccountPaid(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(feeVirtualAccounts)
    .set({ status: 'PAID', paidAt: now, updatedAt: now })
    .where(and(eq(feeVirtualAccounts.id, id), eq(feeVirtualAccounts.status, 'WAITING')))
    .returning({ id: feeVirtualAccounts.id });
  return rows.length > 0;
}

async function setStatus(
  db: DbOrTx,
  id: number,
  status: 'CANCELED' | 'EXPIRED',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(feeVirtualAccounts)
    .set({ status, updatedAt: now })
    .where(and(eq(feeVirtualAccounts.id, id), eq(feeVirtualAccounts.status, 'WAITING')))
    .returning({ id: feeVirtualAccounts.id });
  return rows.length > 0;
}

/** WAITING -> CANCELED when the provider says the payment was cancelled. */
export const markVirtualAccountCanceled = (db: DbOrTx, id: number, now: Date) =>
  setStatus(db, id, 'CANCELED', now);

type WaitingDeal = {
  id: number;
  auctionId: number;
  fee: number | null;
  depositReference: string | null;
  depositDeadline: Date | null;
  dealerName: string;
  model: string;
};

/** Deals waiting for their fee (DEALER_DEPOSIT, in force, unpaid) with time left and no account in force. */
async function dealsWithoutAccount(db: DbOrTx, now: Date, dealId?: number): Promise<WaitingDeal[]> {
  const lead = new Date(now.getTime() + MIN_ISSUE_LEAD_MS).toISOString();
  return db
    .select({
      id: deals.id,
      auctionId: deals.auctionId,
      fee: deals.fee,
      depositReference: deals.depositReference,
      depositDeadline: deals.depositDeadline,
      dealerName: dealers.name,
      model: auctions.model,
    })
    .from(deals)
    .innerJoin(auctions, eq(auctions.id, deals.auctionId))
    .innerJoin(dealers, eq(dealers.id, deals.dealerId))
    .where(
      and(
        dealId === undefined ? undefined : eq(deals.id, dealId),
        eq(auctions.status, 'DEALER_DEPOSIT'),
        isNull(deals.canceledAt),
        isNull(deals.depositConfirmedAt),
        isNotNull(deals.fee),
        isNotNull(deals.depositReference),
        sql`${deals.depositDeadline} > ${lead}::timestamptz`,
        sql`not exists (select 1 from ${feeVirtualAccounts} where ${feeVirtualAccounts.dealId} = ${deals.id}
          and ${feeVirtualAccounts.status} in ('WAITING', 'PAID'))`,
      ),
    )
    .orderBy(deals.id)
    .limit(50);
}

function rowOf(deal: WaitingDeal, payment: TossPayment, deps: FeeVirtualAccountDeps, provider: string) {
  const account = payment.virtualAccount!;
  const due = Date.parse(account.dueDate);
  return {
    dealId: deal.id,
    provider,
    orderId: payment.orderId,
    providerPaymentId: payment.paymentKey,
    bankCode: account.bankCode,
    bankName: TOSS_VIRTUAL_ACCOUNT_BANKS[account.bankCode] ?? account.bankCode,
    accountNumber: account.accountNumber,
    holderName: deps.holderName,
    amount: deal.fee!,
    dueAt: Number.isFinite(due) ? new Date(due) : deal.depositDeadline!,
    secret: payment.secret,
  };
}

async function issueFor(
  deps: FeeVirtualAccountDeps,
  deal: WaitingDeal,
): Promise<FeeVirtualAccountRow | null> {
  const provider = deps.provider!;
  const orderId = feeOrderId(deal.id, deal.depositReference!);
  const answer = await provider.issue({
    orderId,
    orderName: `오토비드 낙찰 수수료 (${deal.auctionId}번 ${deal.model})`.slice(0, 100),
    amount: deal.fee!,
    customerName: deal.dealerName.slice(0, 100) || '오토비드 딜러',
    dueAt: deal.depositDeadline!,
  });
  if (answer.kind !== 'ok' || !answer.value.virtualAccount) {
    deps.log?.warn(
      { dealId: deal.id, orderId, answer },
      'fee virtual account not issued: the shared account and the code stay',
    );
    return null;
  }
  // A twin issue (the confirmation and the sweep at once) got the same answer (Idempotency-Key): one row.
  await deps.db
    .insert(feeVirtualAccounts)
    .values(rowOf(deal, answer.value, deps, provider.name))
    .onConflictDoNothing();
  deps.log?.info({ dealId: deal.id, orderId }, 'fee virtual account issued');
  return liveVirtualAccountOf(deps.db, deal.id);
}

/**
 * Issues the deal's own account when it waits for its fee and has none; null when no provider is
 * configured, the deal does not wait, or the provider did not answer (the deal stays payable by code).
 * Never throws for the provider.
 */
export async function issueFeeVirtualAccount(
  deps: FeeVirtualAccountDeps,
  dealId: number,
  now: Date,
): Promise<FeeVirtualAccountRow | null> {
  if (!deps.provider) {
    return null;
  }
  const [deal] = await dealsWithoutAccount(deps.db, now, dealId);
  if (!deal) {
    return liveVirtualAccountOf(deps.db, dealId);
  }
  try {
    return await issueFor(deps, deal);
  } catch (error) {
    deps.log?.warn({ dealId, err: error }, 'fee virtual account not issued');
    return null;
  }
}

export type FeeVirtualAccountSweep = {
  /** Deals that got their account now (a first issue that timed out, say). */
  issued: number[];
  /** Accounts cancelled at the provider because their deal no longer waits for the fee. */
  canceled: number[];
  /** Accounts past their due time (the provider closed them itself). */
  expired: number[];
};

/**
 * One pass: issue the accounts a waiting deal lacks; cancel at the provider the WAITING accounts whose deal
 * was cancelled or paid otherwise (recorded CANCELED once the provider answers, tried again on the next pass
 * when it does not); mark EXPIRED the ones past their due time. Safe in any number of processes.
 */
export async function sweepFeeVirtualAccounts(
  deps: FeeVirtualAccountDeps,
  now: Date,
): Promise<FeeVirtualAccountSweep> {
  const result: FeeVirtualAccountSweep = { issued: [], canceled: [], expired: [] };
  const provider = deps.provider;
  if (!provider) {
    return result;
  }
  for (const deal of await dealsWithoutAccount(deps.db, now)) {
    if (await issueFor(deps, deal).catch(() => null)) {
      result.issued.push(deal.id);
    }
  }
  const stale = await deps.db
    .select({ account: feeVirtualAccounts, canceledAt: deals.canceledAt })
    .from(feeVirtualAccounts)
    .innerJoin(deals, eq(deals.id, feeVirtualAccounts.dealId))
    .where(
      and(
        eq(feeVirtualAccounts.status, 'WAITING'),
        or(
          isNotNull(deals.canceledAt),
          isNotNull(deals.depositConfirmedAt),
          lte(feeVirtualAccounts.dueAt, now),
        ),
      ),
    )
    .limit(50);
  for (const { account, canceledAt } of stale) {
    if (account.dueAt <= now && !canceledAt) {
      if (await setStatus(deps.db, account.id, 'EXPIRED', now)) {
        result.expired.push(account.id);
      }
      continue;
    }
    const answer = account.providerPaymentId
      ? await provider
          .cancel(account.providerPaymentId, '거래 취소로 수수료 가상계좌를 닫습니다.')
          .catch((error: unknown) => ({ kind: 'unavailable' as const, answer: String(error) }))
      : ({ kind: 'refused', code: 'NO_PAYMENT_KEY', message: '' } as const);
    if (answer.kind === 'unavailable') {
      deps.log?.warn({ accountId: account.id, answer }, 'fee virtual account cancel: provider unavailable');
      continue;
    }
    // Cancelled now, or refused for good (already cancelled, unknown, already paid: its notice decides).
    deps.log?.info(
      { accountId: account.id, orderId: account.orderId, answer },
      'fee virtual account closed at the provider',
    );
    if (await setStatus(deps.db, account.id, 'CANCELED', now)) {
      result.canceled.push(account.id);
    }
  }
  return result;
}

/** The account as the dealer's deal screen shows it: only while it waits for the deposit. */
export function feeVirtualAccountView(row: FeeVirtualAccountRow | null): FeeVirtualAccount | null {
  return row && row.status === 'WAITING'
    ? {
        bankName: row.bankName,
        accountNumber: row.accountNumber,
        accountHolder: row.holderName,
        amount: row.amount,
        dueAt: row.dueAt.toISOString(),
      }
    : null;
}
