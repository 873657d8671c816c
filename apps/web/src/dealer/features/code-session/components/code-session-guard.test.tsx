import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { DEAL_MESSAGES, api } from '@autobid/shared';
import { dealerSession, emptyProfile } from '@/lib/dealer-session';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { answer, calls, refuse, renderApp, testQueryClient } from '@/testing/harness';
import { CodeSessionGuard } from './code-session-guard';

/** The cache the rendered tree reads; the dealer's profile is seeded into it. */
let queryClient = testQueryClient();
const profile = () => dealerSession.peekProfile(queryClient) ?? emptyProfile;

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';
let dialogs: DialogRecorder;

/** The code's dealer, as GET /v1/dealers/code/{code}/me answers for a live REVIEW link. */
function answerLive(dealer: { name: string; position: string; agencyName: string }) {
  answer(api.codeLinks.me, {
    ...dealer,
    codeLink: { auctionId: 1, purpose: 'REVIEW', expiresAt: '' },
  });
}

/** An unknown, expired or used code. */
const answerExpired = () => refuse(api.codeLinks.me, { status: 401, message: '' });

function renderAt(code: string) {
  renderApp(
    <CodeSessionGuard page="REVIEW" code={code}>
      <p>후기 화면</p>
    </CodeSessionGuard>,
    {
      path: `/alimtalk/auction/review/${code}`,
      pattern: '/alimtalk/auction/review/:code',
      routes: { '/login': <p>로그인 화면</p>, '/home': <p>홈 화면</p> },
      queryClient,
    },
  );
}

beforeEach(() => {
  dialogs = recordDialogs();
  queryClient = testQueryClient();
});

afterEach(() => {
  focusManager.setFocused(undefined);
  dialogs.stop();
  localStorage.clear();
});

describe('CodeSessionGuard', () => {
  it("renders the page and shows a visitor the code's dealer (name, position, agency; no id)", async () => {
    answerLive({ name: '김딜러', position: '팀장', agencyName: '오토상사' });
    renderAt(CODE);
    await screen.findByText('후기 화면');
    expect(calls(api.codeLinks.me)[0]?.url.pathname).toBe(`/api/v1/dealers/code/${CODE}/me`);
    await waitFor(() => expect(profile().name).toBe('김딜러'));
    expect(profile()).toMatchObject({ id: 0, position: '팀장', agencyName: '오토상사', phoneNumber: '' });
  });

  it("keeps a logged-in dealer's own profile on a live code of another dealer", async () => {
    localStorage.setItem('token', 'dealer-session');
    dealerSession.setProfile(queryClient, {
      ...emptyProfile,
      id: 9,
      name: '김민수',
      status: 'APPROVED',
      phoneNumber: '01012345678',
    });
    answerLive({ name: '김딜러', position: '대표', agencyName: '' });
    renderAt(CODE);
    await screen.findByText('후기 화면');
    expect(profile()).toMatchObject({ id: 9, name: '김민수', phoneNumber: '01012345678' });
  });

  it('checks the code once while the page is open: a focus does not ask again (the page may have used it)', async () => {
    answerLive({ name: '김딜러', position: '대표', agencyName: '' });
    renderAt(CODE);
    await screen.findByText('후기 화면');
    answerExpired();
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('후기 화면')).toBeTruthy();
    expect(calls(api.codeLinks.me)).toHaveLength(1);
  });

  it('sends a visitor to /login on an expired code, saying the link is no longer valid', async () => {
    localStorage.setItem('sellerToken', 'seller-session');
    answerExpired();
    renderAt(CODE);
    await screen.findByText('로그인 화면');
    expect(profile().id).toBe(0);
    await waitFor(() => expect(dialogs.messages).toEqual([DEAL_MESSAGES.codeInvalid]));
    // Another session of this browser (a seller's) is not the link's to end.
    expect(localStorage.getItem('sellerToken')).toBe('seller-session');
  });

  it('keeps a logged-in dealer logged in on an expired code: no token sent, none dropped, home with the notice', async () => {
    localStorage.setItem('token', 'dealer-session');
    dealerSession.setProfile(queryClient, { ...emptyProfile, id: 9, name: '김민수', status: 'APPROVED' });
    answerExpired();
    renderAt(CODE);
    await screen.findByText('홈 화면');
    expect(localStorage.getItem('token')).toBe('dealer-session');
    expect(profile()).toMatchObject({ id: 9, name: '김민수' });
    await waitFor(() => expect(dialogs.messages).toEqual([DEAL_MESSAGES.codeInvalid]));
    expect(calls(api.codeLinks.me)[0]?.headers.get('authorization')).toBeNull();
  });

  it('does not even ask about a malformed code', async () => {
    renderAt('short');
    await screen.findByText('로그인 화면');
    expect(calls()).toEqual([]);
  });

  it("sends a dealer the server refuses away with the server's message, keeping a login", async () => {
    localStorage.setItem('token', 'dealer-session');
    refuse(api.codeLinks.me, { status: 403, message: '승인된 딜러만 이용할 수 있습니다.' });
    renderAt(CODE);
    await screen.findByText('홈 화면');
    await waitFor(() => expect(dialogs.messages).toEqual(['승인된 딜러만 이용할 수 있습니다.']));
    expect(localStorage.getItem('token')).toBe('dealer-session');
  });
});
