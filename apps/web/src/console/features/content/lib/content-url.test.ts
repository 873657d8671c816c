import { describe, expect, it } from 'vitest';
import { contentSearch, readContentView } from './content-url';

const read = (search: string) => readContentView(new URLSearchParams(search));

describe('content screen URL', () => {
  it('reads the notice list by default, with a search and a page', () => {
    expect(read('')).toEqual({ tab: 'notices', notice: null, q: '', page: 1, category: 'SIGNUP' });
    expect(read('?q=%20점검%20&page=3')).toMatchObject({ tab: 'notices', q: '점검', page: 3 });
  });

  it('reads the notice being edited: new or an id; anything else is the list', () => {
    expect(read('?notice=new').notice).toBe('new');
    expect(read('?notice=12').notice).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '']) {
      expect(read(`?notice=${bad}`).notice).toBeNull();
    }
    expect(read('?page=0').page).toBe(1);
  });

  it('reads the FAQ tab and its category, an unknown category falling back to the first', () => {
    expect(read('?tab=faq&category=HOW_TO_USE')).toMatchObject({ tab: 'faq', category: 'HOW_TO_USE' });
    expect(read('?tab=faq&category=NOPE').category).toBe('SIGNUP');
  });

  it('writes a view back without its defaults, and round-trips', () => {
    expect(contentSearch({ tab: 'notices', notice: null, q: '', page: 1 })).toBe('');
    expect(contentSearch({ tab: 'notices', notice: 7, q: '점검', page: 2 })).toBe(
      '?notice=7&q=%EC%A0%90%EA%B2%80&page=2',
    );
    expect(contentSearch({ tab: 'faq', category: 'SIGNUP' })).toBe('?tab=faq');
    const view = read('?tab=faq&category=HOW_TO_USE');
    expect(read(contentSearch(view))).toEqual(view);
  });
});
