import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUCTION_MESSAGES, api, type ErrorCode } from '@autobid/shared';
import { dialogQueue } from '@/components/ui/app-dialog';
import { AppDialogHost } from '@/components/ui/app-dialog-host';
import { dealerSession, emptyProfile } from '@/lib/dealer-session';
import { answer, calls, refuse, renderApp, testQueryClient } from '@/testing/harness';
import { BID_CONFIRM_MESSAGE, BidForm } from './bid-form';

/** The cache the rendered tree reads; the dealer's profile is seeded into it. */
let queryClient = testQueryClient();

const approvedProfile = { ...emptyProfile, id: 3, status: 'APPROVED' as const, isBankAccountAuth: true };

function renderForm(
  props: {
    disabled?: boolean;
    hopePrice?: number | null;
    maxBiddingPrice?: number;
    raise?: { biddingId: number; currentPrice: number; onClose: () => void };
  } = {},
) {
  renderApp(
    <>
      <BidForm
        target={{ kind: 'id', id: 7 }}
        hopePrice={props.hopePrice ?? null}
        maxBiddingPrice={props.maxBiddingPrice ?? 0}
        disabled={props.disabled ?? false}
        raise={props.raise}
      />
      <AppDialogHost />
    </>,
    { queryClient },
  );
}

/** The app dialog now shown (the confirmation or a notice). */
const shownDialog = () => screen.findByRole('alertdialog');

function typeAndSubmit(amount: string, submitLabel = '입찰하기') {
  fireEvent.change(screen.getByLabelText(/입찰 금액/), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: submitLabel }));
}

afterEach(() => {
  queryClient = testQueryClient();
  // Close whatever is still open so the next test starts without a dialog.
  while (dialogQueue.current()) {
    dialogQueue.answerCurrent(false);
  }
});

