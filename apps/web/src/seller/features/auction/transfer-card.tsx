// The title transfer as the seller follows it (docs/domain.md "Title transfer"): the state in the spec's words,
// the due date, the dealer's proof (opened by its short-lived link) once uploaded, and 확인 / 이의 on it.
import { useId, useState } from 'react';
import {
  AUCTION_STATUS_LABELS,
  TITLE_TRANSFER_MESSAGES,
  TITLE_TRANSFER_STATUS_LABELS,
  TRANSFER_REASON_MAX,
  formatDotDateTime,
  type SellerDeal,
  type TitleTransferView,
} from '@autobid/shared';
import { askConfirm, showAlert } from '@/components/ui/app-dialog';
import { Button } from '@/components/ui/button';
import { TransferFacts } from '@/components/title-transfer/transfer-facts';
import { refusalText } from '@/lib/call';
import { useConfirmTransfer, useObjectTransfer } from '../../api/answer-transfer';
import styles from './transfer-card.module.css';

type SellerTransferCardProps = { auctionId: number; deal: SellerDeal; transfer: TitleTransferView };

export function SellerTransferCard({ auctionId, deal, transfer }: SellerTransferCardProps) {
  const id = useId();
  const confirm = useConfirmTransfer(auctionId);
  const object = useObjectTransfer(auctionId);
  const [isObjecting, setIsObjecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isOpen = deal.status === 'TRANSACTION' || deal.status === 'TRANSACTION_DELAY';

  const onConfirm = async () => {
    setError(null);
    if (!(await askConfirm('명의이전 서류를 확인했나요? 확인하면 거래가 완료됩니다.'))) {
      return;
    }
    try {
      await confirm.mutateAsync(undefined);
    } catch (caught) {
      setError(refusalText(caught));
      return;
    }
    await showAlert(TITLE_TRANSFER_MESSAGES.confirmed);
  };
  const onObject = async () => {
    setError(null);
    if (!reason.trim()) {
      setError(TITLE_TRANSFER_MESSAGES.reasonRequired);
      return;
    }
    try {
      await object.mutateAsync(reason.trim());
    } catch (caught) {
      setError(refusalText(caught));
      return;
    }
    setIsObjecting(false);
    setReason('');
    await showAlert(TITLE_TRANSFER_MESSAGES.objected);
  };

  return (
    <section className={styles.card} aria-labelledby="seller-transfer-title">
      <header className={styles.head}>
        <h2 id="seller-transfer-title" className={styles.title}>
          명의이전
        </h2>
        <span className={deal.status === 'TRANSACTION_DELAY' ? styles.late : styles.status}>
          {isOpen ? AUCTION_STATUS_LABELS[deal.status] : TITLE_TRANSFER_STATUS_LABELS[transfer.status]}
        </span>
      </header>
      <p className={styles.explanation}>
        딜러가 이전 등록을 마치고 서류를 올리면 여기서 확인할 수 있습니다. 확인하면 거래가 완료되고, 그
        전까지는 이전 기한을 함께 지켜봅니다.
      </p>
      <TransferFacts
        transfer={transfer}
        isOpen={isOpen}
        className={styles.rows}
        ddayClassName={() => styles.dday}
        extra={
          transfer.status === 'OBJECTED' ? (
            <div>
              <dt>내 이의</dt>
              <dd>{transfer.objectionReason}</dd>
            </div>
          ) : null
        }
      />
      {transfer.proofUrl ? (
        <a className={styles.proof} href={transfer.proofUrl} target="_blank" rel="noopener noreferrer">
          {transfer.proofMimeType === 'application/pdf' ? (
            '제출된 서류(PDF) 내려받기'
          ) : (
            <img src={transfer.proofUrl} alt="제출된 이전 서류 (개인 번호 가림)" />
          )}
        </a>
      ) : null}
      {transfer.status === 'SUBMITTED' && transfer.autoConfirmAt ? (
        <p className={styles.explanation}>
          {formatDotDateTime(transfer.autoConfirmAt)}까지 이의가 없으면 자동으로 확인됩니다.
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {deal.canObjectTransfer && isObjecting ? (
        <div className={styles.objection}>
          <label htmlFor={`${id}-reason`}>이의 사유</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={TRANSFER_REASON_MAX}
            value={reason}
            placeholder="예) 차량번호가 제 차량과 다릅니다."
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      ) : null}
      {deal.canConfirmTransfer || deal.canObjectTransfer ? (
        <div className={styles.actions}>
          {deal.canObjectTransfer ? (
            isObjecting ? (
              <Button variant="outline" size="lg" onClick={() => void onObject()} isBusy={object.isPending}>
                이의 보내기
              </Button>
            ) : (
              <Button variant="outline" size="lg" onClick={() => setIsObjecting(true)}>
                이의
              </Button>
            )
          ) : null}
          {deal.canConfirmTransfer ? (
            <Button size="lg" onClick={() => void onConfirm()} isBusy={confirm.isPending}>
              확인
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
