// Phone number with SMS verification (docs/spec.md §4; sign-up, re-application and profile change): idle -> code sent (code input, 3:00 countdown)
// -> verified ("인증완료", disabled). Editing the number starts over.
import {
  ACCOUNT_MESSAGES,
  PHONE_CODE_DIGITS,
  PHONE_DIGITS,
  api,
  digitsOnly,
  formatPhone,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { call } from '@/lib/call';
import { InlineField } from './inline-field';
import { CODE_FIELD, PHONE_FIELD, PHONE_SPAM_HINT } from './phone-fields';
import { remainingText, usePhoneCode } from './use-phone-code';

/** `signup`: a number for a new account; `profile`: a new number of the signed-in dealer. */
type PhoneCodePurpose = 'signup' | 'profile';

/** Silent: the message goes under the field. */
const SILENT = { silent: true } as const;

function requestCode(purpose: PhoneCodePurpose, phone: string) {
  const route = purpose === 'signup' ? api.dealers.requestSignupCode : api.dealers.requestPhoneChange;
  return call(route, { body: { phone } }, SILENT);
}

/** Confirms the code: sign-up's answer carries the upload grant for the form's documents (docs/decisions/016). */
async function confirmCode(purpose: PhoneCodePurpose, phone: string, authCode: string) {
  if (purpose === 'signup') {
    const { uploadGrant } = await call(api.dealers.confirmSignupCode, { body: { phone, authCode } }, SILENT);
    return { uploadGrant };
  }
  await call(api.dealers.confirmPhoneChange, { body: { phone, authCode } }, SILENT);
  return { uploadGrant: undefined };
}

type PhoneVerificationProps = {
  idPrefix: string;
  /** Sign-up's code, or the signed-in dealer's code for a new number. */
  purpose: PhoneCodePurpose;
  /** Digits only. */
  phone: string;
  onPhoneChange: (digits: string) => void;
  verified: boolean;
  /** With sign-up's upload grant once verified (docs/decisions/016). */
  onVerifiedChange: (verified: boolean, uploadGrant?: string) => void;
  error?: string | null;
};

export function PhoneVerification({
  idPrefix,
  purpose,
  phone,
  onPhoneChange,
  verified,
  onVerifiedChange,
  error,
}: PhoneVerificationProps) {
  const phoneCode = usePhoneCode({
    phone,
    request: (digits) => requestCode(purpose, digits),
    confirm: (digits, code) => confirmCode(purpose, digits, code),
  });
  const { code, busy, remaining } = phoneCode;
  const sent = phoneCode.sent && !verified;

  const changePhone = (value: string) => {
    onPhoneChange(digitsOnly(value).slice(0, PHONE_DIGITS));
    phoneCode.phoneEdited();
    if (verified) {
      onVerifiedChange(false);
    }
  };

  const confirm = async () => {
    const confirmed = await phoneCode.confirmCode();
    if (confirmed) {
      onVerifiedChange(true, confirmed.data.uploadGrant);
    }
  };

  return (
    <>
      <InlineField
        id={`${idPrefix}-phone`}
        {...PHONE_FIELD}
        value={formatPhone(phone)}
        onChange={(event) => changePhone(event.target.value)}
        error={phoneCode.phoneError ?? error}
        hint={PHONE_SPAM_HINT}
        action={
          <Button
            variant={verified ? 'secondary' : 'dark'}
            disabled={verified || busy}
            onClick={() => void phoneCode.requestCode()}
          >
            {verified ? '인증완료' : sent ? '재전송' : '인증번호 받기'}
          </Button>
        }
      />
      {sent ? (
        <InlineField
          id={`${idPrefix}-code`}
          {...CODE_FIELD}
          value={code}
          onChange={(event) => phoneCode.setCode(event.target.value)}
          extra={remainingText(remaining)}
          error={phoneCode.codeError ?? (remaining <= 0 ? ACCOUNT_MESSAGES.phoneCodeExpired : null)}
          action={
            <Button
              variant="outline"
              disabled={code.length !== PHONE_CODE_DIGITS || busy}
              onClick={() => void confirm()}
            >
              확인
            </Button>
          }
        />
      ) : null}
    </>
  );
}
