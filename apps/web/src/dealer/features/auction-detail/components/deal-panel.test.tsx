import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CANCEL_REASON_MESSAGES,
  DEAL_MESSAGES,
  formatShortDateTime,
  DIRECT_INPUT_LABEL,
  PRICE_CLAIM_MESSAGES,
  api,
  type AuctionStatus,
  type DealDetail,
} from '@autobid/shared';
import type { AuctionDetailView } from '@/lib/auction-detail-query';
import type { AuctionTarget } from '@/lib/auction-target';
import type { DealPanelState } from '@autobid/shared';
import { CancelDealDialog } from './cancel-deal-dialog';
import { DealPanel, depositorRuleText } from './deal-panel';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { auctionDetailFixture, dealActionFixture, dealDetailFixture } from '@/testing/fixtures';
import { answer, calls, hold, refuse, renderApp } from '@/testing/harness';
import { dealerClaimFixture, priceClaimsViewFixture } from '@/testing/price-claim-fixtures';

const deal: DealDetail = dealDetailFixture({
  status: 'DEALER_CONFIRM',
  winningPrice: 8_500_000,
  fee: null,
  reservedAt: null,
});

function detailOf(
  status: AuctionStatus,
  dealPatch: Partial<DealDetail> = {},
  patch: Partial<AuctionDetailView> = {},
): AuctionDetailView {
  return {
    ...auctionDetailFixture({
      status,
      model: 'CBR650R',
      year: 2021,
      fuel: 'GASOLINE',
      accident: '없음',
      mileage: 1000,
      maxBiddingPrice: 8_500_000,
      bidderCount: 3,
      viewCount: 10,
      purpose: 'ROAD',
      licensePlateDesuetude: 'REGISTERED',
      biddingPrice: 8_500_000,
      myBiddingId: 70,
      hasBid: true,
      isWinner: true,
      deal: { ...deal, status, ...dealPatch },
    }),
    clockOffsetMs: 0,
    ...patch,
  };
}

function renderPanel(
  state: DealPanelState,
  detail: AuctionDetailView,
  options: { target?: AuctionTarget; banned?: boolean } = {},
) {
  const onCancelDeal = vi.fn();
  renderApp(
    <DealPanel
      detail={detail}
      state={state}
      target={options.target ?? { kind: 'id', id: 7 }}
      banned={options.banned ?? false}
      onCancelDeal={onCancelDeal}
      onCountdownEnd={() => undefined}
    />,
    {
      path: '/deal/detail/7',
      pattern: '/deal/detail/:id',
      routes: {
        '/deal/detail/:id/complete': <p>완료 양식</p>,
        '/alimtalk/auction/complete/:code': <p>코드 완료 양식</p>,
        '/deal/detail/:id/price-adjustment': <p>감가 요청 양식</p>,
        '/alimtalk/auction/price-adjustment/:code': <p>코드 감가 요청 양식</p>,
      },
    },
  );
  return { onCancelDeal };
}

/** Where the deal stands after an action of auction 7. */
const actionDone = (status: AuctionStatus) => dealActionFixture({ auctionId: 7, status });

/** The writes sent, oldest first: path and JSON body (null when none). */
function postedCalls() {
  return calls()
    .filter((call) => call.route.startsWith('POST'))
    .map((call) => [call.url.pathname, call.body ?? null]);
}

let dialogs: DialogRecorder;

beforeEach(() => {
  dialogs = recordDialogs();
});

afterEach(() => {
  dialogs.stop();
});

