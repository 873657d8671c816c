// A one-glyph button (× to close, ‹ › to step) of the mobile drawer and the console, named for screen readers by `label`.
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import styles from './icon-button.module.css';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label'> & {
  label: string;
  /** `dark` on the photo viewer's dark layer. */
  tone?: 'light' | 'dark';
  /** The smaller glyph of ‹ › beside a ×. */
  isSmall?: boolean;
};

export function IconButton({ label, tone = 'light', isSmall = false, className, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(styles.button, styles[tone], isSmall && styles.small, className)}
      {...rest}
    />
  );
}

/** The × in a panel's or dialog's header. */
export function CloseButton({ onClick, tone }: { onClick: () => void; tone?: 'light' | 'dark' }) {
  return (
    <IconButton label="닫기" tone={tone} onClick={onClick}>
      ×
    </IconButton>
  );
}
