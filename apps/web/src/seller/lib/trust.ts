// The dealer trust card's words (docs/domain.md "Dealer trust"): completed trades, cancel rate, sellers'
// reviews and what the dealer finally paid against the bid, each with whether it calls for caution.
import type { DealerTrust } from '@autobid/shared';

export type TrustItem = {
  key: keyof DealerTrust | 'reviews';
  text: string;
  /** A screen-reader reading where the text uses symbols. */
  label?: string;
  /** Drawn in the warning colour. */
  isCaution: boolean;
};

/**
 * Display thresholds (not business rules): a cancel rate from 10% and a final-to-bid ratio under 95% are
 * drawn in the warning colour, so the numbers that matter at the moment of choice stand out.
 */
const CAUTION_CANCEL_RATE = 0.1;
const CAUTION_FINAL_RATIO = 0.95;

/** 0.083 -> "8%", 0.987 -> "99%". */
export function percentText(ratio: number): string {
  return `${Math.round(ratio * 100)}%`;
}

export function trustItems(trust: DealerTrust): TrustItem[] {
  const ratio = trust.medianFinalToBidRatio;
  return [
    { key: 'completedTrades', text: `거래 완료 ${trust.completedTrades}건`, isCaution: false },
    {
      key: 'cancelRate',
      text: `취소율 ${percentText(trust.cancelRate)}`,
      isCaution: trust.cancelRate >= CAUTION_CANCEL_RATE,
    },
    {
      key: 'reviews',
      text: `후기 👍${trust.positiveReviews} 👎${trust.negativeReviews}`,
      label: `좋은 후기 ${trust.positiveReviews}건, 나쁜 후기 ${trust.negativeReviews}건`,
      isCaution: trust.negativeReviews > trust.positiveReviews,
    },
    ratio === null
      ? { key: 'medianFinalToBidRatio', text: '입찰가 대비 실거래 기록 없음', isCaution: false }
      : {
          key: 'medianFinalToBidRatio',
          text: `입찰가 대비 실거래 ${percentText(ratio)}`,
          isCaution: ratio < CAUTION_FINAL_RATIO,
        },
  ];
}

/** The card on one line: "거래 완료 12건 · 취소율 8% · 후기 👍10 👎1 · 입찰가 대비 실거래 98%". */
export function trustLine(trust: DealerTrust): string {
  return trustItems(trust)
    .map((item) => item.text)
    .join(' · ');
}

export const TRUST_NOTE =
  '거래 완료는 이 딜러가 끝까지 마친 거래 수, 취소율은 입찰·거래 중 딜러가 취소하거나 기한을 넘긴 비율입니다. ' +
  '입찰가 대비 실거래는 완료된 거래에서 실제로 지급한 금액이 입찰가의 몇 %였는지(중앙값)입니다. ' +
  '높게 입찰한 뒤 차량을 넘겨받을 때 가격을 깎는 딜러는 이 숫자가 낮습니다.';
