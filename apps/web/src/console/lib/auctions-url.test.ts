import { describe, expect, it } from 'vitest';
import { auctionsSearch, readAuctionsView } from './auctions-url';

describe('auctions URL', () => {
  it('opens the review queue by default and reads a tab, all, a search, a page and one auction', () => {
    expect(readAuctionsView(new URLSearchParams())).toEqual({ status: 'AUDIT', q: '', page: 1, id: null });
    expect(readAuctionsView(new URLSearchParams('status=LIVE&q=PCX&page=2&id=9'))).toEqual({
      status: 'LIVE',
      q: 'PCX',
      page: 2,
      id: 9,
    });
    expect(readAuctionsView(new URLSearchParams('status=ALL')).status).toBeNull();
    expect(readAuctionsView(new URLSearchParams('status=NOPE&page=0&id=1.5'))).toEqual({
      status: 'AUDIT',
      q: '',
      page: 1,
      id: null,
    });
  });

  it('writes only what differs from the review queue, and reads it back', () => {
    expect(auctionsSearch({ status: 'AUDIT', q: '', page: 1, id: null }).toString()).toBe('');
    const all = { status: null, q: '홍길동', page: 3, id: null };
    expect(auctionsSearch(all).toString()).toBe('status=ALL&q=%ED%99%8D%EA%B8%B8%EB%8F%99&page=3');
    expect(readAuctionsView(auctionsSearch(all))).toEqual(all);
  });
});
