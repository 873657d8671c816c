import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRICE_CLAIM_MESSAGES, api, type PriceClaim } from '@autobid/shared';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { priceClaimFixture, sellerAuctionDetailFixture } from '@/testing/fixtures';
import { answer, calls, refuse, renderApp, testQueryClient } from '@/testing/harness';
import { sellerKeys } from '../../api/query-keys';
import { PriceClaimCard } from './price-claim-card';
import { SellerAuctionPage } from './seller-auction-page';

// The page's live updates are not what these tests are about.
vi.mock('@/lib/socket', () => ({
  connectAuctionSocket: () => ({ on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

function renderCard(claims: PriceClaim[]) {
  const queryClient = testQueryClient();
  // The listing's page data, which an answer refreshes.
  queryClient.setQueryData(sellerKeys.auction(42), sellerAuctionDetailFixture());
  const onCountdownEnd = vi.fn();
  renderApp(<PriceClaimCard auctionId={42} claims={claims} offsetMs={0} onCountdownEnd={onCountdownEnd} />, {
    queryClient,
  });
  return { queryClient, onCountdownEnd };
}

const card = () => screen.getByRole('region', { name: '감가 요청' });
const row = (label: string) => within(card()).getAllByText(label)[0]?.nextElementSibling?.textContent;

let dialogs: DialogRecorder;

beforeEach(() => {
  dialogs = recordDialogs();
  localStorage.setItem('sellerToken', 'seller');
});
afterEach(() => {
  dialogs.stop();
  localStorage.clear();
});

describe('the price claim card', () => {
  it('shows an open claim: prices, the answer time counting down, the memo, each item beside the listing', () => {
    renderCard([priceClaimFixture()]);
    expect(within(card()).getByText('판매자 확인 중')).toBeTruthy();
    expect(row('낙찰 금액')).toBe('600만원 (6,000,000원)');
    expect(row('감가 합계')).toBe('− 330,000원');
    expect(row('제안 가격')).toBe('567만원 (5,670,000원)');
    expect(row('답변 기한')).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} \(남은 시간 2[23]:\d{2}:\d{2}\)$/);
    expect(within(card()).getByText(/현장에서 판매자님과 같이 확인했습니다/)).toBeTruthy();

    const chain = card().querySelector<HTMLElement>('[data-item="chain"]') as HTMLElement;
    expect(within(chain).getByRole('heading', { name: '구동 체인·스프로킷' })).toBeTruthy();
    expect(chain.textContent).toContain('등록 내용: 양호');
    expect(chain.textContent).toContain('현장 확인: 체인 늘어짐이 심하고 스프로킷 끝이 닳았습니다.');
    expect(chain.textContent).toContain('감가 150,000원');
    expect(chain.textContent).toContain('기준 50,000~200,000원');
    expect(chain.textContent).not.toContain('기준 범위 밖');
    const tyre = card().querySelector<HTMLElement>('[data-item="rearTyre"]') as HTMLElement;
    expect(tyre.textContent).toContain(
      '기준 50,000~150,000원 · 기준 범위 밖: 규격이 커서 타이어 값이 비쌉니다.',
    );

    // A handover photo and the listing's own photo of the item open large.
    fireEvent.click(within(chain).getByRole('button', { name: '체인·스프로킷 현장 사진 2 크게 보기' }));
    const large = screen.getByRole('dialog', { name: '체인·스프로킷 · 현장 사진 2' });
    expect(within(large).getByRole('img').getAttribute('src')).toBe('/uploads/chain-2.png');
    fireEvent.click(within(large).getByRole('button', { name: '닫기' }));
    fireEvent.click(within(chain).getByRole('button', { name: '체인·스프로킷 등록 사진 크게 보기' }));
    expect(screen.getByRole('dialog', { name: '체인·스프로킷 · 등록 사진' })).toBeTruthy();
  });

  it('accepts after a confirmation stating the new price, and refreshes the listing', async () => {
    answer(api.priceClaims.accept, priceClaimFixture({ status: 'ACCEPTED', statusLabel: '판매자 동의' }));
    const { queryClient } = renderCard([priceClaimFixture()]);
    fireEvent.click(within(card()).getByRole('button', { name: '동의하기' }));
    const confirm = screen.getByRole('dialog', { name: '감가 요청에 동의할까요?' });
    expect(confirm.textContent).toContain('합의 가격 5,670,000원으로 거래합니다. 동의하시겠습니까?');
    expect(calls()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: '동의하기' }));
    await waitFor(() => expect(dialogs.messages).toContain(PRICE_CLAIM_MESSAGES.accepted));
    const [sent] = calls(api.priceClaims.accept);
    expect(sent?.url.pathname).toBe('/api/v1/sellers/auctions/42/price-adjustments/9/accept');
    expect(sent?.headers.get('authorization')).toBe('Bearer seller');
    expect(queryClient.getQueryState(sellerKeys.auction(42))?.isInvalidated).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects only with a reason, said at its field; then sends it and says an operator decides', async () => {
    answer(api.priceClaims.reject, priceClaimFixture({ status: 'DISPUTED', statusLabel: '운영자 판정 중' }));
    const { queryClient } = renderCard([priceClaimFixture()]);
    fireEvent.click(within(card()).getByRole('button', { name: '거절하기' }));
    const dialog = screen.getByRole('dialog', { name: '감가 요청을 거절할까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '거절하기' }));
    const reason = within(dialog).getByLabelText('거절 사유');
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(PRICE_CLAIM_MESSAGES.rejectReasonRequired)).toBeTruthy();
    expect(calls()).toEqual([]);
    fireEvent.change(reason, { target: { value: '등록할 때 체인 사진을 올렸고 그때와 같은 상태입니다.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '거절하기' }));
    await waitFor(() => expect(dialogs.messages).toContain(PRICE_CLAIM_MESSAGES.rejected));
    const [sent] = calls(api.priceClaims.reject);
    expect(sent?.url.pathname).toBe('/api/v1/sellers/auctions/42/price-adjustments/9/reject');
    expect(sent?.body).toEqual({ reason: '등록할 때 체인 사진을 올렸고 그때와 같은 상태입니다.' });
    expect(queryClient.getQueryState(sellerKeys.auction(42))?.isInvalidated).toBe(true);
  });

  it('keeps the dialog open with the refusal when the answer time has passed', async () => {
    refuse(api.priceClaims.reject, {
      status: 409,
      errorCode: 'PRICE_CLAIM_WRONG_STATE',
      message: PRICE_CLAIM_MESSAGES.answerExpired,
    });
    renderCard([priceClaimFixture()]);
    fireEvent.click(within(card()).getByRole('button', { name: '거절하기' }));
    const dialog = screen.getByRole('dialog', { name: '감가 요청을 거절할까요?' });
    fireEvent.change(within(dialog).getByLabelText('거절 사유'), { target: { value: '동의하지 않습니다.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '거절하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PRICE_CLAIM_MESSAGES.answerExpired);
    expect(dialogs.messages).toEqual([]);
  });

  it('shows an operator’s decision with the outcome, the amount granted, the reason and the price', () => {
    renderCard([
      priceClaimFixture({
        status: 'DECIDED',
        statusLabel: '판정 완료',
        answeredAt: new Date().toISOString(),
        sellerReason: '등록 때 알린 상태입니다.',
        dispute: {
          id: 3,
          status: 'DECIDED',
          statusLabel: '판정 완료',
          openedBy: 'SELLER',
          openedAt: new Date().toISOString(),
          outcome: 'PARTIAL',
          outcomeLabel: '일부 인정',
          amount: 150_000,
          reason: '체인 마모는 사진으로 확인되나 타이어는 등록 사진과 같습니다.',
          decidedAt: new Date().toISOString(),
        },
      }),
    ]);
    expect(within(card()).getByText('판정 완료')).toBeTruthy();
    expect(within(card()).getByText('판정 결과: 일부 인정')).toBeTruthy();
    expect(row('인정 감가')).toBe('150,000원');
    expect(row('거래 가격')).toBe('585만원 (5,850,000원)');
    expect(row('판정 사유')).toBe('체인 마모는 사진으로 확인되나 타이어는 등록 사진과 같습니다.');
    expect(within(card()).queryByRole('button', { name: '동의하기' })).toBeNull();
    expect(within(card()).queryByText(/남은 시간/)).toBeNull();
  });

  it('shows the agreed price of an accepted claim, the wait for an operator, and folds older claims away', () => {
    renderCard([
      priceClaimFixture({ id: 11, status: 'ACCEPTED', statusLabel: '판매자 동의' }),
      priceClaimFixture({
        id: 10,
        status: 'WITHDRAWN',
        statusLabel: '철회',
        withdrawnAt: new Date().toISOString(),
      }),
    ]);
    expect(within(card()).getByText('합의 가격').parentElement?.textContent).toBe(
      '합의 가격 567만원 (5,670,000원)',
    );
    expect(within(card()).queryByRole('button', { name: '거절하기' })).toBeNull();
    const older = within(card()).getByText('이전 감가 요청 1건').closest('details') as HTMLDetailsElement;
    expect(older.open).toBe(false);
    expect(within(older).getByText('딜러가 요청을 철회했습니다')).toBeTruthy();
  });

  it('says an operator is deciding, with the seller’s reason', () => {
    renderCard([
      priceClaimFixture({
        status: 'DISPUTED',
        statusLabel: '운영자 판정 중',
        sellerReason: '등록할 때 체인 사진을 올렸습니다.',
      }),
    ]);
    expect(within(card()).getByText('운영자가 판정 중입니다')).toBeTruthy();
    expect(within(card()).getByText(/등록할 때 체인 사진을 올렸습니다/).textContent).toBe(
      '내 거절 사유: 등록할 때 체인 사진을 올렸습니다.',
    );
  });
});

describe('the listing page with a claim', () => {
  it('puts the claim above the deal and marks its items on the listing’s own sheet', async () => {
    answer(
      api.sellers.detail,
      sellerAuctionDetailFixture({
        status: 'RESERVATION_COMPLETE',
        statusLabel: '거래일 확정',
        canEdit: false,
        canWithdraw: false,
        canReport: true,
        conditionReport: {
          items: {
            chain: { state: 'GOOD', note: '', photo: '' },
            rearTyre: { state: '20', note: '', photo: '' },
          },
        },
        deal: {
          status: 'RESERVATION_COMPLETE',
          ended: null,
          price: 6_000_000,
          dealer: { name: '박상우', agencyName: '상우모터스', phone: '0507-2345-6789', phoneNote: null },
          depositDeadline: null,
          reservedAt: new Date().toISOString(),
          completedAt: null,
          finalPrice: null,
          agreedPrice: null,
          titleTransfer: null,
          canConfirmTransfer: false,
          canObjectTransfer: false,
        },
        priceClaims: [priceClaimFixture()],
      }),
    );
    renderApp(<SellerAuctionPage />, { path: '/seller/auctions/42', pattern: '/seller/auctions/:id' });
    const claim = await screen.findByRole('region', { name: '감가 요청' });
    const deal = screen.getByRole('region', { name: '거래 진행' });
    expect(claim.compareDocumentPosition(deal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const sheet = screen.getByRole('region', { name: '상태 점검표' });
    const marked = [...sheet.querySelectorAll<HTMLElement>('[data-item]')].filter((row) =>
      /highlight/.test(row.className),
    );
    expect(marked.map((row) => row.dataset.item)).toEqual(['chain', 'rearTyre']);
  });
});
