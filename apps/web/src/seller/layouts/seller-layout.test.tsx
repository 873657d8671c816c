import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { api } from '@autobid/shared';
import { answer, renderApp } from '@/testing/harness';
import { sellerSession } from '../session';
import { SellerLayout } from './seller-layout';

function renderAt(path: string) {
  renderApp(
    [
      {
        path: '/seller',
        element: <SellerLayout />,
        children: [
          { path: 'login', element: <p>판매자 로그인 화면</p> },
          { element: <sellerSession.Guard />, children: [{ index: true, element: <p>내 매물 화면</p> }] },
        ],
      },
    ],
    { path },
  );
}

beforeEach(() => {
  // ScrollToTop scrolls on every navigation; jsdom has no layout.
  window.scrollTo = vi.fn();
});

afterEach(() => {
  localStorage.clear();
});

describe('the seller layout and guard', () => {
  it('sends a visitor without a seller session to /seller/login, whatever the dealer session', async () => {
    localStorage.setItem('token', 'dealer-jwt');
    renderAt('/seller');
    expect(await screen.findByText('판매자 로그인 화면')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '판매자 메뉴' })).toBeNull();
  });

  it('shows the seller menu, and logging out drops only the seller session', async () => {
    localStorage.setItem('token', 'dealer-jwt');
    localStorage.setItem('sellerToken', 'seller-jwt');
    answer(api.sellers.logout, null);
    renderAt('/seller');
    expect(await screen.findByText('내 매물 화면')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '판매자 메뉴' });
    expect(nav.textContent).toBe('내 매물새 매물 등록내 정보');
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByText('판매자 로그인 화면')).toBeTruthy();
    expect(localStorage.getItem('sellerToken')).toBeNull();
    expect(localStorage.getItem('token')).toBe('dealer-jwt');
  });
});
