// What the deposits screen says after an action: whose transfer of how much went where, never a bare row
// number with a particle after it.
import type { AdminDeposit } from '@autobid/shared';
import { won } from '../../../lib/format';

/** The one label of matching a deposit by hand: the panel's buttons and the dialog's confirm. */
export const MATCH_LABEL = '매칭';

/**
 * A transfer as a sentence names it, before 을: "170,000원 입금(입금자 김민수 600025)". The depositor is the
 * bank's text (a name, often with a code after it), so it goes in brackets, never before a particle or 님.
 */
export const transferText = (deposit: Pick<AdminDeposit, 'amount' | 'depositorName'>) =>
  `${won(deposit.amount)} 입금(입금자 ${deposit.depositorName})`;

/** The line above the list once a match or a refund went through (the deposit as the server answered it). */
export function depositDoneMessage(deposit: AdminDeposit, what: 'matched' | 'refunded'): string {
  const transfer = transferText(deposit);
  if (what === 'refunded') {
    return `${transfer}을 환불 완료로 기록했습니다.`;
  }
  const deal = deposit.deal ? `경매 #${deposit.deal.auctionId} ${deposit.deal.model} 거래` : '거래';
  return `${transfer}을 ${deal}의 수수료로 매칭했습니다. 거래는 거래일 조율 단계로 넘어갔습니다.`;
}
