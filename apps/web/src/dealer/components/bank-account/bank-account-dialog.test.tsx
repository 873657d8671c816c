import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@autobid/shared';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { answer, refuse, renderApp } from '@/testing/harness';
import { BANK_AUTH_DONE_MESSAGE, BankAccountDialog } from './bank-account-dialog';

let dialogs: DialogRecorder;

beforeEach(() => {
  dialogs = recordDialogs();
  answer(api.reference.bankCodes, [{ name: '국민은행', code: '004' }]);
  answer(api.dealers.bankAuthStep1, { expiresAt: '2030-01-01T00:00:00.000Z' });
  answer(api.dealers.bankAuthStep2, { isBankAccountAuth: true });
});

afterEach(() => {
  dialogs.stop();
});

function renderDialog(onClose = vi.fn()) {
  renderApp(<BankAccountDialog onClose={onClose} />);
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
    refuse(api.dealers.bankAuthStep2, { status: 400, message: '인증 문구가 일치하지 않습니다.' });
    fireEvent.change(await screen.findByLabelText('계좌번호'), { target: { value: '110345678901' } });
    fireEvent.click(screen.getByRole('button', { name: '1원 보내기' }));
    fireEvent.change(await screen.findByLabelText('인증 문구'), { target: { value: '가나다마' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('인증 문구가 일치하지 않습니다.')).toBeTruthy();
    expect(dialogs.messages).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
