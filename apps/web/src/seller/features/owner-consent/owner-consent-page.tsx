// /consent/:token: the registered owner's page behind the SMS link (docs/domain.md "Owner consent"). No
// login: the link is the key, for 24 hours and once. It shows what is consented to (the platform, the
// vehicle, its plate, the seller's name masked), sends a code to the owner's phone and confirms with it.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { OWNER_CONSENT_MESSAGES, api, formatDotDateTime, phoneCodeInput } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { PageCard } from '@/components/ui/page-card';
import { ReadFailure } from '@/components/ui/query-state';
import { ResultView } from '@/components/ui/result-view';
import { LoadingView } from '@/components/ui/status-view';
import { TextField } from '@/components/ui/text-field';
import { call, isServerRefusal, refusalText } from '@/lib/call';
import { plateLabelOf } from '../../lib/owner-consent';
import styles from './owner-consent-page.module.css';

/** A consent request that failed to load (not refused): the failure's title. */
export const CONSENT_READ_FAILED_TITLE = '동의 요청을 불러오지 못했습니다.';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <Logo tag="소유자 동의" />
      </header>
      <main>{children}</main>
    </div>
  );
}

export function OwnerConsentPage() {
  const { token = '' } = useParams();
  const details = useQuery({
    queryKey: ['owner-consent', token],
    queryFn: () => call(api.ownerConsents.view, { params: { token } }, { silent: true }),
  });
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'code' | 'confirm' | null>(null);
  const [confirmedAt, setConfirmedAt] = useState<string | null>(null);

  if (details.isPending) {
    return (
      <Frame>
        <LoadingView text="불러오는 중입니다..." />
      </Frame>
    );
  }
  if (details.isError) {
    // A link the server refused (unknown, expired, used) is an answer; anything else failed and may be
    // tried again (docs/decisions/024).
    return (
      <Frame>
        {isServerRefusal(details.error) ? (
          <ResultView tone="info" title="동의 요청을 열 수 없습니다" text={details.error.message} />
        ) : (
          <ReadFailure
            title={CONSENT_READ_FAILED_TITLE}
            error={details.error}
            onRetry={() => void details.refetch()}
            isRetrying={details.isFetching}
          />
        )}
      </Frame>
    );
  }
  if (confirmedAt) {
    return (
      <Frame>
        <ResultView
          title={OWNER_CONSENT_MESSAGES.confirmed}
          text={`${formatDotDateTime(confirmedAt)}에 동의가 기록되었습니다. 이 창을 닫으셔도 됩니다.`}
        />
      </Frame>
    );
  }
  const consent = details.data;

  const requestCode = async () => {
    setBusy('code');
    setNotice(null);
    try {
      await call(api.ownerConsents.requestCode, { params: { token } }, { silent: true });
      setCodeSentTo(consent.ownerPhone);
    } catch (error) {
      setNotice(refusalText(error));
    } finally {
      setBusy(null);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = phoneCodeInput.safeParse(code.trim());
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy('confirm');
    setNotice(null);
    try {
      const answer = await call(
        api.ownerConsents.confirm,
        { params: { token }, body: { code: parsed.data } },
        { silent: true },
      );
      setConfirmedAt(answer.confirmedAt);
    } catch (error) {
      setCodeError(refusalText(error));
    } finally {
      setBusy(null);
    }
  };

  const vehicle = [consent.brandName, consent.model, consent.year ? `${consent.year}년식` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Frame>
      <PageCard
        title="차량 판매 광고 소유자 동의"
        lead={`${consent.ownerName}님, 아래 차량을 ${consent.platform}에 중고차 판매 광고로 올리는 데 동의하시는지 확인해주세요.`}
      >
        <dl className={styles.facts}>
          <div>
            <dt>플랫폼</dt>
            <dd>{consent.platform}</dd>
          </div>
          <div>
            <dt>차량</dt>
            <dd>{vehicle || '-'}</dd>
          </div>
          <div>
            <dt>{plateLabelOf(consent.vehicleType)}</dt>
            <dd>{consent.plateNumber}</dd>
          </div>
          <div>
            <dt>판매 요청자</dt>
            <dd>{consent.sellerName || '-'}</dd>
          </div>
          <div>
            <dt>동의 기한</dt>
            <dd>{formatDotDateTime(consent.expiresAt)}까지</dd>
          </div>
        </dl>
        <p className={styles.statement}>
          동의하시면 이 차량번호의 판매 광고에 대해 소유자 동의를 받은 것으로 기록됩니다(동의한 사람, 일시,
          차량번호). 본인이 소유자가 아니거나 요청한 적이 없다면 동의하지 마세요.
        </p>
        {notice ? (
          <p className={styles.error} role="alert">
            {notice}
          </p>
        ) : null}
        {codeSentTo ? (
          <form className={styles.codeForm} onSubmit={(event) => void confirm(event)} noValidate>
            <p role="status">{codeSentTo}로 인증번호를 보냈습니다.</p>
            <TextField
              id="consent-code"
              label="인증번호"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              value={code}
              error={codeError}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, ''));
                setCodeError(null);
              }}
            />
            <div className={styles.actions}>
              <Button type="submit" size="lg" isBusy={busy === 'confirm'} busyLabel="확인 중...">
                동의하기
              </Button>
              <Button variant="ghost" size="lg" disabled={busy !== null} onClick={() => void requestCode()}>
                인증번호 다시 받기
              </Button>
            </div>
          </form>
        ) : (
          <div className={styles.actions}>
            <Button
              size="lg"
              isBusy={busy === 'code'}
              busyLabel="보내는 중..."
              onClick={() => void requestCode()}
            >
              {consent.ownerPhone}로 인증번호 받기
            </Button>
          </div>
        )}
      </PageCard>
    </Frame>
  );
}
