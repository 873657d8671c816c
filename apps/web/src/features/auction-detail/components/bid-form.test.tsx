import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { BID_CONFIRM_MESSAGE, BidForm } from './bid-form';

const fetchMock = vi.fn<typeof fetch>();
const alertMock = vi.fn<(message?: string) => void>();
const confirmMock = vi.fn<(message?: string) => boolean>();

function renderForm(props: { disabled?: boolean; hopePrice?: number | null } = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <BidForm
          target={{ kind: 'id', id: 7 }}
          hopePrice={props.hopePrice ?? null}
          disabled={props.disabled ?? false}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.alert = alertMock;
  window.confirm = confirmMock;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  alertMock.mockReset();
  confirmMock.mockReset();
});

describe('BidForm', () => {
  it('asks for an amount before anything is sent', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '입찰하기' }));
    expect(await screen.findByText('입찰 금액을 입력해주세요.')).toBeTruthy();
    expect(confirmMock).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps digits only, warns about the penalty, then sends won with an idempotency key', async () => {
    renderForm();
    const input = screen.getByLabelText<HTMLInputElement>('입찰 금액');
    fireEvent.change(input, { target: { value: '12a5' } });
    expect(input.value).toBe('125');
    confirmMock.mockReturnValueOnce(true);
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          code: 201,
          message: '성공',
          data: { id: 1, auctionId: 7, price: 1_250_000, biddingAt: '' },
        }),
        {
          status: 201,
        },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '입찰하기' }));
    await waitFor(() => expect(confirmMock).toHaveBeenCalledWith(BID_CONFIRM_MESSAGE));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('입찰이 완료되었습니다.'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/dealers/auction/7/bidding/');
    expect(JSON.parse(init?.body as string)).toEqual({ price: 1_250_000 });
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/\S{8,}/);
  });

  it('sends nothing when the warning is declined', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('입찰 금액'), { target: { value: '10' } });
    confirmMock.mockReturnValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: '입찰하기' }));
    await waitFor(() => expect(confirmMock).toHaveBeenCalled());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  function refuseBid(errorCode: string, message: string) {
    confirmMock.mockReturnValueOnce(true);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 409, message, data: null, errorCode }), { status: 409 }),
    );
    fireEvent.change(screen.getByLabelText('입찰 금액'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '입찰하기' }));
  }

  it('offers the bank-account verification when the server answers BANK_ACCOUNT_REQUIRED, whatever its wording', async () => {
    renderForm();
    refuseBid('BANK_ACCOUNT_REQUIRED', '계좌를 먼저 인증해주세요.');
    expect(await screen.findByRole('button', { name: '계좌 인증하기' })).toBeTruthy();
  });

  it('shows any other refusal under the form, without the verification', async () => {
    renderForm();
    refuseBid('AUCTION_ENDED', '종료된 경매입니다.');
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
});
