// Sending an SMS or Alimtalk message again, unchanged, to the same recipient through the same channel; the
// dialog shows the message and, for a phone code, that an old code no longer works.
import { useState } from 'react';
import { formatPhone, OUTBOX_CHANNEL_LABELS, type OutboxChannel, type OutboxMessage } from '@autobid/shared';
import { ActionDialog } from '../../../components/action-dialog';
import { dateTime } from '../../../lib/format';
import { useResendMessage } from '../api/resend-message';
import styles from './resend-dialog.module.css';

/** A phone code expires 3 minutes after it was sent (docs/domain.md "Dealers"). */
const CODE_VALID_MS = 3 * 60 * 1000;

export function ResendDialog({ message, onClose }: { message: OutboxMessage; onClose: () => void }) {
  const resend = useResendMessage();
  const channel = OUTBOX_CHANNEL_LABELS[message.channel as OutboxChannel] ?? message.channel;
  // When the dialog opened: the code's age is judged once, not on every render.
  const [openedAt] = useState(() => Date.now());
  const isExpiredCode =
    message.template.startsWith('PHONE_CODE') && openedAt - Date.parse(message.createdAt) > CODE_VALID_MS;
  return (
    <ActionDialog
      title={`${channel} 재발송`}
      description={
        <>
          {dateTime(message.createdAt)}에 보낸 {channel}를 <strong>{formatPhone(message.recipient)}</strong>로
          같은 내용 그대로 다시 보냅니다.
          {isExpiredCode ? (
            <span className={styles.warn}>
              {' '}
              발송 후 3분이 지난 인증번호라 다시 보내도 사용할 수 없습니다.
            </span>
          ) : null}
        </>
      }
      confirmLabel="재발송"
      onConfirm={() => resend.mutateAsync(message.id)}
      onClose={onClose}
    >
      <pre className={styles.body}>{message.body}</pre>
    </ActionDialog>
  );
}
