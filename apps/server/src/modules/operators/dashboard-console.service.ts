// The operator dashboard (docs/domain.md "Operator console"): today's queues and the last 30 days' series,
// on the injected clock so tests can move time.
import { kstDayKey, type AdminDashboard } from '@autobid/shared';
import type { AppContext } from '../../context';
import { toIso } from '../../lib/dates';
import {
  marketCutFigures,
  openDisputes as countOpenDisputes,
  transferFigures,
} from '../auctions/auctions.public';
import { readCounts, readDays } from './dashboard.repository';

export function createDashboardConsoleService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  return {
    async dashboard(): Promise<AdminDashboard> {
      const now = ctx.clock.now();
      const [counts, days, openDisputes, handover, transfers] = await Promise.all([
        readCounts(ctx.db),
        readDays(ctx.db, now),
        countOpenDisputes(ctx.db),
        marketCutFigures(ctx.db, now),
        transferFigures(ctx.db),
      ]);
      return {
        now: now.toISOString(),
        today: kstDayKey(now),
        counts: {
          ...counts,
          nearestFeeDeadline: toIso(counts.nearestFeeDeadline),
          openDisputes,
          ...transfers,
        },
        handover,
        days: days.map((day) => ({
          ...day,
          // Only settled auctions: one still in selection or in a deal would read as a failed trade.
          tradeRate: day.auctionsDecided === 0 ? null : day.auctionsTraded / day.auctionsDecided,
          feeRevenue: day.feesPaid - day.feesRefunded,
        })),
      };
    },
  };
}
