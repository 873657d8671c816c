import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { LISTING_MESSAGES, api, type Brand } from '@autobid/shared';
import { AppDialogHost } from '@/components/ui/app-dialog-host';
import { answer, calls, refuse, renderApp } from '@/testing/harness';
import { NewListingPage } from './listing-form-page';

const BRANDS: Brand[] = [
  { id: 1, name: '혼다', logo: '', vehicleType: 'MOTORBIKE' },
  { id: 2, name: '현대', logo: '', vehicleType: 'CAR' },
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The new-listing page with the app's dialog host (the mileage question is answered on screen). */
function renderNew() {
  renderApp(
    <>
      <NewListingPage />
      <AppDialogHost />
    </>,
    {
      path: '/seller/auctions/new',
      pattern: '/seller/auctions/new',
      routes: { '/seller/auctions/:id/edit': <Where /> },
    },
  );
}

/** No write went out: every call the form made was a read. */
const wroteNothing = () => calls().every((call) => call.route.startsWith('GET'));

const choose = (group: string, option: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByLabelText(option));

beforeEach(() => {
  localStorage.setItem('sellerToken', 'seller');
  window.scrollTo = vi.fn();
  answer(api.reference.brands, BRANDS);
  answer(api.sellers.me, { id: 1, name: '홍길동', phone: '01055550001' });
  // The draft's read ahead of its edit page: only to skip a loading screen, so a refusal is as good here.
  refuse(api.sellers.detail, { status: 404, message: '없음' });
});

afterEach(() => {
  localStorage.clear();
});

describe('the listing form, step 1', () => {
  it('asks for every field of the step at once and sends nothing', async () => {
    renderNew();
    fireEvent.click(await screen.findByRole('button', { name: '다음' }));
    for (const message of [
      LISTING_MESSAGES.brandRequired,
      LISTING_MESSAGES.modelRequired,
      LISTING_MESSAGES.yearRequired,
      LISTING_MESSAGES.mileageRequired,
      LISTING_MESSAGES.fuelRequired,
      LISTING_MESSAGES.colorRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(wroteNothing()).toBe(true);
  });

  it('shows a year out of range under the year, and clears it on edit', async () => {
    renderNew();
    fireEvent.change(await screen.findByLabelText('연식'), { target: { value: '1800' } });
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText(LISTING_MESSAGES.yearRange)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('연식'), { target: { value: '2021' } });
    expect(screen.queryByText(LISTING_MESSAGES.yearRange)).toBeNull();
  });

  it('creates the draft with the seller token and moves to its edit URL at step 2', async () => {
    answer(api.listings.create, { id: 42, status: 'REGISTERED', statusLabel: '가격문의', version: 1 });
    renderNew();
    const brand = await screen.findByLabelText('브랜드');
    await waitFor(() => expect(within(brand).getByRole('option', { name: '혼다' })).toBeTruthy());
    expect(within(brand).getByRole('group', { name: '오토바이' })).toBeTruthy();
    fireEvent.change(brand, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('모델명'), { target: { value: 'CB125R' } });
    fireEvent.change(screen.getByLabelText('연식'), { target: { value: '2021' } });
    fireEvent.change(screen.getByLabelText('주행거리'), { target: { value: '12500' } });
    expect(screen.getByLabelText<HTMLInputElement>('주행거리').value).toBe('12,500');
    choose('연료', '휘발유');
    fireEvent.change(screen.getByLabelText('색상'), { target: { value: '흰색' } });
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/seller/auctions/42/edit?step=2');
    const [create] = calls(api.listings.create);
    expect(create?.headers.get('authorization')).toBe('Bearer seller');
    expect(create?.body).toMatchObject({
      brandId: 1,
      model: 'CB125R',
      year: 2021,
      mileage: 12_500,
      fuel: 'GASOLINE',
      color: '흰색',
      accident: '',
      hopePrice: null,
      images: [],
    });
  });

  it('keeps everything typed and shows the refusal at the top when the save fails', async () => {
    answer(api.sellers.me, { id: 1, name: '홍길동', phone: '' });
    refuse(api.listings.create, {
      status: 400,
      message: '브랜드를 선택해주세요.',
      errorCode: 'LISTING_BRAND_INVALID',
    });
    renderNew();
    const brand = await screen.findByLabelText('브랜드');
    await waitFor(() => expect(within(brand).getByRole('option', { name: '현대' })).toBeTruthy());
    fireEvent.change(brand, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('모델명'), { target: { value: '아반떼' } });
    fireEvent.change(screen.getByLabelText('연식'), { target: { value: '2020' } });
    fireEvent.change(screen.getByLabelText('주행거리'), { target: { value: '30000' } });
    choose('연료', '휘발유');
    fireEvent.change(screen.getByLabelText('색상'), { target: { value: '검정' } });
    fireEvent.click(screen.getByRole('button', { name: '임시 저장' }));
    expect((await screen.findByRole('alert')).textContent).toBe('브랜드를 선택해주세요.');
    expect(screen.getByLabelText<HTMLInputElement>('모델명').value).toBe('아반떼');
    expect(screen.getByLabelText<HTMLInputElement>('주행거리').value).toBe('30,000');
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('asks before saving a mileage above 300,000 km; declined, it says so at the mileage and saves nothing', async () => {
    answer(api.listings.create, { id: 43, status: 'REGISTERED', statusLabel: '가격문의', version: 1 });
    renderNew();
    await waitFor(() => expect(screen.getByRole('option', { name: '혼다' })).toBeTruthy());
    for (const [label, value] of [
      ['브랜드', '1'],
      ['모델명', 'CB125R'],
      ['연식', '2021'],
      ['주행거리', '5123456'],
      ['색상', '흰색'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    choose('연료', '휘발유');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    const ask = await screen.findByRole('alertdialog', { name: LISTING_MESSAGES.mileageHigh('5,123,456') });
    fireEvent.click(within(ask).getByRole('button', { name: '취소' }));
    expect(await screen.findByText(LISTING_MESSAGES.mileageRecheck)).toBeTruthy();
    expect(wroteNothing()).toBe(true);
    // Confirmed, it saves.
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/seller/auctions/43/edit?step=2');
  });

  it('refuses a decimal or an over-long mileage at the field instead of changing what was typed', async () => {
    renderNew();
    const mileage = await screen.findByLabelText<HTMLInputElement>('주행거리');
    fireEvent.change(mileage, { target: { value: '12345678901' } });
    expect(mileage.value).toBe('12,345,678,901');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText(LISTING_MESSAGES.mileageRange)).toBeTruthy();
    fireEvent.change(mileage, { target: { value: '12.5' } });
    expect(mileage.value).toBe('12.5');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText(LISTING_MESSAGES.mileageWhole)).toBeTruthy();
  });
});
