// The FAQ tab: one category at a time, its questions in the order dealers read them; each moves up or
// down, opens in the edit dialog or is deleted (asked first). A refused move (already first) says so here.
import { useState } from 'react';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, type AdminFaq, type FaqCategory } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { TabList } from '@/components/ui/tab-list';
import { refusalText } from '@/lib/call';
import { AdminPanel } from '../../../components/admin-page';
import tabStyles from '../../../components/admin-tabs.module.css';
import { QueryState } from '@/components/ui/query-state';
import { StatusLine } from '../../../components/status-line';
import { useAdminFaqs } from '../api/get-faqs';
import { useMoveFaq } from '../api/move-faq';
import { DeleteContentDialog } from './delete-content-dialog';
import { FaqDialog } from './faq-dialog';
import styles from './faq-board.module.css';

const CATEGORY_TABS = FAQ_CATEGORIES.map((value) => ({ value, label: FAQ_CATEGORY_LABELS[value] }));

type FaqBoardProps = { category: FaqCategory; onCategory: (category: FaqCategory) => void };

export function FaqBoard({ category, onCategory }: FaqBoardProps) {
  const faqs = useAdminFaqs(category);
  const move = useMoveFaq();
  const [editing, setEditing] = useState<AdminFaq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);

  const moveFaq = async (faq: AdminFaq, direction: 'UP' | 'DOWN') => {
    if (move.isPending) {
      return;
    }
    try {
      await move.mutateAsync({ id: faq.id, direction });
      setNotice(null);
    } catch (error) {
      setNotice({ text: refusalText(error), isError: true });
    }
  };

  return (
    <AdminPanel title="자주 묻는 질문" actions={<Button onClick={() => setEditing('new')}>질문 등록</Button>}>
      <TabList
        label="FAQ 분류"
        items={CATEGORY_TABS}
        selected={category}
        onSelect={(next) => {
          setNotice(null);
          onCategory(next);
        }}
        classes={{ list: tabStyles.tabs, tab: tabStyles.tab, active: tabStyles.active }}
      />
      {notice ? <StatusLine tone={notice.isError ? 'refused' : 'done'}>{notice.text}</StatusLine> : null}
      <QueryState query={faqs}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.empty}>
              {FAQ_CATEGORY_LABELS[category]} 분류에 등록된 질문이 없습니다. 질문 등록으로 추가해보세요.
            </p>
          ) : (
            <ol
              className={styles.list}
              aria-label={`${FAQ_CATEGORY_LABELS[category]} 질문 (딜러에게 보이는 순서)`}
            >
              {list.map((faq, index) => (
                <li key={faq.id} className={styles.item}>
                  <span className={styles.order} aria-hidden="true">
                    {index + 1}
                  </span>
                  <div className={styles.text}>
                    <p className={styles.question}>{faq.title}</p>
                    <p className={styles.answer}>{faq.contents}</p>
                  </div>
                  <div className={styles.actions}>
                    <Button
                      variant="outline"
                      size="sm"
                      className={styles.arrow}
                      aria-label={`${faq.title} 위로 이동`}
                      title="위로 이동"
                      disabled={index === 0 || move.isPending}
                      onClick={() => void moveFaq(faq, 'UP')}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className={styles.arrow}
                      aria-label={`${faq.title} 아래로 이동`}
                      title="아래로 이동"
                      disabled={index === list.length - 1 || move.isPending}
                      onClick={() => void moveFaq(faq, 'DOWN')}
                    >
                      ↓
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setEditing(faq)}>
                      수정
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(faq)}>
                      삭제
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
      {editing ? (
        <FaqDialog
          faq={editing === 'new' ? null : editing}
          category={category}
          onClose={() => setEditing(null)}
          onSaved={(saved, isNew) => {
            setNotice({
              text: isNew ? '질문을 등록했습니다. 분류의 맨 아래에 추가됩니다.' : '질문을 저장했습니다.',
              isError: false,
            });
            if (saved.category !== category) {
              onCategory(saved.category);
            }
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteContentDialog
          kind="faqs"
          item={deleting}
          onClose={() => setDeleting(null)}
          onDone={() => setNotice({ text: '질문을 삭제했습니다.', isError: false })}
        />
      ) : null}
    </AdminPanel>
  );
}
