// Adding or editing an FAQ question: its category, the question and the answer (plain text, as dealers
// read it). A new question, or one moved to another category, goes last there.
import {
  faqWriteRequest,
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  FAQ_CONTENTS_MAX,
  FAQ_TITLE_MAX,
  type AdminFaq,
  type FaqCategory,
} from '@autobid/shared';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { bindChoice, bindField, useSchemaForm } from '@/lib/form';
import { ChoiceField } from '@/components/ui/choice-field';
import { FormDialog } from '../../../components/form-dialog';
import { useFormSubmit } from '../../../components/use-form-submit';
import { useSaveFaq } from '../api/save-content';

const CATEGORY_OPTIONS = FAQ_CATEGORIES.map((value) => ({ value, label: FAQ_CATEGORY_LABELS[value] }));

type FaqDialogProps = {
  /** null: a new question in `category`. */
  faq: AdminFaq | null;
  category: FaqCategory;
  onSaved: (faq: AdminFaq, isNew: boolean) => void;
  onClose: () => void;
};

export function FaqDialog({ faq, category, onSaved, onClose }: FaqDialogProps) {
  const form = useSchemaForm(faqWriteRequest, {
    category: faq?.category ?? category,
    title: faq?.title ?? '',
    contents: faq?.contents ?? '',
  });
  const save = useSaveFaq();
  const { submit, isPending, refusal } = useFormSubmit(
    form,
    (values) => save.mutateAsync({ id: faq?.id ?? null, ...values }),
    (saved) => onSaved(saved, faq === null),
    onClose,
  );
  return (
    <FormDialog
      title={faq ? '질문 수정' : '질문 등록'}
      submitLabel={faq ? '저장' : '등록'}
      onSubmit={submit}
      onClose={onClose}
      refusal={refusal}
      isPending={isPending}
      wide
    >
      <ChoiceField
        variant="tiles"
        legend="분류"
        options={CATEGORY_OPTIONS}
        {...bindChoice(form, 'category')}
      />
      <TextField label="질문" maxLength={FAQ_TITLE_MAX} {...bindField(form, 'title')} />
      <TextAreaField label="답변" rows={8} maxLength={FAQ_CONTENTS_MAX} {...bindField(form, 'contents')} />
    </FormDialog>
  );
}
