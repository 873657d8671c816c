// /admin/outbox: every SMS, Alimtalk and 1-won memo the server sent, failed ones first, then newest first, by
// channel and by the recipient's number (in full or in part); each with its delivery state (대기 / 발송 / 실패,
// the tries and the provider's last answer: docs/domain.md "Message delivery"), its code link, and a resend of
// an SMS or Alimtalk message. The view lives in the URL.
import { Fragment, useCallback, useState } from 'react';
import {
  adminOutboxPhoneForm,
  formatPhone,
  OUTBOX_CHANNEL_LABELS,
  OUTBOX_CHANNELS,
  OUTBOX_DELIVERY_STATUS_LABELS,
  type OutboxChannel,
  type OutboxDeliveryStatus,
  type OutboxMessage,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { AdminPage } from '../../components/admin-page';
import { AdminTabs, tabsOf, type AdminTab } from '../../components/admin-tabs';
import { Badge, type BadgeTone } from '../../components/badge';
import type { Column } from '../../components/data-table';
import { PagedTable } from '../../components/paged-table';
import { SearchBox } from '../../components/search-box';
import { dateTime } from '../../lib/format';
import { useUrlView } from '../../lib/url-view';
import { OUTBOX_PAGE_SIZE, useAdminOutbox } from './api/get-outbox';
import { ResendDialog } from './components/resend-dialog';
import { linkLabel, outboxSearch, readOutboxView, type OutboxView } from './lib/outbox-url';
import list from '../../components/list-layout.module.css';
import { ContactReveal } from '../../components/contact-reveal';
import styles from './outbox-page.module.css';

const CHANNEL_TONES: Record<OutboxChannel, BadgeTone> = {
  SMS: 'info',
  ALIMTALK: 'warning',
  BANK: 'neutral',
  RELAY: 'neutral',
};
const DELIVERY_TONES: Record<OutboxDeliveryStatus, BadgeTone> = {
  QUEUED: 'info',
  SENT: 'success',
  FAILED: 'danger',
};

const isResendable = (row: OutboxMessage) => row.channel === 'SMS' || row.channel === 'ALIMTALK';

/** A person's phone (masked by the server, 연락처 보기 beside it), not an account or a relay number. */
const isPersonalRecipient = (row: OutboxMessage) => row.channel === 'SMS' || row.channel === 'ALIMTALK';

/** A phone number written as people read it; an account number as it is. */
const recipientOf = (row: OutboxMessage) =>
  row.channel !== 'BANK' && /^01\d{8,9}$/.test(row.recipient) ? formatPhone(row.recipient) : row.recipient;

type TabValue = OutboxChannel | 'ALL';
const TABS: AdminTab<TabValue>[] = [
  { value: 'ALL', label: '전체' },
  ...tabsOf(OUTBOX_CHANNELS, OUTBOX_CHANNEL_LABELS),
];

/** What the recipient search may hold as typed: digits, hyphens and spaces. */
const phoneCharacters = (raw: string) => raw.replace(/[^\d\s-]/g, '');

/** The URL's digits in the search field: a full phone number with its hyphens. */
const shownPhone = (digits: string) => (digits.length === 11 ? formatPhone(digits) : digits);

/** A template code that may wrap only after its underscores (DEAL_DEPOSIT_<wbr>CONFIRMED). */
const templateWithBreaks = (template: string) =>
  template.split('_').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          _<wbr />
        </>
      ) : null}
    </Fragment>
  ));

