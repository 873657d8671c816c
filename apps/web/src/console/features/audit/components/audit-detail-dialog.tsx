// One audit row opened: who did what to which target and when, the reason, and the changed fields as a
// table of before → after. From here the operator can narrow the log to this target's history.
import { useId } from 'react';
import type { AuditLogEntry } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { AuditHistoryLink } from '../../../components/audit-history-link';
import { ChangeTable } from '../../../components/change-table';
import { DetailList } from '../../../components/detail-list';
import { dateTime } from '../../../lib/format';
import { changeRows } from '../lib/audit-values';
import { AuditActor, AuditTarget } from './audit-target';
import styles from './audit-detail-dialog.module.css';

type AuditDetailDialogProps = {
  entry: AuditLogEntry;
  onClose: () => void;
};

export function AuditDetailDialog({ entry, onClose }: AuditDetailDialogProps) {
  const titleId = useId();
  const rows = changeRows(entry);
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.dialog} isFullScreenOnMobile>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {entry.actionLabel}
          <span className={styles.number}>기록 #{entry.id}</span>
        </h2>
        <DetailList
          items={[
            { label: '시각', value: dateTime(entry.createdAt) },
            { label: '운영자', value: <AuditActor entry={entry} /> },
            { label: '대상', value: <AuditTarget entry={entry} /> },
            { label: '사유', value: entry.reason },
          ]}
        />
        <section className={styles.changes} aria-labelledby={`${titleId}-changes`}>
          <h3 id={`${titleId}-changes`} className={styles.subtitle}>
            변경 내용
          </h3>
          {rows.length === 0 ? (
            <p className={styles.none}>기록된 필드 변경이 없습니다.</p>
          ) : (
            <ChangeTable caption="변경 전과 후" rows={rows} />
          )}
        </section>
        <div className={styles.buttons}>
          <AuditHistoryLink
            targetType={entry.targetType}
            targetId={entry.targetId}
            label="이 대상의 기록만 보기"
            onClick={onClose}
          />
          <Button variant="outline" size="sm" onClick={onClose}>
            닫기
          </Button>
        </div>
      </div>
    </Modal>
  );
}
