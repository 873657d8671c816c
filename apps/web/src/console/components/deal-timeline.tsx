// A deal's steps as a vertical timeline: each reached step with its time and detail, a cancellation in red,
// the step still awaited at the end (dashed). `Timeline` draws any such list of steps (a dispute's deal with
// its claim's steps).
import type { AdminDealRecord, AuctionStatus } from '@autobid/shared';
import { cn } from '@/lib/cn';
import { dateTime } from '../lib/format';
import { dealTimeline, type TimelineEvent } from '../lib/deal-timeline';
import styles from './deal-timeline.module.css';

export function DealTimeline({
  deal,
  auctionStatus,
}: {
  deal: AdminDealRecord;
  auctionStatus: AuctionStatus;
}) {
  return <Timeline events={dealTimeline(deal, auctionStatus)} />;
}

export function Timeline({ events }: { events: readonly TimelineEvent[] }) {
  return (
    <ol className={styles.timeline}>
      {events.map((event) => (
        <li key={event.key} className={cn(styles.event, styles[event.tone])}>
          <span className={styles.dot} aria-hidden="true" />
          <div className={styles.text}>
            <span className={styles.label}>{event.label}</span>
            {event.at ? <time dateTime={event.at}>{dateTime(event.at)}</time> : null}
            {event.detail ? <span className={styles.detail}>{event.detail}</span> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
