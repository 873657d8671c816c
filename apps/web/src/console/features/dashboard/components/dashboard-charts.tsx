// The dashboard's four series over the last 30 days, each with its chart, headline and tooltip wording.
import type { DashboardDay } from '@autobid/shared';
import { cases, sum, wonText, wonTick } from '../lib/dashboard-format';
import { TRADE_RATE_CAPTION, tradeRateLines, tradeRateSummary } from '../lib/trade-rate';
import { TrendChart, type TrendChartProps } from './trend-chart';
import styles from './dashboard-charts.module.css';

/** Chart colours, from the theme (styles/theme.css): primary, an info blue, success, secondary. */
const COLORS = { listings: '#e5322d', bids: '#3b6fd8', trades: '#12805c', fees: '#b11f1a' } as const;

type Series = Omit<TrendChartProps, 'days' | 'summary'> & {
  key: string;
  summary: (days: readonly DashboardDay[]) => string;
};

const SERIES: readonly Series[] = [
  {
    key: 'listings',
    title: '경매 시작 매물',
    unit: '건',
    kind: 'bar',
    value: (day) => day.listingsOpened,
    valueTick: String,
    describe: (day) => [`경매 시작 ${cases(day.listingsOpened)}`],
    summary: (days) => `30일 합계 ${cases(sum(days, (day) => day.listingsOpened))}`,
    emptyText: '최근 30일 동안 경매를 시작한 매물이 없습니다.',
    color: COLORS.listings,
  },
  {
    key: 'bids',
    title: '일별 입찰 수',
    unit: '건',
    kind: 'line',
    value: (day) => day.bids,
    valueTick: String,
    describe: (day) => [`입찰 ${cases(day.bids)}`],
    summary: (days) => `30일 합계 ${cases(sum(days, (day) => day.bids))}`,
    emptyText: '최근 30일 동안 들어온 입찰이 없습니다.',
    color: COLORS.bids,
  },
  {
    key: 'trades',
    title: '거래 성사율',
    unit: '%',
    kind: 'line',
    value: (day) => (day.tradeRate === null ? null : Math.round(day.tradeRate * 1000) / 10),
    valueTick: (value) => `${value}%`,
    describe: tradeRateLines,
    summary: tradeRateSummary,
    caption: TRADE_RATE_CAPTION,
    emptyText: '최근 30일 동안 종료되어 결과가 난 경매가 없습니다.',
    color: COLORS.trades,
    domain: [0, 100],
    isZeroShown: true,
  },
  {
    key: 'fees',
    title: '수수료 수입',
    unit: '원',
    kind: 'bar',
    value: (day) => day.feeRevenue,
    valueTick: wonTick,
    describe: (day) => [
      `수입 ${wonText(day.feeRevenue)}`,
      ...(day.feesRefunded > 0 ? [`입금 ${wonText(day.feesPaid)} − 환불 ${wonText(day.feesRefunded)}`] : []),
    ],
    summary: (days) => `30일 합계 ${wonText(sum(days, (day) => day.feeRevenue))}`,
    emptyText: '최근 30일 동안 확인된 수수료 입금이 없습니다.',
    color: COLORS.fees,
  },
];

export function DashboardCharts({ days }: { days: readonly DashboardDay[] }) {
  return (
    <div className={styles.grid}>
      {SERIES.map(({ key, summary, ...series }) => (
        <TrendChart key={key} {...series} days={days} summary={summary(days)} />
      ))}
    </div>
  );
}
