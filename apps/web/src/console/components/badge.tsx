// A small coloured label for a status (승인 대기, 정지, 매칭됨 …).
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import styles from '@/components/ui/pill.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={cn(styles.pill, styles[tone])}>{children}</span>;
}
