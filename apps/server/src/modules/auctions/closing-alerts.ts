// Closing alerts (docs/domain.md "Closing alerts"): an informational Alimtalk to each dealer who liked an auction
// in progress, turned closing alerts on and has no bid on it, once the auction is within CLOSING_ALERT_LEAD_MS of
// its end and before it ends. The closing_alerts row is the claim, inserted in the transaction that writes the
// outbox row: two passes at once (two processes) send one alert, a late pass still sends, and none after the end.
import { formatDotDateTime } from '@autobid/shared';
import { and, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  auctionLikes,
  auctions,
  biddings,
  closingAlerts,
  dealerNotificationSettings,
  dealers,
} from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { AlimtalkSender } from '../../providers/messaging';

/** How long before its end a liked auction's alert falls due (docs/decisions/036). */
const CLOSING_ALERT_LEAD_MS = 60 * 60 * 1000;

type ClosingAlertOptions = {
  alimtalk: AlimtalkSender;
  /** PUBLIC_URL: the alert links to the auction's detail page of the web app. */
  publicUrl: string;
  /** Tests: judge by this instant; omitted, the database's now(). */
  now?: Date;
};

type ClosingAlertSent = { dealerId: number; auctionId: number };

type DueAlert = {
  dealerId: number;
  auctionId: number;
  name: string;
  phoneNumber: string;
  model: string;
  endDate: Date;
};

/** The alert's text (template AUCTION_CLOSING_SOON): information only, no offer. */
function closingMessage(alert: DueAlert): string {
  return (
    `[오토비드] ${alert.name}님, 관심 등록한 ${alert.model} 경매가 곧 마감됩니다.\n` +
    `마감: ${formatDotDateTime(alert.endDate)}\n` +
    '경매 상세에서 차량 정보와 입찰 현황을 확인할 수 있습니다.\n' +
    '이 알림은 알림 설정에서 끌 수 있습니다.'
  );
}

/** Claims and sends every closing alert due at `now`, in one transaction; answers the alerts sent. */
export async function sendClosingAlerts(
  db: DbOrTx,
  options: ClosingAlertOptions,
): Promise<ClosingAlertSent[]> {
  const now: SQL = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const link = (auctionId: number) => `${options.publicUrl.replace(/\/+$/, '')}/auction/detail/${auctionId}`;
  return db.transaction(async (tx) => {
    const due = tx.$with('due').as(
      tx
        .select({
          dealerId: auctionLikes.dealerId,
          auctionId: auctionLikes.auctionId,
        })
        .from(auctionLikes)
        .innerJoin(auctions, eq(auctions.id, auctionLikes.auctionId))
        .innerJoin(dealers, eq(dealers.id, auctionLikes.dealerId))
        .innerJoin(dealerNotificationSettings, eq(dealerNotificationSettings.dealerId, auctionLikes.dealerId))
        .where(
          and(
            eq(dealerNotificationSettings.closingAlerts, true),
            eq(auctions.status, 'PROGRESS'),
            gt(auctions.endDate, now),
            lte(auctions.endDate, sql`${now} + make_interval(secs => ${CLOSING_ALERT_LEAD_MS / 1000})`),
            eq(dealers.status, 'APPROVED'),
            isNull(dealers.suspendedAt),
            sql`not exists (select 1 from ${biddings} where ${biddings.auctionId} = ${auctionLikes.auctionId} and ${biddings.dealerId} = ${auctionLikes.dealerId} and ${biddings.canceledAt} is null)`,
          ),
        ),
    );
    const claimed = await tx
      .with(due)
      .insert(closingAlerts)
      .select(
        tx
          .select({
            dealerId: due.dealerId,
            auctionId: due.auctionId,
            sentAt: sql<Date>`${now}`.as('sent_at'),
          })
          .from(due),
      )
      .onConflictDoNothing()
      .returning({ dealerId: closingAlerts.dealerId, auctionId: closingAlerts.auctionId });
    const sent: ClosingAlertSent[] = [];
    for (const claim of claimed) {
      const [alert] = await tx
        .select({
          dealerId: dealers.id,
          auctionId: auctions.id,
          name: dealers.name,
          phoneNumber: dealers.phoneNumber,
          model: auctions.model,
          endDate: auctions.endDate,
        })
        .from(dealers)
        .innerJoin(auctions, eq(auctions.id, claim.auctionId))
        .where(eq(dealers.id, claim.dealerId));
      if (!alert?.endDate) {
        continue;
      }
      await options.alimtalk(tx, {
        to: alert.phoneNumber,
        template: 'AUCTION_CLOSING_SOON',
        body: closingMessage({ ...alert, endDate: alert.endDate }),
        link: link(alert.auctionId),
        payload: { auctionId: alert.auctionId, event: 'CLOSING_SOON', button: '경매 보기' },
      });
      sent.push(claim);
    }
    return sent;
  });
}
