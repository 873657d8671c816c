// The texts of the two deal-cancellation dialogs (docs/spec.md §2 "Dialogs", section 5 "Cancellation reason")
// and the penalty they warn about (docs/domain.md "Penalties", its sentence from the shared rule sentences).
import { DEAL_CANCEL_REASONS, DIRECT_INPUT_LABEL, RULE_SENTENCES } from '@autobid/shared';
import type { DealCancelVariant } from './deal-steps';

export const DEAL_CANCEL_PENALTY_TEXT = RULE_SENTENCES.dealCancelPenalty;

/** Reasons that fit giving a win up before the fee is paid (the seller has not been contacted yet). */
const DEAL_FORFEIT_REASONS = [
  '입찰 금액을 잘못 입력함',
  '수수료 입금이 어려움',
  '차량 매입 계획이 변경됨',
] as const;

type DealCancelCopy = { title: string; lead: string; submitLabel: string; options: readonly string[] };

export const DEAL_CANCEL_COPY: Record<DealCancelVariant, DealCancelCopy> = {
  forfeit: {
    title: '낙찰 포기',
    lead: '낙찰을 포기하면 거래가 취소되고 다시 진행할 수 없습니다. 포기 사유를 선택해주세요.',
    submitLabel: '낙찰 포기',
    options: [...DEAL_FORFEIT_REASONS, DIRECT_INPUT_LABEL],
  },
  trade: {
    title: '거래 취소',
    lead: '거래를 취소하면 판매자에게 취소 사실이 안내되고 다시 진행할 수 없습니다. 취소 사유를 선택해주세요.',
    submitLabel: '거래 취소',
    options: [...DEAL_CANCEL_REASONS, DIRECT_INPUT_LABEL],
  },
};
