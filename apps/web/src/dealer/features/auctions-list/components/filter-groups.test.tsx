import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { api } from '@autobid/shared';
import { answer, calls, renderApp } from '@/testing/harness';
import { getAuctions } from '../api/get-auctions';
import { EMPTY_FILTERS, type AuctionFilters } from '../filters';
import { FilterGroups } from './filter-groups';

beforeEach(() => {
  answer(api.reference.brands, []);
});

function renderGroups(value: AuctionFilters, onChange = vi.fn<(next: AuctionFilters) => void>()) {
  renderApp(<FilterGroups value={value} onChange={onChange} />);
  fireEvent.click(screen.getByRole('button', { name: '지역' }));
  return onChange;
}

/** The district list under a province, opened. */
function districtsOf(province: string) {
  fireEvent.click(screen.getByRole('button', { name: `${province} 시/군/구 펼치기` }));
  const list = screen
    .getByRole('button', { name: `${province} 시/군/구 접기` })
    .closest('li')
    ?.querySelector('ul');
  if (!list) {
    throw new Error(`no district list under ${province}`);
  }
  return within(list);
}

describe('region filter', () => {
  it('chooses a district with its province, so 부산광역시 서구 is not every 서구', () => {
    const onChange = renderGroups(EMPTY_FILTERS);
    fireEvent.click(districtsOf('부산광역시').getByRole('checkbox', { name: '서구' }));
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_FILTERS, regions: ['부산광역시 서구'] });
  });

  it('names a district of a city with districts the way the region tree does', () => {
    const onChange = renderGroups(EMPTY_FILTERS);
    fireEvent.click(districtsOf('경기도').getByRole('checkbox', { name: '수원시 영통구' }));
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_FILTERS, regions: ['경기도 수원시 영통구'] });
  });

  it('ticks only the chosen place and still chooses a province alone', () => {
    const onChange = renderGroups({ ...EMPTY_FILTERS, regions: ['부산광역시 서구'] });
    expect(districtsOf('인천광역시').getByRole<HTMLInputElement>('checkbox', { name: '서구' }).checked).toBe(
      false,
    );
    expect(districtsOf('부산광역시').getByRole<HTMLInputElement>('checkbox', { name: '서구' }).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /^인천광역시/ }));
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_FILTERS, regions: ['부산광역시 서구', '인천광역시'] });
  });

  it('sends the province-qualified places to the list call', async () => {
    answer(api.auctions.list, { items: [], total: 0, size: 12, page: 1, isLast: true });
    await getAuctions({ ...EMPTY_FILTERS, regions: ['부산광역시 서구', '경기도'] }, 1);
    const [sent] = calls(api.auctions.list);
    const url = sent!.url;
    expect(url.pathname).toBe('/api/v1/dealers/auction/list');
    expect(url.searchParams.get('regions')).toBe('부산광역시 서구,경기도');
  });
});
