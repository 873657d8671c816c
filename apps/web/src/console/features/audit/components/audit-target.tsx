// Who acted and on what, as the audit table and its detail write them: the operator's name and username,
// the target's kind, readable name and number.
import { AUDIT_TARGET_LABELS, type AuditLogEntry } from '@autobid/shared';
import { Badge } from '../../../components/badge';
import styles from './audit-target.module.css';

export function AuditActor({ entry }: { entry: Pick<AuditLogEntry, 'actor' | 'operatorName'> }) {
  if (entry.operatorName === null) {
    return (
      <span className={styles.actor}>
        <span className={styles.name}>{entry.actor === 'cli' ? '명령줄' : '(삭제된 운영자)'}</span>
        <span className={styles.muted}>{entry.actor}</span>
      </span>
    );
  }
  return (
    <span className={styles.actor}>
      <span className={styles.name}>{entry.operatorName}</span>
      <span className={styles.muted}>{entry.actor}</span>
    </span>
  );
}

export function AuditTarget({
  entry,
}: {
  entry: Pick<AuditLogEntry, 'targetType' | 'targetLabel' | 'targetId'>;
}) {
  return (
    <span className={styles.target}>
      <Badge>{AUDIT_TARGET_LABELS[entry.targetType]}</Badge>
      {/* The number stays on the line of the name's last word. */}
      <span className={styles.label}>
        {entry.targetLabel ? `${entry.targetLabel}\u00a0` : null}
        <span className={styles.number}>#{entry.targetId}</span>
      </span>
    </span>
  );
}
