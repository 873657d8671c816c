import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  DEAL_MESSAGES,
  PRICE_CLAIM_MESSAGES,
  UPLOAD_CODE_LINK_HEADER,
  api,
  type CompleteDealRequest,
  type PriceClaimStatus,
} from '@autobid/shared';
import type { UploadCredential } from '@/components/ui/image-upload';
import { CompletionForm } from './completion-form';
import { recordDialogs, type DialogRecorder } from '@/testing/dialogs';
import { answer, calls, renderApp } from '@/testing/harness';

let dialogs: DialogRecorder;

beforeEach(() => {
  dialogs = recordDialogs();
});

afterEach(() => {
  dialogs.stop();
});

function renderForm(
  onSubmit = vi.fn<(body: CompleteDealRequest) => Promise<boolean>>().mockResolvedValue(true),
  uploadCredential?: UploadCredential,
  tradeDate: string | null = '2020-01-01T00:00:00+09:00',
  claim: { agreedPrice?: number | null; claimStatus?: PriceClaimStatus | null } = {},
  clockOffsetMs = 0,
) {
  renderApp(
    <CompletionForm
      winningPrice={12_340_000}
      agreedPrice={claim.agreedPrice ?? null}
      claimStatus={claim.claimStatus ?? null}
      claimHref="/deal/detail/7/price-adjustment"
      tradeDate={tradeDate}
      clockOffsetMs={clockOffsetMs}
      uploadCredential={uploadCredential}
      onSubmit={onSubmit}
    />,
    { routes: { '/deal/detail/7/price-adjustment': <p>감가 요청 양식</p> } },
  );
  return onSubmit;
}

const withPhoto = async () => {
  await uploadPhoto(1, '/uploads/one.jpg');
  dialogs.confirm = true;
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: '거래 완료' }));

/** Uploads one photo into the given slot through the shared uploader (POST /v1/files/images). */
async function uploadPhoto(slot: number, url: string) {
  answer(api.files.upload, { url }, { once: true });
  const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
  fireEvent.change(screen.getByLabelText(`검수 사진 ${slot}`), { target: { files: [file] } });
  await screen.findByAltText(`검수 사진 ${slot} 미리보기`);
}

