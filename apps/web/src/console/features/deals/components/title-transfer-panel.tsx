// A completed deal's title transfer in the console (docs/domain.md "Title transfer"): its state, due date,
// the proof (by its short-lived link), the seller's objection or an earlier rejection, and the operator's
// 확인 / 반려 while a proof waits.
import { useState } from 'react';
import {
  AUCTION_STATUS_LABELS,
  TITLE_TRANSFER_STATUS_LABELS,
  TRANSFER_CONFIRMER_LABELS,
  TRANSFER_DOCUMENT_LABELS,
  formatTransferDue,
  transferDday,
  type AuctionStatus,
  type TitleTransferView,
} from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '../../../components/action-dialog';
import { DetailList } from '../../../components/detail-list';
import { dateTime } from '../../../lib/format';
import { useConfirmTransfer, useRejectTransfer } from '../api/title-transfer';
import styles from './deal-dialog.module.css';

type Props = { auctionId: number; status: AuctionStatus; transfer: TitleTransferView };

export function TitleTransferPanel({ auctionId, status, transfer }: Props) {
  const [dialog, setDialog] = useState<'confirm' | 'reject' | null>(null);
  const confirm = useConfirmTransfer();
  const reject = useRejectTransfer();
  const isOpen = status === 'TRANSACTION' || status === 'TRANSACTION_DELAY';
  const hasProof = isOpen && (transfer.status === 'SUBMITTED' || transfer.status === 'OBJECTED');
  return (
    <section className={styles.section}>
      <div className={styles.sectionHead}>
        <h3 className={styles.sectionTitle}>명의이전</h3>
        {hasProof ? (
          <span className={styles.transferActions}>
            <Button variant="outline" size="sm" onClick={() => setDialog('reject')}>
              반려
            </Button>
            <Button size="sm" onClick={() => setDialog('confirm')}>
              이전 확인
            </Button>
          </span>
        ) : null}
      </div>
      <DetailList
        items={[
          {
            label: '상태',
            value: isOpen ? AUCTION_STATUS_LABELS[status] : TITLE_TRANSFER_STATUS_LABELS.CONFIRMED,
          },
          {
            label: '이전 기한',
            value: `${formatTransferDue(transfer.dueAt)}${isOpen ? ` (${transferDday(transfer.dueAt, new Date())})` : ''}`,
          },
          { label: '서류', value: TITLE_TRANSFER_STATUS_LABELS[transfer.status] },
          {
            label: '제출',
            value: transfer.proofUploadedAt
              ? `${dateTime(transfer.proofUploadedAt)}${transfer.documentKind ? ` · ${TRANSFER_DOCUMENT_LABELS[transfer.documentKind]}` : ''}`
              : '',
          },
          {
            label: '서류 보기',
            value: transfer.proofUrl ? (
              <a href={transfer.proofUrl} target="_blank" rel="noopener noreferrer">
                {transfer.proofMimeType === 'application/pdf' ? 'PDF 내려받기' : '이미지 열기'}
              </a>
            ) : (
              ''
            ),
          },
          { label: '판매자 이의', value: transfer.status === 'OBJECTED' ? transfer.objectionReason : '' },
          { label: '반려 사유', value: transfer.rejectReason },
          { label: '지연 시각', value: transfer.delayedAt ? dateTime(transfer.delayedAt) : '' },
          { label: '자동 확인 예정', value: transfer.autoConfirmAt ? dateTime(transfer.autoConfirmAt) : '' },
          {
            label: '확인',
            value: transfer.confirmedAt
              ? `${dateTime(transfer.confirmedAt)}${transfer.confirmedBy ? ` · ${TRANSFER_CONFIRMER_LABELS[transfer.confirmedBy]}` : ''}`
              : '',
          },
        ].filter((item, index) => index < 3 || item.value !== '')}
      />
      {dialog === 'confirm' ? (
        <ActionDialog
          title="명의이전을 확인할까요?"
          description="서류를 확인하면 거래가 완료되고 딜러와 판매자에게 알림톡이 갑니다."
          confirmLabel="이전 확인"
          onConfirm={() => confirm.mutateAsync(auctionId)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'reject' ? (
        <ActionDialog
          title="서류를 반려할까요?"
          description="반려 사유가 딜러에게 알림톡과 거래 화면으로 전달되고, 자동 확인은 멈춥니다."
          confirmLabel="반려"
          reasonLabel="반려 사유"
          tone="danger"
          onConfirm={(reason) => reject.mutateAsync({ auctionId, reason })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
