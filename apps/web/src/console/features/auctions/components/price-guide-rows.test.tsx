// The listing review's price facts (docs/domain.md "Price guidance"): the band as a sentence, and a hope price
// far outside it flagged.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { AdminListingDetail, ConsolePriceGuide } from '@autobid/shared';
import { DetailList } from '../../../components/detail-list';
import { priceGuideRows } from './price-guide-rows';

const BAND = { count: 5, median: 1_500_000, p25: 1_200_000, p75: 2_000_000, recent: [] };

function renderRows(hopePrice: number, priceGuide: ConsolePriceGuide | null) {
  const auction = { hopePrice, priceGuide } as AdminListingDetail;
  render(<DetailList items={priceGuideRows(auction)} />);
}

describe('priceGuideRows', () => {
  it('shows the band and flags a hope price far above it', () => {
    renderRows(3_000_000, { ...BAND, far: 'HIGH' });
    expect(screen.getByText('최근 6개월 유사 차량 5대: 중간 150만원, 대부분 120~200만원')).toBeTruthy();
    expect(screen.getByText('유사 거래가보다 크게 높음')).toBeTruthy();
  });

  it('flags nothing within the band, and says there are few sales below 3', () => {
    renderRows(1_800_000, { ...BAND, far: null });
    expect(screen.queryByText(/크게/)).toBeNull();
    renderRows(1_800_000, { count: 1, far: null });
    expect(screen.getByText('유사 차량 거래가 아직 적습니다')).toBeTruthy();
  });
});
