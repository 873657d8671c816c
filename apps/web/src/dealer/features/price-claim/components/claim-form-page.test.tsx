import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PRICE_CLAIM_MESSAGES,
  UPLOAD_CODE_LINK_HEADER,
  api,
  clearConditionReport,
  type AuctionDetail,
} from '@autobid/shared';
import type { AuctionTarget } from '@/lib/auction-target';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { auctionDetailFixture, dealDetailFixture } from '@/testing/fixtures';
import { answer, calls, refuse, renderApp } from '@/testing/harness';
import { dealerClaimFixture, priceClaimsViewFixture } from '@/testing/price-claim-fixtures';
import { ClaimFormPage } from './claim-form-page';
import { sendClaimQuestion } from './claim-form';

const CODE = 'abcdefghijklmnopqrstuv0123456789ABCDEFGHIJK';

function detail(overrides: Partial<AuctionDetail> = {}): AuctionDetail {
  return auctionDetailFixture({
    status: 'RESERVATION_COMPLETE',
    isWinner: true,
    vehicleType: 'MOTORBIKE',
    conditionReport: clearConditionReport('MOTORBIKE', { rearTyre: { state: '75', note: '교체 시기' } }),
    user: { name: '서하린', phone: '0507-1234-5678', phoneNote: null },
    deal: dealDetailFixture({ winningPrice: 12_000_000 }),
    ...overrides,
  });
}

function renderPage(target: AuctionTarget = { kind: 'id', id: 7 }) {
  renderApp(<ClaimFormPage target={target} />, {
    path:
      target.kind === 'id' ? '/deal/detail/7/price-adjustment' : `/alimtalk/auction/price-adjustment/${CODE}`,
    routes: {
      '/deal/detail/:id': <p>거래 상세 화면</p>,
      '/alimtalk/auction/complete/:code': <p>거래 완료 화면</p>,
    },
  });
}

/** The first item's box, named by its legend. */
const firstItem = () => screen.getByRole('group', { name: '감가 항목 1' });

/** The message a control points to (aria-describedby). */
function messageOf(control: HTMLElement): string {
  const id = control.getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
}

async function uploadPhoto(box: HTMLElement, url: string) {
  answer(api.files.upload, { url }, { once: true });
  fireEvent.change(within(box).getByLabelText('현장 사진 추가'), {
    target: { files: [new File(['x'], 'photo.jpg', { type: 'image/jpeg' })] },
  });
  await within(box).findByAltText(/현장 사진 \d+$/);
}

/** The chain, 10만원 (inside the guide), with one photo. */
async function fillChainItem(box: HTMLElement) {
  const item = within(box);
  fireEvent.change(item.getByLabelText('점검표 항목'), { target: { value: 'chain' } });
  fireEvent.change(item.getByLabelText('현장 확인 내용'), { target: { value: '늘어짐' } });
  fireEvent.change(item.getByLabelText('감가 금액'), { target: { value: '10' } });
  await uploadPhoto(box, '/uploads/chain.jpg');
}

let dialogs: DialogRecorder;

beforeEach(() => {
  dialogs = recordDialogs();
});

afterEach(() => {
  dialogs.stop();
});

