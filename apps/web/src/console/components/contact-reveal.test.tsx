import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, CONTACT_REVEAL_MESSAGES } from '@autobid/shared';
import { answer, calls, renderApp } from '@/testing/harness';
import { ContactReveal } from './contact-reveal';

describe('ContactReveal', () => {
  it('shows the masked number; the full one only after a purpose is chosen, and says the look is logged', async () => {
    answer(api.consoleContacts.reveal, { kind: 'SELLER', id: 7, name: '김안심', phone: '01012345678' });
    renderApp(<ContactReveal phone="010-****-5678" subject={{ kind: 'SELLER', id: 7 }} />);
    expect(screen.getByText('010-****-5678')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '연락처 보기' }));
    const dialog = within(screen.getByRole('dialog', { name: '연락처 보기' }));

    fireEvent.click(dialog.getByRole('button', { name: '연락처 보기' }));
    expect(await dialog.findByText(CONTACT_REVEAL_MESSAGES.purpose)).toBeTruthy();
    fireEvent.click(dialog.getByRole('radio', { name: /기타/ }));
    fireEvent.click(dialog.getByRole('button', { name: '연락처 보기' }));
    expect(await dialog.findByText(CONTACT_REVEAL_MESSAGES.purposeText)).toBeTruthy();
    expect(calls(api.consoleContacts.reveal)).toHaveLength(0);

    fireEvent.click(dialog.getByRole('radio', { name: /거래 분쟁 처리/ }));
    fireEvent.click(dialog.getByRole('button', { name: '연락처 보기' }));
    await waitFor(() => expect(screen.getByText('010-1234-5678')).toBeTruthy());
    expect(screen.getByText(/감사 로그에 기록되었습니다/)).toBeTruthy();
    expect(calls(api.consoleContacts.reveal)[0]?.body).toMatchObject({
      subject: { kind: 'SELLER', id: 7 },
      purpose: 'DISPUTE',
    });
  });
});
