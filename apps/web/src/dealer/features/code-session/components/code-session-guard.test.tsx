import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, focusManager } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DEAL_MESSAGES } from '@autobid/shared';
import { createQueryClient } from '@/lib/query-client';
import { dealerSession, emptyProfile } from '@/lib/dealer-session';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { CodeSessionGuard } from './code-session-guard';

/** The cache the rendered tree reads; the dealer's profile is seeded into it. */
let queryClient = createQueryClient();
const profile = () => dealerSession.peekProfile(queryClient) ?? emptyProfile;

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';
const fetchMock = vi.fn<typeof fetch>();
let dialogs: DialogRecorder;

function respond(status: number, data: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify({ code: status, message: '', data }), { status }),
  );
}

function renderAt(code: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/alimtalk/auction/review/${code}`]}>
        <Routes>
          <Route
            path="/alimtalk/auction/review/:code"
            element={
              <CodeSessionGuard page="REVIEW" code={code}>
                <p>후기 화면</p>
              </CodeSessionGuard>
            }
          />
          <Route path="/login" element={<p>로그인 화면</p>} />
          <Route path="/home" element={<p>홈 화면</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  dialogs = recordDialogs();
  queryClient = createQueryClient();
});

afterEach(() => {
  cleanup();
  focusManager.setFocused(undefined);
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  dialogs.stop();
  localStorage.clear();
});

describe('CodeSessionGuard', () => {
  it("renders the page and shows a visitor the code's dealer (name, position, agency; no id)", async () => {
    respond(200, {
      name: '김딜러',
      position: '팀장',
      agencyName: '오토상사',
      codeLink: { auctionId: 1, purpose: 'REVIEW', expiresAt: '' },
    });
    renderAt(CODE);
    await screen.findByText('후기 화면');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/v1/dealers/code/${CODE}/me`);
    await waitFor(() => expect(profile().name).toBe('김딜러'));
    expect(profile()).toMatchObject({ id: 0, position: '팀장', agencyName: '오토상사', phoneNumber: '' });
  });

  it("keeps a logged-in dealer's own profile on a live code of another dealer", async () => {
    localStorage.setItem('token', 'dealer-session');
    dealerSession.setProfile(queryClient, {
      ...emptyProfile,
      id: 9,
      name: '김민수',
      status: 'APPROVED',
      phoneNumber: '01012345678',
    });
    respond(200, {
      name: '김딜러',
      position: '대표',
      agencyName: '',
      codeLink: { auctionId: 1, purpose: 'REVIEW', expiresAt: '' },
    });
    renderAt(CODE);
    await screen.findByText('후기 화면');
    expect(profile()).toMatchObject({ id: 9, name: '김민수', phoneNumber: '01012345678' });
  });

  it('checks the code once while the page is open: a focus does not ask again (the page may have used it)', async () => {
    respond(200, {
      name: '김딜러',
      position: '대표',
      agencyName: '',
      codeLink: { auctionId: 1, purpose: 'REVIEW', expiresAt: '' },
    });
    renderAt(CODE);
    await screen.findByText('후기 화면');
    respond(401, null);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('후기 화면')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a visitor to /login on an expired code, saying the link is no longer valid', async () => {
    localStorage.setItem('sellerToken', 'seller-session');
    respond(401, null);
    renderAt(CODE);
    await screen.findByText('로그인 화면');
    expect(profile().id).toBe(0);
    await waitFor(() => expect(dialogs.messages).toEqual([DEAL_MESSAGES.codeInvalid]));
    // Another session of this browser (a seller's) is not the link's to end.
    expect(localStorage.getItem('sellerToken')).toBe('seller-session');
  });

  it('keeps a logged-in dealer logged in on an expired code: no token sent, none dropped, home with the notice', async () => {
    localStorage.setItem('token', 'dealer-session');
    dealerSession.setProfile(queryClient, { ...emptyProfile, id: 9, name: '김민수', status: 'APPROVED' });
    respond(401, null);
    renderAt(CODE);
    await screen.findByText('홈 화면');
    expect(localStorage.getItem('token')).toBe('dealer-session');
    expect(profile()).toMatchObject({ id: 9, name: '김민수' });
    await waitFor(() => expect(dialogs.messages).toEqual([DEAL_MESSAGES.codeInvalid]));
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBeNull();
  });

  it('does not even ask about a malformed code', async () => {
    renderAt('short');
    await screen.findByText('로그인 화면');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a dealer the server refuses away with the server's message, keeping a login", async () => {
    localStorage.setItem('token', 'dealer-session');
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 403, message: '승인된 딜러만 이용할 수 있습니다.', data: null }), {
        status: 403,
      }),
    );
    renderAt(CODE);
    await screen.findByText('홈 화면');
    await waitFor(() => expect(dialogs.messages).toEqual(['승인된 딜러만 이용할 수 있습니다.']));
    expect(localStorage.getItem('token')).toBe('dealer-session');
  });
});
