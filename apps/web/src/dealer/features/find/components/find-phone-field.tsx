// The phone number with its "인증번호 받기" button and the code field, as both find panels ask for them.
import { PHONE_CODE_DIGITS, PHONE_DIGITS, digitsOnly, formatPhone } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import styles from './find-page.module.css';

type FindPhoneFieldProps = {
  /** Digits only. */
  phone: string;
  onPhoneChange: (digits: string) => void;
  error?: string | null | undefined;
  hint?: string | undefined;
  readOnly?: boolean;
  disabled: boolean;
  onRequest: () => void;
};

export function FindPhoneField({
  phone,
  onPhoneChange,
  error,
  hint,
  readOnly,
  disabled,
  onRequest,
}: FindPhoneFieldProps) {
  return (
    <div className={styles.inline}>
      <TextField
        label="전화번호"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={13}
        value={formatPhone(phone)}
        readOnly={readOnly}
        onChange={(event) => onPhoneChange(digitsOnly(event.target.value).slice(0, PHONE_DIGITS))}
        error={error}
        hint={hint}
      />
      <Button variant="outline" className={styles.inlineButton} onClick={onRequest} disabled={disabled}>
        인증번호 받기
      </Button>
    </div>
  );
}

type FindCodeFieldProps = {
  code: string;
  onCodeChange: (raw: string) => void;
  error?: string | null | undefined;
  hint?: string | undefined;
  readOnly?: boolean;
};

/** The 4-digit code field of both find panels. */
export function FindCodeField({ code, onCodeChange, error, hint, readOnly }: FindCodeFieldProps) {
  return (
    <TextField
      label="인증번호"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={PHONE_CODE_DIGITS}
      value={code}
      readOnly={readOnly}
      onChange={(event) => onCodeChange(event.target.value)}
      error={error}
      hint={hint}
    />
  );
}
