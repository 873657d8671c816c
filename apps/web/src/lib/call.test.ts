import { describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { answer, calls, failNetwork, refuse } from '@/testing/harness';
import { recordDialogs } from '@/testing/dialogs';
import { ApiError, ContractDriftError, call, isRefusal } from './call';
import { setToken } from './storage';

const emptyPage = { items: [], total: 0, size: 12, page: 2, isLast: true };

describe('call', () => {
  it('sends the route with its path, query and the session of its access, and answers its data', async () => {
    setToken('dealer-token');
    answer(api.deals.list, emptyPage);
    expect(await call(api.deals.list, { query: { page: 2, size: 12 } })).toEqual(emptyPage);
    const [sent] = calls(api.deals.list);
    expect(sent?.url.pathname).toBe('/api/v1/dealers/auction/transaction/list');
    expect(sent?.url.search).toBe('?page=2&size=12');
    expect(sent?.headers.get('authorization')).toBe('Bearer dealer-token');
  });

  it('leaves empty query values out of the URL and joins a list with commas', async () => {
    answer(api.auctions.list, emptyPage);
    const query = { page: 1, size: 12, regions: ['서울', '경기'], repair: undefined, purpose: '' };
    await call(api.auctions.list, { query: query as never });
    const [sent] = calls(api.auctions.list);
    expect(sent?.url.search).toBe(`?page=1&size=12&regions=${encodeURIComponent('서울,경기')}`);
  });

  it('sends a FormData body as multipart, with the session and headers given', async () => {
    localStorage.setItem('sellerToken', 'seller');
    answer(api.files.upload, { url: '/uploads/a.png' });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    const answered = await call(
      api.files.upload,
      { body: form },
      { session: 'seller', headers: { 'x-test': '1' } },
    );
    expect(answered).toEqual({ url: '/uploads/a.png' });
    const [sent] = calls(api.files.upload);
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.headers.get('authorization')).toBe('Bearer seller');
    expect(sent?.headers.get('x-test')).toBe('1');
    expect(String(sent?.body)).toContain('Content-Disposition: form-data; name="file"');
    localStorage.clear();
  });

  it('fills the path from params and sends the body as JSON', async () => {
    answer(api.deals.cancel, ({ params }) => ({ id: Number(params.id) }) as never);
    await call(api.deals.cancel, { params: { id: 7 }, body: { reason: '차량 상태가 달라요' } }).catch(
      () => null,
    );
    const [sent] = calls(api.deals.cancel);
    expect(sent?.url.pathname).toBe('/api/v1/dealers/auction/7/cancel');
    expect(sent?.body).toEqual({ reason: '차량 상태가 달라요' });
  });

  it('throws ApiError with the refusal code and the server message; a write alerts it, a read does not', async () => {
    const dialogs = recordDialogs();
    refuse(api.deals.confirm, {
      status: 409,
      errorCode: 'AUCTION_TRANSITION_REFUSED',
      message: '지금은 확정할 수 없습니다.',
    });
    const refused = await call(api.deals.confirm, { params: { id: 3 } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(isRefusal(refused, 'AUCTION_TRANSITION_REFUSED')).toBe(true);
    expect((refused as ApiError).message).toBe('지금은 확정할 수 없습니다.');
    expect((refused as ApiError).status).toBe(409);

    refuse(api.deals.list, { status: 500, message: '일시적인 오류' });
    await expect(call(api.deals.list, { query: {} })).rejects.toMatchObject({ status: 500 });
    expect(dialogs.messages).toEqual(['지금은 확정할 수 없습니다.']);
    dialogs.stop();
  });

  it('throws ApiError without a status when no answer came', async () => {
    failNetwork(api.deals.list);
    await expect(call(api.deals.list, { query: {} })).rejects.toMatchObject({
      status: null,
      errorCode: null,
    });
  });

  it('refuses an answer its response schema does not describe (in tests and development)', async () => {
    answer(api.deals.list, { items: 'not a list' } as never);
    const refused = call(api.deals.list, { query: {} });
    await expect(refused).rejects.toThrow(/does not match its schema/);
    await expect(refused).rejects.toBeInstanceOf(ContractDriftError);
  });
});
