// /admin/retention ("개인정보 보관"): the retention job's runs, newest first, each with what every rule of the map
// removed, and the map itself in Korean (docs/domain.md "Retention"). The page lives in the URL.
import {
  RETENTION_RULES,
  RETENTION_RUN_STATUS_LABELS,
  type RetentionRule,
  type RetentionRun,
  type RetentionRunStatus,
  formatNumber,
} from '@autobid/shared';
import { AdminPage, AdminPanel } from '../../components/admin-page';
import { Badge, type BadgeTone } from '../../components/badge';
import type { Column } from '../../components/data-table';
import { PagedTable } from '../../components/paged-table';
import { timeColumn } from '../../components/time-column';
import { compactSearch, urlRowNumber, useUrlView } from '../../lib/url-view';
import { RETENTION_PAGE_SIZE, useRetentionRuns } from './api/get-retention-runs';
import list from '../../components/list-layout.module.css';
import styles from './retention-page.module.css';

const STATUS_TONES: Record<RetentionRunStatus, BadgeTone> = {
  RUNNING: 'info',
  DONE: 'success',
  FAILED: 'danger',
};

type View = { page: number };
const readView = (params: URLSearchParams): View => ({ page: urlRowNumber(params.get('page')) ?? 1 });
const writeView = (view: View) => compactSearch([['page', view.page > 1 ? view.page : null]]);

/** The rules that removed something in the run, in the map's order, as "label count". */
function RunCounts({ run }: { run: RetentionRun }) {
  const done = RETENTION_RULES.filter((rule) => (run.counts[rule.key] ?? 0) > 0);
  if (done.length === 0) {
    return <span className={list.sub}>지울 항목 없음</span>;
  }
  return (
    <ul className={styles.counts}>
      {done.map((rule) => (
        <li key={rule.key}>
          {rule.label} <strong>{formatNumber(run.counts[rule.key] ?? 0)}</strong>건
        </li>
      ))}
    </ul>
  );
}

const RUN_COLUMNS: Column<RetentionRun>[] = [
  timeColumn('startedAt', '실행 시각', (run) => run.startedAt, '136px'),
  {
    key: 'status',
    header: '상태',
    width: '88px',
    render: (run) => <Badge tone={STATUS_TONES[run.status]}>{RETENTION_RUN_STATUS_LABELS[run.status]}</Badge>,
  },
  { key: 'counts', header: '처리 건수', render: (run) => <RunCounts run={run} /> },
  {
    key: 'error',
    header: '오류',
    width: '240px',
    render: (run) =>
      run.error ? <p className={styles.error}>{run.error}</p> : <span className={list.sub}>-</span>,
  },
];

/** The map, one row per rule: a table's columns on a desk, each rule a block of its own on a phone. */
function RuleList() {
  return (
    <div className={styles.rules} role="table" aria-label="개인정보 보관 규칙">
      <div className={styles.ruleHead} role="row">
        {RULE_FIELDS.map((field) => (
          <span key={field.key} role="columnheader">
            {field.label}
          </span>
        ))}
      </div>
      {RETENTION_RULES.map((rule) => (
        <div key={rule.key} className={styles.rule} role="row">
          {RULE_FIELDS.map((field) => (
            <div key={field.key} className={styles[field.key]} role="cell">
              <span className={styles.fieldLabel}>{field.label}</span>
              {rule[field.key]}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

const RULE_FIELDS = [
  { key: 'what', label: '항목' },
  { key: 'why', label: '목적·근거' },
  { key: 'keep', label: '보관 기간' },
  { key: 'action', label: '처리' },
] as const satisfies readonly { key: keyof RetentionRule; label: string }[];

export function RetentionPage() {
  const [view, show] = useUrlView(readView, writeView);
  const runs = useRetentionRuns(view.page);
  return (
    <AdminPage
      title="개인정보 보관"
      description="보관 기간이 지난 개인정보를 매일 새벽 지우거나 가리는 작업의 실행 기록과 보관 규칙입니다."
    >
      <AdminPanel title="실행 기록">
        <PagedTable
          query={runs}
          label="실행 기록"
          order="최근 실행 순"
          isInPanel
          isFetching={runs.isFetching}
          page={view.page}
          pageSize={RETENTION_PAGE_SIZE}
          onPage={(page) => show({ page })}
          caption="개인정보 보관 작업 실행 기록"
          columns={RUN_COLUMNS}
          rowKey={(run) => run.id}
          emptyText="아직 실행 기록이 없습니다."
        />
      </AdminPanel>
      <AdminPanel title="보관 규칙">
        <RuleList />
      </AdminPanel>
    </AdminPage>
  );
}
