import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { SellerAuctionDetail } from '@autobid/shared';
import { sellerAuctionDetailFixture } from '@/testing/fixtures';
import { ListingSummary } from './listing-summary';

afterEach(cleanup);

const detailWith = (extra: Partial<SellerAuctionDetail>) =>
  sellerAuctionDetailFixture({ plateNumber: '서울강남가1234', ...extra });

describe('ListingSummary', () => {
  it("shows the seller his plate under the vehicle type's label and the owner's consent", () => {
    render(
      <ListingSummary
        detail={detailWith({
          ownerConsent: {
            status: 'CONFIRMED',
            by: 'DELEGATED',
            confirmedAt: '2026-11-20T03:00:00.000Z',
            expiresAt: null,
          },
        })}
      />,
    );
    expect(screen.getByText('사용신고 번호').nextSibling?.textContent).toBe('서울강남가1234');
    expect(screen.getByText('소유자 동의').nextSibling?.textContent).toBe(
      '확인 완료 · 소유자 동의 (2026.11.20 12:00)',
    );
  });

  it('leaves the consent row out while there is none', () => {
    render(<ListingSummary detail={detailWith({ vehicleType: 'CAR', plateNumber: '12가3456' })} />);
    expect(screen.getByText('차량번호').nextSibling?.textContent).toBe('12가3456');
    expect(screen.queryByText('소유자 동의')).toBeNull();
  });
});
