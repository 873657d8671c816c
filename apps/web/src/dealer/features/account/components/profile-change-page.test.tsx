import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES, SIGNUP_MESSAGES, api } from '@autobid/shared';
import { dealerSession, emptyProfile } from '@/lib/dealer-session';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { answer, calls, renderApp, testQueryClient } from '@/testing/harness';
import { ProfileChangePage } from './profile-change-page';

/** The cache the rendered tree reads; the dealer's profile is seeded into it. */
let queryClient = testQueryClient();

let dialogs: DialogRecorder;

beforeEach(() => {
  dialogs = recordDialogs();
  dealerSession.setProfile(queryClient, {
    ...emptyProfile,
    id: 7,
    status: 'APPROVED',
    phoneNumber: '010-1234-5678',
    email: 'a@b.kr',
    name: '김딜러',
    businessNumber: '1248100998',
  });
});

afterEach(() => {
  dialogs.stop();
  queryClient = testQueryClient();
});

function renderPage() {
  renderApp(<ProfileChangePage />, { queryClient });
}

/** The message tied to the field's control (aria-describedby): what is read under it. */
const messageOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: '변경하기' }));

describe('ProfileChangePage (the shared field schemas)', () => {
  it.each([
    ['이메일', '', SIGNUP_MESSAGES.emailRequired],
    ['이메일', 'a@b', SIGNUP_MESSAGES.emailFormat],
    ['이름', ' ', SIGNUP_MESSAGES.nameRequired],
    ['사업자등록번호', '1248100999', SIGNUP_MESSAGES.businessNumberFormat],
  ])(
    '%s %j: its message under the field, cleared when edited, nothing sent',
    async (label, value, message) => {
      renderPage();
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
      submit();
      expect(await screen.findByText(message)).toBeTruthy();
      expect(messageOf(label)).toContain(message);
      fireEvent.change(screen.getByLabelText(label), { target: { value: `${value}x` } });
      expect(screen.queryByText(message)).toBeNull();
      expect(calls()).toEqual([]);
    },
  );

  it('a new number: the format first, then the SMS check, under the phone', async () => {
    renderPage();
    const phone = screen.getByLabelText('전화번호');
    fireEvent.change(phone, { target: { value: '0109876' } });
    submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.phoneFormat)).toBeTruthy();
    fireEvent.change(phone, { target: { value: '010-9876-5432' } });
    submit();
    expect(await screen.findByText(ACCOUNT_MESSAGES.phoneNotVerified)).toBeTruthy();
    expect(messageOf('전화번호')).toContain(ACCOUNT_MESSAGES.phoneNotVerified);
    expect(calls()).toEqual([]);
  });

  it('sends the number on file and the business number as digits', async () => {
    renderPage();
    answer(api.dealers.updateProfile, { ...emptyProfile, status: 'APPROVED' }, { once: true });
    submit();
    await waitFor(() => expect(calls(api.dealers.updateProfile)).toHaveLength(1));
    const [sent] = calls(api.dealers.updateProfile);
    expect(sent?.url.pathname).toBe('/api/v1/dealers/me');
    expect(sent?.body).toMatchObject({
      phoneNumber: '01012345678',
      email: 'a@b.kr',
      name: '김딜러',
      businessNumber: '1248100998',
    });
  });
});
