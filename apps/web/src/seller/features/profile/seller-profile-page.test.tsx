import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LISTING_MESSAGES } from '@autobid/shared';
import { createQueryClient } from '@/lib/query-client';
import { serve, type Served } from '../../test/serve';
import { SellerProfilePage } from './seller-profile-page';

let served: Served;
beforeEach(() => {
  localStorage.setItem('sellerToken', 'seller-jwt');
  served = serve({
    'GET /api/v1/sellers/me': () => ({ data: { id: 1, name: '홍길동', phone: '01055550001' } }),
    'PUT /api/v1/sellers/me': (body) => ({ data: { id: 1, phone: '01055550001', ...(body as object) } }),
    'POST /api/v1/sellers/logout': () => ({ data: null }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/seller/profile']}>
        <Routes>
          <Route path="/seller/profile" element={<SellerProfilePage />} />
          <Route path="/seller/login" element={<p>판매자 로그인 화면</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SellerProfilePage', () => {
  it('shows the name with its limit and the phone', async () => {
    const name = await screen.findByLabelText<HTMLInputElement>('판매자 이름');
    expect(name.value).toBe('홍길동');
    expect(screen.getByText('20자 이내로 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('010-5555-0001')).toBeTruthy();
  });

  it('refuses a name over the limit at the field instead of cutting it, and saves a valid one', async () => {
    const name = await screen.findByLabelText<HTMLInputElement>('판매자 이름');
    fireEvent.change(name, { target: { value: '가'.repeat(21) } });
    expect(name.value).toHaveLength(21);
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(LISTING_MESSAGES.sellerNameTooLong)).toBeTruthy();
    expect(served.calls.some((call) => call.route === 'PUT /api/v1/sellers/me')).toBe(false);
    fireEvent.change(name, { target: { value: '홍길순' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('이름을 저장했습니다.')).toBeTruthy();
    expect(served.calls.find((call) => call.route === 'PUT /api/v1/sellers/me')?.body).toEqual({
      name: '홍길순',
    });
  });

  it('logs out on the server and leaves for the seller login', async () => {
    await screen.findByLabelText('판매자 이름');
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByText('판매자 로그인 화면')).toBeTruthy();
    expect(served.calls.some((call) => call.route === 'POST /api/v1/sellers/logout')).toBe(true);
    expect(localStorage.getItem('sellerToken')).toBeNull();
  });
});
