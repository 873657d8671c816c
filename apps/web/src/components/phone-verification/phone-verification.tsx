// Phone number with SMS verification (docs/spec.md §4; sign-up, re-application and profile change): idle -> code sent (code input, 3:00 countdown)
// -> verified ("인증완료", disabled). Editing the number starts over.
import { useEffect, useState } from 'react';
import {
  ACCOUNT_MESSAGES,
  PHONE_CODE_DIGITS,
  PHONE_CODE_TTL_MINUTES,
  PHONE_DIGITS,
  PHONE_PATTERN,
  SIGNUP_MESSAGES,
  digitsOnly,
  formatPhone,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/http';
import { InlineField } from './inline-field';
import { confirmPhoneCode, requestPhoneCode, type PhoneCodePurpose } from './phone-code-calls';

export const PHONE_SPAM_HINT = '인증 문자가 스팸함으로 갈 수 있습니다.';

type PhoneVerificationProps = {
  idPrefix: string;
  /** Sign-up's code, or the signed-in dealer's code for a new number. */
  purpose: PhoneCodePurpose;
  /** Digits only. */
  phone: string;
  onPhoneChange: (digits: string) => void;
  verified: boolean;
  onVerifiedChange: (verified: boolean) => void;
  error?: string | null;
};

function remainingText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

export function PhoneVerification({ idPrefix, purpose, phone, onPhoneChange, verified, onVerifiedChange, error }: PhoneVerificationProps) {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sent = expiresAt !== null && !verified;

  useEffect(() => {
    if (!sent) {
      return;
    }
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [sent]);

  const changePhone = (value: string) => {
    onPhoneChange(digitsOnly(value).slice(0, PHONE_DIGITS));
    setPhoneError(null);
    setExpiresAt(null);
    setCode('');
    setCodeError(null);
    if (verified) {
      onVerifiedChange(false);
    }
  };

  const request = async () => {
    if (phone === '') {
      return setPhoneError(SIGNUP_MESSAGES.phoneRequired);
    }
    if (phone.length !== PHONE_DIGITS || !PHONE_PATTERN.test(phone)) {
      return setPhoneError(SIGNUP_MESSAGES.phoneFormat);
    }
    setBusy(true);
    const result = await requestPhoneCode(purpose, phone);
    setBusy(false);
    if (!result.ok) {
      return setPhoneError(failureMessage(result));
    }
    const serverExpiry = result.data?.expiresAt ? Date.parse(result.data.expiresAt) : NaN;
    setNow(Date.now());
    setExpiresAt(Number.isNaN(serverExpiry) ? Date.now() + PHONE_CODE_TTL_MINUTES * 60_000 : serverExpiry);
    setCode('');
    setCodeError(null);
  };

  const confirm = async () => {
    if (code.length !== PHONE_CODE_DIGITS) {
      return;
    }
    setBusy(true);
    const result = await confirmPhoneCode(purpose, phone, code);
    setBusy(false);
    if (!result.ok) {
      return setCodeError(failureMessage(result));
    }
    setCodeError(null);
    onVerifiedChange(true);
  };

  const remaining = expiresAt === null ? 0 : expiresAt - now;
  return (
    <>
      <InlineField
        id={`${idPrefix}-phone`}
        label="휴대폰 번호"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="010-0000-0000"
        value={formatPhone(phone)}
        onChange={(event) => changePhone(event.target.value)}
        error={phoneError ?? error}
        hint={PHONE_SPAM_HINT}
        action={
          <Button variant={verified ? 'secondary' : 'dark'} disabled={verified || busy} onClick={() => void request()}>
            {verified ? '인증완료' : sent ? '재전송' : '인증번호 받기'}
          </Button>
        }
      />
      {sent ? (
        <InlineField
          id={`${idPrefix}-code`}
          label="인증번호"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="인증번호 4자리"
          maxLength={PHONE_CODE_DIGITS}
          value={code}
          onChange={(event) => {
            setCode(digitsOnly(event.target.value).slice(0, PHONE_CODE_DIGITS));
            setCodeError(null);
          }}
          extra={remainingText(remaining)}
          error={codeError ?? (remaining <= 0 ? ACCOUNT_MESSAGES.phoneCodeExpired : null)}
          action={
            <Button variant="outline" disabled={code.length !== PHONE_CODE_DIGITS || busy} onClick={() => void confirm()}>
              확인
            </Button>
          }
        />
      ) : null}
    </>
  );
}
