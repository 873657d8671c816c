import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ACCOUNT_MESSAGES, SIGNUP_MESSAGES } from '@autobid/shared';
import { createQueryClient } from '@/lib/query-client';
import { dealerSession, emptyProfile } from '@/lib/dealer-session';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { ProfileChangePage } from './profile-change-page';

/** The cache the rendered tree reads; the dealer's profile is seeded into it. */
let queryClient = createQueryClient();

const fetchMock = vi.fn<typeof fetch>();
let dialogs: DialogRecorder;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
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
  cleanup();
  queryClient = createQueryClient();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderPage() {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProfileChangePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
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
      expect(fetchMock).not.toHaveBeenCalled();
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the number on file and the business number as digits', async () => {
    renderPage();
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ code: 200, message: '', data: { ...emptyProfile, status: 'APPROVED' } }),
        {
          status: 200,
        },
      ),
    );
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/dealers/me');
    expect(JSON.parse(init?.body as string)).toMatchObject({
      phoneNumber: '01012345678',
      email: 'a@b.kr',
      name: '김딜러',
      businessNumber: '1248100998',
    });
  });
});
