import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { FindIdPanel } from './find-id-panel';

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, data: unknown, message = '') {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: status, message, data }), { status }));
}

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FindIdPanel />
    </QueryClientProvider>,
  );
}

const bodyOf = (call: number) => JSON.parse(fetchMock.mock.calls[call]?.[1]?.body as string) as unknown;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('FindIdPanel', () => {
  it('after "no matching id" the name can be corrected and the same code tried again; the old answer goes', async () => {
    renderPanel();
    fireEvent.change(screen.getByLabelText('전화번호'), { target: { value: '01056789012' } });
    respond(200, { expiresAt: new Date(Date.now() + 180_000).toISOString() });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await screen.findByText('인증번호를 발송했습니다. 3분 안에 입력해주세요.');

    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '홍길동' } });
    fireEvent.change(screen.getByLabelText('인증번호'), { target: { value: '1234' } });
    respond(200, '-1');
    fireEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    expect(await screen.findByText('일치하는 아이디가 없습니다.')).toBeTruthy();

    // Typing the right name clears the stale answer at once.
    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '최현우' } });
    expect(screen.queryByText('일치하는 아이디가 없습니다.')).toBeNull();

    respond(200, 'dealer5');
    fireEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    expect(await screen.findByText('회원님의 아이디는 dealer5 입니다.')).toBeTruthy();
    expect(screen.queryByText('일치하는 아이디가 없습니다.')).toBeNull();
    expect(bodyOf(2)).toEqual({ name: '최현우', phone: '01056789012', code: '1234' });
  });

  it('a retry that fails shows only its own message, not the previous answer', async () => {
    renderPanel();
    fireEvent.change(screen.getByLabelText('전화번호'), { target: { value: '01056789012' } });
    respond(200, { expiresAt: new Date(Date.now() + 180_000).toISOString() });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await screen.findByText('인증번호를 발송했습니다. 3분 안에 입력해주세요.');
    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '홍길동' } });
    fireEvent.change(screen.getByLabelText('인증번호'), { target: { value: '1234' } });
    respond(200, '-1');
    fireEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    await screen.findByText('일치하는 아이디가 없습니다.');

    respond(400, null, '인증번호가 만료되었습니다.');
    fireEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    await screen.findByText('인증번호가 만료되었습니다.');
    await waitFor(() => expect(screen.queryByText('일치하는 아이디가 없습니다.')).toBeNull());
  });
});
