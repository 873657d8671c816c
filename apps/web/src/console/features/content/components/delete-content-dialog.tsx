// Deleting a notice or a FAQ question, asked first: it leaves the dealers' pages at once and cannot be undone.
import { ActionDialog } from '../../../components/action-dialog';
import { useDeleteContent } from '../api/delete-content';
import type { ContentKind } from '../api/save-content';

const WORDS: Record<ContentKind, { title: string; object: string; place: string }> = {
  notices: { title: '공지 삭제', object: '공지를', place: '딜러 공지 목록' },
  faqs: { title: '질문 삭제', object: '질문을', place: '딜러 FAQ' },
};

type DeleteContentDialogProps = {
  kind: ContentKind;
  item: { id: number; title: string };
  onClose: () => void;
  onDone: () => void;
};

export function DeleteContentDialog({ kind, item, onClose, onDone }: DeleteContentDialogProps) {
  const remove = useDeleteContent(kind);
  const words = WORDS[kind];
  return (
    <ActionDialog
      title={words.title}
      description={
        <>
          <strong>{item.title}</strong> {words.object} 삭제합니다. {words.place}에서 바로 사라지며 되돌릴 수
          없습니다.
        </>
      }
      confirmLabel="삭제"
      tone="danger"
      onConfirm={() => remove.mutateAsync(item.id)}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
