import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { dealerSession, emptyProfile } from './dealer-session';
import { createQueryClient } from './query-client';

const fetchMock = vi.fn<typeof fetch>();
let queryClient: QueryClient;

function answer(status: number, data: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify({ code: status, message: '', data }), { status }),
  );
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<dealerSession.Guard />}>
            <Route path="/home" element={<p>홈 화면</p>} />
          </Route>
          <Route path="/login" element={<p>로그인 화면</p>} />
          <Route path="/wait" element={<p>대기 화면</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  queryClient = createQueryClient();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

describe('createAppSession (the dealer instance)', () => {
  it('reads the profile once into the cache, keyed by the token, and opens the page for an approved dealer', async () => {
    localStorage.setItem('token', 'dealer-jwt');
    answer(200, { ...emptyProfile, id: 7, name: '김민수', status: 'APPROVED' });
    renderAt('/home');
    expect(await screen.findByText('홈 화면')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/v1\/dealers\/profile$/);
    expect(dealerSession.peekProfile(queryClient)).toMatchObject({ id: 7, name: '김민수' });
    expect(queryClient.getQueryData([...dealerSession.profileKey, 'dealer-jwt'])).toMatchObject({ id: 7 });
  });

  it('sends a dealer under review to /wait', async () => {
    localStorage.setItem('token', 'dealer-jwt');
    answer(200, { ...emptyProfile, id: 7, status: 'AUDIT' });
    renderAt('/home');
    expect(await screen.findByText('대기 화면')).toBeTruthy();
  });

  it('takes a 401 on the profile for no session: the login, and the token dropped', async () => {
    localStorage.setItem('token', 'dealer-jwt');
    localStorage.setItem('sellerToken', 'seller-jwt');
    answer(401, null);
    renderAt('/home');
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    // Only the dealer's session goes.
    expect(localStorage.getItem('sellerToken')).toBe('seller-jwt');
  });

  it('signIn sets the token and reads the new profile afresh', async () => {
    dealerSession.setProfile(queryClient, null);
    answer(200, { ...emptyProfile, id: 9, status: 'APPROVED' });
    dealerSession.signIn(queryClient, 'new-jwt');
    renderAt('/home');
    expect(await screen.findByText('홈 화면')).toBeTruthy();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer new-jwt');
  });
});
