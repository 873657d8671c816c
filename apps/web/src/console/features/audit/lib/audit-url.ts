// The audit screen's filters live in the URL (`/admin/audit?targetType=DEALER&targetId=12&page=2`), so a
// link shares a view and another screen can open a target's history. A value the rules refuse is dropped
// rather than sent, so a mistyped link still opens the log.
import { auditLogFilterForm, isPeriodInOrder, type AuditLogFilters } from '@autobid/shared';
import { urlRowNumber } from '../../../lib/url-view';

export const AUDIT_PAGE_SIZE = 20;

export const NO_FILTERS: AuditLogFilters = {
  action: '',
  targetType: '',
  targetId: '',
  actor: '',
  from: '',
  to: '',
};

const KEYS = Object.keys(NO_FILTERS) as (keyof AuditLogFilters)[];

/** The filters and page a URL's query names; anything invalid is left out. */
export function readAuditSearch(params: URLSearchParams): { filters: AuditLogFilters; page: number } {
  const filters: Record<string, string> = { ...NO_FILTERS };
  for (const key of KEYS) {
    const parsed = auditLogFilterForm.shape[key].safeParse(params.get(key) ?? '');
    if (parsed.success) {
      filters[key] = parsed.data;
    }
  }
  const checked = filters as AuditLogFilters;
  if (!isPeriodInOrder(checked)) {
    checked.to = '';
  }
  return { filters: checked, page: urlRowNumber(params.get('page')) ?? 1 };
}

/** Only the filters that are set, for the query string of the call and of the URL. */
export function setFilters(filters: AuditLogFilters): Partial<AuditLogFilters> {
  return Object.fromEntries(KEYS.filter((key) => filters[key] !== '').map((key) => [key, filters[key]]));
}

/** The URL query of a view: the filters set, and the page when it is not the first. */
export function auditSearch(filters: AuditLogFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams(setFilters(filters));
  if (page > 1) {
    params.set('page', String(page));
  }
  return params;
}

export function hasFilters(filters: AuditLogFilters): boolean {
  return KEYS.some((key) => filters[key] !== '');
}