export function OutboxPage() {
  const [view, showView] = useUrlView(readOutboxView, outboxSearch);
  const outbox = useAdminOutbox(view);
  const [resending, setResending] = useState<OutboxMessage | null>(null);
  /** A change of channel, number or template starts again on the first page. */
  const show = useCallback((next: Partial<OutboxView>) => showView({ page: 1, ...next }), [showView]);

  const columns: Column<OutboxMessage>[] = [
    {
      // The time and the delivery state in one column, so the table keeps its width (docs/domain.md
      // "Message delivery": 대기 / 발송 / 실패, the tries, the provider's last answer).
      key: 'time',
      header: '발송 시각 · 상태',
      width: '156px',
      render: (row) => (
        <span className={styles.delivery}>
          <span className={list.nowrap}>{dateTime(row.createdAt)}</span>
          <Badge tone={DELIVERY_TONES[row.deliveryStatus]}>
            {OUTBOX_DELIVERY_STATUS_LABELS[row.deliveryStatus]}
          </Badge>
          {row.attempts > 0 ? (
            <span className={list.sub}>
              {row.attempts}회 시도
              {row.deliveryStatus === 'QUEUED' && row.nextAttemptAt
                ? ` · 다음 ${dateTime(row.nextAttemptAt).slice(-5)}`
                : ''}
            </span>
          ) : null}
          {row.lastAnswer ? (
            <span
              className={row.deliveryStatus === 'FAILED' ? styles.failedAnswer : styles.answer}
              title={row.lastAnswer}
            >
              {row.lastAnswer}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'kind',
      header: '채널 · 템플릿',
      width: '200px',
      render: (row) => (
        <span className={styles.kind}>
          <Badge tone={CHANNEL_TONES[row.channel as OutboxChannel] ?? 'neutral'}>
            {OUTBOX_CHANNEL_LABELS[row.channel as OutboxChannel] ?? row.channel}
          </Badge>
          <button
            type="button"
            className={styles.template}
            title="이 템플릿만 보기"
            onClick={() => show({ template: row.template })}
          >
            {templateWithBreaks(row.template)}
          </button>
          {row.resendOf ? <span className={list.sub}>#{row.resendOf} 재발송</span> : null}
          {row.fallbackOf ? <span className={list.sub}>#{row.fallbackOf} 알림톡 대신 문자</span> : null}
        </span>
      ),
    },
    {
      key: 'recipient',
      header: '수신자',
      width: '136px',
      render: (row) =>
        isPersonalRecipient(row) ? (
          <ContactReveal phone={row.recipient} subject={{ kind: 'OUTBOX', id: row.id }} />
        ) : (
          <span className={list.nowrap}>{recipientOf(row)}</span>
        ),
    },
    { key: 'body', header: '내용', render: (row) => <p className={styles.body}>{row.body}</p> },
    {
      key: 'link',
      header: '링크',
      width: '180px',
      render: (row) =>
        row.link ? (
          <a href={row.link} target="_blank" rel="noreferrer" className={styles.link} title={row.link}>
            {linkLabel(row.link)}
          </a>
        ) : (
          <span className={list.sub}>-</span>
        ),
    },
    {
      key: 'resend',
      header: '재발송',
      isHeaderHidden: true,
      width: '88px',
      align: 'right',
      render: (row) =>
        isResendable(row) ? (
          <Button size="sm" variant="outline" onClick={() => setResending(row)}>
            재발송
          </Button>
        ) : null,
    },
  ];

  const searching = Boolean(view.phone || view.template);

  return (
    <AdminPage
      title="발송 내역"
      description="인증번호 문자, 알림톡, 1원 입금 문구까지 보낸 메시지와 발송 상태를 모두 확인하고, 받지 못한 문자와 알림톡을 다시 보냅니다."
    >
      <div className={list.controls}>
        <AdminTabs<TabValue>
          label="발송 채널"
          tabs={TABS}
          selected={view.channel ?? 'ALL'}
          onSelect={(value) => show({ channel: value === 'ALL' ? null : value })}
        />
        <SearchBox
          label="수신 번호"
          placeholder="010-1234-5678 또는 뒷자리 4자리"
          value={view.phone}
          onSearch={(phone) => show({ phone })}
          schema={adminOutboxPhoneForm}
          normalize={phoneCharacters}
          display={shownPhone}
          inputMode="tel"
          maxLength={24}
          isNarrow
        />
      </div>
      <PagedTable
        query={outbox}
        label={`${view.phone ? `"${view.phone}" 검색 결과 · ` : ''}${view.channel ? OUTBOX_CHANNEL_LABELS[view.channel] : '전체'}`}
        order="실패 먼저 · 최근 발송 순"
        extra={
          view.template ? (
            <span className={styles.filter}>
              템플릿 {view.template}
              <button type="button" onClick={() => show({ template: '' })} aria-label="템플릿 조건 지우기">
                ×
              </button>
            </span>
          ) : null
        }
        isFetching={outbox.isFetching}
        page={view.page}
        pageSize={OUTBOX_PAGE_SIZE}
        onPage={(page) => show({ page })}
        caption="발송 메시지 목록"
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={searching ? '조건에 맞는 발송 내역이 없습니다.' : '발송한 메시지가 없습니다.'}
      />
      {resending ? <ResendDialog message={resending} onClose={() => setResending(null)} /> : null}
    </AdminPage>
  );
}
