// The product wordmark: a red badge mark with "오토비드" and "For Dealer" (or the seller app's tag).
import styles from './logo.module.css';

type LogoProps = { compact?: boolean; tag?: string };

export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="var(--color-primary)" />
      <path d="M14 46 L28 14 h8 L50 46 h-9.5 l-3-7.5 H26.5 l-3 7.5z M29.3 31 h5.4 L32 23.6z" fill="#fff" />
      <rect x="20" y="50" width="24" height="3.5" rx="1.75" fill="#fff" opacity="0.85" />
    </svg>
  );
}

export function Logo({ compact = false, tag = 'For Dealer' }: LogoProps) {
  return (
    <span className={styles.logo}>
      <LogoMark size={compact ? 30 : 34} />
      <span className={styles.text}>
        <span className={styles.name}>오토비드</span> <span className={styles.tag}>{tag}</span>
      </span>
    </span>
  );
}
