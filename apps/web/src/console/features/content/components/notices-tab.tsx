// The notices tab: the list, or the editor of one notice (?notice=new or ?notice={id}). A notice just
// published opens in the editor with a line saying so.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminNotice } from '@autobid/shared';
import { adminKeys } from '../../../api/query-keys';
import { QueryState } from '@/components/ui/query-state';
import { useAdminNotice } from '../api/get-notice';
import type { ContentView } from '../lib/content-url';
import { NoticeEditor } from './notice-editor';
import { NoticeList } from './notice-list';

const NOTICE_READ_FAILED_TITLE = '공지사항을 불러오지 못했습니다.';

type NoticesTabProps = {
  view: ContentView;
  onView: (next: Partial<ContentView>) => void;
};

export function NoticesTab({ view, onView }: NoticesTabProps) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const editingId = typeof view.notice === 'number' ? view.notice : null;
  const notice = useAdminNotice(editingId);

  const toList = (line: string | null = null) => {
    setMessage(line);
    onView({ notice: null });
  };
  const editor = (current: AdminNotice | null) => (
    <NoticeEditor
      key={current?.id ?? 'new'}
      notice={current}
      message={message}
      onBack={() => toList()}
      onSaved={(saved, isNew) => {
        queryClient.setQueryData([...adminKeys.area('content'), 'notice', saved.id], saved);
        setMessage(
          isNew
            ? '게시했습니다. 딜러 공지 목록 맨 위에 바로 보입니다.'
            : '저장했습니다. 딜러 화면에 바로 반영됩니다.',
        );
        if (isNew) {
          onView({ notice: saved.id });
        }
      }}
      onDeleted={(deleted) => toList(`"${deleted.title}" 공지를 삭제했습니다.`)}
    />
  );

  if (view.notice === 'new') {
    return editor(null);
  }
  if (editingId !== null) {
    return (
      <QueryState query={notice} failedTitle={NOTICE_READ_FAILED_TITLE}>
        {(loaded) => editor(loaded)}
      </QueryState>
    );
  }
  return (
    <NoticeList
      q={view.q}
      page={view.page}
      message={message}
      onSearch={(q) => onView({ q, page: 1 })}
      onPage={(page) => onView({ page })}
      onOpen={(id) => {
        setMessage(null);
        onView({ notice: id });
      }}
      onNew={() => {
        setMessage(null);
        onView({ notice: 'new' });
      }}
    />
  );
}
