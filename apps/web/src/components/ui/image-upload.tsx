// The shared uploader of spec "Image upload": idle -> uploading ("upload...") -> done, a preview,
// the 5 MB limit checked before sending, and a confirmation before replacing an existing image.
import { useId, useRef, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { UPLOAD_MAX_BYTES, type UploadResponse } from '@autobid/shared';
import { postForm, type Session } from '@/lib/http';
import { FieldMessage } from './field-wrapper';
import { askConfirm, showAlert } from './app-dialog';
import styles from './image-upload.module.css';

export const UPLOAD_TOO_LARGE_MESSAGE = '5MB 이하의 이미지만 업로드를 해주세요.';
export const REPLACE_IMAGE_CONFIRM = '이미 등록된 이미지가 있습니다. 새 이미지로 변경하시겠습니까?';

/**
 * POST /v1/files/images (multipart field `file`) as the given session (the file belongs to whoever uploads
 * it): the stored file's URL, or null (the client alerted).
 */
async function uploadImage({ file, session }: { file: File; session: Session }): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  const result = await postForm<UploadResponse | null>('/v1/files/images', form, { session });
  return result.ok && result.data && typeof result.data.url === 'string' ? result.data.url : null;
}

type ImageUploadProps = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** PDF is accepted where the document may be a scan (business registration). */
  allowPdf?: boolean;
  error?: string | null;
  hint?: string;
  id?: string;
  /** Whose upload it is: the dealer's by default, the seller app's for a listing's photos. */
  session?: Session;
};

const isPdf = (url: string) => /\.pdf($|\?)/i.test(url);

export function ImageUpload({
  label,
  value,
  onChange,
  allowPdf = false,
  error,
  hint,
  id,
  session = 'dealer',
}: ImageUploadProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useMutation({ mutationFn: uploadImage });
  const uploading = upload.isPending;

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Reset so choosing the same file again still fires a change.
    input.value = '';
    if (!file) {
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      void showAlert(UPLOAD_TOO_LARGE_MESSAGE);
      return;
    }
    if (value && !(await askConfirm(REPLACE_IMAGE_CONFIRM))) {
      return;
    }
    const url = await upload.mutateAsync({ file, session });
    if (url) {
      onChange(url);
    }
  };

  const accept = allowPdf ? 'image/*,application/pdf' : 'image/*';
  const messageId = `${inputId}-message`;
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${inputId}-label`}>
        {label}
      </span>
      <div className={styles.row}>
        <div className={[styles.preview, error ? styles.invalid : ''].join(' ')}>
          {value ? (
            isPdf(value) ? (
              <a href={value} target="_blank" rel="noreferrer" className={styles.pdf}>
                PDF 보기
              </a>
            ) : (
              <img src={value} alt={`${label} 미리보기`} />
            )
          ) : (
            <span className={styles.empty} aria-hidden="true">
              +
            </span>
          )}
        </div>
        <div className={styles.actions}>
          <label htmlFor={inputId} className={styles.button} aria-disabled={uploading || undefined}>
            {uploading ? 'upload...' : value ? '변경하기' : '파일 선택'}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={accept}
            className={styles.input}
            aria-label={label}
            aria-describedby={error || hint ? messageId : undefined}
            disabled={uploading}
            onChange={(event) => void handleChange(event)}
          />
          <span className={styles.accept}>{allowPdf ? '이미지 또는 PDF, 5MB 이하' : '이미지, 5MB 이하'}</span>
        </div>
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