describe('CompletionForm', () => {
  it('shows the winning price read-only in "same" mode and asks for a photo before anything else', async () => {
    const onSubmit = renderForm();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '낙찰가와 동일' }).checked).toBe(true);
    const price = screen.getByLabelText<HTMLInputElement>('낙찰 금액');
    expect(price.value).toBe('1234');
    expect(price.readOnly).toBe(true);
    expect(screen.queryByLabelText('가격 변경 사유')).toBeNull();
    expect(screen.getAllByText('만원').length).toBeGreaterThan(0);
    submit();
    expect(await screen.findByText(DEAL_MESSAGES.inspectionImageRequired)).toBeTruthy();
    expect(dialogs.messages).toEqual([]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('"다른 가격" without a settled price takes no typed price: it explains and leads to the claim form', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '다른 가격' }));
    expect(screen.queryByRole('textbox', { name: '최종 거래 금액' })).toBeNull();
    expect(screen.queryByLabelText('가격 변경 사유')).toBeNull();
    expect(screen.getByText(/판매자의 동의가 필요합니다/)).toBeTruthy();
    await withPhoto();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(PRICE_CLAIM_MESSAGES.completeNeedsClaim);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: '감가 요청하기' }));
    expect(await screen.findByText('감가 요청 양식')).toBeTruthy();
  });

  it('back on "낙찰가와 동일", confirms, then sends the winning price and the uploaded photo once even when clicked twice', async () => {
    let resolve: (ok: boolean) => void = () => undefined;
    const onSubmit = renderForm(
      vi.fn<(body: CompleteDealRequest) => Promise<boolean>>(() => new Promise((r) => (resolve = r))),
    );
    fireEvent.click(screen.getByRole('radio', { name: '다른 가격' }));
    fireEvent.click(screen.getByRole('radio', { name: '낙찰가와 동일' }));
    fireEvent.change(screen.getByLabelText('검수 결과'), { target: { value: '외관 양호' } });
    await uploadPhoto(2, '/uploads/inspection.jpg');
    dialogs.confirm = true;
    const button = screen.getByRole<HTMLButtonElement>('button', { name: '거래 완료' });
    fireEvent.click(button);
    // A second submit while the first is on its way (the disabled button cannot be clicked; Enter can).
    fireEvent.submit(button.form as HTMLFormElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(dialogs.messages).toContain(DEAL_MESSAGES.completeConfirm);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      finalPrice: 12_340_000,
      reason: '',
      inspectionResult: '외관 양호',
      inspectionImage1: '',
      inspectionImage2: '/uploads/inspection.jpg',
      inspectionImage3: '',
      inspectionImage4: '',
      inspectionImage5: '',
      inspectionImage6: '',
      earlyTradeConfirmed: false,
    });
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: '처리 중...' })).disabled).toBe(
      true,
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
    resolve(true);
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: '거래 완료' }).disabled).toBe(false),
    );
  });

  it('with an agreed price, both modes show it fixed and send it', async () => {
    const onSubmit = renderForm(undefined, undefined, undefined, {
      agreedPrice: 12_010_000,
      claimStatus: 'ACCEPTED',
    });
    // The agreed price differs from the winning one: "다른 가격" is chosen, and it is the agreed price.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '다른 가격' }).checked).toBe(true);
    const price = screen.getByLabelText<HTMLInputElement>('합의 가격');
    expect(price.value).toBe('1201');
    expect(price.readOnly).toBe(true);
    expect(screen.getByText(/합의된 가격 12,010,000원으로만 거래를 완료할 수 있습니다/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '감가 요청하기' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '낙찰가와 동일' }));
    expect(screen.getByLabelText<HTMLInputElement>('합의 가격').value).toBe('1201');
    await withPhoto();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ finalPrice: 12_010_000, reason: '' });
  });

  it('while a claim waits, says so and sends nothing, in either mode', async () => {
    const onSubmit = renderForm(undefined, undefined, undefined, { claimStatus: 'DISPUTED' });
    expect(screen.getByRole('status').textContent).toContain(PRICE_CLAIM_MESSAGES.completeWhileOpen);
    await withPhoto();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PRICE_CLAIM_MESSAGES.completeWhileOpen);
    expect(document.activeElement).toBe(alert);
    fireEvent.click(screen.getByRole('radio', { name: '다른 가격' }));
    expect(screen.queryByRole('link', { name: '감가 요청하기' })).toBeNull();
    submit();
    expect(dialogs.messages).toEqual([]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('after an operator decided no deduction, "다른 가격" says the price is settled', () => {
    renderForm(undefined, undefined, undefined, { claimStatus: 'DECIDED' });
    fireEvent.click(screen.getByRole('radio', { name: '다른 가격' }));
    expect(screen.getByText(PRICE_CLAIM_MESSAGES.priceSettled)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '감가 요청하기' })).toBeNull();
  });

  it('before the trade date, asks the dealer to confirm the trade happened early, at its field, and sends it', async () => {
    const tradeDate = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const onSubmit = renderForm(undefined, undefined, tradeDate);
    const early = screen.getByRole<HTMLInputElement>('checkbox', { name: /전에 거래했습니다/ });
    expect(early.checked).toBe(false);
    await uploadPhoto(1, '/uploads/one.jpg');
    dialogs.confirm = true;
    submit();
    expect(await screen.findByText(DEAL_MESSAGES.earlyTradeUnconfirmed)).toBeTruthy();
    expect(document.activeElement).toBe(early);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(early);
    expect(screen.queryByText(DEAL_MESSAGES.earlyTradeUnconfirmed)).toBeNull();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ earlyTradeConfirmed: true });
  });

  it('on or after the trade date, asks nothing about an early trade', () => {
    renderForm();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  describe("on the server's clock when the device's is hours off", () => {
    const tradeDate = '2025-03-07T00:00:00+09:00';
    const HOURS_4 = 4 * 3600_000;

    afterEach(() => {
      vi.useRealTimers();
    });

    it('asks when the server has not reached the trade date though the device has', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // The phone says 02:00 on the trade date; the server, 4 hours behind it, 22:00 the day before.
      vi.setSystemTime(new Date('2025-03-07T02:00:00+09:00'));
      renderForm(undefined, undefined, tradeDate, {}, -HOURS_4);
      expect(screen.getByRole('checkbox', { name: /전에 거래했습니다/ })).toBeTruthy();
    });

    it('asks nothing when the server has reached the trade date though the device has not', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // The phone says 22:00 the day before; the server, 4 hours ahead of it, 02:00 on the trade date.
      vi.setSystemTime(new Date('2025-03-06T22:00:00+09:00'));
      renderForm(undefined, undefined, tradeDate, {}, HOURS_4);
      expect(screen.queryByRole('checkbox')).toBeNull();
    });
  });

  it('sends nothing when the confirmation is declined', async () => {
    const onSubmit = renderForm();
    await uploadPhoto(1, '/uploads/one.jpg');
    dialogs.confirm = false;
    submit();
    await waitFor(() => expect(dialogs.messages).toContain(DEAL_MESSAGES.completeConfirm));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("opened from a code link, uploads each photo under the link's code", async () => {
    renderForm(undefined, { codeLink: 'link-code-1' });
    await uploadPhoto(1, '/uploads/one.jpg');
    const [upload] = calls(api.files.upload);
    expect(upload?.headers.get(UPLOAD_CODE_LINK_HEADER)).toBe('link-code-1');
  });
});
