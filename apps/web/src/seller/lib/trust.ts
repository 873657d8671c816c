// The dealer trust card's words (docs/domain.md "Dealer trust"): completed trades, cancel rate, sellers'
// reviews and what the dealer finally paid against the bid, then the recent price cuts at handover (how many
// trades in the window, the share cut, the median cut, the disputes lost), each with whether it calls for
// caution.
import { DISPUTE_WINDOW_DAYS, type DealerTrust, formatNumber } from '@autobid/shared';

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
/** Display thresholds too: a third of recent trades cut, or a median cut of 5% and more. */
const CAUTION_CUT_SHARE = 0.3;
const CAUTION_MEDIAN_CUT_PERCENT = 5;

/** 4.5 -> "4.5%", 3 -> "3%" (the median cut comes with one decimal). */
export function cutPercentText(percent: number): string {
  return `${formatNumber(Number(percent.toFixed(1)))}%`;
}

/** The recent price cuts at handover: the window's trades, the share cut, the median cut, the disputes lost. */
function cutItems(trust: DealerTrust): TrustItem[] {
  const recent = `최근 ${DISPUTE_WINDOW_DAYS}일`;
  const lost: TrustItem[] =
    trust.disputesLost > 0
      ? [{ key: 'disputesLost', text: `분쟁 패소 ${trust.disputesLost}건`, isCaution: true }]
      : [];
  if (trust.recentTrades === 0 || trust.priceCutShare === null || trust.medianCutPercent === null) {
    return [{ key: 'recentTrades', text: `${recent} 거래 없음`, isCaution: false }, ...lost];
  }
  return [
    { key: 'recentTrades', text: `${recent} 거래 ${trust.recentTrades}건`, isCaution: false },
    {
      key: 'priceCutShare',
      text: `감가 비율 ${percentText(trust.priceCutShare)}`,
      isCaution: trust.priceCutShare >= CAUTION_CUT_SHARE,
    },
    {
      key: 'medianCutPercent',
      text: `중간 감가 ${cutPercentText(trust.medianCutPercent)}`,
      isCaution: trust.medianCutPercent >= CAUTION_MEDIAN_CUT_PERCENT,
    },
    ...lost,
  ];
}

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
    ...cutItems(trust),
  ];
}

/**
 * The card on one line: "거래 완료 12건 · 취소율 8% · 후기 👍10 👎1 · 입찰가 대비 실거래 98% · 최근 90일 거래 5건 ·
 * 감가 비율 20% · 중간 감가 0%".
 */
export function trustLine(trust: DealerTrust): string {
  return trustItems(trust)
    .map((item) => item.text)
    .join(' · ');
}

export const TRUST_NOTE =
  '거래 완료는 이 딜러가 끝까지 마친 거래 수, 취소율은 입찰·거래 중 딜러가 취소하거나 기한을 넘긴 비율입니다. ' +
  '입찰가 대비 실거래는 완료된 거래에서 실제로 지급한 금액이 입찰가의 몇 %였는지(중앙값)입니다. ' +
  '높게 입찰한 뒤 차량을 넘겨받을 때 가격을 깎는 딜러는 이 숫자가 낮습니다. ' +
  `감가 비율은 최근 ${DISPUTE_WINDOW_DAYS}일 동안 마친 거래 중 입찰가보다 낮게 거래한 비율, 중간 감가는 깎은 정도의 중간값, ` +
  '분쟁 패소는 운영자가 딜러의 감가 요청을 받아들이지 않은 건수입니다.';

/** The line under the expected price. */
export const EXPECTED_PRICE_NOTE = '이 딜러의 최근 감가를 반영한 금액';
