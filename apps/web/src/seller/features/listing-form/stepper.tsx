// The steps of the listing form as a numbered row: done, current, ahead. A step is a button once the draft
// exists (the seller may jump back and forth); before that only the first one is open.
import { cn } from '@/lib/cn';
import { LISTING_STEPS, type ListingStepId } from '../../lib/listing-form';
import styles from './stepper.module.css';

type StepperProps = {
  current: ListingStepId;
  canJump: boolean;
  onJump: (step: ListingStepId) => void;
};

export function Stepper({ current, canJump, onJump }: StepperProps) {
  const currentIndex = LISTING_STEPS.findIndex((step) => step.id === current);
  return (
    <nav aria-label="등록 단계">
      <ol className={styles.steps}>
        {LISTING_STEPS.map((step, index) => {
          const isCurrent = index === currentIndex;
          const isDone = index < currentIndex;
          return (
            <li key={step.id} className={cn(styles.step, isCurrent && styles.current, isDone && styles.done)}>
              <button
                type="button"
                className={styles.button}
                disabled={!canJump || isCurrent}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onJump(step.id)}
              >
                <span className={styles.number} aria-hidden="true">
                  {isDone ? '✓' : index + 1}
                </span>
                <span className={styles.title}>{step.title}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
