// The editor's link dialog: the address of the selected text's link (or of a new link at the cursor). Only
// web and mail addresses: the server drops any other link when it stores the notice.
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { bindField, useSchemaForm } from '@/lib/form';
import { FormDialog } from '../../../components/form-dialog';

const LINK_MESSAGES = {
  required: '링크 주소를 입력해주세요.',
  format: 'https:// 또는 mailto: 로 시작하는 주소를 입력해주세요.',
} as const;

const linkForm = z.object({
  href: z
    .string()
    .trim()
    .min(1, LINK_MESSAGES.required)
    .max(2000, LINK_MESSAGES.format)
    .regex(/^(https?:\/\/\S+|mailto:\S+)$/i, LINK_MESSAGES.format),
});

type LinkDialogProps = {
  href: string;
  onApply: (href: string) => void;
  /** Present when the selection is a link already. */
  onRemove?: () => void;
  onClose: () => void;
};

export function LinkDialog({ href, onApply, onRemove, onClose }: LinkDialogProps) {
  const form = useSchemaForm(linkForm, { href: href || 'https://' });
  const submit = form.handleSubmit((values) => {
    onApply(values.href);
    onClose();
  });
  return (
    <FormDialog
      title={onRemove ? '링크 수정' : '링크 넣기'}
      submitLabel={onRemove ? '수정' : '넣기'}
      onSubmit={() => void submit()}
      onClose={onClose}
      leadingButton={
        onRemove ? (
          <Button
            variant="ghost"
            onClick={() => {
              onRemove();
              onClose();
            }}
          >
            링크 해제
          </Button>
        ) : null
      }
    >
      <TextField
        label="링크 주소"
        inputMode="url"
        autoComplete="off"
        hint="선택한 글자에 링크를 겁니다. 선택한 글자가 없으면 주소를 그대로 넣습니다."
        {...bindField(form, 'href')}
      />
    </FormDialog>
  );
}
