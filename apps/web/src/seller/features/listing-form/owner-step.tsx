// Step 6, 소유자 확인 (docs/domain.md "Owner consent"): the plate (차량번호, a motorbike's 사용신고 번호) and
// whether the seller is the registered owner. The owner confirms his name as registered (checked with the
// vehicle registry); for another owner (family, a company) the owner's name and phone, and an SMS with a link
// the owner confirms with a code. Either saves the listing first: the consent is for the plate as saved.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, ownerConsentRequest, type OwnerConsentKind, type OwnerConsentRequest } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { ChoiceField } from '@/components/ui/choice-field';
import { TextField } from '@/components/ui/text-field';
import { isRefusal, refusalText } from '@/lib/call';
import { bindField } from '@/lib/form';
import { useMyAuction } from '../../api/get-my-auction';
import { sellerKeys } from '../../api/query-keys';
import { sendSellerWrite } from '../../api/seller-write';
import { PLATE_HINT, consentLine, plateLabelOf } from '../../lib/owner-consent';
import { sellerSession } from '../../session';
import type { ListingForm } from './form-binding';
import styles from './listing-fields.module.css';

const KIND_OPTIONS: { value: OwnerConsentKind; label: string; hint: string }[] = [
  { value: 'OWNER', label: '본인 소유', hint: '등록증의 소유자가 저입니다' },
  { value: 'DELEGATED', label: '다른 소유자', hint: '가족·법인 등 다른 사람 명의입니다' },
];

type FieldErrors = Partial<Record<'kind' | 'ownerName' | 'ownerPhone', string>>;

type OwnerStepProps = {
  form: ListingForm;
  listingId: number | null;
  /** Saves the listing as typed (the plate with it); its id, or null when the save was refused. */
  saveListing: () => Promise<number | null>;
};

export function OwnerStep({ form, listingId, saveListing }: OwnerStepProps) {
  const queryClient = useQueryClient();
  const detail = useMyAuction(listingId ?? 0);
  const me = sellerSession.useMe();
  const [kind, setKind] = useState<OwnerConsentKind | undefined>(detail.data?.ownerConsent?.by);
  const [ownerName, setOwnerName] = useState('');
  const [ownerPhone, setOwnerPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [isBusy, setBusy] = useState(false);
  const vehicleType = form.watch('conditionReport').vehicleType;
  const plateLabel = plateLabelOf(vehicleType);
  const consent = detail.data?.ownerConsent ?? null;
  const line = consentLine(consent);
  const nameShown = ownerName || (kind === 'OWNER' ? (me.data?.name ?? '') : '');

  const send = async () => {
    const body: OwnerConsentRequest =
      kind === 'DELEGATED'
        ? { kind, ownerName: nameShown, ownerPhone }
        : ({ kind, ownerName: nameShown } as OwnerConsentRequest);
    const parsed = ownerConsentRequest.safeParse(body);
    const plateOk = await form.trigger('plateNumber');
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] ?? 'kind') as keyof FieldErrors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    if (!plateOk) {
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const savedId = await saveListing();
      if (savedId === null) {
        return;
      }
      const answer = await sendSellerWrite(api.ownerConsents.request, {
        params: { id: savedId },
        body,
      });
      await queryClient.invalidateQueries({ queryKey: sellerKeys.auction(savedId) });
      setResult({
        tone: 'info',
        text:
          answer.status === 'CONFIRMED'
            ? '소유자 본인 확인이 완료되었습니다.'
            : '소유자에게 동의 요청 문자를 보냈습니다. 소유자가 문자의 링크에서 동의하면 심사를 요청할 수 있습니다.',
      });
    } catch (error) {
      if (isRefusal(error, 'OWNER_NAME_MISMATCH')) {
        setErrors({ ownerName: refusalText(error) });
      } else {
        setResult({ tone: 'error', text: refusalText(error) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.grid}>
      <TextField
        id="listing-plate"
        label={plateLabel}
        placeholder="예) 12가3456"
        hint={PLATE_HINT}
        maxLength={20}
        className={styles.wide}
        {...bindField(form, 'plateNumber')}
      />
      <p className={styles.wide} role="status">
        <strong>소유자 동의</strong>{' '}
        {line || '아직 받지 않았습니다. 심사를 요청하려면 소유자 동의가 필요합니다.'}
      </p>
      <ChoiceField
        id="owner-kind"
        legend="등록된 소유자"
        options={KIND_OPTIONS}
        variant="tiles"
        value={kind}
        error={errors.kind}
        className={styles.wide}
        onChange={(value) => {
          setKind(value);
          setErrors({});
        }}
      />
      {kind ? (
        <TextField
          id="owner-name"
          label={kind === 'OWNER' ? '소유자 이름 (등록증에 적힌 이름)' : '소유자 이름'}
          maxLength={30}
          value={nameShown}
          error={errors.ownerName}
          onChange={(event) => {
            setOwnerName(event.target.value);
            setErrors((current) => ({ ...current, ownerName: undefined }));
          }}
        />
      ) : null}
      {kind === 'DELEGATED' ? (
        <TextField
          id="owner-phone"
          label="소유자 휴대폰 번호"
          inputMode="tel"
          placeholder="010-0000-0000"
          hint="이 번호로 동의 링크와 인증번호를 보냅니다. 링크는 24시간 동안 한 번만 쓸 수 있습니다."
          value={ownerPhone}
          error={errors.ownerPhone}
          onChange={(event) => {
            setOwnerPhone(event.target.value);
            setErrors((current) => ({ ...current, ownerPhone: undefined }));
          }}
        />
      ) : null}
      {kind ? (
        <div className={styles.wide}>
          <Button
            variant="outline"
            size="lg"
            isBusy={isBusy}
            busyLabel="확인 중..."
            onClick={() => void send()}
          >
            {kind === 'OWNER' ? '소유자 이름 확인' : '동의 요청 문자 보내기'}
          </Button>
        </div>
      ) : null}
      {result ? (
        <p
          className={result.tone === 'error' ? `${styles.wide} ${styles.error}` : styles.wide}
          role={result.tone === 'error' ? 'alert' : 'status'}
        >
          {result.text}
        </p>
      ) : null}
    </div>
  );
}
