// /home: every deal step waiting for the dealer (confirm, pay the fee, fix the date, complete), nearest
// deadline first as the server orders them, each with what to do, its deadline and countdown, what missing it
// brings, and the way to the step (docs/domain.md "Dealers").
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  COMPLETION_DEADLINE_SENTENCE,
  RULE_SENTENCES,
  formatDotDateTime,
  type DashboardResponse,
  type DealerTaskStatus,
} from '@autobid/shared';
import { Countdown } from '@/components/ui/countdown';
import { dealNextStep } from '@/lib/deal-next-step';
import { dashboardQueryOptions, useDashboard } from '../api/get-dashboard';
import styles from './deal-tasks-notice.module.css';

type DealTask = DashboardResponse['dealTasks'][number];

/** What missing the deadline brings, and the link to the step, per step. */
const STEP_TEXTS: Record<DealerTaskStatus, { consequence: string; action: string }> = {
  DEALER_CONFIRM: {
    consequence: RULE_SENTENCES.confirmDeadlineMissed,
    action: '낙찰 확정하기',
  },
  DEALER_DEPOSIT: {
    consequence: '기한이 지나면 거래가 자동으로 취소되고 페널티가 부과됩니다.',
    action: '입금 정보 보기',
  },
  RESERVATION: {
    consequence: RULE_SENTENCES.reservationDeadlineMissed,
    action: '거래 날짜 정하기',
  },
  RESERVATION_COMPLETE: { consequence: COMPLETION_DEADLINE_SENTENCE, action: '거래 완료 등록하기' },
};

/** Server clock minus client clock, so the countdown ends when the server's deadline does. */
function offsetOf(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

function TaskItem({ task, offsetMs, onEnd }: { task: DealTask; offsetMs: number; onEnd: () => void }) {
  const texts = STEP_TEXTS[task.status];
  return (
    <li className={styles.item}>
      <div className={styles.text}>
        <strong className={styles.model}>{task.model}</strong>{' '}
        <strong className={styles.step}>{dealNextStep(task)}</strong>
        <span>{texts.consequence}</span>
      </div>
      <span className={styles.deadline}>
        <span>{formatDotDateTime(task.deadline)}까지</span>
        <Countdown endDate={task.deadline} offsetMs={offsetMs} onEnd={onEnd} className={styles.countdown} />
      </span>
      <Link to={`/deal/detail/${task.auctionId}`} className={styles.action}>
        {texts.action} <span aria-hidden="true">→</span>
      </Link>
    </li>
  );
}

export function DealTasksNotice() {
  const { data, dataUpdatedAt } = useDashboard();
  const queryClient = useQueryClient();
  const tasks = data?.dealTasks ?? [];
  if (!data || tasks.length === 0) {
    return null;
  }
  const offsetMs = offsetOf(data.serverNow, dataUpdatedAt);
  // At a deadline the server decides what became of the deal: ask it again.
  const onEnd = () => void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey });
  return (
    <section className={styles.notice} aria-labelledby="home-deal-tasks">
      <h2 id="home-deal-tasks" className={styles.title}>
        진행할 거래
      </h2>
      <ul className={styles.list}>
        {tasks.map((task) => (
          <TaskItem key={task.auctionId} task={task} offsetMs={offsetMs} onEnd={onEnd} />
        ))}
      </ul>
    </section>
  );
}