/** The shared fee account with the deal's code (docs/domain.md "Fees"). */
const SHARED_TRANSFER = {
  bankName: '국민은행',
  accountNumber: '123-45-6789',
  accountHolder: '(주)오토비드',
  depositReference: '482193',
  depositorName: '김민수 482193',
};
describe('DealPanel', () => {
  it('DEALER_CONFIRM: the quote and its fee, confirm after a clear question, then the success alert', async () => {
    dialogs.confirm = true;
    answer(api.deals.confirm, actionDone('DEALER_DEPOSIT'));
    const { onCancelDeal } = renderPanel('DEALER_CONFIRM', detailOf('DEALER_CONFIRM'));
    // "입찰", as every other screen says it.
    expect(screen.getByText('내 입찰이 낙찰되었습니다. 낙찰가를 확인하고 낙찰을 확정해주세요.')).toBeTruthy();
    expect(screen.getByText('내 입찰가(낙찰가)')).toBeTruthy();
    expect(document.body.textContent).not.toContain('견적');
    expect(screen.getByText('8,500,000원')).toBeTruthy();
    expect(screen.getByText('240,000원')).toBeTruthy();
    const button = screen.getByRole('button', { name: '낙찰 확정' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(dialogs.messages.length).toBeGreaterThan(0));
    expect(dialogs.messages[0]).toContain('낙찰가 8,500,000원으로 낙찰을 확정하시겠습니까?');
    // The second click of the double click neither asks again nor sends.
    await waitFor(() => expect(dialogs.messages).toContain(DEAL_MESSAGES.confirmed));
    expect(dialogs.messages.filter((message) => message.includes('낙찰을 확정하시겠습니까?'))).toHaveLength(
      1,
    );
    expect(postedCalls()).toEqual([['/api/v1/dealers/auction/7/confirm-bidding', null]]);
    fireEvent.click(screen.getByRole('button', { name: '거래 취소' }));
    expect(onCancelDeal).toHaveBeenCalledOnce();
  });

  it('DEALER_CONFIRM: nothing is sent when the question is declined, and a banned dealer cannot confirm', async () => {
    dialogs.confirm = false;
    renderPanel('DEALER_CONFIRM', detailOf('DEALER_CONFIRM'));
    fireEvent.click(screen.getByRole('button', { name: '낙찰 확정' }));
    await waitFor(() => expect(dialogs.messages).toHaveLength(1));
    expect(calls()).toEqual([]);
    cleanup();
    renderPanel('DEALER_CONFIRM', detailOf('DEALER_CONFIRM'), { banned: true });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '낙찰 확정' }).disabled).toBe(true);
  });

  it('DEALER_DEPOSIT: fee, account, depositor rule, deadline; a double click checks once, by code under the code path', async () => {
    const check = hold(api.codeLinks.checkDeposit);
    const detail = detailOf('DEALER_DEPOSIT', {
      fee: 240_000,
      depositDeadline: new Date(Date.now() + 30 * 60_000).toISOString(),
      transfer: { ...SHARED_TRANSFER, virtualAccount: null },
    });
    renderPanel('DEALER_DEPOSIT', detail, { target: { kind: 'code', code: 'abcdefghijklmnopqrstuv' } });
    expect(screen.getByText('240,000원')).toBeTruthy();
    expect(screen.getByText('국민은행')).toBeTruthy();
    expect(screen.getByText('123-45-6789')).toBeTruthy();
    expect(screen.getByText('482193')).toBeTruthy();
    expect(screen.getByText('김민수 482193')).toBeTruthy();
    expect(screen.getByText(depositorRuleText('김민수 482193'))).toBeTruthy();
    expect(screen.getByText('입금 마감까지')).toBeTruthy();
    expect(screen.getByText(/1~5분/)).toBeTruthy();
    const button = screen.getByRole('button', { name: '입금 확인' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: '확인 중...', busy: true }).disabled).toBe(
        true,
      ),
    );
    check.answer(actionDone('RESERVATION'));
    await waitFor(() => expect(dialogs.messages).toContain(DEAL_MESSAGES.depositConfirmed));
    expect(postedCalls()).toEqual([
      ['/api/v1/dealers/auction/code/abcdefghijklmnopqrstuv/check-deposit', null],
    ]);
  });

  it('DEALER_DEPOSIT with the deal’s own account: bank, number, holder, amount, due time; no code asked', () => {
    const dueAt = new Date(Date.now() + 40 * 60_000).toISOString();
    const detail = detailOf('DEALER_DEPOSIT', {
      fee: 240_000,
      depositDeadline: dueAt,
      transfer: {
        ...SHARED_TRANSFER,
        virtualAccount: {
          bankName: '우리은행',
          accountNumber: 'X6505636518308',
          accountHolder: '(주)오토비드',
          amount: 240_000,
          dueAt,
        },
      },
    });
    renderPanel('DEALER_DEPOSIT', detail);
    expect(screen.getByText('우리은행')).toBeTruthy();
    expect(screen.getByText('X6505636518308')).toBeTruthy();
    expect(screen.getByText('240,000원')).toBeTruthy();
    expect(screen.getByText('입금기한')).toBeTruthy();
    expect(screen.getByText(formatShortDateTime(dueAt), { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText(/입금 코드나 입금자명은 필요 없으며/)).toBeTruthy();
    // The shared account and the code are not offered beside it.
    expect(screen.queryByText('482193')).toBeNull();
    expect(screen.queryByText('국민은행')).toBeNull();
    expect(screen.queryByText('입금 코드')).toBeNull();
    expect(screen.getByRole('button', { name: '입금 확인' })).toBeTruthy();
  });

  it('DEALER_DEPOSIT: a deposit not seen yet alerts the server message and stays', async () => {
    refuse(api.deals.checkDeposit, { status: 409, message: DEAL_MESSAGES.depositNotConfirmed });
    renderPanel('DEALER_DEPOSIT', detailOf('DEALER_DEPOSIT', { fee: 240_000 }));
    fireEvent.click(screen.getByRole('button', { name: '입금 확인' }));
    await waitFor(() => expect(dialogs.messages).toContain(DEAL_MESSAGES.depositNotConfirmed));
    expect(dialogs.messages).not.toContain(DEAL_MESSAGES.depositConfirmed);
  });

  it('RESERVATION: an ended relay says so instead of a number', () => {
    const note = '거래 종료로 안심번호가 만료되었습니다.';
    renderPanel(
      'RESERVATION',
      detailOf('RESERVATION', {}, { user: { name: '홍길동', phone: '', phoneNote: note } }),
    );
    expect(screen.getByText(note)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /0507/ })).toBeNull();
  });

  it('COMPLETE: the seller’s relay number stays beside the completed deal', () => {
    renderPanel(
      'COMPLETE',
      detailOf('COMPLETE', {}, { user: { name: '홍길동', phone: '0507-1234-5678', phoneNote: null } }),
    );
    expect(screen.getByRole('link', { name: '0507-1234-5678' })).toBeTruthy();
  });

  it('RESERVATION: seller contact with a tel link, calendar, and the date sent at midnight after the confirm', async () => {
    dialogs.confirm = true;
    answer(api.deals.reserve, actionDone('RESERVATION_COMPLETE'));
    renderPanel(
      'RESERVATION',
      detailOf('RESERVATION', {}, { user: { name: '홍길동', phone: '0507-1234-5678', phoneNote: null } }),
    );
    expect(screen.getByText('홍길동')).toBeTruthy();
    expect(screen.getByRole('link', { name: '0507-1234-5678' }).getAttribute('href')).toBe(
      'tel:050712345678',
    );
    expect(screen.getByText('안심번호')).toBeTruthy();
    expect(screen.getByRole('grid')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '거래 날짜 확정' }));
    expect(dialogs.messages).toContain(DEAL_MESSAGES.reservationConfirm);
    await waitFor(() => expect(dialogs.messages).toContain(DEAL_MESSAGES.reserved));
    const [url, body] = postedCalls()[0]!;
    expect(url).toBe('/api/v1/dealers/auction/7/reservation');
    expect((body as { reservedAt?: string } | null)?.reservedAt).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
  });

  it('RESERVATION_COMPLETE: trade date, and "거래 완료" opens the completion form (by id and by code)', async () => {
    const detail = detailOf(
      'RESERVATION_COMPLETE',
      { reservedAt: '2025-03-06T15:00:00.000Z' },
      { user: { name: '홍길동', phone: '0507-1234-5678', phoneNote: null } },
    );
    renderPanel('RESERVATION_COMPLETE', detail);
    expect(screen.getByText('2025.03.07 (금)')).toBeTruthy();
    expect(screen.getByRole('button', { name: '거래 취소' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '거래 완료' }));
    expect(await screen.findByText('완료 양식')).toBeTruthy();
    cleanup();
    renderPanel('RESERVATION_COMPLETE', detail, { target: { kind: 'code', code: 'abcdefghijklmnopqrstuv' } });
    fireEvent.click(screen.getByRole('button', { name: '거래 완료' }));
    expect(await screen.findByText('코드 완료 양식')).toBeTruthy();
  });

  it('RESERVATION_COMPLETE without a claim: "감가 요청" opens the claim form (by id and by code)', async () => {
    const detail = detailOf('RESERVATION_COMPLETE', { reservedAt: '2025-03-06T15:00:00.000Z' });
    renderPanel('RESERVATION_COMPLETE', detail);
    expect(screen.queryByRole('region', { name: '감가 요청' })).toBeNull();
    expect(
      screen.getByText(/점검표와 다르면 항목별 현장 사진과 함께 감가를 요청할 수 있습니다/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '감가 요청' }));
    expect(await screen.findByText('감가 요청 양식')).toBeTruthy();
    cleanup();
    renderPanel('RESERVATION_COMPLETE', detail, { target: { kind: 'code', code: 'abcdefghijklmnopqrstuv' } });
    fireEvent.click(screen.getByRole('button', { name: '감가 요청' }));
    expect(await screen.findByText('코드 감가 요청 양식')).toBeTruthy();
  });

  it('RESERVATION_COMPLETE with an accepted claim: the agreed price and the claim, no second claim', async () => {
    answer(
      api.priceClaims.view,
      priceClaimsViewFixture({
        winningPrice: 8_500_000,
        agreedPrice: 8_350_000,
        canClaim: false,
        claims: [
          dealerClaimFixture({ status: 'ACCEPTED', winningPrice: 8_500_000, proposedPrice: 8_350_000 }),
        ],
      }),
    );
    renderPanel(
      'RESERVATION_COMPLETE',
      detailOf('RESERVATION_COMPLETE', { agreedPrice: 8_350_000, claimStatus: 'ACCEPTED' }),
    );
    const claim = within(screen.getByRole('region', { name: '감가 요청' }));
    expect(await claim.findByText(/판매자가 감가 요청에 동의했습니다/)).toBeTruthy();
    expect(screen.getAllByText('8,350,000원').length).toBe(2);
    expect(screen.queryByRole('button', { name: '감가 요청' })).toBeNull();
    expect(screen.getByRole('button', { name: '거래 완료' })).toBeTruthy();
  });

  it('RESERVATION_COMPLETE with a claim withdrawn: a new claim may be sent', async () => {
    answer(
      api.priceClaims.view,
      priceClaimsViewFixture({
        claims: [dealerClaimFixture({ status: 'WITHDRAWN', withdrawnAt: '2025-03-07T02:00:00.000Z' })],
      }),
    );
    renderPanel('RESERVATION_COMPLETE', detailOf('RESERVATION_COMPLETE', { claimStatus: 'WITHDRAWN' }));
    expect(await screen.findByText(PRICE_CLAIM_MESSAGES.withdrawn)).toBeTruthy();
    expect(screen.getByRole('button', { name: '감가 요청' })).toBeTruthy();
  });

  it('COMPLETE and CANCELED: read-only, no action buttons', () => {
    renderPanel(
      'COMPLETE',
      detailOf('COMPLETE', {
        finalPrice: 8_000_000,
        priceChangeReason: '타이어 교체 필요',
        inspectionResult: '양호',
        inspectionImages: ['/uploads/a.png'],
        completedAt: '2025-03-07T05:00:00.000Z',
      }),
    );
    expect(screen.getByText('8,000,000원')).toBeTruthy();
    expect(screen.getByText('타이어 교체 필요')).toBeTruthy();
    expect(screen.getByAltText('검수 사진 1')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    cleanup();
    renderPanel(
      'CANCELED',
      detailOf('DEALER_CANCELED', {
        cancelReason: '판매자의 거래 거부',
        canceledAt: '2025-03-07T05:00:00.000Z',
      }),
    );
    expect(screen.getByText('판매자의 거래 거부')).toBeTruthy();
    expect(screen.getByText('2025.03.07 14:00')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('CancelDealDialog', () => {
  function renderDialog(status: AuctionStatus) {
    const onClose = vi.fn();
    renderApp(<CancelDealDialog target={{ kind: 'id', id: 7 }} status={status} onClose={onClose} />);
    return { onClose };
  }

  it('before the deposit it is "낙찰 포기" with its own reasons and the penalty warning', () => {
    renderDialog('DEALER_DEPOSIT');
    expect(screen.getByRole('heading', { name: '낙찰 포기' })).toBeTruthy();
    expect(screen.getByLabelText('수수료 입금이 어려움')).toBeTruthy();
    expect(screen.getByText(/7일간 입찰 및 거래가 제한됩니다.*14일간/)).toBeTruthy();
  });

  it('after the contact is revealed it is "거래 취소"; a reason is required, typed text is sent, then alert and close', async () => {
    answer(api.deals.cancel, actionDone('DEALER_CANCELED'));
    const { onClose } = renderDialog('RESERVATION');
    expect(screen.getByRole('heading', { name: '거래 취소' })).toBeTruthy();
    expect(screen.getByLabelText('판매자와 연락이 되지 않음')).toBeTruthy();
    const submit = screen.getByRole('button', { name: '거래 취소' });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(DEAL_MESSAGES.cancelReasonRequired);
    fireEvent.click(screen.getByLabelText(DIRECT_INPUT_LABEL));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(submit);
    // "직접 입력" chosen with nothing typed: asked to type, not to choose.
    expect((await screen.findByRole('alert')).textContent).toBe(CANCEL_REASON_MESSAGES.textRequired);
    expect(calls()).toEqual([]);
    fireEvent.change(screen.getByLabelText('취소 사유 직접 입력'), {
      target: { value: '  일정이 맞지 않음 ' },
    });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(dialogs.messages).toContain(DEAL_MESSAGES.cancelComplete));
    expect(postedCalls()).toEqual([['/api/v1/dealers/auction/7/cancel', { reason: '일정이 맞지 않음' }]]);
    expect(onClose).toHaveBeenCalled();
  });
});
