// The saved searches on /auction/list (docs/domain.md "Saved searches"): a chip opens the list with its
// conditions, 현재 조건 저장 posts the list's conditions under a name (a taken name said at the field), the
// digest's link (?savedSearch=<id>) applies that search and leaves the address, and 관리 switches a search's
// 09:00 alert and deletes one after a question.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { SAVED_SEARCH_MESSAGES, api, type SavedSearch, type SavedSearchList } from '@autobid/shared';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { answer, calls, refuse, renderApp } from '@/testing/harness';
import { useAuctionFilters } from '../hooks/use-auction-filters';
import { SavedSearchesBar } from './saved-searches-bar';
import { useSavedSearchLink } from './use-saved-search-link';

const SEOUL: SavedSearch = {
  id: 7,
  name: '서울 무사고',
  filters: { brandIds: [3], regions: ['서울특별시'], repair: 'false', purpose: null },
  notify: true,
  createdAt: '2026-12-01T00:00:00.000Z',
};
const BUSAN: SavedSearch = {
  id: 8,
  name: '부산 서구',
  filters: { brandIds: [], regions: ['부산광역시 서구'], repair: null, purpose: null },
  notify: false,
  createdAt: '2026-12-02T00:00:00.000Z',
};
const LIST: SavedSearchList = { items: [SEOUL, BUSAN], max: 10 };

function Screen() {
  const [filters, setFilters] = useAuctionFilters();
  useSavedSearchLink();
  const location = useLocation();
  return (
    <>
      <SavedSearchesBar filters={filters} onApply={setFilters} />
      <output data-testid="search">{decodeURIComponent(location.search)}</output>
    </>
  );
}

const search = () => (screen.getByTestId('search').textContent ?? '').replaceAll('+', ' ');
const render = (path = '/auction/list') => {
  answer(api.reference.brands, [{ id: 3, name: '혼다', image: '', vehicleType: 'MOTORBIKE' }] as never);
  return renderApp(<Screen />, { path });
};

let dialogs: DialogRecorder | null = null;
afterEach(() => {
  dialogs?.stop();
  dialogs = null;
});

describe('SavedSearchesBar', () => {
  it("opens a saved search: the list takes its conditions and its chip shows it's on", async () => {
    answer(api.savedSearches.list, LIST);
    render();
    const chip = await screen.findByRole('button', { name: /서울 무사고/ });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('2/10')).toBeTruthy();
    fireEvent.click(chip);
    expect(search()).toBe('?brandIds=3&regions=서울특별시&repair=false');
    expect(screen.getByRole('button', { name: /서울 무사고/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('saves the current conditions under a name, and says a taken name at the field', async () => {
    answer(api.savedSearches.list, { items: [], max: 10 });
    answer(api.savedSearches.create, { ...BUSAN, id: 9, name: '부산 2' });
    // The first save meets a taken name (the latest stated answer comes first).
    refuse(
      api.savedSearches.create,
      { status: 409, errorCode: 'SAVED_SEARCH_NAME_TAKEN', message: SAVED_SEARCH_MESSAGES.nameTaken },
      { once: true },
    );
    render('/auction/list?regions=부산광역시 서구&purpose=ROAD');
    expect(await screen.findByText(/지금 조건을 저장하면/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '현재 조건 저장' }));
    const dialog = await screen.findByRole('dialog', { name: '검색 조건 저장' });
    expect(within(dialog).getByText(/지역 부산광역시 서구/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText(SAVED_SEARCH_MESSAGES.nameRequired)).toBeTruthy();
    expect(calls(api.savedSearches.create)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('검색 이름'), { target: { value: '부산' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText(SAVED_SEARCH_MESSAGES.nameTaken)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('검색 이름'), { target: { value: '부산 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(api.savedSearches.create).at(-1)!.body).toEqual({
      name: '부산 2',
      filters: { brandIds: [], regions: ['부산광역시 서구'], repair: null, purpose: 'ROAD' },
      notify: true,
    });
  });

  it("applies the digest link's saved search and drops the parameter; a deleted one is said", async () => {
    answer(api.savedSearches.list, LIST);
    render('/auction/list?savedSearch=8');
    await waitFor(() => expect(search()).toBe('?regions=부산광역시 서구'));
    expect(screen.getByRole('button', { name: /부산 서구/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when the linked search is gone', async () => {
    dialogs = recordDialogs();
    answer(api.savedSearches.list, LIST);
    render('/auction/list?savedSearch=99&liked=true');
    await waitFor(() => expect(dialogs!.messages).toEqual([SAVED_SEARCH_MESSAGES.notFound]));
    // The link's parameter goes in the navigation that follows the message.
    await waitFor(() => expect(search()).toBe('?liked=true'));
  });

  it("switches a search's 09:00 alert and deletes one after a question", async () => {
    dialogs = recordDialogs(true);
    answer(api.savedSearches.list, LIST);
    answer(api.savedSearches.update, { ...SEOUL, notify: false });
    answer(api.savedSearches.remove, { id: BUSAN.id, deleted: true });
    render();
    fireEvent.click(await screen.findByRole('button', { name: '관리' }));
    const dialog = await screen.findByRole('dialog', { name: '저장된 검색' });
    const alert = within(dialog).getByRole<HTMLInputElement>('switch', { name: '서울 무사고 09:00 알림' });
    expect(alert.checked).toBe(true);
    fireEvent.click(alert);
    await waitFor(() =>
      expect(calls(api.savedSearches.update).at(-1)).toMatchObject({ body: { notify: false } }),
    );
    expect(calls(api.savedSearches.update).at(-1)!.url.pathname).toMatch(/\/saved-searches\/7$/);

    const rows = within(dialog).getAllByRole('listitem');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(calls(api.savedSearches.remove)).toHaveLength(1));
    expect(dialogs.messages).toEqual(["'부산 서구' 검색을 삭제할까요?"]);
  });
});
