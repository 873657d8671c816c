// 전체 / 관심 차량: which live auctions the list shows (?liked=true), always in sight so the liked view is
// visibly on and one press leaves it.
import { cn } from '@/lib/cn';
import styles from './view-switch.module.css';

const VIEWS = [
  { liked: false, label: '전체' },
  { liked: true, label: '관심 차량' },
] as const;

export function ViewSwitch({ liked, onChange }: { liked: boolean; onChange: (liked: boolean) => void }) {
  return (
    <div className={styles.switch} role="group" aria-label="경매 보기">
      {VIEWS.map((view) => (
        <button
          key={view.label}
          type="button"
          className={cn(styles.option, view.liked === liked && styles.active)}
          aria-pressed={view.liked === liked}
          onClick={() => onChange(view.liked)}
        >
          {view.liked ? (
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
              <path
                d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.8 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.3 0 5.5 3.1 4.3 6.6-1.7 4.8-9.2 9.4-9.2 9.4Z"
                fill="currentColor"
              />
            </svg>
          ) : null}
          {view.label}
        </button>
      ))}
    </div>
  );
}
