import { AUCTION_MESSAGES, DIRECT_INPUT_LABEL } from '@autobid/shared';
import { describe, expect, it } from 'vitest';
import { cancelReason } from './cancel-reason';

describe('cancelReason', () => {
  it('requires a choice', () => {
    expect(cancelReason(null, '')).toEqual({ ok: false, message: AUCTION_MESSAGES.reasonRequired });
  });
  it('sends a listed reason as it is', () => {
    expect(cancelReason('입찰 실수', 'ignored')).toEqual({ ok: true, reason: '입찰 실수' });
  });
  it('sends the typed text for direct input, which must not be blank', () => {
    expect(cancelReason(DIRECT_INPUT_LABEL, '  ')).toEqual({ ok: false, message: AUCTION_MESSAGES.reasonRequired });
    expect(cancelReason(DIRECT_INPUT_LABEL, ' 가격 재검토 ')).toEqual({ ok: true, reason: '가격 재검토' });
    expect(cancelReason(DIRECT_INPUT_LABEL, 'a'.repeat(201))).toEqual({ ok: false, message: AUCTION_MESSAGES.reasonTooLong });
  });
});
