import { describe, expect, it } from 'vitest';
import type { AdminDeposit } from '@autobid/shared';
import { depositDoneMessage } from './deposit-messages';

const deposit: AdminDeposit = {
  id: 14,
  state: 'MATCHED',
  amount: 240_000,
  depositorName: '김민수 600025',
  memo: '',
  reference: null,
  receivedAt: '2026-11-25T05:00:00.000Z',
  source: 'WEBHOOK',
  externalId: 'tx-1',
  matchedAt: '2026-11-25T05:10:00.000Z',
  isManualMatch: true,
  refundedAt: null,
  deal: {
    dealId: 3,
    auctionId: 12,
    model: 'PCX125',
    dealer: { id: 1, username: 'dealer01', name: '김민수' },
    price: 3_000_000,
    fee: 240_000,
    status: 'RESERVATION',
    statusLabel: '거래일 조율',
    depositReference: 'AB12',
    canceledAt: null,
    feeRefundedAt: null,
  },
  candidates: [],
};

describe('depositDoneMessage', () => {
  it('names the transfer and the deal it paid, without a particle after a row number', () => {
    const message = depositDoneMessage(deposit, 'matched');
    expect(message).toBe(
      '240,000원 입금(입금자 김민수 600025)을 경매 #12 PCX125 거래의 수수료로 매칭했습니다. 거래는 거래일 조율 단계로 넘어갔습니다.',
    );
    expect(message).not.toMatch(/(#\d+|\d)(이|가|의|님) /);
  });

  it('says a refund was recorded as done', () => {
    const message = depositDoneMessage({ ...deposit, state: 'REFUNDED', deal: null }, 'refunded');
    expect(message).toBe('240,000원 입금(입금자 김민수 600025)을 환불 완료로 기록했습니다.');
  });
});
