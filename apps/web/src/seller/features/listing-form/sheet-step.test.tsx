import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CONDITION_MESSAGES,
  CONDITION_SHEETS,
  api,
  clearConditionReport,
  type Brand,
  type ListingRequest,
  type SellerAuctionDetail,
} from '@autobid/shared';
import { AppDialogHost } from '@/components/ui/app-dialog-host';
import { sellerAuctionDetailFixture } from '@/testing/fixtures';
import { answer, calls, renderApp } from '@/testing/harness';
import { EditListingPage } from './listing-form-page';

const BRANDS: Brand[] = [
  { id: 1, name: '혼다', logo: '', vehicleType: 'MOTORBIKE' },
  { id: 2, name: '현대', logo: '', vehicleType: 'CAR' },
];

/** A draft with every value but the sheet. */
const READY: Partial<SellerAuctionDetail> = {
  year: 2021,
  mileage: 12_500,
  fuel: 'GASOLINE',
  color: '흰색',
  accident: '없음',
  purpose: 'ROAD',
  licensePlateDesuetude: 'REGISTERED',
  officialIncome: '정식 수입',
  secondaryKey: '있음',
  region1: '서울특별시',
  region2: '강남구',
  region3: '역삼동',
  hopePrice: 3_500_000,
  images: [
    { type: 'MAIN', image: '/uploads/a.png' },
    { type: 'LEFT_SIDE', image: '/uploads/b.png' },
    { type: 'RIGHT_SIDE', image: '/uploads/c.png' },
  ],
};

function renderEdit(step: number, overrides: Partial<SellerAuctionDetail> = {}) {
  answer(api.sellers.detail, sellerAuctionDetailFixture({ ...READY, ...overrides }));
  renderApp(
    <>
      <EditListingPage />
      <AppDialogHost />
    </>,
    { path: `/seller/auctions/42/edit?step=${step}`, pattern: '/seller/auctions/:id/edit' },
  );
}

/** The body of the last save. */
const lastSave = () => calls(api.listings.update).at(-1)?.body as ListingRequest | undefined;
const wroteNothing = () => calls().every((call) => call.route.startsWith('GET'));

const item = (key: string) => document.querySelector<HTMLElement>(`[data-item="${key}"]`) as HTMLElement;
const choose = (key: string, option: string) => fireEvent.click(within(item(key)).getByLabelText(option));
const next = () => fireEvent.click(screen.getByRole('button', { name: '다음' }));
/** A save and the next step take a while on a busy machine. */
const AFTER_SAVE = { timeout: 5_000 };

beforeEach(() => {
  localStorage.setItem('sellerToken', 'seller');
  window.scrollTo = vi.fn();
  answer(api.reference.brands, BRANDS);
  answer(api.sellers.me, { id: 1, name: '홍길동', phone: '01055550001' });
  answer(api.listings.update, { id: 42, status: 'REGISTERED', statusLabel: '가격문의', version: 2 });
});

afterEach(() => {
  localStorage.clear();
});

