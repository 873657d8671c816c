import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { dealerSession, emptyProfile } from '@/lib/dealer-session';
import { renderApp, testQueryClient } from '@/testing/harness';
import { SiteHeader } from './site-header';

/** The cache the rendered tree reads; the dealer's profile is seeded into it. */
let queryClient = testQueryClient();

function renderHeader(path: string) {
  renderApp(<SiteHeader />, { path, queryClient });
}

afterEach(() => {
  queryClient = testQueryClient();
  localStorage.clear();
});

describe('SiteHeader', () => {
  it('marks the nav item of the current area and links the logo to / when logged out', () => {
    renderHeader('/auction/detail/3');
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    expect(within(nav).getByRole('link', { name: '경매 목록' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '홈' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: '오토비드 For Dealer 홈' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '로그인 및 회원가입' }).getAttribute('href')).toBe('/login');
  });

  it('shows the profile chip and links the logo to /home when signed in', () => {
    localStorage.setItem('token', 'dealer-session');
    dealerSession.setProfile(queryClient, {
      ...emptyProfile,
      id: 7,
      name: '김민수',
      position: '대표',
      status: 'APPROVED',
    });
    renderHeader('/home');
    expect(screen.getByRole('link', { name: /김민수/ }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: '오토비드 For Dealer 홈' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByRole('link', { name: '로그인 및 회원가입' })).toBeNull();
  });

  it('shows a code-link visitor the dealer name without a link to /profile or /home, and no login button', () => {
    // The code session put the link's dealer (a name, no id) in the profile store; there is no login here.
    dealerSession.setProfile(queryClient, {
      ...emptyProfile,
      name: '김민수',
      position: '대표',
      agencyName: '오토상사',
    });
    renderHeader('/alimtalk/auction/review/AbCdEfGhIjKlMnOpQrStUv');
    expect(screen.getByText('김민수')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /김민수/ })).toBeNull();
    expect(screen.getByRole('link', { name: '오토비드 For Dealer 홈' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: '로그인 및 회원가입' })).toBeNull();
  });

  it('opens the drawer from the menu button and closes it from the dimmed area', async () => {
    localStorage.setItem('token', 'dealer-session');
    dealerSession.setProfile(queryClient, {
      ...emptyProfile,
      id: 7,
      name: '김민수',
      position: '대표',
      status: 'APPROVED',
    });
    renderHeader('/home');
    expect(screen.queryByRole('dialog', { name: '메뉴' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '메뉴 열기' }));
    const drawer = await screen.findByRole('dialog', { name: '메뉴' });
    for (const name of ['홈', '경매 목록', '입찰 내역', '거래 내역', '공지사항']) {
      expect(within(drawer).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(drawer).getByRole('button', { name: '로그아웃' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '메뉴 닫기' }));
    expect(screen.queryByRole('dialog', { name: '메뉴' })).toBeNull();
  });
});
