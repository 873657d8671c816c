import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@autobid/shared';
import { answer, calls, refuse, renderApp, testQueryClient } from '@/testing/harness';
import { dealerSession, emptyProfile } from './dealer-session';

let queryClient: QueryClient;

function renderAt(path: string) {
  renderApp(
    [
      { element: <dealerSession.Guard />, children: [{ path: '/home', element: <p>홈 화면</p> }] },
      { path: '/login', element: <p>로그인 화면</p> },
      { path: '/wait', element: <p>대기 화면</p> },
    ],
    { path, queryClient },
  );
}

beforeEach(() => {
  queryClient = testQueryClient();
});

afterEach(() => {
  localStorage.clear();
});

describe('createAppSession (the dealer instance)', () => {
  it('reads the profile once into the cache, keyed by the token, and opens the page for an approved dealer', async () => {
    localStorage.setItem('token', 'dealer-jwt');
    answer(api.dealers.profile, { ...emptyProfile, id: 7, name: '김민수', status: 'APPROVED' });
    renderAt('/home');
    expect(await screen.findByText('홈 화면')).toBeTruthy();
    expect(calls()).toHaveLength(1);
    expect(calls(api.dealers.profile)[0]?.url.pathname).toBe('/api/v1/dealers/profile');
    expect(dealerSession.peekProfile(queryClient)).toMatchObject({ id: 7, name: '김민수' });
    expect(queryClient.getQueryData([...dealerSession.profileKey, 'dealer-jwt'])).toMatchObject({ id: 7 });
  });

  it('sends a dealer under review to /wait', async () => {
    localStorage.setItem('token', 'dealer-jwt');
    answer(api.dealers.profile, { ...emptyProfile, id: 7, status: 'AUDIT' });
    renderAt('/home');
    expect(await screen.findByText('대기 화면')).toBeTruthy();
  });

  it('takes a 401 on the profile for no session: the login, and the token dropped', async () => {
    localStorage.setItem('token', 'dealer-jwt');
    localStorage.setItem('sellerToken', 'seller-jwt');
    refuse(api.dealers.profile, { status: 401, message: '' });
    renderAt('/home');
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    // Only the dealer's session goes.
    expect(localStorage.getItem('sellerToken')).toBe('seller-jwt');
  });

  it('signIn sets the token and reads the new profile afresh', async () => {
    dealerSession.setProfile(queryClient, null);
    answer(api.dealers.profile, { ...emptyProfile, id: 9, status: 'APPROVED' });
    dealerSession.signIn(queryClient, 'new-jwt');
    renderAt('/home');
    expect(await screen.findByText('홈 화면')).toBeTruthy();
    expect(calls(api.dealers.profile)[0]?.headers.get('authorization')).toBe('Bearer new-jwt');
  });
});
