// The title transfer on the dealer's completed deal (docs/domain.md "Title transfer"): where it stands in the
// spec's words, the due date with its D-day, the reason a proof was sent back, and the upload of the proof:
// a photo whose personal numbers the dealer covers on the screen (the covered copy is what goes up), or a PDF
// whose covering he confirms.
import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  AUCTION_STATUS_LABELS,
  TITLE_TRANSFER_MESSAGES,
  TITLE_TRANSFER_STATUS_LABELS,
  TRANSFER_AUTO_CONFIRM_DAYS,
  TRANSFER_DOCUMENT_KINDS,
  TRANSFER_DOCUMENT_LABELS,
  TRANSFER_DUE_DAYS,
  UPLOAD_MAX_BYTES,
  formatDotDateTime,
  type AuctionStatus,
  type TitleTransferView,
  type TransferDocumentKind,
} from '@autobid/shared';
import { showAlert } from '@/components/ui/app-dialog';
import { Button } from '@/components/ui/button';
import type { AuctionTarget } from '@/lib/auction-target';
import { refusalText } from '@/lib/call';
import { cn } from '@/lib/cn';
import { TransferFacts } from '@/components/title-transfer/transfer-facts';
import { MaskCanvas } from './mask-canvas';
import { useSubmitTransfer } from './submit-transfer';
import styles from './transfer-card.module.css';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const TOO_LARGE = '5MB 이하의 파일만 올릴 수 있습니다.';
const MASK_FIRST = '개인 번호를 가린 곳이 없습니다. 가릴 곳을 상자로 덮어주세요.';

type TransferCardProps = {
  status: AuctionStatus;
  transfer: TitleTransferView;
  target: AuctionTarget;
};

export function TransferCard({ status, transfer, target }: TransferCardProps) {
  const isOpen = status === 'TRANSACTION' || status === 'TRANSACTION_DELAY';
  const canUpload = isOpen && transfer.status !== 'CONFIRMED';
  const sentBack =
    transfer.status === 'OBJECTED'
      ? { title: '판매자 이의', reason: transfer.objectionReason }
      : transfer.status === 'WAITING' && transfer.rejectReason
        ? { title: '운영팀 반려', reason: transfer.rejectReason }
        : null;
  return (
    <section className={styles.card} aria-labelledby="transfer-title">
      <header className={styles.head}>
        <h3 id="transfer-title" className={styles.title}>
          명의이전
        </h3>
        <span className={cn(styles.pill, status === 'TRANSACTION_DELAY' && styles.pillLate)}>
          {isOpen ? AUCTION_STATUS_LABELS[status] : TITLE_TRANSFER_STATUS_LABELS[transfer.status]}
        </span>
      </header>
      <TransferFacts
        transfer={transfer}
        isOpen={isOpen}
        className={styles.rows}
        ddayClassName={(dday) => cn(styles.dday, dday.startsWith('D+') && styles.ddayLate)}
      />
      {transfer.proofUrl ? (
        <a className={styles.link} href={transfer.proofUrl} target="_blank" rel="noopener noreferrer">
          제출한 서류 보기 <span aria-hidden="true">›</span>
        </a>
      ) : null}
      {sentBack ? (
        <p className={styles.warning} role="status">
          <strong>{sentBack.title}</strong> {sentBack.reason}
        </p>
      ) : null}
      {status === 'TRANSACTION_DELAY' ? (
        <p className={styles.warning}>이전 기한이 지났습니다. 이전 등록을 마친 서류를 바로 올려주세요.</p>
      ) : null}
      {transfer.status === 'SUBMITTED' && transfer.autoConfirmAt ? (
        <p className={styles.note}>
          판매자나 운영팀이 서류를 확인하면 거래가 완료됩니다. 이의가 없으면{' '}
          {formatDotDateTime(transfer.autoConfirmAt)}에 자동으로 확인됩니다.
        </p>
      ) : null}
      {canUpload ? <ProofUpload target={target} replacing={transfer.status === 'SUBMITTED'} /> : null}
    </section>
  );
}

