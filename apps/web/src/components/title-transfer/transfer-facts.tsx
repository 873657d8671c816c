// The facts of a title transfer both parties read (docs/domain.md "Title transfer"): the due date with its
// D-day while the transfer is open, where the proof stands, when it was sent and when it was confirmed. Each
// app styles the list (`className`, `ddayClassName`); `extra` adds its own rows.
import type { ReactNode } from 'react';
import {
  TITLE_TRANSFER_STATUS_LABELS,
  TRANSFER_CONFIRMER_LABELS,
  TRANSFER_DOCUMENT_LABELS,
  formatDotDateTime,
  formatTransferDue,
  transferDday,
  type TitleTransferView,
} from '@autobid/shared';

type TransferFactsProps = {
  transfer: TitleTransferView;
  isOpen: boolean;
  className?: string;
  ddayClassName?: (dday: string) => string | undefined;
  extra?: ReactNode;
};

export function TransferFacts({ transfer, isOpen, className, ddayClassName, extra }: TransferFactsProps) {
  const dday = transferDday(transfer.dueAt, new Date());
  return (
    <dl className={className}>
      <div>
        <dt>이전 기한</dt>
        <dd>
          {formatTransferDue(transfer.dueAt)}까지
          {isOpen ? <span className={ddayClassName?.(dday)}> {dday}</span> : null}
        </dd>
      </div>
      <div>
        <dt>서류</dt>
        <dd>{TITLE_TRANSFER_STATUS_LABELS[transfer.status]}</dd>
      </div>
      {transfer.proofUploadedAt ? (
        <div>
          <dt>제출</dt>
          <dd>
            {formatDotDateTime(transfer.proofUploadedAt)}
            {transfer.documentKind ? ` · ${TRANSFER_DOCUMENT_LABELS[transfer.documentKind]}` : ''}
          </dd>
        </div>
      ) : null}
      {transfer.confirmedAt ? (
        <div>
          <dt>확인</dt>
          <dd>
            {formatDotDateTime(transfer.confirmedAt)}
            {transfer.confirmedBy ? ` · ${TRANSFER_CONFIRMER_LABELS[transfer.confirmedBy]}` : ''}
          </dd>
        </div>
      ) : null}
      {extra}
    </dl>
  );
}
