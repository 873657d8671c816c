import { describe, expect, it } from 'vitest';
import { linkLabel, outboxSearch, readOutboxView } from './outbox-url';

describe('outbox view in the URL', () => {
  it('reads a view back and drops what the rules refuse', () => {
    expect(readOutboxView(new URLSearchParams('channel=SMS&phone=010-1234-5678&page=2'))).toEqual({
      channel: 'SMS',
      phone: '01012345678',
      template: '',
      page: 2,
    });
    expect(readOutboxView(new URLSearchParams('channel=FAX&phone=abc&page=-3'))).toEqual({
      channel: null,
      phone: '',
      template: '',
      page: 1,
    });
  });

  it('writes only what is set, and round-trips', () => {
    const view = { channel: 'ALIMTALK' as const, phone: '5678', template: 'DEAL_CONFIRMED', page: 1 };
    expect(outboxSearch(view).toString()).toBe('channel=ALIMTALK&phone=5678&template=DEAL_CONFIRMED');
    expect(readOutboxView(outboxSearch(view))).toEqual(view);
    expect(outboxSearch({ channel: null, phone: '', template: '', page: 3 }).toString()).toBe('page=3');
  });

  it('labels a link by its path, shortened', () => {
    expect(linkLabel('http://localhost:3000/alimtalk/auction/detail/abc')).toBe(
      '/alimtalk/auction/detail/abc',
    );
    expect(linkLabel(`http://localhost:3000/a/${'x'.repeat(60)}`)).toHaveLength(36);
    expect(linkLabel('not a url')).toBe('not a url');
  });
});