/** The proof's form: its kind, the file, the covering (boxes on a photo, a confirmation for a PDF), send. */
function ProofUpload({ target, replacing }: { target: AuctionTarget; replacing: boolean }) {
  const id = useId();
  const submit = useSubmitTransfer(target);
  const [kind, setKind] = useState<TransferDocumentKind | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [boxes, setBoxes] = useState(0);
  const [pdfMasked, setPdfMasked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const exportMasked = useRef<(() => Promise<File>) | null>(null);
  const onReady = useCallback((next: () => Promise<File>) => {
    exportMasked.current = next;
  }, []);
  const isImage = file !== null && IMAGE_TYPES.includes(file.type);
  // The missing-box message goes once a box is drawn.
  const shownError = error === MASK_FIRST && boxes > 0 ? null : error;
  const isPdf = file !== null && file.type === 'application/pdf';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    event.currentTarget.value = '';
    setError(null);
    setPdfMasked(false);
    if (!chosen) {
      return;
    }
    if (chosen.size > UPLOAD_MAX_BYTES) {
      setError(TOO_LARGE);
      return;
    }
    if (!IMAGE_TYPES.includes(chosen.type) && chosen.type !== 'application/pdf') {
      setError(TITLE_TRANSFER_MESSAGES.documentType);
      return;
    }
    setFile(chosen);
  };

  const send = async () => {
    setError(null);
    if (!kind) {
      setError(TITLE_TRANSFER_MESSAGES.kindRequired);
      return;
    }
    if (!file) {
      setError(TITLE_TRANSFER_MESSAGES.documentRequired);
      return;
    }
    if (isImage && boxes === 0) {
      setError(MASK_FIRST);
      return;
    }
    if (isPdf && !pdfMasked) {
      setError(TITLE_TRANSFER_MESSAGES.maskingRequired);
      return;
    }
    try {
      const upload = isImage && exportMasked.current ? await exportMasked.current() : file;
      await submit.mutateAsync({ file: upload, kind });
    } catch (caught) {
      setError(refusalText(caught));
      return;
    }
    setFile(null);
    await showAlert(TITLE_TRANSFER_MESSAGES.submitted);
  };

  return (
    <div className={styles.form}>
      <strong className={styles.subTitle}>{replacing ? '서류 다시 올리기' : '이전 서류 올리기'}</strong>
      <p className={styles.note}>
        거래일로부터 {TRANSFER_DUE_DAYS}일 안에 이전 등록을 마치고 새 등록증을 올려주세요. 판매자가 확인하거나{' '}
        {TRANSFER_AUTO_CONFIRM_DAYS}일 동안 이의가 없으면 거래가 완료됩니다.
      </p>
      <fieldset className={styles.kinds}>
        <legend className={styles.legend}>서류 종류</legend>
        {TRANSFER_DOCUMENT_KINDS.map((value) => (
          <label key={value} className={styles.kind}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
            />
            {TRANSFER_DOCUMENT_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <label className={styles.file} htmlFor={`${id}-file`}>
        {file ? '다른 파일 고르기' : '사진 또는 PDF 고르기'}
      </label>
      <input
        id={`${id}-file`}
        className={styles.fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        aria-label="이전 서류 파일"
        onChange={choose}
      />
      {isImage && file ? <MaskCanvas file={file} onBoxes={setBoxes} onReady={onReady} /> : null}
      {isPdf && file ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={pdfMasked}
            onChange={(event) => setPdfMasked(event.target.checked)}
          />
          {file.name}: 주민등록번호 등 개인 번호를 가린 파일입니다.
        </label>
      ) : null}
      {shownError ? (
        <p className={styles.error} role="alert">
          {shownError}
        </p>
      ) : null}
      <Button size="lg" block onClick={() => void send()} isBusy={submit.isPending} busyLabel="올리는 중...">
        서류 제출
      </Button>
    </div>
  );
}
