import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DEAL_MESSAGES } from '@autobid/shared';
import { createQueryClient } from '@/lib/query-client';
import { emptyProfile, getProfile, resetProfile } from '@/lib/profile-store';
import { CodeSessionGuard } from './code-session-guard';

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';
const fetchMock = vi.fn<typeof fetch>();
const alertMock = vi.fn<(message?: string) => void>();

function respond(status: number, data: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify({ code: status, message: '', data }), { status }),
  );
}

function renderAt(code: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
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
          <Route path="/wait" element={<p>심사 화면</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.alert = alertMock;
  resetProfile();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  alertMock.mockReset();
  localStorage.clear();
});

describe('CodeSessionGuard', () => {
  it("renders the page and shows the code's dealer in the profile store", async () => {
    respond(200, {
      ...emptyProfile,
      id: 5,
      name: '김딜러',
      status: 'APPROVED',
      codeLink: { auctionId: 1, purpose: 'REVIEW', expiresAt: '' },
    });
    renderAt(CODE);
    await screen.findByText('후기 화면');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/v1/dealers/code/${CODE}/me`);
    await waitFor(() => expect(getProfile().name).toBe('김딜러'));
  });

  it('drops the session and goes to /login on an expired code', async () => {
    localStorage.setItem('token', 'old');
    respond(401, null);
    renderAt(CODE);
    await screen.findByText('로그인 화면');
    expect(localStorage.getItem('token')).toBeNull();
    expect(getProfile().id).toBe(0);
    expect(alertMock).toHaveBeenCalledWith(DEAL_MESSAGES.codeInvalid);
  });

  it('does not even ask about a malformed code', async () => {
    renderAt('short');
    await screen.findByText('로그인 화면');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a dealer under review to /wait', async () => {
    respond(200, {
      ...emptyProfile,
      id: 5,
      name: '김딜러',
      status: 'AUDIT',
      codeLink: { auctionId: 1, purpose: 'REVIEW', expiresAt: '' },
    });
    renderAt(CODE);
    await screen.findByText('심사 화면');
  });
});
