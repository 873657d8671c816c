// The notice list: search by title, newest first, a page at a time; a row opens the notice in the editor.
import { useState } from 'react';
import type { AdminNoticeListItem } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { AdminPanel, FilterBar } from '../../../components/admin-page';
import { StatusLine } from '../../../components/status-line';
import type { Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { dateTime } from '../../../lib/format';
import { NOTICE_PAGE_SIZE, useAdminNotices } from '../api/get-notices';
import styles from './notice-list.module.css';

const COLUMNS: readonly Column<AdminNoticeListItem>[] = [
  { key: 'id', header: '번호', width: '72px', align: 'center', render: (row) => row.id },
  { key: 'title', header: '제목', render: (row) => <span className={styles.title}>{row.title}</span> },
  { key: 'publishedAt', header: '게시일', width: '150px', render: (row) => dateTime(row.publishedAt) },
  {
    key: 'editedAt',
    header: '최근 수정',
    width: '150px',
    render: (row) => dateTime(row.editedAt),
  },
];

type NoticeListProps = {
  q: string;
  /** What was just done (a notice deleted), shown above the list. */
  message: string | null;
  page: number;
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
  onNew: () => void;
};

export function NoticeList({ q, message, page, onSearch, onPage, onOpen, onNew }: NoticeListProps) {
  const [search, setSearch] = useState(q);
  const notices = useAdminNotices(q, page);
  return (
    <AdminPanel title="공지사항" actions={<Button onClick={onNew}>새 공지 작성</Button>}>
      {message ? <StatusLine tone="done">{message}</StatusLine> : null}
      <FilterBar onSubmit={() => onSearch(search.trim())}>
        <TextField
          label="제목 검색"
          className={styles.search}
          type="search"
          maxLength={100}
          placeholder="제목에 들어간 말"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="outline">
          검색
        </Button>
        {q ? (
          <Button
            variant="ghost"
            onClick={() => {
              setSearch('');
              onSearch('');
            }}
          >
            검색 해제
          </Button>
        ) : null}
      </FilterBar>
      <PagedTable
        query={notices}
        label="전체"
        search={q}
        order="최신 게시순"
        page={page}
        pageSize={NOTICE_PAGE_SIZE}
        onPage={onPage}
        isInPanel
        caption="공지사항 목록"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        emptyText={
          q ? '검색어에 맞는 공지가 없습니다.' : '아직 등록된 공지가 없습니다. 새 공지를 작성해보세요.'
        }
        onRowClick={(row) => onOpen(row.id)}
      />
    </AdminPanel>
  );
}
