// "입찰 취소" dialog: a reason from BID_CANCEL_REASONS or typed in, then POST cancel (the ban follows).
import { useEffect, useId, useRef, useState } from 'react';
import { BID_CANCEL_REASONS, DIRECT_INPUT_LABEL } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { KAKAO_CHANNEL_URL } from '@/lib/links';
import { useCancelBid } from '../api/cancel-bid';
import { cancelReason } from '../lib/cancel-reason';
import styles from './cancel-bid-dialog.module.css';

type CancelBidDialogProps = {
  auctionId: number;
  biddingId: number;
  onClose: () => void;
};

const OPTIONS = [...BID_CANCEL_REASONS, DIRECT_INPUT_LABEL];

export function CancelBidDialog({ auctionId, biddingId, onClose }: CancelBidDialogProps) {
  const titleId = useId();
  const [choice, setChoice] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useCancelBid(auctionId);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const confirm = () => {
    const result = cancelReason(choice, text);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    mutation.mutate(
      { biddingId, reason: result.reason },
      {
        onSuccess: (answer) => {
          if (answer.ok) onClose();
        },
      },
    );
  };

  return (
    <div className={styles.layer}>
      <button type="button" className={styles.dim} aria-label="닫기" tabIndex={-1} onClick={onClose} />
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={styles.title}>
          입찰 취소
        </h2>
        <p className={styles.lead}>입찰을 취소하면 일정 기간 입찰 및 거래가 제한될 수 있습니다. 취소 사유를 선택해주세요.</p>
        <fieldset className={styles.options}>
          <legend className="visually-hidden">취소 사유</legend>
          {OPTIONS.map((option) => (
            <label key={option} className={[styles.option, choice === option ? styles.checked : ''].join(' ')}>
              <input
                type="radio"
                name="bid-cancel-reason"
                value={option}
                checked={choice === option}
                onChange={() => {
                  setChoice(option);
                  setError(null);
                }}
              />
              <span>{option}</span>
            </label>
          ))}
        </fieldset>
        {choice === DIRECT_INPUT_LABEL ? (
          <textarea
            className={styles.textarea}
            aria-label="취소 사유 직접 입력"
            placeholder="취소 사유를 입력해주세요."
            maxLength={200}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
        ) : null}
        {error ? <p className={styles.error}>{error}</p> : null}
        <a className={styles.help} href={KAKAO_CHANNEL_URL} target="_blank" rel="noopener noreferrer">
          페널티 기준이 궁금하신가요? 상담하기 <span aria-hidden="true">↗</span>
        </a>
        <div className={styles.actions}>
          <Button variant="outline" onClick={onClose}>
            닫기
          </Button>
          <Button onClick={confirm} disabled={mutation.isPending}>
            취소하기
          </Button>
        </div>
      </div>
    </div>
  );
}
