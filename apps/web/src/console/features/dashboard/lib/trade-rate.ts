// How the dashboard's 거래 성사율 speaks: a day's rate counts only the auctions whose outcome is known
// (docs/domain.md "Operator console"), and the chart's caption, tooltip and headline say so.
import type { DashboardDay } from '@autobid/shared';
import { cases, percent, sum } from './dashboard-format';

/** Under the chart: what the rate counts and what it leaves out until it settles. */
export const TRADE_RATE_CAPTION =
  '입찰이 끝난 날 기준으로, 결과가 난 경매(거래 완료·유찰·취소)만 셉니다. 판매자 선택이나 거래가 진행 중인 경매는 결과가 나면 반영됩니다.';

/** The tooltip's lines for a day. */
export function tradeRateLines(day: DashboardDay): string[] {
  const waiting = day.auctionsEnded - day.auctionsDecided;
  if (day.tradeRate === null) {
    return day.auctionsEnded === 0
      ? ['이날 종료된 경매 없음']
      : [`종료 ${cases(day.auctionsEnded)} 모두 결과 대기`];
  }
  return [
    `성사율 ${percent(day.tradeRate)}`,
    `결과가 난 ${cases(day.auctionsDecided)} 중 거래 완료 ${cases(day.auctionsTraded)}`,
    ...(waiting > 0 ? [`결과 대기 ${cases(waiting)} 제외`] : []),
  ];
}

/** The headline over the 30 days: traded of the settled auctions. */
export function tradeRateSummary(days: readonly DashboardDay[]): string {
  const decided = sum(days, (day) => day.auctionsDecided);
  const traded = sum(days, (day) => day.auctionsTraded);
  return decided === 0
    ? '결과가 난 경매 없음'
    : `30일 평균 ${percent(traded / decided)} (${traded}/${decided}건)`;
}
