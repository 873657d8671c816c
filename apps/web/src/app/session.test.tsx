import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { getToken, setToken } from '@/lib/storage';
import { useLogout } from '@/lib/dealer-session';

const fetchMock = vi.fn<typeof fetch>();

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      로그아웃
    </button>
  );
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/home" element={<LogoutButton />} />
          <Route path="/" element={<p>첫 화면</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

describe('useLogout', () => {
  it('asks the server to end the tokens with the token it held, then clears storage and goes to /', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 200, message: '', data: null }), { status: 200 }),
    );
    setToken('dealer-token');
    renderAt('/home');
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));

    await screen.findByText('첫 화면');
    expect(getToken()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/api\/v1\/dealers\/logout$/);
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer dealer-token');
  });

  it('logs out on the device even when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    setToken('dealer-token');
    renderAt('/home');
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    await screen.findByText('첫 화면');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(getToken()).toBeNull();
  });
});
