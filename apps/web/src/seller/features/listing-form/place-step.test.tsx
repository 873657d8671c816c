// The hope-price step's price guide (docs/domain.md "Price guidance"): the band of the comparables with their
// chart, the few-sales line below 3, asked with the vehicle the earlier steps describe.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api, type Brand, type PriceGuide, type SellerAuctionDetail } from '@autobid/shared';
import { sellerAuctionDetailFixture } from '@/testing/fixtures';
import { answer, calls, renderApp } from '@/testing/harness';
import { EditListingPage } from './listing-form-page';

const BRANDS: Brand[] = [{ id: 1, name: '혼다', logo: '', vehicleType: 'MOTORBIKE' }];

const VEHICLE: Partial<SellerAuctionDetail> = {
  model: ' PCX125 ',
  year: 2021,
  mileage: 12_500,
  region1: '서울특별시',
  region2: '강남구',
  region3: '역삼동',
  hopePrice: 1_800_000,
};

const BAND: PriceGuide = {
  count: 5,
  median: 1_500_000,
  p25: 1_200_000,
  p75: 2_000_000,
  recent: [
    { price: 2_000_000, mileage: 10_000, year: 2021, completedOn: '2026-12-01' },
    { price: 1_200_000, mileage: 7_000, year: 2020, completedOn: '2026-11-20' },
    { price: 1_500_000, mileage: 14_000, year: 2022, completedOn: '2026-10-02' },
    { price: 3_000_000, mileage: 13_000, year: 2021, completedOn: '2026-08-11' },
    { price: 1_000_000, mileage: 15_000, year: 2021, completedOn: '2026-07-01' },
  ],
};

function renderPlaceStep() {
  answer(api.sellers.detail, sellerAuctionDetailFixture(VEHICLE));
  renderApp(<EditListingPage />, {
    path: '/seller/auctions/42/edit?step=5',
    pattern: '/seller/auctions/:id/edit',
  });
}

beforeEach(() => {
  localStorage.setItem('sellerToken', 'seller');
  window.scrollTo = vi.fn();
  answer(api.reference.brands, BRANDS);
  answer(api.sellers.me, { id: 1, name: '홍길동', phone: '01055550001' });
});

afterEach(() => {
  localStorage.clear();
});

describe('the hope-price step’s price guide', () => {
  it('says the band of the comparables and charts them with this vehicle’s place', async () => {
    answer(api.priceGuide.guide, BAND);
    renderPlaceStep();
    const box = await screen.findByTestId('price-guide');
    expect(
      await within(box).findByText('최근 6개월 유사 차량 5대: 중간 150만원, 대부분 120~200만원'),
    ).toBeTruthy();
    const chart = within(box).getByRole('img');
    // Five comparables and the vehicle's own point (its hope price at its mileage).
    expect(chart.querySelectorAll('circle')).toHaveLength(6);
    const asked = calls(api.priceGuide.guide).at(-1)!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({
      brandId: '1',
      model: 'PCX125',
      year: '2021',
      mileage: '12500',
      type: 'MOTORBIKE',
    });
    expect(asked.headers.get('authorization')).toBe('Bearer seller');
  });

  it('says there are few sales below 3, without a chart', async () => {
    answer(api.priceGuide.guide, { count: 2 });
    renderPlaceStep();
    const box = await screen.findByTestId('price-guide');
    expect(await within(box).findByText('유사 차량 거래가 아직 적습니다')).toBeTruthy();
    expect(within(box).queryByRole('img')).toBeNull();
  });
});
