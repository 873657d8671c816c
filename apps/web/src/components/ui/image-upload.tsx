// The shared uploader of spec "Image upload": idle -> uploading ("upload...") -> done, a preview,
// the 5 MB limit checked before sending, a confirmation before replacing an existing image, and a
// refused upload's message under the field, scrolled into sight (docs/decisions/016, docs/domain.md
// "Uploads"). Where several files may be added at once, each is uploaded in turn.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  ACCOUNT_MESSAGES,
  UPLOAD_CODE_LINK_HEADER,
  UPLOAD_GRANT_HEADER,
  UPLOAD_MAX_BYTES,
  api,
} from '@autobid/shared';
import { call, refusalText } from '@/lib/call';
import { cn } from '@/lib/cn';
import type { Session } from '@/lib/http';
import { FieldMessage } from './field-wrapper';
import { askConfirm, showAlert } from './app-dialog';
import styles from './image-upload.module.css';

export const UPLOAD_TOO_LARGE_MESSAGE = '5MB 이하의 이미지만 업로드를 해주세요.';
export const REPLACE_IMAGE_CONFIRM = '이미 등록된 이미지가 있습니다. 새 이미지로 변경하시겠습니까?';
/** More files chosen at once than may still be added: the first `max` go up, the rest are left. */
export const tooManyFilesMessage = (max: number) =>
  `${max}장까지 더 올릴 수 있어 나머지 파일은 올리지 않았습니다.`;

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
  try {
    const { url } = await call(
      api.files.upload,
      { body: form },
      { session, headers, silent: true, keepSession: true },
    );
    return { url };
  } catch (error) {
    return { error: refusalText(error) };
  }
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
  /** Several files may be chosen at once, at most this many: `onChange` is called once per stored file. */
  maxFiles?: number;
};

/** A refusal, with the form's own message at that moment: a form message that changes after it is newer. */
type Refusal = { message: string; formError: string | null };

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
  maxFiles = 1,
}: ImageUploadProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageRef = useRef<HTMLDivElement>(null);
  const [uploading, setUploading] = useState(false);
  /** The last refusal (server or client), under the field until the next file is chosen. */
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const refuse = (message: string) => {
    setRefusal({ message, formError: error ?? null });
    // A sticky bar may cover the field's foot (the seller form's actions on a phone): bring it into sight.
    requestAnimationFrame(() => messageRef.current?.scrollIntoView?.({ block: 'nearest' }));
  };

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    // Reset so choosing the same file again still fires a change.
    input.value = '';
    if (chosen.length === 0) {
      return;
    }
    setRefusal(null);
    const taken = chosen.slice(0, Math.max(1, maxFiles));
    const files = taken.filter((file) => file.size <= UPLOAD_MAX_BYTES);
    // Too large: the spec's alert, and the same words stay at the slot.
    const leftOut = files.length < taken.length ? [UPLOAD_TOO_LARGE_MESSAGE] : [];
    if (leftOut.length > 0) {
      void showAlert(UPLOAD_TOO_LARGE_MESSAGE);
    }
    if (chosen.length > maxFiles) {
      leftOut.push(tooManyFilesMessage(maxFiles));
    }
    if (files.length === 0) {
      if (leftOut.length > 0) {
        refuse(leftOut.join(' '));
      }
      return;
    }
    // Sign-up uploads under the verified phone's grant: nothing to send before the phone is verified.
    if (credential && 'grant' in credential && !credential.grant) {
      refuse(ACCOUNT_MESSAGES.phoneNotVerified);
      return;
    }
    if (value && !(await askConfirm(REPLACE_IMAGE_CONFIRM))) {
      return;
    }
    const refusals: string[] = [];
    setUploading(true);
    try {
      for (const file of files) {
        const outcome = await uploadImage({ file, session, credential });
        if ('url' in outcome) {
          onChange(outcome.url);
        } else {
          // With several files, say which one the message is about.
          refusals.push(chosen.length > 1 ? `${file.name}: ${outcome.error}` : outcome.error);
        }
      }
    } finally {
      setUploading(false);
    }
    if (refusals.length + leftOut.length > 0) {
      refuse([...refusals, ...leftOut].join(' '));
    }
  };

  // The newer of the form's own message (a missing photo) and the upload's refusal.
  const isFormErrorNewer = Boolean(error) && (!refusal || error !== refusal.formError);
  const shownError = isFormErrorNewer ? error : (refusal?.message ?? null);
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
            id={inputId}
            type="file"
            accept={accept}
            multiple={maxFiles > 1}
            className={styles.input}
            aria-label={label}
            aria-describedby={shownError || hint ? messageId : undefined}
            disabled={uploading}
            onChange={(event) => void handleChange(event)}
          />
          <span className={styles.accept}>{allowPdf ? '이미지 또는 PDF, 5MB 이하' : '이미지, 5MB 이하'}</span>
        </div>
      </div>
      <div ref={messageRef} className={styles.message} aria-live="polite">
        <FieldMessage id={messageId} error={shownError} hint={hint} />
      </div>
    </div>
  );
}
