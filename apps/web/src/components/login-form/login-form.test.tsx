import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { LoginForm } from './login-form';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';

const fetchMock = vi.fn<typeof fetch>();

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginForm />} />
          <Route path="/home" element={<p>홈 화면</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function respond(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
}

let dialogs: DialogRecorder;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  dialogs = recordDialogs();
  localStorage.clear();
});

afterEach(() => {
  dialogs.stop();
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('LoginForm', () => {
  it('asks for the username, then the password, without calling the server', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('아이디를 입력해주세요.')).toBeTruthy();
    expect(screen.queryByText('비밀번호를 입력해주세요.')).toBeNull();
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'dealer' } });
    expect(screen.queryByText('아이디를 입력해주세요.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('비밀번호를 입력해주세요.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message under the password field, quotes stripped, without an alert', async () => {
    respond(401, { code: 401, message: '"아이디" 또는 비밀번호가 틀렸습니다.', data: null });
    renderForm();
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'dealer' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('아이디 또는 비밀번호가 틀렸습니다.')).toBeTruthy();
    expect(dialogs.messages).toEqual([]);
  });

  it('shows the generic message when no token comes back', async () => {
    respond(200, { code: 200, message: 'OK', data: {} });
    renderForm();
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'dealer' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'pw1234' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('아이디와 비밀번호를 확인해주세요.')).toBeTruthy();
  });

  it('stores the token and goes to /home on success', async () => {
    respond(200, { code: 200, message: 'OK', data: { accessToken: 'jwt' } });
    renderForm();
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: ' dealer ' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'dealer1234' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('홈 화면')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('jwt');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"username":"dealer","password":"dealer1234"}');
  });
});
