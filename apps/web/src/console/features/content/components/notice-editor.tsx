// Writing a notice: the title, the rich text editor and, beside it, the preview the server answers (the
// HTML exactly as it will be stored, as dealers will read it). 게시하기 publishes a new notice at the top
// of the dealers' board; 저장하기 saves an edit (the publication date stays); 삭제 asks first.
import { useEffect, useId, useRef, useState } from 'react';
import {
  noticeWriteRequest,
  NOTICE_TITLE_MAX,
  type AdminNotice,
  type NoticeWriteRequest,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { bindField, fieldError, useSchemaForm } from '@/lib/form';
import { useSingleFlight } from '@/lib/use-single-flight';
import { refusalText } from '@/lib/call';
import { AdminPanel } from '../../../components/admin-page';
import { StatusLine } from '../../../components/status-line';
import { dateTime } from '../../../lib/format';
import { useSaveNotice } from '../api/save-content';
import { DeleteContentDialog } from './delete-content-dialog';
import { NoticePreviewPane } from './notice-preview-pane';
import { RichTextEditor } from './rich-text-editor';
import styles from './notice-editor.module.css';
import { askConfirm } from '@/components/ui/app-dialog';

/** How long the editor stays still before the preview is asked again. */
const PREVIEW_DELAY_MS = 600;

type NoticeEditorProps = {
  /** null: a new notice. */
  notice: AdminNotice | null;
  /** A line to show above the form (what was just done), until the next change. */
  message: string | null;
  onSaved: (notice: AdminNotice, isNew: boolean) => void;
  onDeleted: (notice: AdminNotice) => void;
  onBack: () => void;
};

export function NoticeEditor({ notice, message, onSaved, onDeleted, onBack }: NoticeEditorProps) {
  const contentsLabelId = useId();
  const contentsMessageId = useId();
  const previewRef = useRef<HTMLDivElement>(null);
  const form = useSchemaForm(noticeWriteRequest, {
    title: notice?.title ?? '',
    contents: notice?.contents ?? '',
  });
  const title = form.watch('title');
  const contents = form.watch('contents');
  const [previewed, setPreviewed] = useState(contents);
  const [saved, setSaved] = useState<NoticeWriteRequest>({
    title: notice?.title ?? '',
    contents: notice?.contents ?? '',
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const save = useSaveNotice();

  useEffect(() => {
    const timer = window.setTimeout(() => setPreviewed(contents), PREVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [contents]);

  const submit = useSingleFlight(async (values: NoticeWriteRequest) => {
    setRefusal(null);
    let stored: AdminNotice;
    try {
      stored = await save.mutateAsync({ id: notice?.id ?? null, ...values });
    } catch (error) {
      setRefusal(refusalText(error));
      return;
    }
    setSaved(values);
    onSaved(stored, notice === null);
  });

  const contentsError = fieldError(form, 'contents');
  // Compared with what was last saved (react-hook-form's dirty flag misses fields set by the text inputs).
  const isChanged = title !== saved.title || contents !== saved.contents;

  const goBack = async () => {
    if (isChanged && !(await askConfirm('저장하지 않은 내용이 있습니다. 목록으로 돌아갈까요?'))) {
      return;
    }
    onBack();
  };

  // The delete dialog stays outside the form: its confirm must not submit the notice.
  return (
    <>
      <form
        className={styles.layout}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit((values) => submit.run(values))(event);
        }}
      >
        <div className={styles.bar}>
          <Button variant="ghost" size="sm" onClick={() => void goBack()}>
            ← 공지 목록
          </Button>
          <div className={styles.barActions}>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setPreviewed(contents);
                previewRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            >
              미리보기
            </Button>
            {notice ? (
              <Button variant="outline" size="sm" onClick={() => setDeleteOpen(true)}>
                삭제
              </Button>
            ) : null}
            <Button type="submit" size="sm" disabled={submit.isRunning || (notice !== null && !isChanged)}>
              {notice ? '저장하기' : '게시하기'}
            </Button>
          </div>
        </div>
        {refusal ? (
          <StatusLine tone="refused">{refusal}</StatusLine>
        ) : message && !isChanged ? (
          <StatusLine tone="done">{message}</StatusLine>
        ) : null}
        <div className={styles.columns}>
          <AdminPanel title={notice ? '공지 수정' : '새 공지'} className={styles.writer}>
            {notice ? (
              <p className={styles.meta}>
                {notice.id}번 · 게시 {dateTime(notice.publishedAt)}
                {notice.editedAt ? ` · 최근 수정 ${dateTime(notice.editedAt)}` : ''}
              </p>
            ) : (
              <p className={styles.meta}>게시하면 딜러 공지 목록 맨 위에 바로 보입니다.</p>
            )}
            <TextField
              label="제목"
              maxLength={NOTICE_TITLE_MAX}
              placeholder="예: 설 연휴 입금 확인 일정 안내"
              hint={`${title.length}/${NOTICE_TITLE_MAX}자`}
              {...bindField(form, 'title')}
            />
            <div className={styles.contents}>
              <span id={contentsLabelId} className={styles.label}>
                내용
              </span>
              <RichTextEditor
                initialHtml={notice?.contents ?? ''}
                labelledBy={contentsLabelId}
                describedBy={contentsError ? contentsMessageId : undefined}
                isInvalid={Boolean(contentsError)}
                onChange={(html) => {
                  form.setValue('contents', html, { shouldDirty: true });
                  form.clearErrors('contents');
                }}
              />
              {contentsError ? (
                <p id={contentsMessageId} className={styles.error}>
                  {contentsError}
                </p>
              ) : null}
            </div>
          </AdminPanel>
          <div ref={previewRef} className={styles.previewColumn}>
            <NoticePreviewPane title={title} contents={previewed} isStale={previewed !== contents} />
          </div>
        </div>
      </form>
      {notice && isDeleteOpen ? (
        <DeleteContentDialog
          kind="notices"
          item={notice}
          onClose={() => setDeleteOpen(false)}
          onDone={() => onDeleted(notice)}
        />
      ) : null}
    </>
  );
}
