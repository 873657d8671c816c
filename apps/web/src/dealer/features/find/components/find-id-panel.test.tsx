import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@autobid/shared';
import { answer, calls, refuse, renderApp } from '@/testing/harness';
import { FindIdPanel } from './find-id-panel';

function renderPanel() {
  renderApp(<FindIdPanel />);
}

const codeSent = () => ({ expiresAt: new Date(Date.now() + 180_000).toISOString() });

describe('FindIdPanel', () => {
  it('after "no matching id" the name can be corrected and the same code tried again; the old answer goes', async () => {
    renderPanel();
    fireEvent.change(screen.getByLabelText('전화번호'), { target: { value: '01056789012' } });
    answer(api.dealers.requestFindId, codeSent(), { once: true });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await screen.findByText('인증번호를 발송했습니다. 3분 안에 입력해주세요.');

    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '홍길동' } });
    fireEvent.change(screen.getByLabelText('인증번호'), { target: { value: '1234' } });
    answer(api.dealers.confirmFindId, '-1', { once: true });
    fireEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    expect(await screen.findByText('일치하는 아이디가 없습니다.')).toBeTruthy();

    // Typing the right name clears the stale answer at once.
    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '최현우' } });
    expect(screen.queryByText('일치하는 아이디가 없습니다.')).toBeNull();

    answer(api.dealers.confirmFindId, 'dealer5', { once: true });
    fireEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    expect(await screen.findByText('회원님의 아이디는 dealer5 입니다.')).toBeTruthy();
    expect(screen.queryByText('일치하는 아이디가 없습니다.')).toBeNull();
    expect(calls(api.dealers.confirmFindId)[1]?.body).toEqual({
      name: '최현우',
      phone: '01056789012',
      code: '1234',
    });
  });

  it('a retry that fails shows only its own message, not the previous answer', async () => {
    renderPanel();
    fireEvent.change(screen.getByLabelText('전화번호'), { target: { value: '01056789012' } });
    answer(api.dealers.requestFindId, codeSent(), { once: true });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await screen.findByText('인증번호를 발송했습니다. 3분 안에 입력해주세요.');
    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '홍길동' } });
    fireEvent.change(screen.getByLabelText('인증번호'), { target: { value: '1234' } });
    answer(api.dealers.confirmFindId, '-1', { once: true });
    fireEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    await screen.findByText('일치하는 아이디가 없습니다.');

    refuse(api.dealers.confirmFindId, { status: 400, message: '인증번호가 만료되었습니다.' }, { once: true });
    fireEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    await screen.findByText('인증번호가 만료되었습니다.');
    await waitFor(() => expect(screen.queryByText('일치하는 아이디가 없습니다.')).toBeNull());
  });
});