describe('the condition sheet step', () => {
  it('asks every item of the motorbike sheet and says each one missing at its field, sending nothing', async () => {
    renderEdit(3);
    expect(await screen.findByRole('heading', { name: '상태 점검표', level: 2 })).toBeTruthy();
    for (const group of ['차체', '엔진', '구동', '타이어', '외관', '서류']) {
      expect(screen.getByRole('heading', { name: group, level: 3 })).toBeTruthy();
    }
    expect(screen.getByText('필수 항목 18개 중 0개 작성')).toBeTruthy();
    next();
    expect(await screen.findByRole('alert')).toBeTruthy();
    const frame = within(item('frame')).getByRole('group', { name: '프레임 손상·교정' });
    expect(frame.getAttribute('aria-invalid')).toBe('true');
    expect(within(frame).getByText(CONDITION_MESSAGES.stateRequired('프레임 손상·교정'))).toBeTruthy();
    expect(
      within(item('frontTyre')).getByText(CONDITION_MESSAGES.percentInvalid('앞 타이어 마모율')),
    ).toBeTruthy();
    expect(
      within(item('exterior.tank')).getByText(CONDITION_MESSAGES.stateRequired('연료탱크')),
    ).toBeTruthy();
    // The inspection date may stay empty.
    expect(within(item('lastInspection')).queryByText(/형식/)).toBeNull();
    expect(wroteNothing()).toBe(true);
    // Answering an item clears its message.
    choose('frame', '없음');
    expect(
      within(item('frame')).queryByText(CONDITION_MESSAGES.stateRequired('프레임 손상·교정')),
    ).toBeNull();
  });

  it('fills every choice with "이상 없음" at once, leaves the tyre wear to type, then saves the sheet', async () => {
    renderEdit(3);
    fireEvent.click(await screen.findByRole('button', { name: '모두 이상 없음으로 채우기' }));
    expect(screen.getByText('필수 항목 18개 중 16개 작성')).toBeTruthy();
    expect(within(item('engine')).getByLabelText<HTMLInputElement>('정상').checked).toBe(true);
    expect(within(item('exterior.muffler')).getByLabelText<HTMLInputElement>('이상 없음').checked).toBe(true);
    next();
    expect(
      await within(item('rearTyre')).findByText(CONDITION_MESSAGES.percentInvalid('뒤 타이어 마모율')),
    ).toBeTruthy();
    expect(wroteNothing()).toBe(true);
    fireEvent.change(screen.getByLabelText('앞 타이어 마모율(%)'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('뒤 타이어 마모율(%)'), { target: { value: '4a5' } });
    expect(screen.getByLabelText<HTMLInputElement>('뒤 타이어 마모율(%)').value).toBe('45');
    next();
    await waitFor(() => expect(lastSave()).toBeTruthy());
    const items = lastSave()?.conditionReport?.items ?? {};
    expect(Object.keys(items).sort()).toEqual(
      CONDITION_SHEETS.MOTORBIKE.filter((def) => !def.optional)
        .map((def) => def.key)
        .sort(),
    );
    expect(items.frontTyre).toEqual({ state: '30', note: '', photo: '' });
    expect(items.chain).toEqual({ state: 'GOOD', note: '', photo: '' });
    expect(await screen.findByRole('heading', { name: '사진', level: 2 }, AFTER_SAVE)).toBeTruthy();
  });

  it('asks for the note a state needs, at the note field, and sends it with an item’s photo', async () => {
    answer(api.files.upload, { url: '/uploads/tuning.png' });
    renderEdit(3, { conditionReport: clearConditionReport('MOTORBIKE') });
    await screen.findByRole('heading', { name: '상태 점검표', level: 2 });
    choose('tuning', '있음');
    const note = await within(item('tuning')).findByLabelText('튜닝·개조 내용');
    next();
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(within(item('tuning')).getByText(CONDITION_MESSAGES.noteRequired('튜닝·개조'))).toBeTruthy();
    expect(
      within(item('tuning')).getByRole('group', { name: '튜닝·개조' }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(wroteNothing()).toBe(true);
    fireEvent.change(note, { target: { value: '머플러 교체 (구조 변경 승인)' } });
    // An optional note and a photo on another item.
    fireEvent.click(within(item('brakes')).getByRole('button', { name: '브레이크 설명 추가' }));
    fireEvent.change(within(item('brakes')).getByLabelText('브레이크 설명 (선택)'), {
      target: { value: '2025년 패드 교체' },
    });
    fireEvent.click(within(item('tuning')).getByRole('button', { name: '튜닝·개조 사진 추가' }));
    fireEvent.change(within(item('tuning')).getByLabelText('튜닝·개조 사진 (선택)'), {
      target: { files: [new File([new Uint8Array(10)], 't.png', { type: 'image/png' })] },
    });
    // The photo is kept in the draft as it arrives.
    await waitFor(() => expect(lastSave()?.conditionReport?.items.tuning?.photo).toBe('/uploads/tuning.png'));
    expect(calls(api.files.upload)[0]?.headers.get('authorization')).toBe('Bearer seller');
    next();
    await waitFor(() => expect(calls(api.listings.update)).toHaveLength(2));
    expect(lastSave()?.conditionReport?.items.tuning).toEqual({
      state: 'SOME',
      note: '머플러 교체 (구조 변경 승인)',
      photo: '/uploads/tuning.png',
    });
    expect(lastSave()?.conditionReport?.items.brakes).toEqual({
      state: 'NORMAL',
      note: '2025년 패드 교체',
      photo: '',
    });
  });

  it('keeps only the items of the new vehicle type when the brand changes to a car', async () => {
    renderEdit(1, {
      conditionReport: clearConditionReport('MOTORBIKE', { frame: { state: 'STRAIGHTENED' } }),
    });
    const brand = await screen.findByLabelText('브랜드');
    await waitFor(() => expect(within(brand).getByRole('option', { name: '현대' })).toBeTruthy());
    fireEvent.change(brand, { target: { value: '2' } });
    next();
    await screen.findByRole('heading', { name: '상태', level: 2 }, AFTER_SAVE);
    expect(lastSave()?.brandId).toBe(2);
    // Of the motorbike's items only those a car's sheet has are kept: the accident history, and the frame,
    // whose "교정 이력" a car's sheet does not offer, so it is left to answer again (and not sent empty).
    expect(lastSave()?.conditionReport).toEqual({
      items: { accidentHistory: { state: 'NONE', note: '', photo: '' } },
    });
    // The car's sheet is asked next.
    next();
    expect(await screen.findByRole('heading', { name: '상태 점검표', level: 2 }, AFTER_SAVE)).toBeTruthy();
    expect(screen.getByRole('group', { name: '후드' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: '체인·스프로킷' })).toBeNull();
  });

  it('sends the seller back to the sheet with the shared message when it is incomplete at submission', async () => {
    answer(api.listings.submit, { id: 42, status: 'AUDIT', statusLabel: '심사중', version: 3 });
    const report = clearConditionReport('MOTORBIKE', {
      electrics: { state: 'PARTIAL', note: '브레이크등 불량' },
    });
    delete report.items.chain;
    renderEdit(7, { conditionReport: report });
    // The review lists the sheet as dealers read it, and what it misses.
    const sheet = await screen.findByRole('region', { name: '딜러에게 보이는 점검표' });
    expect(within(sheet).getByText('전기·등화장치').nextElementSibling?.textContent).toContain('일부 불량');
    expect(within(sheet).getByText('브레이크등 불량')).toBeTruthy();
    expect(screen.getByText('작성하지 않은 항목 1개')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: CONDITION_MESSAGES.stateRequired('체인·스프로킷') }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '심사 요청' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONDITION_MESSAGES.sheetRequired);
    expect(await screen.findByRole('heading', { name: '상태 점검표', level: 2 })).toBeTruthy();
    const chain = within(item('chain')).getByRole('group', { name: '체인·스프로킷' });
    expect(chain.getAttribute('aria-invalid')).toBe('true');
    expect(within(chain).getByText(CONDITION_MESSAGES.stateRequired('체인·스프로킷'))).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(chain).getByLabelText('양호')));
    expect(calls(api.listings.submit)).toEqual([]);
    expect(calls(api.listings.update)).toEqual([]);
    // Answered, the message at the top goes with the item's.
    choose('chain', '양호');
    expect(screen.queryByText(CONDITION_MESSAGES.sheetRequired)).toBeNull();
  });
});
