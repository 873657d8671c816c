// The pieces of an operator row, shared by the desktop table and the phone cards: the username (with 나
// for oneself), the role and status badges, and the row's action buttons.
import { OPERATOR_ROLE_LABELS, type AdminOperator } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { Badge } from '../../../components/badge';
import { dateTime } from '../../../lib/format';
import styles from './operator-parts.module.css';

export type OperatorAction = 'edit' | 'password' | 'toggle';

export function OperatorName({ operator, isSelf }: { operator: AdminOperator; isSelf: boolean }) {
  return (
    <span className={styles.username}>
      {operator.username}
      {isSelf ? <Badge tone="info">나</Badge> : null}
    </span>
  );
}

export function RoleBadge({ operator }: { operator: AdminOperator }) {
  return (
    <Badge tone={operator.role === 'ADMIN' ? 'warning' : 'neutral'}>
      {OPERATOR_ROLE_LABELS[operator.role]}
    </Badge>
  );
}

export function StatusBadge({ operator }: { operator: AdminOperator }) {
  return operator.disabled ? (
    <span className={styles.status}>
      <Badge tone="danger">사용 중지</Badge>
      <span className={styles.since}>{dateTime(operator.disabledAt)}부터</span>
    </span>
  ) : (
    <Badge tone="success">사용 중</Badge>
  );
}

type OperatorActionsProps = {
  operator: AdminOperator;
  isSelf: boolean;
  onAction: (action: OperatorAction, operator: AdminOperator) => void;
};

export function OperatorActions({ operator, isSelf, onAction }: OperatorActionsProps) {
  return (
    <span className={styles.actions}>
      <Button variant="outline" size="sm" onClick={() => onAction('edit', operator)}>
        수정
      </Button>
      <Button variant="outline" size="sm" onClick={() => onAction('password', operator)}>
        비밀번호 재설정
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={operator.disabled ? undefined : styles.stop}
        disabled={isSelf}
        title={isSelf ? '본인 계정은 사용 중지할 수 없습니다' : undefined}
        onClick={() => onAction('toggle', operator)}
      >
        {operator.disabled ? '다시 사용' : '사용 중지'}
      </Button>
    </span>
  );
}