describe('ClaimFormPage', () => {
  it('offers the sheet by group with what it said; the guide range, the amount in 만원 and the total follow', async () => {
    answer(api.auctions.detail, detail());
    answer(api.priceClaims.view, priceClaimsViewFixture());
    renderPage();
    const item = within(await screen.findByRole('group', { name: '감가 항목 1' }));
    const select = item.getByLabelText<HTMLSelectElement>('점검표 항목');
    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual([
      '차체',
      '엔진',
      '구동',
      '타이어',
      '제동',
      '전기',
      '외관',
      '튜닝',
      '이력',
      '서류',
    ]);
    expect(item.getByRole('option', { name: '뒤 타이어 마모율 · 점검표 마모 75%' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'rearTyre' } });
    expect(messageOf(select)).toBe('점검표: 마모 75% (확인 필요로 표시됨) · 교체 시기');

    const amount = item.getByLabelText<HTMLInputElement>('감가 금액');
    fireEvent.change(amount, { target: { value: '20만' } });
    expect(amount.value).toBe('20');
    expect(messageOf(amount)).toBe('기준 5~25만원 · 20만원');
    const summary = within(screen.getByRole('region', { name: '요청 금액' }));
    expect(summary.getByText('12,000,000원')).toBeTruthy();
    expect(summary.getByText('− 200,000원')).toBeTruthy();
    expect(summary.getByText('11,800,000원')).toBeTruthy();
    expect(messageOf(item.getByLabelText('감가 사유'))).toBe('기준 범위 안의 금액이면 비워 두어도 됩니다.');
    // The whole sheet is one tap away.
    expect(screen.getByRole('heading', { name: '상태 점검표' })).toBeTruthy();
  });

  it('puts each message at its field before sending anything, the first field focused', async () => {
    answer(api.auctions.detail, detail());
    answer(api.priceClaims.view, priceClaimsViewFixture());
    renderPage();
    await screen.findByRole('group', { name: '감가 항목 1' });
    fireEvent.click(screen.getByRole('button', { name: '감가 요청 보내기' }));
    const item = within(firstItem());
    const select = item.getByLabelText('점검표 항목');
    await waitFor(() => expect(messageOf(select)).toBe(PRICE_CLAIM_MESSAGES.itemRequired));
    expect(document.activeElement).toBe(select);
    expect(messageOf(item.getByLabelText('현장 확인 내용'))).toBe(PRICE_CLAIM_MESSAGES.observedRequired);
    expect(messageOf(item.getByLabelText('감가 금액'))).toBe(PRICE_CLAIM_MESSAGES.amountRequired);
    expect(item.getByText(PRICE_CLAIM_MESSAGES.photosRequired)).toBeTruthy();
    expect(calls(api.priceClaims.open)).toEqual([]);
    expect(dialogs.messages).toEqual([]);
    // Editing a field clears its own message only.
    fireEvent.change(select, { target: { value: 'chain' } });
    expect(messageOf(select)).toBe('점검표: 양호');
    expect(messageOf(item.getByLabelText('현장 확인 내용'))).toBe(PRICE_CLAIM_MESSAGES.observedRequired);
  });

  it('asks the reason outside the guide at its field, then sends the claim in won and goes back to the deal', async () => {
    answer(api.auctions.detail, detail());
    answer(api.priceClaims.view, priceClaimsViewFixture());
    renderPage();
    const box = await screen.findByRole('group', { name: '감가 항목 1' });
    const item = within(box);
    fireEvent.change(item.getByLabelText('점검표 항목'), { target: { value: 'rearTyre' } });
    fireEvent.change(item.getByLabelText('현장 확인 내용'), { target: { value: '뒤 타이어 마모 90%' } });
    fireEvent.change(item.getByLabelText('감가 금액'), { target: { value: '30' } });
    const reason = item.getByLabelText('감가 사유');
    expect(messageOf(reason)).toBe('감가 기준표의 범위를 벗어난 금액이라 사유가 필요합니다.');
    fireEvent.click(screen.getByRole('button', { name: '감가 요청 보내기' }));
    await waitFor(() => expect(messageOf(reason)).toBe(PRICE_CLAIM_MESSAGES.reasonOutsideGuide));
    expect(item.getByText(PRICE_CLAIM_MESSAGES.photosRequired)).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    fireEvent.change(reason, { target: { value: '대형 규격 타이어' } });
    await uploadPhoto(box, '/uploads/tyre.jpg');
    expect(item.queryByText(PRICE_CLAIM_MESSAGES.photosRequired)).toBeNull();

    // A second item cannot take the first one's item; it can be removed again.
    fireEvent.click(screen.getByRole('button', { name: /감가 항목 추가/ }));
    const second = within(screen.getByRole('group', { name: '감가 항목 2' }));
    expect(second.getByRole<HTMLOptionElement>('option', { name: /뒤 타이어 마모율/ }).disabled).toBe(true);
    fireEvent.click(second.getByRole('button', { name: '감가 항목 2 삭제' }));
    expect(screen.queryByRole('group', { name: '감가 항목 2' })).toBeNull();

    fireEvent.change(screen.getByLabelText('메모'), { target: { value: '판매자님과 같이 확인했습니다.' } });
    answer(api.priceClaims.open, dealerClaimFixture({ total: 300_000, proposedPrice: 11_700_000 }));
    answer(api.auctions.detail, detail({ deal: dealDetailFixture({ claimStatus: 'OPEN' }) }));
    fireEvent.click(screen.getByRole('button', { name: '감가 요청 보내기' }));
    expect(await screen.findByText('거래 상세 화면')).toBeTruthy();
    expect(dialogs.messages).toEqual([sendClaimQuestion(300_000, 11_700_000), PRICE_CLAIM_MESSAGES.sent]);
    const [sent] = calls(api.priceClaims.open);
    expect(sent?.url.pathname).toBe('/api/v1/dealers/auction/7/price-adjustments');
    expect(sent?.body).toEqual({
      items: [
        {
          item: 'rearTyre',
          observed: '뒤 타이어 마모 90%',
          amount: 300_000,
          reason: '대형 규격 타이어',
          photos: ['/uploads/tyre.jpg'],
        },
      ],
      memo: '판매자님과 같이 확인했습니다.',
    });
  });

  it("puts the server's refusal of a photo under the photos, alerts any other refusal, and stays", async () => {
    answer(api.auctions.detail, detail());
    answer(api.priceClaims.view, priceClaimsViewFixture());
    renderPage();
    const box = await screen.findByRole('group', { name: '감가 항목 1' });
    await fillChainItem(box);
    refuse(
      api.priceClaims.open,
      { status: 400, errorCode: 'PRICE_CLAIM_PHOTO_INVALID', message: PRICE_CLAIM_MESSAGES.photoInvalid },
      { once: true },
    );
    fireEvent.click(screen.getByRole('button', { name: '감가 요청 보내기' }));
    const photoInput = within(box).getByLabelText('현장 사진 추가');
    await waitFor(() => expect(messageOf(photoInput)).toContain(PRICE_CLAIM_MESSAGES.photoInvalid));
    expect(document.activeElement).toBe(photoInput);
    // Only the question: the refusal is at its field, not in a dialog.
    expect(dialogs.messages).toEqual([sendClaimQuestion(100_000, 11_900_000)]);
    // The refused photo removed, its message goes with it.
    fireEvent.click(within(box).getByRole('button', { name: '사진 1 삭제' }));
    expect(within(box).queryByText(PRICE_CLAIM_MESSAGES.photoInvalid)).toBeNull();

    await uploadPhoto(box, '/uploads/chain-2.jpg');
    refuse(
      api.priceClaims.open,
      { status: 409, errorCode: 'PRICE_CLAIM_NOT_ALLOWED', message: PRICE_CLAIM_MESSAGES.claimOpen },
      { once: true },
    );
    fireEvent.click(screen.getByRole('button', { name: '감가 요청 보내기' }));
    await waitFor(() => expect(dialogs.messages.at(-1)).toBe(PRICE_CLAIM_MESSAGES.claimOpen));
    expect(screen.queryByText('거래 상세 화면')).toBeNull();
    expect(calls(api.priceClaims.open)).toHaveLength(2);
  });

  it('reads the guide again after the server refuses against a newer one; the next send asks the reason at its item', async () => {
    answer(api.auctions.detail, detail());
    answer(api.priceClaims.view, priceClaimsViewFixture());
    renderPage();
    const box = await screen.findByRole('group', { name: '감가 항목 1' });
    await fillChainItem(box);
    // Meanwhile the operator narrowed the chain's range to 3만-5만원: 10만원 needs a reason now.
    const narrowed = priceClaimsViewFixture();
    narrowed.guide = narrowed.guide.map((entry) =>
      entry.item === 'chain' ? { ...entry, min: 30_000, max: 50_000 } : entry,
    );
    answer(api.priceClaims.view, narrowed);
    refuse(
      api.priceClaims.open,
      { status: 400, errorCode: 'PRICE_CLAIM_INVALID', message: PRICE_CLAIM_MESSAGES.reasonOutsideGuide },
      { once: true },
    );
    fireEvent.click(screen.getByRole('button', { name: '감가 요청 보내기' }));
    await waitFor(() => expect(dialogs.messages.at(-1)).toBe(PRICE_CLAIM_MESSAGES.reasonOutsideGuide));
    const reason = within(box).getByLabelText('감가 사유');
    await waitFor(() =>
      expect(messageOf(reason)).toBe('감가 기준표의 범위를 벗어난 금액이라 사유가 필요합니다.'),
    );
    fireEvent.click(screen.getByRole('button', { name: '감가 요청 보내기' }));
    await waitFor(() => expect(messageOf(reason)).toBe(PRICE_CLAIM_MESSAGES.reasonOutsideGuide));
    expect(document.activeElement).toBe(reason);
    expect(calls(api.priceClaims.open)).toHaveLength(1);
  });

  it('sends nothing when the question is declined', async () => {
    answer(api.auctions.detail, detail());
    answer(api.priceClaims.view, priceClaimsViewFixture());
    renderPage();
    const box = await screen.findByRole('group', { name: '감가 항목 1' });
    await fillChainItem(box);
    dialogs.confirm = false;
    fireEvent.click(screen.getByRole('button', { name: '감가 요청 보내기' }));
    await waitFor(() => expect(dialogs.messages).toEqual([sendClaimQuestion(100_000, 11_900_000)]));
    expect(calls(api.priceClaims.open)).toEqual([]);
  });

  it('says a claim already waits instead of the form, with the way back to the deal', async () => {
    answer(api.auctions.detail, detail({ deal: dealDetailFixture({ claimStatus: 'OPEN' }) }));
    answer(api.priceClaims.view, priceClaimsViewFixture({ canClaim: false, claims: [dealerClaimFixture()] }));
    renderPage();
    expect(await screen.findByText(PRICE_CLAIM_MESSAGES.claimOpen)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '감가 요청 보내기' })).toBeNull();
    expect(screen.getByRole('link', { name: '거래로 돌아가기' }).getAttribute('href')).toBe('/deal/detail/7');
  });

  it('by code link: reads and sends under the code, uploads under it, and goes back to the completion page', async () => {
    answer(api.codeLinks.detail, detail());
    answer(api.priceClaims.codeView, priceClaimsViewFixture());
    renderPage({ kind: 'code', code: CODE });
    const box = await screen.findByRole('group', { name: '감가 항목 1' });
    await fillChainItem(box);
    expect(calls(api.files.upload)[0]?.headers.get(UPLOAD_CODE_LINK_HEADER)).toBe(CODE);
    answer(api.priceClaims.codeOpen, dealerClaimFixture());
    fireEvent.click(screen.getByRole('button', { name: '감가 요청 보내기' }));
    expect(await screen.findByText('거래 완료 화면')).toBeTruthy();
    expect(calls(api.priceClaims.codeOpen)[0]?.url.pathname).toBe(
      `/api/v1/dealers/auction/code/${CODE}/price-adjustments`,
    );
  });
});
