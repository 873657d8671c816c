// A deadline in a list or panel: the time, and as it nears a live countdown in red; once passed, "기한 지남".
import { useEffect, useState } from 'react';
import { Countdown } from '@/components/ui/countdown';
import { cn } from '@/lib/cn';
import { dateTime } from '../../../lib/format';
import styles from './deadline.module.css';

type DeadlineProps = {
  at: string | null;
  /** From how long before the deadline it counts down (ms). */
  nearMs: number;
};

/** How often a deadline looks again whether it has come near (the countdown itself ticks every second). */
const RECHECK_MS = 30_000;

export function Deadline({ at, nearMs }: DeadlineProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), RECHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  if (!at) {
    return <span>-</span>;
  }
  const left = new Date(at).getTime() - now;
  return (
    <span
      className={cn(styles.deadline, left <= 0 && styles.past, left > 0 && left <= nearMs && styles.near)}
    >
      <time dateTime={at}>{dateTime(at)}</time>
      {left <= 0 ? <span className={styles.note}>기한 지남</span> : null}
      {left > 0 && left <= nearMs ? (
        <span className={styles.note}>
          남은 시간 <Countdown endDate={at} onEnd={() => setNow(Date.now())} />
        </span>
      ) : null}
    </span>
  );
}
