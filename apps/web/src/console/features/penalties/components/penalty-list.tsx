// The penalties table: each penalty with its dealer, cause (kind and reason, the listing), ban period and
// where it stands; a running or waiting ban can be lifted or extended.
import { useState } from 'react';
import { Link } from 'react-router';
import { formatNumber, type AdminPenalty, type PenaltyState } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Badge, type BadgeTone } from '../../../components/badge';
import type { Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { dealerHref } from '../../../lib/dealers-url';
import { dateTime } from '../../../lib/format';
import { PENALTY_PAGE_SIZE, useAdminPenalties } from '../api/get-penalties';
import { ExtendPenaltyDialog, LiftPenaltyDialog } from './penalty-dialogs';
import list from '../../../components/list-layout.module.css';
import styles from './penalty-lists.module.css';

const STATE_TONES: Record<PenaltyState, BadgeTone> = {
  RUNNING: 'danger',
  SCHEDULED: 'warning',
  ENDED: 'neutral',
  LIFTED: 'info',
  RECORDED: 'neutral',
};

const isAdjustable = (penalty: AdminPenalty) => penalty.state === 'RUNNING' || penalty.state === 'SCHEDULED';

type PenaltyListProps = {
  state: 'ACTIVE' | 'ALL';
  q: string;
  page: number;
  onPage: (page: number) => void;
};

export function PenaltyList({ state, q, page, onPage }: PenaltyListProps) {
  const penalties = useAdminPenalties(state, q, page);
  const [open, setOpen] = useState<{ action: 'lift' | 'extend'; penalty: AdminPenalty } | null>(null);
  const close = () => setOpen(null);

  const columns: Column<AdminPenalty>[] = [
    {
      key: 'dealer',
      header: '딜러',
      render: (row) => (
        <Link to={dealerHref(row.dealer)} className={styles.who}>
          <strong>{row.dealer.name}</strong>
          <span className={list.sub}>
            {row.dealer.username} · {row.dealer.agencyName || '-'}
          </span>
        </Link>
      ),
    },
    {
      key: 'cause',
      header: '원인',
      render: (row) => (
        <span className={cn(styles.who, styles.cause)}>
          <span>{row.kindLabel}</span>
          <span className={list.note}>
            {[row.reason, row.auction ? `${row.auction.id}번 ${row.auction.model}` : '']
              .filter(Boolean)
              .join(' · ') || '-'}
          </span>
        </span>
      ),
    },
    {
      key: 'period',
      header: '제한 기간',
      render: (row) =>
        row.startsAt && row.expiresAt ? (
          <span className={styles.who}>
            <span className={list.nowrap}>
              {dateTime(row.startsAt)} ~ {dateTime(row.expiresAt)}
            </span>
            <span className={list.sub}>
              {formatNumber(row.banDays)}일{row.liftedAt ? ` · ${dateTime(row.liftedAt)} 해제` : ''}
            </span>
          </span>
        ) : (
          <span className={list.sub}>제한 없음 ({dateTime(row.createdAt)} 기록)</span>
        ),
    },
    {
      key: 'state',
      header: '상태',
      width: '90px',
      render: (row) => <Badge tone={STATE_TONES[row.state]}>{row.stateLabel}</Badge>,
    },
    {
      key: 'actions',
      header: '작업',
      width: '150px',
      render: (row) =>
        isAdjustable(row) ? (
          <span className={styles.buttons}>
            <Button size="sm" variant="outline" onClick={() => setOpen({ action: 'lift', penalty: row })}>
              해제
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen({ action: 'extend', penalty: row })}>
              연장
            </Button>
          </span>
        ) : (
          <span className={list.sub}>-</span>
        ),
    },
  ];

  return (
    <PagedTable
      query={penalties}
      label={state === 'ACTIVE' ? '제재 중 (종료 임박 순)' : '전체 페널티 (최신순)'}
      page={page}
      pageSize={PENALTY_PAGE_SIZE}
      onPage={onPage}
      caption={state === 'ACTIVE' ? '제재 중인 페널티' : '전체 페널티'}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText={
        q
          ? '검색 조건에 맞는 페널티가 없습니다.'
          : state === 'ACTIVE'
            ? '지금 입찰이 제한된 딜러가 없습니다.'
            : '기록된 페널티가 없습니다.'
      }
    >
      {open?.action === 'lift' ? <LiftPenaltyDialog penalty={open.penalty} onClose={close} /> : null}
      {open?.action === 'extend' ? <ExtendPenaltyDialog penalty={open.penalty} onClose={close} /> : null}
    </PagedTable>
  );
}
