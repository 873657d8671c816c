// Centers page content at the 1280 px max width with the page gutter.
import type { ReactNode } from 'react';
import styles from './page-container.module.css';
import { cn } from '@/lib/cn';

export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn(styles.container, className)}>{children}</div>;
}
