// The operator accounts on a phone: one card each instead of a table wider than the screen.
import type { AdminOperator } from '@autobid/shared';
import { DetailList } from '../../../components/detail-list';
import { dateTime } from '../../../lib/format';
import { OperatorActions, OperatorName, RoleBadge, StatusBadge, type OperatorAction } from './operator-parts';
import styles from './operator-cards.module.css';

type OperatorCardsProps = {
  operators: readonly AdminOperator[];
  selfId: number | null;
  onAction: (action: OperatorAction, operator: AdminOperator) => void;
};

export function OperatorCards({ operators, selfId, onAction }: OperatorCardsProps) {
  return (
    <ul className={styles.cards} aria-label="운영자 계정 목록">
      {operators.map((operator) => (
        <li key={operator.id} className={styles.card}>
          <div className={styles.head}>
            <OperatorName operator={operator} isSelf={operator.id === selfId} />
            <span className={styles.name}>{operator.name}</span>
            <span className={styles.badges}>
              <RoleBadge operator={operator} />
              <StatusBadge operator={operator} />
            </span>
          </div>
          <DetailList
            items={[
              { label: '최근 로그인', value: dateTime(operator.lastLoginAt) },
              { label: '만든 날', value: dateTime(operator.createdAt) },
            ]}
          />
          <OperatorActions operator={operator} isSelf={operator.id === selfId} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}
