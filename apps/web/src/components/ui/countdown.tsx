// Live HH:MM:SS countdown to an end time; stops at 00:00:00 and is red once less than 3 hours remain (countdown() isWarning).
import { useEffect, useState } from 'react';
import { countdown } from '@autobid/shared';
import styles from './countdown.module.css';
import { cn } from '@/lib/cn';
import { onEverySecond } from '@/lib/every-second';

type CountdownProps = {
  endDate: string | Date | null;
  /** Server clock minus client clock in ms, so every viewer counts down to the same instant. */
  offsetMs?: number;
  /** Called once when the countdown reaches zero. */
  onEnd?: () => void;
  className?: string;
};

export function Countdown({ endDate, offsetMs = 0, onEnd, className }: CountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const end = endDate === null ? null : new Date(endDate).getTime();
  const value = end === null ? null : countdown(end, now + offsetMs);
  const isOver = value?.isOver ?? true;

  useEffect(() => {
    if (end === null || isOver) {
      return;
    }
    // The page's one timer (lib/every-second.ts): a list's countdowns move in one render.
    return onEverySecond(() => setNow(Date.now()));
  }, [end, isOver]);

  useEffect(() => {
    if (end !== null && isOver) {
      onEnd?.();
    }
    // onEnd is deliberately left out so a new callback identity does not fire it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [end, isOver]);

  const text = value?.text ?? '00:00:00';
  const classes = cn(styles.countdown, value?.isWarning && styles.warning, className);
  return (
    <time
      className={classes}
      dateTime={end === null ? undefined : new Date(end).toISOString()}
      data-warning={value?.isWarning ? 'true' : undefined}
    >
      {text}
    </time>
  );
}
