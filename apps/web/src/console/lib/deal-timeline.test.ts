import { describe, expect, it } from 'vitest';
import type { AdminDealRecord } from '@autobid/shared';
import { dealTimeline } from './deal-timeline';

const base: AdminDealRecord = {
  id: 1,
  biddingId: 2,
  dealer: { id: 3, username: 'dealer1', name: '김딜러', agencyName: '오토상사', phone: '01012345678' },
  price: 3_000_000,
  fee: null,
  finalPrice: null,
  depositReference: null,
  depositDeadline: null,
  reservedAt: null,
  isLive: true,
  selectedAt: '2026-03-01T01:00:00.000Z',
  confirmedAt: null,
  feePaidAt: null,
  reservationEnteredAt: null,
  completedAt: null,
  completedEarly: false,
  canceledAt: null,
  canceledBy: null,
  cancelReason: '',
  feeRefundedAt: null,
  transfers: [],
  titleTransfer: null,
};

describe('dealTimeline', () => {
  it('ends a deal in force with the step it waits for', () => {
    const events = dealTimeline(
      {
        ...base,
        confirmedAt: '2026-03-01T02:00:00.000Z',
        fee: 170_000,
        depositDeadline: '2026-03-01T03:00:00.000Z',
      },
      'DEALER_DEPOSIT',
    );
    expect(events.map((event) => [event.label, event.tone])).toEqual([
      ['낙찰자 선택', 'done'],
      ['딜러 낙찰 확정', 'done'],
      ['수수료 입금 대기', 'waiting'],
    ]);
    expect(events[1]!.detail).toBe('수수료 170,000원');
    expect(events[2]!.detail).toBe('입금 기한 2026.03.01 12:00');
  });

  it('puts every step of a completed deal in time order with its title-transfer changes', () => {
    const events = dealTimeline(
      {
        ...base,
        fee: 240_000,
        confirmedAt: '2026-03-01T02:00:00.000Z',
        feePaidAt: '2026-03-01T02:30:00.000Z',
        reservedAt: '2026-03-03T15:00:00.000Z',
        reservationEnteredAt: '2026-03-02T01:00:00.000Z',
        completedAt: '2026-03-04T05:00:00.000Z',
        finalPrice: 2_900_000,
        transfers: [
          { status: 'TRANSACTION', at: '2026-03-05T01:00:00.000Z', reason: '', actor: 'admin' },
          {
            status: 'TRANSACTION_DELAY',
            at: '2026-03-09T01:00:00.000Z',
            reason: '서류 미비',
            actor: 'staff',
          },
        ],
      },
      'TRANSACTION_DELAY',
    );
    expect(events.map((event) => event.label)).toEqual([
      '낙찰자 선택',
      '딜러 낙찰 확정',
      '수수료 입금 확인',
      '거래일 확정',
      '거래 완료',
      '명의이전 진행중',
      '명의이전 지연',
    ]);
    expect(events[3]!.detail).toBe('거래일 2026.03.04');
    expect(events[6]!.detail).toBe('서류 미비 · 처리 staff');
    expect(events[4]!.detail).toBe('최종 거래가 2,900,000원');
  });

  it('says a completion before the trade date was confirmed early by the dealer', () => {
    const events = dealTimeline(
      {
        ...base,
        reservedAt: '2026-03-05T15:00:00.000Z',
        completedAt: '2026-03-04T05:00:00.000Z',
        finalPrice: 2_900_000,
        completedEarly: true,
      },
      'COMPLETE',
    );
    expect(events.find((event) => event.key === 'completed')?.detail).toBe(
      '최종 거래가 2,900,000원 · 거래일 전 완료(딜러 확인)',
    );
  });

  it('shows who cancelled and why, the refund, and nothing awaited', () => {
    const events = dealTimeline(
      {
        ...base,
        isLive: false,
        feePaidAt: '2026-03-01T02:30:00.000Z',
        canceledAt: '2026-03-01T03:00:00.000Z',
        canceledBy: 'ADMIN',
        cancelReason: '허위 매물',
        feeRefundedAt: '2026-03-02T03:00:00.000Z',
      },
      'ADMIN_CANCELED',
    );
    expect(events.slice(-2)).toEqual([
      expect.objectContaining({ label: '거래 취소 (운영자)', detail: '허위 매물', tone: 'canceled' }),
      expect.objectContaining({ label: '수수료 환불', tone: 'refund' }),
    ]);
  });
});
