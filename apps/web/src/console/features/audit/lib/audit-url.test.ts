import { describe, expect, it } from 'vitest';
import { auditSearch, hasFilters, NO_FILTERS, readAuditSearch } from './audit-url';

describe('audit filters in the URL', () => {
  it('reads a target history link', () => {
    expect(readAuditSearch(new URLSearchParams('targetType=DEALER&targetId=12'))).toEqual({
      filters: { ...NO_FILTERS, targetType: 'DEALER', targetId: '12' },
      page: 1,
    });
  });

  it('reads every filter and the page, and writes them back the same', () => {
    const query =
      'action=DEALER_REJECT&targetType=DEALER&targetId=7&actor=admin&from=2026-03-01&to=2026-03-15&page=3';
    const { filters, page } = readAuditSearch(new URLSearchParams(query));
    expect(filters).toEqual({
      action: 'DEALER_REJECT',
      targetType: 'DEALER',
      targetId: '7',
      actor: 'admin',
      from: '2026-03-01',
      to: '2026-03-15',
    });
    expect(page).toBe(3);
    expect(auditSearch(filters, page).toString()).toBe(query);
    expect(hasFilters(filters)).toBe(true);
  });

  it('drops what the rules refuse instead of sending it', () => {
    const { filters, page } = readAuditSearch(
      new URLSearchParams('action=NOPE&targetType=PLANET&from=2026-02-31&page=-2&actor=admin'),
    );
    expect(filters).toEqual({ ...NO_FILTERS, actor: 'admin' });
    expect(page).toBe(1);
    // A period whose start is after its end keeps its start.
    expect(readAuditSearch(new URLSearchParams('from=2026-03-16&to=2026-03-15')).filters).toMatchObject({
      from: '2026-03-16',
      to: '',
    });
  });

  it('writes only the filters that are set, and no page 1', () => {
    expect(auditSearch(NO_FILTERS, 1).toString()).toBe('');
    expect(auditSearch({ ...NO_FILTERS, actor: 'staff' }, 2).toString()).toBe('actor=staff&page=2');
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });
});
