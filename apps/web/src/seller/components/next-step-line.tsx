// The next step of a listing in words, coloured by whose move it is, with a live countdown when one runs.
import { Countdown } from '@/components/ui/countdown';
import { cn } from '@/lib/cn';
import type { NextStep } from '../lib/next-step';
import styles from './next-step-line.module.css';

type NextStepLineProps = {
  step: NextStep;
  offsetMs?: number;
  onCountdownEnd?: () => void;
  size?: 'md' | 'lg';
};

export function NextStepLine({ step, offsetMs, onCountdownEnd, size = 'md' }: NextStepLineProps) {
  return (
    <div className={cn(styles.step, size === 'lg' && styles.large)}>
      <p className={cn(styles.line, styles[step.tone])}>
        <span className={styles.dot} aria-hidden="true" />
        <span>{step.text}</span>
      </p>
      {step.countdown ? (
        <p className={styles.countdown}>
          {step.countdown.deadline} · 남은 시간{' '}
          <Countdown
            endDate={step.countdown.to}
            offsetMs={offsetMs}
            onEnd={onCountdownEnd}
            className={styles.clock}
          />
        </p>
      ) : null}
    </div>
  );
}
