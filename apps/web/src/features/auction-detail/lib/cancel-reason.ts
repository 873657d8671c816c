// The reason a cancellation dialog sends: the chosen option, or the typed text for "직접 입력".
import { AUCTION_MESSAGES, DIRECT_INPUT_LABEL } from '@autobid/shared';

type CancelReasonResult = { ok: true; reason: string } | { ok: false; message: string };

export function cancelReason(choice: string | null, text: string): CancelReasonResult {
  if (!choice) {
    return { ok: false, message: AUCTION_MESSAGES.reasonRequired };
  }
  if (choice !== DIRECT_INPUT_LABEL) {
    return { ok: true, reason: choice };
  }
  const typed = text.trim();
  if (!typed) {
    return { ok: false, message: AUCTION_MESSAGES.reasonRequired };
  }
  if (typed.length > 200) {
    return { ok: false, message: AUCTION_MESSAGES.reasonTooLong };
  }
  return { ok: true, reason: typed };
}