describe('BidForm', () => {
  it('asks for an amount before anything is sent', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '입찰하기' }));
    expect(await screen.findByText('입찰 금액을 입력해주세요.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls()).toEqual([]);
  });

  it('keeps digits only, asks with the amount in words and digits, then sends won with an idempotency key', async () => {
    renderForm({ hopePrice: 1_300_000, maxBiddingPrice: 1_200_000 });
    const input = screen.getByLabelText<HTMLInputElement>('입찰 금액');
    fireEvent.change(input, { target: { value: '12a5' } });
    expect(input.value).toBe('125');
    typeAndSubmit('125');

    const dialog = await shownDialog();
    expect(within(dialog).getByText(BID_CONFIRM_MESSAGE)).toBeTruthy();
    expect(within(dialog).getByText('125만원 (1,250,000원)')).toBeTruthy();
    // The amount stays in the field while the question is open.
    expect(screen.getByLabelText<HTMLInputElement>('입찰 금액').value).toBe('125');
    // A usual amount: no warning.
    expect(dialog.querySelector('[data-bid-warnings]')).toBeNull();
    expect(calls()).toEqual([]);

    answer(api.auctions.placeBid, { id: 1, auctionId: 7, price: 1_250_000, biddingAt: '' }, { once: true });
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('입찰이 완료되었습니다.')).toBeTruthy();
    const [sent] = calls();
    expect(sent?.route).toBe(`POST ${api.auctions.placeBid.path}`);
    expect(sent?.url.pathname).toBe('/api/v1/dealers/auction/7/bidding/');
    expect(sent?.body).toEqual({ price: 1_250_000 });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
  });

  it('warns in red for the fat-fingered 3,000만원 on a 540만 hope price and a 475만 top bid', async () => {
    renderForm({ hopePrice: 5_400_000, maxBiddingPrice: 4_750_000 });
    typeAndSubmit('3000');
    const dialog = await shownDialog();
    expect(within(dialog).getByText('3,000만원 (30,000,000원)')).toBeTruthy();
    const warnings = dialog.querySelector('[data-bid-warnings]');
    expect(warnings?.textContent).toContain('희망가 540만원의 150%를 넘는 금액입니다.');
    expect(warnings?.textContent).toContain('최고 입찰가 475만원의 150%를 넘는 금액입니다.');
    expect(warnings?.textContent).toContain('금액을 다시 확인해주세요.');
    // Declined: nothing is sent and the amount stays for correction.
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls()).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>('입찰 금액').value).toBe('3000');
  });

  it('warns for an amount below half of the top bid', async () => {
    renderForm({ hopePrice: 5_400_000, maxBiddingPrice: 4_750_000 });
    typeAndSubmit('200');
    const dialog = await shownDialog();
    expect(dialog.querySelector('[data-bid-warnings]')?.textContent).toContain(
      '최고 입찰가 475만원의 50%에 못 미치는 금액입니다.',
    );
  });

  function refuseBid(errorCode: ErrorCode, message: string) {
    refuse(api.auctions.placeBid, { status: 409, message, errorCode }, { once: true });
    typeAndSubmit('10');
  }

  it('offers the bank-account verification when the server answers BANK_ACCOUNT_REQUIRED, whatever its wording', async () => {
    renderForm();
    refuseBid('BANK_ACCOUNT_REQUIRED', '계좌를 먼저 인증해주세요.');
    fireEvent.click(within(await shownDialog()).getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('button', { name: '계좌 인증하기' })).toBeTruthy();
  });

  it('shows a banned dealer the ban in place of the form, with nothing to type or send', () => {
    dealerSession.setProfile(queryClient, { ...approvedProfile, penaltyExpiredAt: '2099-05-08T00:00:00Z' });
    renderForm();
    expect(screen.getByText('입찰 제한 기간입니다')).toBeTruthy();
    expect(screen.getByText('2099.05.08 09:00까지 입찰할 수 없습니다.')).toBeTruthy();
    expect(screen.queryByLabelText(/입찰 금액/)).toBeNull();
    expect(screen.queryByRole('button', { name: '입찰하기' })).toBeNull();
  });

  it('shows a dealer without a verified bank account the verification step in place of the form', () => {
    dealerSession.setProfile(queryClient, { ...approvedProfile, isBankAccountAuth: false });
    // The verification dialog reads the banks.
    answer(api.reference.bankCodes, [{ name: '국민은행', code: '004' }]);
    renderForm();
    expect(screen.getByText(AUCTION_MESSAGES.bankAccountRequired)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '계좌 인증하기' }));
    expect(screen.getByRole('dialog', { name: '계좌 인증' })).toBeTruthy();
    expect(screen.queryByLabelText(/입찰 금액/)).toBeNull();
    expect(screen.queryByRole('button', { name: '입찰하기' })).toBeNull();
  });

  it('shows the form to a verified dealer without a ban', () => {
    dealerSession.setProfile(queryClient, approvedProfile);
    renderForm();
    expect(screen.getByLabelText('입찰 금액')).toBeTruthy();
    expect(screen.getByRole('button', { name: '입찰하기' })).toBeTruthy();
  });

  it('shows any other refusal under the form, without the verification', async () => {
    renderForm();
    refuseBid('AUCTION_ENDED', '종료된 경매입니다.');
    fireEvent.click(within(await shownDialog()).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('종료된 경매입니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '계좌 인증하기' })).toBeNull();
  });

  it('shows the recommended range from hopePrice and can be disabled', () => {
    renderForm({ hopePrice: 4_800_000, disabled: true });
    expect(screen.getByText('추천 입찰가 408만원~480만원')).toBeTruthy();
    expect(screen.getByText('이 범위의 입찰가는 낙찰 확률이 높습니다.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('입찰 금액').disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '입찰하기' }).disabled).toBe(true);
  });

  describe('raising the active bid', () => {
    it('refuses the same or a lower amount before asking, and sends nothing', async () => {
      const onClose = vi.fn();
      renderForm({ raise: { biddingId: 70, currentPrice: 4_750_000, onClose }, maxBiddingPrice: 5_000_000 });
      expect(screen.getByText('현재 내 입찰가 475만원보다 높게 입력해주세요.')).toBeTruthy();
      typeAndSubmit('475', '입찰가 올리기');
      expect(await screen.findByText(AUCTION_MESSAGES.bidNotHigher)).toBeTruthy();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(calls()).toEqual([]);
    });

    it('asks with the amount and where it starts, then PATCHes the bid with a key and closes', async () => {
      const onClose = vi.fn();
      renderForm({
        raise: { biddingId: 70, currentPrice: 4_750_000, onClose },
        hopePrice: 5_400_000,
        maxBiddingPrice: 5_000_000,
      });
      typeAndSubmit('520', '입찰가 올리기');
      const dialog = await shownDialog();
      expect(within(dialog).getByText(BID_CONFIRM_MESSAGE)).toBeTruthy();
      expect(within(dialog).getByText('520만원 (5,200,000원)')).toBeTruthy();
      expect(within(dialog).getByText('현재 내 입찰가 475만원에서 올립니다.')).toBeTruthy();
      answer(
        api.auctions.raiseBid,
        { id: 70, auctionId: 7, price: 5_200_000, biddingAt: '' },
        { once: true },
      );
      fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
      expect(await screen.findByText('입찰가를 올렸습니다.')).toBeTruthy();
      const [sent] = calls();
      expect(sent?.route).toBe(`PATCH ${api.auctions.raiseBid.path}`);
      expect(sent?.url.pathname).toBe('/api/v1/dealers/auction/bidding/70');
      expect(sent?.body).toEqual({ price: 5_200_000 });
      expect(sent?.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
      await waitFor(() => expect(onClose).toHaveBeenCalled());
    });

    it("shows the server's refusal of a raise under the form", async () => {
      renderForm({ raise: { biddingId: 70, currentPrice: 4_750_000, onClose: vi.fn() } });
      refuse(
        api.auctions.raiseBid,
        { status: 409, message: AUCTION_MESSAGES.bidNotHigher, errorCode: 'BID_NOT_HIGHER' },
        { once: true },
      );
      typeAndSubmit('500', '입찰가 올리기');
      fireEvent.click(within(await shownDialog()).getByRole('button', { name: '확인' }));
      expect(await screen.findByText(AUCTION_MESSAGES.bidNotHigher)).toBeTruthy();
    });
  });
});
