// /seller/login: the seller's phone and the 4-digit SMS code. A phone with no listing logs in too (the
// server creates the seller); the token goes under the seller's own key, so a dealer session stays.
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  PHONE_CODE_DIGITS,
  PHONE_DIGITS,
  RULE_SENTENCES,
  api,
  digitsOnly,
  formatPhone,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { SignInCard } from '@/components/ui/sign-in-card';
import { InlineField } from '@/components/phone-verification/inline-field';
import { CODE_FIELD, PHONE_FIELD, PHONE_SPAM_HINT } from '@/components/phone-verification/phone-fields';
import { remainingText, usePhoneCode } from '@/components/phone-verification/use-phone-code';
import { call } from '@/lib/call';
import { GENERIC_ERROR_MESSAGE } from '@/lib/http';
import { loginDestination } from '@/lib/login-destination';
import { sellerSession } from '../../session';
import styles from './seller-login-page.module.css';

export const CODE_EXPIRED_MESSAGE = '인증번호가 만료되었습니다. 재전송을 눌러주세요.';

export function SellerLoginPage() {
  const token = sellerSession.useToken();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [phone, setPhone] = useState('');
  // Silent: the form shows a refusal under the phone or the code.
  const phoneCode = usePhoneCode({
    phone,
    request: (digits) => call(api.sellers.requestCode, { body: { phone: digits } }, { silent: true }),
    confirm: (digits, authCode) =>
      call(api.sellers.login, { body: { phone: digits, authCode } }, { silent: true }),
  });
  const { code, sent, busy, remaining } = phoneCode;
  const isExpired = sent && remaining <= 0;

  if (token) {
    return <Navigate to={loginDestination(location.state, '/seller')} replace />;
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) {
      return;
    }
    if (!sent) {
      await phoneCode.requestCode();
      return;
    }
    if (isExpired) {
      phoneCode.setCodeError(CODE_EXPIRED_MESSAGE);
      return;
    }
    const confirmed = await phoneCode.confirmCode();
    if (!confirmed) {
      return;
    }
    const { accessToken } = confirmed.data;
    if (!accessToken) {
      // A success without a token.
      phoneCode.setCodeError(GENERIC_ERROR_MESSAGE);
      return;
    }
    sellerSession.signIn(queryClient, accessToken);
    await navigate(loginDestination(location.state, '/seller'), { replace: true });
  };

  return (
    <div className={styles.page}>
      <SignInCard
        logoTag="판매자"
        title="내 차 팔기"
        lead="전화번호로 로그인하고 오토바이·자동차를 경매에 올려보세요."
      >
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <InlineField
            id="seller-login-phone"
            {...PHONE_FIELD}
            value={formatPhone(phone)}
            onChange={(event) => {
              setPhone(digitsOnly(event.target.value).slice(0, PHONE_DIGITS));
              phoneCode.phoneEdited();
            }}
            error={phoneCode.phoneError}
            hint={PHONE_SPAM_HINT}
            action={
              <Button variant="dark" disabled={busy} onClick={() => void phoneCode.requestCode()}>
                {sent ? '재전송' : '인증번호 받기'}
              </Button>
            }
          />
          {sent ? (
            <div className={styles.codeField}>
              <InlineField
                id="seller-login-code"
                {...CODE_FIELD}
                value={code}
                onChange={(event) => phoneCode.setCode(event.target.value)}
                extra={remainingText(remaining)}
                error={phoneCode.codeError ?? (isExpired ? CODE_EXPIRED_MESSAGE : null)}
                action={null}
              />
            </div>
          ) : null}
          <Button
            type="submit"
            variant="secondary"
            size="lg"
            block
            disabled={busy || !sent || code.length !== PHONE_CODE_DIGITS}
          >
            로그인
          </Button>
        </form>
        <ul className={styles.points}>
          <li>{RULE_SENTENCES.sellerLoginPoint}</li>
          <li>딜러마다 거래 완료 건수와 입찰가 대비 실거래 비율을 보고 직접 선택</li>
        </ul>
      </SignInCard>
    </div>
  );
}
