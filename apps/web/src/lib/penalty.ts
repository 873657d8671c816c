// The words for what a bid cancellation costs (docs/domain.md "Penalties"), shared by the detail page and the cancel
// dialog; whether a ban runs is lib/ban.ts.
import { RULE_SENTENCES, formatDotDateTime } from '@autobid/shared';

export const NO_PENALTY_THIS_TIME = RULE_SENTENCES.noPenaltyThisTime;

/**
 * What a bid cancellation brings, in one sentence: the free one, or the ban's days and its end; `preview`
 * before the cancel (the server's preview), `done` after it (the cancel's answer).
 */
export function bidCancelPenaltyText(
  penalty: { banDays: number; expiresAt: string | null },
  when: 'preview' | 'done',
): string {
  if (penalty.banDays <= 0 || !penalty.expiresAt) {
    return when === 'preview'
      ? `${NO_PENALTY_THIS_TIME}: 입찰 및 거래 제한 없이 취소됩니다.`
      : `${NO_PENALTY_THIS_TIME}: 입찰 및 거래 제한 없이 취소되었습니다.`;
  }
  const ban = `${penalty.banDays}일간 입찰 및 거래가 제한됩니다 (${formatDotDateTime(penalty.expiresAt)}까지).`;
  return when === 'preview' ? `취소하면 ${ban}` : ban;
}

/**
 * The wins a ban would release (the seller chooses again): said before the dealer confirms the cancel;
 * null when there are none.
 */
export function releasedWinsText(wins: readonly { model: string }[] | undefined): string | null {
  if (!wins?.length) {
    return null;
  }
  const models = wins.map((win) => win.model).join(', ');
  return `확정을 기다리는 낙찰 ${wins.length}건(${models})이 해제되어 판매자가 다른 입찰을 선택합니다.`;
}
