import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@autobid/shared';
import { answer, calls, refuse, renderApp } from '@/testing/harness';
import { LoginForm } from './login-form';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';

function renderForm() {
  renderApp(<LoginForm />, { path: '/login', pattern: '/login', routes: { '/home': <p>홈 화면</p> } });
}

let dialogs: DialogRecorder;

beforeEach(() => {
  dialogs = recordDialogs();
  localStorage.clear();
});

afterEach(() => {
  dialogs.stop();
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
    expect(calls()).toEqual([]);
  });

  it('shows the server message under the password field, quotes stripped, without an alert', async () => {
    refuse(api.dealers.login, { status: 401, message: '"아이디" 또는 비밀번호가 틀렸습니다.' });
    renderForm();
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'dealer' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('아이디 또는 비밀번호가 틀렸습니다.')).toBeTruthy();
    expect(dialogs.messages).toEqual([]);
  });

  it('shows the generic message when no token comes back', async () => {
    // A success without a usable token (empty): the form must not sign in with it.
    answer(api.dealers.login, { accessToken: '' });
    renderForm();
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'dealer' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'pw1234' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('아이디와 비밀번호를 확인해주세요.')).toBeTruthy();
  });

  it('stores the token and goes to /home on success', async () => {
    answer(api.dealers.login, { accessToken: 'jwt' });
    renderForm();
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: ' dealer ' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'dealer1234' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('홈 화면')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('jwt');
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(calls(api.dealers.login)[0]?.body).toEqual({ username: 'dealer', password: 'dealer1234' });
  });
});
