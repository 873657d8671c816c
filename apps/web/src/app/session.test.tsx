import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@autobid/shared';
import { getToken, setToken } from '@/lib/storage';
import { useLogout } from '@/lib/dealer-session';
import { answer, calls, failNetwork, renderApp } from '@/testing/harness';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      로그아웃
    </button>
  );
}

function renderAt(path: string) {
  renderApp(<LogoutButton />, { path, pattern: '/home', routes: { '/': <p>첫 화면</p> } });
}

afterEach(() => {
  localStorage.clear();
});

describe('useLogout', () => {
  it('asks the server to end the tokens with the token it held, then clears storage and goes to /', async () => {
    answer(api.dealers.logout, null);
    setToken('dealer-token');
    renderAt('/home');
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));

    await screen.findByText('첫 화면');
    expect(getToken()).toBeNull();
    expect(calls()).toHaveLength(1);
    const [sent] = calls(api.dealers.logout);
    expect(sent?.url.pathname).toBe('/api/v1/dealers/logout');
    expect(sent?.headers.get('authorization')).toBe('Bearer dealer-token');
  });

  it('logs out on the device even when the server cannot be reached', async () => {
    failNetwork(api.dealers.logout);
    setToken('dealer-token');
    renderAt('/home');
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    await screen.findByText('첫 화면');
    await waitFor(() => expect(calls(api.dealers.logout)).toHaveLength(1));
    expect(getToken()).toBeNull();
  });
});
