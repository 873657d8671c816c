// /admin/audit: every operator action, newest first, filtered by action, target, operator and period (kept in
// the URL, so `/admin/audit?targetType=DEALER&targetId=12` is that dealer's history); a row opens its
// before → after.
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AuditLogEntry, type AuditLogFilters } from '@autobid/shared';
import { AdminPage, AdminPanel } from '../../components/admin-page';
import { Badge } from '../../components/badge';
import type { Column } from '../../components/data-table';
import { timeColumn } from '../../components/time-column';
import { PagedTable } from '../../components/paged-table';
import { useAuditActors } from './api/get-audit-actors';
import { useAuditLog } from './api/get-audit-log';
import { AuditDetailDialog } from './components/audit-detail-dialog';
import { AuditFilterBar } from './components/audit-filter-bar';
import { AuditActor, AuditTarget } from './components/audit-target';
import { AUDIT_PAGE_SIZE, auditSearch, hasFilters, readAuditSearch } from './lib/audit-url';
import styles from './audit-page.module.css';

const COLUMNS: readonly Column<AuditLogEntry>[] = [
  timeColumn('time', '시각', (row) => row.createdAt),
  { key: 'actor', header: '운영자', width: '120px', render: (row) => <AuditActor entry={row} /> },
  {
    key: 'action',
    header: '작업',
    width: '150px',
    render: (row) => <Badge tone="info">{row.actionLabel}</Badge>,
  },
  { key: 'target', header: '대상', width: '260px', render: (row) => <AuditTarget entry={row} /> },
  {
    key: 'reason',
    header: '사유',
    render: (row) => <span className={styles.reason}>{row.reason || '-'}</span>,
  },
];

export function AuditPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, page } = readAuditSearch(searchParams);
  const log = useAuditLog(filters, page);
  const actors = useAuditActors();
  const [opened, setOpened] = useState<AuditLogEntry | null>(null);
  const close = useCallback(() => setOpened(null), []);

  const show = (next: AuditLogFilters, nextPage = 1) => setSearchParams(auditSearch(next, nextPage));

  return (
    <AdminPage
      title="작업 기록"
      description="운영자의 모든 작업이 변경 전후 값과 함께 남습니다. 기록은 수정하거나 지울 수 없습니다."
    >
      <AdminPanel>
        <AuditFilterBar filters={filters} actors={actors.data ?? []} onApply={(next) => show(next)} />
      </AdminPanel>
      <PagedTable
        query={log}
        label={hasFilters(filters) ? '검색 결과' : '전체'}
        order="최신순"
        isFetching={log.isFetching}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={(next) => show(filters, next)}
        caption="작업 기록 목록"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        emptyText={
          hasFilters(filters)
            ? '조건에 맞는 작업 기록이 없습니다. 필터를 바꾸거나 초기화해보세요.'
            : '아직 기록된 운영자 작업이 없습니다.'
        }
        onRowClick={setOpened}
        selectedKey={opened?.id ?? null}
      />
      {opened ? <AuditDetailDialog entry={opened} onClose={close} /> : null}
    </AdminPage>
  );
}
