// Toss Payments' deposit notice of a deal's own fee account (DEPOSIT_CALLBACK; docs/domain.md "Fee virtual
// accounts", ADR 031). Toss documents no signature on it: the notice proves itself by the `secret` Toss gave
// with the account at its issue, compared here in constant time with the one we stored (an unknown order or a
// wrong secret: 401 and nothing written). A DONE notice is then checked against Toss's own record of the
// payment (GET /v1/payments/orders/{orderId}: status DONE, totalAmount) and recorded as one deposit, named by
// the order (externalId `toss:<orderId>`, so a notice sent again or twice at once is one deposit) and carrying
// the deal's reference, which pays the deal through the deposits' own matching (amount = fee, by the deadline).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { TossDepositCallback, TossDepositResult } from '@autobid/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import {
  BANK,
  markVirtualAccountCanceled,
  markVirtualAccountPaid,
  virtualAccountOfOrder,
} from '../auctions/auctions.public';
import type { createDepositsService } from './deposits.service';

export const TOSS_WEBHOOK_MESSAGES = {
  notConfigured: '가상계좌 입금 알림 수신이 설정되지 않았습니다.',
  badSecret: '입금 알림을 확인할 수 없습니다.',
  unavailable: '결제 조회가 일시적으로 되지 않습니다. 잠시 후 다시 보내주세요.',
} as const;

type Ctx = Pick<AppContext, 'db' | 'clock' | 'feeVirtualAccounts'>;

/** Constant-time equality of two secrets of any length (their digests are compared). */
function sameSecret(given: string, stored: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(stored));
}

export async function receiveTossDeposit(
  ctx: Ctx,
  deposits: Pick<ReturnType<typeof createDepositsService>, 'recordDeposit'>,
  notice: TossDepositCallback,
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
): Promise<TossDepositResult> {
  const provider = ctx.feeVirtualAccounts;
  if (!provider) {
    throw new AppError('WEBHOOK_NOT_CONFIGURED', TOSS_WEBHOOK_MESSAGES.notConfigured);
  }
  const found = await virtualAccountOfOrder(ctx.db, notice.orderId);
  if (!found || !found.account.secret || !sameSecret(notice.secret, found.account.secret)) {
    log.warn({ orderId: notice.orderId, known: found !== null }, 'toss deposit notice refused: secret');
    throw new AppError('WEBHOOK_BAD_SIGNATURE', TOSS_WEBHOOK_MESSAGES.badSecret);
  }
  const { account } = found;
  const nothing: TossDepositResult = { depositId: null, duplicate: false, paidAuctionId: null };
  const now = ctx.clock.now();
  if (notice.status === 'CANCELED') {
    await markVirtualAccountCanceled(ctx.db, account.id, now);
    return nothing;
  }
  if (notice.status !== 'DONE') {
    // WAITING_FOR_DEPOSIT after DONE: the bank took a deposit back; an operator settles it by hand.
    log.warn({ orderId: notice.orderId, status: notice.status }, 'toss deposit notice: not a deposit');
    return nothing;
  }
  const payment = await provider.findByOrderId(notice.orderId);
  if (payment.kind === 'unavailable') {
    // Toss sends the notice again (up to 7 times over 3 days) until it is answered 200.
    throw new AppError('SERVICE_UNAVAILABLE', TOSS_WEBHOOK_MESSAGES.unavailable);
  }
  if (payment.kind === 'refused' || payment.value.status !== 'DONE') {
    log.warn({ orderId: notice.orderId, payment }, 'toss deposit notice: Toss does not report it paid');
    return nothing;
  }
  const amount = payment.value.totalAmount;
  const approvedAt = payment.value.approvedAt ? new Date(payment.value.approvedAt) : null;
  const result = await deposits.recordDeposit({
    amount,
    depositorName: payment.value.virtualAccount?.depositorName || found.dealerName,
    memo: `토스페이먼츠 가상계좌 ${account.bankName} ${account.accountNumber} (${account.orderId})`,
    // The deal's reference named outright: the deposits' own matching pays the deal (amount = fee, in time).
    reference: found.depositReference ?? undefined,
    receivedAt: approvedAt && Number.isFinite(approvedAt.getTime()) ? approvedAt : now,
    source: 'WEBHOOK',
    externalId: `toss:${account.orderId}`,
    actor: BANK,
  });
  // The account is settled only by its own amount; another amount waits unmatched for an operator.
  if (amount === account.amount) {
    await markVirtualAccountPaid(ctx.db, account.id, now);
  }
  log.info({ orderId: notice.orderId, amount, ...result }, 'toss virtual account deposit recorded');
  return result;
}
