import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRICE_CLAIM_MESSAGES, api, type PriceClaimStatus } from '@autobid/shared';
import type { AuctionTarget } from '@/lib/auction-target';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { answer, calls, hold, renderApp } from '@/testing/harness';
import { dealerClaimFixture, priceClaimsViewFixture } from '@/testing/price-claim-fixtures';
import { ClaimStatus } from './claim-status';

const CODE = 'abcdefghijklmnopqrstuv0123456789ABCDEFGHIJK';

function renderCard(
  claimStatus: PriceClaimStatus,
  agreedPrice: number | null = null,
  target: AuctionTarget = { kind: 'id', id: 7 },
) {
  renderApp(
    <ClaimStatus
      target={target}
      claimStatus={claimStatus}
      winningPrice={12_000_000}
      agreedPrice={agreedPrice}
    />,
  );
}

const card = () => within(screen.getByRole('region', { name: '감가 요청' }));

let dialogs: DialogRecorder;

beforeEach(() => {
  dialogs = recordDialogs();
});

afterEach(() => {
  dialogs.stop();
});

describe('ClaimStatus', () => {
  it('OPEN: the seller answers by the answer time; the total, the price asked and the items', async () => {
    answer(api.priceClaims.view, priceClaimsViewFixture({ canClaim: false, claims: [dealerClaimFixture()] }));
    renderCard('OPEN');
    expect(card().getByText('판매자 확인 중')).toBeTruthy();
    expect(await card().findByText('2025.03.08 10:00')).toBeTruthy();
    // The total, and the one item's amount.
    expect(card().getAllByText('− 150,000원')).toHaveLength(2);
    expect(card().getByText('11,850,000원')).toBeTruthy();
    expect(card().getByText('요청 항목 1개 보기')).toBeTruthy();
    expect(card().getByText('점검표: 양호 → 현장: 체인 늘어짐이 심합니다.')).toBeTruthy();
    expect(card().getByAltText('체인·스프로킷 현장 사진 1')).toBeTruthy();
  });

  it('DISPUTED: an operator decides, with the seller’s reason', async () => {
    answer(
      api.priceClaims.view,
      priceClaimsViewFixture({
        canClaim: false,
        claims: [dealerClaimFixture({ status: 'DISPUTED', sellerReason: '등록할 때 이미 알린 상태입니다.' })],
      }),
    );
    renderCard('DISPUTED');
    expect(await card().findByText('등록할 때 이미 알린 상태입니다.')).toBeTruthy();
    expect(card().getByText('운영자 판정 중')).toBeTruthy();
    expect(card().getByRole('button', { name: '요청 철회' })).toBeTruthy();
  });

  it('ACCEPTED: the agreed price, and nothing to withdraw', async () => {
    answer(
      api.priceClaims.view,
      priceClaimsViewFixture({
        canClaim: false,
        agreedPrice: 11_850_000,
        claims: [dealerClaimFixture({ status: 'ACCEPTED' })],
      }),
    );
    renderCard('ACCEPTED', 11_850_000);
    expect(await card().findByText(/판매자가 감가 요청에 동의했습니다/)).toBeTruthy();
    expect(card().getByText('판매자 동의')).toBeTruthy();
    const agreed = card().getByText('합의 가격').nextElementSibling;
    expect(agreed?.textContent).toBe('11,850,000원');
    expect(card().queryByRole('button', { name: '요청 철회' })).toBeNull();
  });

  it('withdraws after a question naming the winning price: by code under the code path, then the notice', async () => {
    answer(
      api.priceClaims.codeView,
      priceClaimsViewFixture({ canClaim: false, claims: [dealerClaimFixture()] }),
    );
    renderCard('OPEN', null, { kind: 'code', code: CODE });
    fireEvent.click(await card().findByRole('button', { name: '요청 철회' }));
    const dialog = within(screen.getByRole('dialog', { name: '감가 요청 철회' }));
    expect(dialog.getByText(/낙찰가 12,000,000원으로 거래를 완료할 수 있습니다/)).toBeTruthy();
    const held = hold(api.priceClaims.codeWithdraw);
    answer(
      api.priceClaims.codeView,
      priceClaimsViewFixture({
        claims: [dealerClaimFixture({ status: 'WITHDRAWN', withdrawnAt: '2025-03-07T02:00:00.000Z' })],
      }),
    );
    fireEvent.click(dialog.getByRole('button', { name: '요청 철회' }));
    expect((await dialog.findByRole<HTMLButtonElement>('button', { name: '처리 중...' })).disabled).toBe(
      true,
    );
    held.answer(dealerClaimFixture({ status: 'WITHDRAWN' }));
    await waitFor(() => expect(dialogs.messages).toEqual([PRICE_CLAIM_MESSAGES.withdrawn]));
    expect(calls(api.priceClaims.codeWithdraw)[0]?.url.pathname).toBe(
      `/api/v1/dealers/auction/code/${CODE}/price-adjustments/31/withdraw`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await card().findByText('철회')).toBeTruthy();
    expect(card().getByText('2025.03.07 11:00')).toBeTruthy();
  });

  it('shows a refused withdrawal in the dialog, not as a second notice', async () => {
    answer(
      api.priceClaims.view,
      priceClaimsViewFixture({ canClaim: false, claims: [dealerClaimFixture({ status: 'DISPUTED' })] }),
    );
    renderCard('DISPUTED');
    fireEvent.click(await card().findByRole('button', { name: '요청 철회' }));
    const held = hold(api.priceClaims.withdraw);
    const dialog = within(screen.getByRole('dialog', { name: '감가 요청 철회' }));
    fireEvent.click(dialog.getByRole('button', { name: '요청 철회' }));
    held.refuse({
      status: 409,
      errorCode: 'PRICE_CLAIM_NOT_ALLOWED',
      message: PRICE_CLAIM_MESSAGES.notWithdrawable,
    });
    expect((await dialog.findByRole('alert')).textContent).toBe(PRICE_CLAIM_MESSAGES.notWithdrawable);
    expect(dialogs.messages).toEqual([]);
  });
});
