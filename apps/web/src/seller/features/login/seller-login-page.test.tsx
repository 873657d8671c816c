import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { SIGNUP_MESSAGES, api } from '@autobid/shared';
import { answer, calls, refuse, renderApp } from '@/testing/harness';
import { SellerLoginPage } from './seller-login-page';

function renderPage() {
  renderApp(<SellerLoginPage />, {
    path: '/seller/login',
    pattern: '/seller/login',
    routes: { '/seller': <p>내 매물 화면</p> },
  });
}

beforeEach(() => {
  answer(api.sellers.requestCode, () => ({ expiresAt: new Date(Date.now() + 180_000).toISOString() }));
  answer(api.sellers.login, { accessToken: 'seller-jwt' });
});
afterEach(() => {
  localStorage.clear();
});

describe('SellerLoginPage', () => {
  it('checks the number before asking for a code, naming it as the field does', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('전화번호'), { target: { value: '0101234' } });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText(SIGNUP_MESSAGES.phoneFormat)).toBeTruthy();
    expect(calls()).toEqual([]);
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
    expect(calls()).toHaveLength(1);
  });

  it('shows a wrong code under the code, then logs in under the seller key and keeps the dealer session', async () => {
    localStorage.setItem('token', 'dealer-jwt');
    renderPage();
    fireEvent.change(screen.getByLabelText('전화번호'), { target: { value: '010-5555-0001' } });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    const code = await screen.findByLabelText('인증번호');
    expect(calls(api.sellers.requestCode)[0]?.body).toEqual({ phone: '01055550001' });
    // The wrong code is refused once; the right one then logs in.
    refuse(api.sellers.login, { status: 400, message: '인증번호가 일치하지 않습니다.' }, { once: true });
    fireEvent.change(code, { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('인증번호가 일치하지 않습니다.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('내 매물 화면')).toBeTruthy();
    expect(localStorage.getItem('sellerToken')).toBe('seller-jwt');
    expect(localStorage.getItem('token')).toBe('dealer-jwt');
    expect(calls(api.sellers.login).map((call) => call.body)).toEqual([
      { phone: '01055550001', authCode: '9999' },
      { phone: '01055550001', authCode: '1234' },
    ]);
  });
});
