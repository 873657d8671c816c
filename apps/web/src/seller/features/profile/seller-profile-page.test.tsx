import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LISTING_MESSAGES, SELLER_CLOSURE_MESSAGES, api } from '@autobid/shared';
import { recordDialogs } from '@/testing/dialogs';
import { answer, calls, refuse, renderApp } from '@/testing/harness';
import { CLOSE_ACCOUNT_TEXTS } from './components/close-account-section';
import { SellerProfilePage } from './seller-profile-page';

beforeEach(() => {
  localStorage.setItem('sellerToken', 'seller-jwt');
  answer(api.sellers.me, { id: 1, name: '홍길동', phone: '01055550001' });
  answer(api.sellers.updateMe, ({ body }) => ({
    id: 1,
    phone: '01055550001',
    ...(body as { name: string }),
  }));
  answer(api.sellers.logout, null);
  renderApp(<SellerProfilePage />, {
    path: '/seller/profile',
    pattern: '/seller/profile',
    routes: { '/seller/login': <p>판매자 로그인 화면</p> },
  });
});
afterEach(() => {
  localStorage.clear();
});

describe('SellerProfilePage', () => {
  it('shows the name with its limit and the phone', async () => {
    const name = await screen.findByLabelText<HTMLInputElement>('판매자 이름');
    expect(name.value).toBe('홍길동');
    expect(screen.getByText('20자 이내로 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('010-5555-0001')).toBeTruthy();
  });

  it('refuses a name over the limit at the field instead of cutting it, and saves a valid one', async () => {
    const name = await screen.findByLabelText<HTMLInputElement>('판매자 이름');
    fireEvent.change(name, { target: { value: '가'.repeat(21) } });
    expect(name.value).toHaveLength(21);
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(LISTING_MESSAGES.sellerNameTooLong)).toBeTruthy();
    expect(calls(api.sellers.updateMe)).toHaveLength(0);
    fireEvent.change(name, { target: { value: '홍길순' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('이름을 저장했습니다.')).toBeTruthy();
    expect(calls(api.sellers.updateMe)[0]?.body).toEqual({ name: '홍길순' });
  });

  it('logs out on the server and leaves for the seller login', async () => {
    await screen.findByLabelText('판매자 이름');
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByText('판매자 로그인 화면')).toBeTruthy();
    expect(calls(api.sellers.logout)).toHaveLength(1);
    expect(localStorage.getItem('sellerToken')).toBeNull();
  });

  it('asks before closing the account and shows why it cannot while something is open', async () => {
    const reason = SELLER_CLOSURE_MESSAGES.open({ listings: 1, deals: 1, claims: 0 });
    refuse(api.sellers.closeMe, { status: 409, errorCode: 'SELLER_HAS_OPEN_TRADES', message: reason });
    await screen.findByLabelText('판매자 이름');
    fireEvent.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    const dialog = await screen.findByRole('dialog', { name: CLOSE_ACCOUNT_TEXTS.question });
    expect(dialog.textContent).toContain(CLOSE_ACCOUNT_TEXTS.details[0]);
    fireEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(calls(api.sellers.closeMe)).toHaveLength(1);
    expect(localStorage.getItem('sellerToken')).toBe('seller-jwt');
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the account, signs out and says so', async () => {
    const dialogs = recordDialogs();
    answer(api.sellers.closeMe, null);
    await screen.findByLabelText('판매자 이름');
    fireEvent.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    fireEvent.click(await screen.findByRole('button', { name: '탈퇴하기' }));
    expect(await screen.findByText('판매자 로그인 화면')).toBeTruthy();
    expect(localStorage.getItem('sellerToken')).toBeNull();
    await waitFor(() => expect(dialogs.messages).toEqual([CLOSE_ACCOUNT_TEXTS.done]));
    dialogs.stop();
  });
});
