import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SIGNUP_MESSAGES } from '@autobid/shared';
import { createQueryClient } from '@/lib/query-client';
import { serve, type Served } from '../../test/serve';
import { SellerLoginPage } from './seller-login-page';

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/seller/login']}>
        <Routes>
          <Route path="/seller/login" element={<SellerLoginPage />} />
          <Route path="/seller" element={<p>내 매물 화면</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let served: Served;
beforeEach(() => {
  served = serve({
    'POST /api/v1/sellers/auth/phone/request': () => ({
      data: { expiresAt: new Date(Date.now() + 180_000).toISOString() },
    }),
    'POST /api/v1/sellers/login': (body) =>
      (body as { authCode: string }).authCode === '1234'
        ? { data: { accessToken: 'seller-jwt' } }
        : { status: 400, message: '인증번호가 일치하지 않습니다.' },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SellerLoginPage', () => {
  it('checks the number before asking for a code, naming it as the field does', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('전화번호'), { target: { value: '0101234' } });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText(SIGNUP_MESSAGES.phoneFormat)).toBeTruthy();
    expect(served.calls).toEqual([]);
    fireEvent.change(screen.getByLabelText('전화번호'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText(SIGNUP_MESSAGES.phoneRequired)).toBeTruthy();
  });

  it('sends one code request for a double tap', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('전화번호'), { target: { value: '010-5555-0002' } });
    const button = screen.getByRole('button', { name: '인증번호 받기' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByLabelText('인증번호')).toBeTruthy();
    expect(served.calls).toHaveLength(1);
  });

  it('shows a wrong code under the code, then logs in under the seller key and keeps the dealer session', async () => {
    localStorage.setItem('token', 'dealer-jwt');
    renderPage();
    fireEvent.change(screen.getByLabelText('전화번호'), { target: { value: '010-5555-0001' } });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    const code = await screen.findByLabelText('인증번호');
    expect(served.calls[0]?.body).toEqual({ phone: '01055550001' });
    fireEvent.change(code, { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('인증번호가 일치하지 않습니다.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('내 매물 화면')).toBeTruthy();
    expect(localStorage.getItem('sellerToken')).toBe('seller-jwt');
    expect(localStorage.getItem('token')).toBe('dealer-jwt');
    expect(served.calls.at(-1)?.body).toEqual({ phone: '01055550001', authCode: '1234' });
  });
});
