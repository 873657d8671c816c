// Today's queues as cards, each a link to the screen where the operator works through it. A queue with
// something waiting is marked; the fee card counts down to its nearest deadline on the server's clock.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { RULE_SENTENCES, formatNumber, type DashboardCounts } from '@autobid/shared';
import { cn } from '@/lib/cn';
import { dateTime } from '../../../lib/format';
import { timeLeft } from '../lib/dashboard-format';
import styles from './stat-cards.module.css';

type Card = {
  key: string;
  label: string;
  value: number;
  unit: string;
  to: string;
  /** Something waits for an operator here. */
  isQueue: boolean;
  hint: string;
  urgent?: boolean;
};

const TICK_MS = 30_000;

/**
 * The server's now, moved on every 30 seconds from the answer that carried it (the dashboard is fetched
 * again every minute, which sets it afresh): a countdown on the business clock, not the browser's.
 */
function useServerNow(serverNow: string): number {
  const [clock, setClock] = useState({ base: serverNow, elapsed: 0 });
  useEffect(() => {
    const timer = window.setInterval(
      () =>
        setClock((current) => ({
          base: serverNow,
          elapsed: (current.base === serverNow ? current.elapsed : 0) + TICK_MS,
        })),
      TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [serverNow]);
  return new Date(serverNow).getTime() + (clock.base === serverNow ? clock.elapsed : 0);
}

function feeHint(counts: DashboardCounts, now: number): { hint: string; urgent: boolean } {
  if (!counts.nearestFeeDeadline) {
    return { hint: '입금 기한이 남은 거래 없음', urgent: false };
  }
  const left = new Date(counts.nearestFeeDeadline).getTime() - now;
  return {
    hint: `가장 가까운 기한 ${timeLeft(counts.nearestFeeDeadline, now)}`,
    urgent: left < 15 * 60_000,
  };
}

export function StatCards({ counts, serverNow }: { counts: DashboardCounts; serverNow: string }) {
  const now = useServerNow(serverNow);
  const fee = feeHint(counts, now);
  const cards: Card[] = [
    {
      key: 'dealers',
      label: '심사 대기 딜러',
      value: counts.dealersWaiting,
      unit: '명',
      to: '/admin/dealers',
      isQueue: true,
      hint: '가입·정보 변경 심사',
    },
    {
      key: 'listings',
      label: '심사 대기 매물',
      value: counts.listingsWaiting,
      unit: '건',
      to: '/admin/auctions',
      isQueue: true,
      hint: RULE_SENTENCES.approvalQueueHint,
    },
    {
      key: 'live',
      label: '진행 중 경매',
      value: counts.liveAuctions,
      unit: '건',
      to: '/admin/auctions',
      isQueue: false,
      hint: '입찰을 받는 중',
    },
    {
      key: 'fees',
      label: '수수료 입금 대기',
      value: counts.dealsWaitingFee,
      unit: '건',
      to: '/admin/deals',
      isQueue: true,
      hint: fee.hint,
      urgent: counts.dealsWaitingFee > 0 && fee.urgent,
    },
    {
      key: 'disputes',
      label: '판정 대기 분쟁',
      value: counts.openDisputes,
      unit: '건',
      to: '/admin/disputes',
      isQueue: true,
      hint: '현장 감가 요청에 대한 운영자 판정',
    },
    {
      key: 'transfers-delayed',
      label: '명의이전 지연',
      value: counts.transfersDelayed,
      unit: '건',
      to: '/admin/deals?status=TRANSFER',
      isQueue: true,
      hint: `확인 대기 서류 ${counts.transfersToCheck}건`,
      urgent: counts.transfersDelayed > 0,
    },
    {
      key: 'deposits',
      label: '미매칭 입금',
      value: counts.unmatchedDeposits,
      unit: '건',
      to: '/admin/deposits',
      isQueue: true,
      hint: '거래와 연결되지 않은 입금',
    },
  ];
  return (
    <ul className={styles.cards} aria-label="오늘 처리할 일">
      {cards.map((card) => (
        <li key={card.key}>
          <Link
            to={card.to}
            className={cn(
              styles.card,
              card.isQueue && card.value > 0 && styles.waiting,
              card.urgent && styles.urgent,
            )}
          >
            <span className={styles.label}>{card.label}</span>
            <span className={styles.value}>
              <strong>{formatNumber(card.value)}</strong>
              {card.unit}
            </span>
            <span
              className={styles.hint}
              title={
                card.key === 'fees' && counts.nearestFeeDeadline
                  ? dateTime(counts.nearestFeeDeadline)
                  : undefined
              }
            >
              {card.hint}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
