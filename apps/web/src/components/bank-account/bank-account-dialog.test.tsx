import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { BANK_AUTH_DONE_MESSAGE, BankAccountDialog } from './bank-account-dialog';

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'OK', data }), { status: 200 });

let dialogs: DialogRecorder;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  dialogs = recordDialogs();
});

afterEach(() => {
  dialogs.stop();
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderDialog(onClose = vi.fn()) {
  fetchMock.mockImplementation((input) => {
    const url = urlOf(input);
    if (url.includes('/bank-code/all')) {
      return Promise.resolve(ok([{ name: '국민은행', code: '004' }]));
    }
    if (url.includes('/step1')) {
      return Promise.resolve(ok({ expiresAt: '2030-01-01T00:00:00.000Z' }));
    }
    if (url.includes('/step2')) {
      return Promise.resolve(ok({ isBankAccountAuth: true }));
    }
    return Promise.resolve(ok(null));
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BankAccountDialog onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('BankAccountDialog', () => {
  it('tells the dealer in Korean that the 1-won check succeeded, and closes', async () => {
    const onClose = renderDialog();
    fireEvent.change(await screen.findByLabelText('계좌번호'), { target: { value: '110345678901' } });
    fireEvent.click(screen.getByRole('button', { name: '1원 보내기' }));
    fireEvent.change(await screen.findByLabelText('인증 문구'), { target: { value: '가나다라' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(dialogs.messages).toEqual([BANK_AUTH_DONE_MESSAGE]));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says nothing of success when the word is wrong: the message stays under the field', async () => {
    const onClose = renderDialog();
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        urlOf(input).includes('/step2')
          ? new Response(
              JSON.stringify({
                code: 400,
                message: '인증 문구가 일치하지 않습니다.',
                data: null,
                errorCode: 'X',
              }),
              { status: 400 },
            )
          : ok(urlOf(input).includes('/bank-code/all') ? [{ name: '국민은행', code: '004' }] : {}),
      ),
    );
    fireEvent.change(await screen.findByLabelText('계좌번호'), { target: { value: '110345678901' } });
    fireEvent.click(screen.getByRole('button', { name: '1원 보내기' }));
    fireEvent.change(await screen.findByLabelText('인증 문구'), { target: { value: '가나다마' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('인증 문구가 일치하지 않습니다.')).toBeTruthy();
    expect(dialogs.messages).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
