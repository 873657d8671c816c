// The shared uploader of spec "Image upload": idle -> uploading ("upload...") -> done, a preview,
// the 5 MB limit checked before sending, a confirmation before replacing an existing image, and a
// refused upload's message under the field (docs/decisions/016).
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNT_MESSAGES,
  UPLOAD_CODE_LINK_HEADER,
  UPLOAD_GRANT_HEADER,
  UPLOAD_MAX_BYTES,
  type UploadResponse,
} from '@autobid/shared';
import { cn } from '@/lib/cn';
import { GENERIC_ERROR_MESSAGE, failureMessage, postForm, type Session } from '@/lib/http';
import { FieldMessage } from './field-wrapper';
import { askConfirm, showAlert } from './app-dialog';
import styles from './image-upload.module.css';

export const UPLOAD_TOO_LARGE_MESSAGE = '5MB 이하의 이미지만 업로드를 해주세요.';
export const REPLACE_IMAGE_CONFIRM = '이미 등록된 이미지가 있습니다. 새 이미지로 변경하시겠습니까?';

/**
 * An upload's credential instead of a session (docs/decisions/016): sign-up's grant from the phone
 * confirmation (null until the phone is verified), or the code of a completion code link.
 */
export type UploadCredential = { grant: string | null } | { codeLink: string };

type UploadInput = { file: File; session: Session; credential?: UploadCredential };

/**
 * POST /v1/files/images (multipart field `file`) with the credential, or else as the given session (the
 * file belongs to whoever uploads it): the stored file's URL, or the refusal's message for under the field.
 * A refusal never ends the session: a grant or a code may have expired while the session is fine.
 */
async function uploadImage({
  file,
  session,
  credential,
}: UploadInput): Promise<{ url: string } | { error: string }> {
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> = {};
  if (credential && 'grant' in credential && credential.grant) {
    headers[UPLOAD_GRANT_HEADER] = credential.grant;
  }
  if (credential && 'codeLink' in credential) {
    headers[UPLOAD_CODE_LINK_HEADER] = credential.codeLink;
  }
  const result = await postForm<UploadResponse | null>('/v1/files/images', form, {
    session,
    headers,
    silent: true,
    keepSession: true,
  });
  if (!result.ok) {
    return { error: failureMessage(result) };
  }
  return result.data && typeof result.data.url === 'string'
    ? { url: result.data.url }
    : { error: GENERIC_ERROR_MESSAGE };
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
  /** Sign-up's grant or a code link's code, sent instead of relying on the session. */
  credential?: UploadCredential;
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
  credential,
}: ImageUploadProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useMutation({ mutationFn: uploadImage });
  const uploading = upload.isPending;
  /** The last refusal (server or client), under the field until the next file is chosen. */
  const [uploadError, setUploadError] = useState<string | null>(null);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Reset so choosing the same file again still fires a change.
    input.value = '';
    if (!file) {
      return;
    }
    setUploadError(null);
    if (file.size > UPLOAD_MAX_BYTES) {
      void showAlert(UPLOAD_TOO_LARGE_MESSAGE);
      return;
    }
    // Sign-up uploads under the verified phone's grant: nothing to send before the phone is verified.
    if (credential && 'grant' in credential && !credential.grant) {
      setUploadError(ACCOUNT_MESSAGES.phoneNotVerified);
      return;
    }
    if (value && !(await askConfirm(REPLACE_IMAGE_CONFIRM))) {
      return;
    }
    const outcome = await upload.mutateAsync({ file, session, credential });
    if ('url' in outcome) {
      onChange(outcome.url);
    } else {
      setUploadError(outcome.error);
    }
  };

  // The form's own message first (a missing photo); else the upload's refusal.
  const shownError = error || uploadError;
  const accept = allowPdf ? 'image/*,application/pdf' : 'image/*';
  const messageId = `${inputId}-message`;
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${inputId}-label`}>
        {label}
      </span>
      <div className={styles.row}>
        <div className={cn(styles.preview, shownError && styles.invalid)}>
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
            aria-describedby={shownError || hint ? messageId : undefined}
            disabled={uploading}
            onChange={(event) => void handleChange(event)}
          />
          <span className={styles.accept}>{allowPdf ? '이미지 또는 PDF, 5MB 이하' : '이미지, 5MB 이하'}</span>
        </div>
      </div>
      <FieldMessage id={messageId} error={shownError} hint={hint} />
    </div>
  );
}
