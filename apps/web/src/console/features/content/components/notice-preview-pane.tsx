// The preview beside the editor: the HTML the server would store (scripts, handlers and unsafe links
// already gone), rendered like the dealers' notice page. It follows the editor a moment after typing stops.
import { NoticeHtml } from '@/components/notice-html/notice-html';
import { AdminPanel } from '../../../components/admin-page';
import { useNoticePreview } from '../api/preview-notice';
import styles from './notice-editor.module.css';

type NoticePreviewPaneProps = { title: string; contents: string; isStale: boolean };

export function NoticePreviewPane({ title, contents, isStale }: NoticePreviewPaneProps) {
  const preview = useNoticePreview(contents);
  const html = preview.data?.contents ?? '';
  return (
    <AdminPanel
      title="미리보기"
      className={styles.preview}
      actions={
        <span className={styles.previewState} aria-live="polite">
          {isStale || preview.isFetching ? '갱신 중…' : '딜러에게 보이는 화면'}
        </span>
      }
    >
      <article className={styles.sheet} aria-label="공지 미리보기">
        <h3 className={styles.sheetTitle}>{title.trim() || '제목을 입력해주세요'}</h3>
        {preview.error ? (
          <p className={styles.error} role="alert">
            {preview.error.message}
          </p>
        ) : html ? (
          <NoticeHtml html={html} className={styles.sheetBody} />
        ) : (
          <p className={styles.placeholder}>내용을 입력하면 여기에 딜러가 보게 될 모습 그대로 나타납니다.</p>
        )}
      </article>
      <p className={styles.note}>
        허용되지 않는 태그, 스크립트, 안전하지 않은 링크는 저장할 때 지워지며 미리보기에도 보이지 않습니다.
      </p>
    </AdminPanel>
  );
}
