// 회원 탈퇴 on the seller's 내 정보 (docs/domain.md "Retention"): what closing the account does, asked once more
// in a dialog; a refusal (something still open) is shown in the dialog as the server words it, a closure signs
// the seller out and says so.
import { useState } from 'react';
import { RETENTION_PERIODS } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { showAlert } from '@/components/ui/app-dialog';
import { DialogActions, DialogBox } from '@/components/ui/dialog-box';
import { refusalText } from '@/lib/call';
import panel from '../../../components/panel.module.css';
import { sellerSession } from '../../../session';
import { useCloseSellerAccount } from '../api/close-account';
import styles from './close-account-section.module.css';

export const CLOSE_ACCOUNT_TEXTS = {
  title: '회원 탈퇴',
  lead: '진행 중인 매물이나 거래가 없을 때 탈퇴할 수 있습니다. 작성 중인 매물과 사진은 지워지고, 법에 따라 보관하는 거래 기록은 이름과 전화번호 없이 남습니다.',
  open: '회원 탈퇴',
  question: '정말 탈퇴하시겠어요?',
  details: [
    '작성 중이거나 반려된 매물과 그 사진이 삭제됩니다.',
    '이름과 전화번호가 지워지고 모든 기기에서 로그아웃됩니다.',
    `끝난 거래의 기록은 전자상거래법에 따라 ${RETENTION_PERIODS.tradeRecordYears}년 동안 이름 없이 보관됩니다.`,
    '같은 번호로 다시 로그인하면 새 판매자 계정으로 시작합니다.',
  ],
  confirm: '탈퇴하기',
  pending: '탈퇴하는 중...',
  done: '회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.',
} as const;

export function CloseAccountSection() {
  const [isAsking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = useCloseSellerAccount();
  const signOut = sellerSession.useSignOut();

  const onClose = () => {
    setAsking(false);
    setRefusal(null);
  };
  const confirm = async () => {
    if (close.isPending) {
      return;
    }
    try {
      await close.mutateAsync(undefined);
    } catch (error) {
      setRefusal(refusalText(error));
      return;
    }
    onClose();
    await signOut();
    await showAlert(CLOSE_ACCOUNT_TEXTS.done);
  };

  return (
    <section className={panel.panel} aria-labelledby="seller-close-title">
      <h2 id="seller-close-title" className={panel.title}>
        {CLOSE_ACCOUNT_TEXTS.title}
      </h2>
      <p className={panel.lead}>{CLOSE_ACCOUNT_TEXTS.lead}</p>
      <Button variant="outline" className={styles.open} onClick={() => setAsking(true)}>
        {CLOSE_ACCOUNT_TEXTS.open}
      </Button>
      {isAsking ? (
        <DialogBox
          title={CLOSE_ACCOUNT_TEXTS.question}
          onClose={onClose}
          refusal={refusal}
          actions={
            <DialogActions
              onClose={onClose}
              closeLabel="취소"
              actionLabel={CLOSE_ACCOUNT_TEXTS.confirm}
              pendingLabel={CLOSE_ACCOUNT_TEXTS.pending}
              onAction={() => void confirm()}
              isPending={close.isPending}
              tone="danger"
              align="fill"
            />
          }
        >
          <ul className={styles.details}>
            {CLOSE_ACCOUNT_TEXTS.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </DialogBox>
      ) : null}
    </section>
  );
}
