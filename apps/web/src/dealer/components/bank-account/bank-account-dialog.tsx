// "계좌 인증" dialog in two steps: bank and account number → "1원 보내기" (a 1-won transfer whose memo is
// a 4-character word) → the memo typed back → verified for good, profile refetched, the dealer told so.
// Feature-neutral: the profile page and the bid panel (verification is needed once before the first bid)
// both open it.
import { useId, useState } from 'react';
import {
  api,
  bankAuthStep1Request,
  bankAuthStep2Request,
  digitsOnly,
  type BankAuthStep1Request,
  type BankAuthStep2Request,
} from '@autobid/shared';
import { showAlert } from '@/components/ui/app-dialog';
import { DialogActions, DialogBox } from '@/components/ui/dialog-box';
import { TextField } from '@/components/ui/text-field';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bindField, fieldError, useSchemaForm } from '@/lib/form';
import { call, refusalText } from '@/lib/call';
import { dealerSession } from '@/lib/dealer-session';
import { useBankCodes } from './get-bank-codes';
import styles from './bank-account-dialog.module.css';

const BANK_CONTENT_LENGTH = 4;

/** Said once the memo word was accepted (the account is verified for good). */
export const BANK_AUTH_DONE_MESSAGE = '계좌 인증이 완료되었습니다. 이제 입찰에 참여하실 수 있습니다.';

type BankAccountDialogProps = {
  onClose: () => void;
  /** After the memo word was accepted, before the dialog closes. */
  onVerified?: () => void;
};

export function BankAccountDialog({ onClose, onVerified }: BankAccountDialogProps) {
  const bankSelectId = useId();
  const { data: banks = [] } = useBankCodes();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<1 | 2>(1);
  // Step 1 and step 2 are the two requests' own schemas.
  const account = useSchemaForm(bankAuthStep1Request, { bankAccountNumber: '', bankCode: '' });
  const memo = useSchemaForm(bankAuthStep2Request, { content: '' });
  // Silent: a refusal shows under the field it concerns.
  const request = useMutation({
    mutationFn: (body: BankAuthStep1Request) => call(api.dealers.bankAuthStep1, { body }, { silent: true }),
  });
  const confirmation = useMutation({
    mutationFn: (body: BankAuthStep2Request) => call(api.dealers.bankAuthStep2, { body }, { silent: true }),
  });
  const busy = request.isPending || confirmation.isPending;
  // Default to the first bank of the list until the dealer picks one.
  const bankCode = account.watch('bankCode') || banks[0]?.code || '';
  const accountNumber = account.watch('bankAccountNumber');
  const content = memo.watch('content');

  const sendOneWon = () => {
    account.setValue('bankCode', bankCode);
    void account.handleSubmit(async (body) => {
      try {
        await request.mutateAsync(body);
      } catch (error) {
        account.setError('bankAccountNumber', { message: refusalText(error) });
        return;
      }
      setStep(2);
    })();
  };

  const confirm = () =>
    void memo.handleSubmit(async (body) => {
      try {
        await confirmation.mutateAsync(body);
      } catch (error) {
        memo.setError('content', { message: refusalText(error) });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: dealerSession.profileKey });
      onVerified?.();
      onClose();
      await showAlert(BANK_AUTH_DONE_MESSAGE);
    })();

  return (
    <DialogBox title="계좌 인증" onClose={onClose}>
      {step === 1 ? (
        <>
          <p className={styles.lead}>
            정산에 사용할 본인 명의 계좌로 1원을 보내드립니다. 입금자명에 표시된 인증 문구를 확인해주세요.
          </p>
          <div className={styles.field}>
            <label htmlFor={bankSelectId} className={styles.label}>
              은행
            </label>
            <select
              id={bankSelectId}
              className={styles.select}
              value={bankCode}
              onChange={(event) => {
                account.setValue('bankCode', event.target.value);
                account.clearErrors('bankCode');
              }}
            >
              {banks.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="계좌번호"
            inputMode="numeric"
            autoComplete="off"
            placeholder="'-' 없이 숫자만 입력"
            maxLength={20}
            {...bindField(account, 'bankAccountNumber', digitsOnly)}
            error={fieldError(account, 'bankAccountNumber') ?? fieldError(account, 'bankCode')}
          />
          <DialogActions
            onClose={onClose}
            closeLabel="취소"
            actionLabel="1원 보내기"
            onAction={sendOneWon}
            disabled={busy || !accountNumber}
          />
        </>
      ) : (
        <>
          <p className={styles.lead}>입금 내역의 입금자명에 표시된 4글자 인증 문구를 입력해주세요.</p>
          <TextField
            label="인증 문구"
            autoComplete="off"
            maxLength={BANK_CONTENT_LENGTH}
            {...bindField(memo, 'content')}
          />
          <DialogActions
            onClose={() => {
              setStep(1);
              memo.reset();
            }}
            closeLabel="이전"
            actionLabel="확인"
            onAction={confirm}
            disabled={busy || Array.from(content.trim()).length !== BANK_CONTENT_LENGTH}
          />
        </>
      )}
    </DialogBox>
  );
}
