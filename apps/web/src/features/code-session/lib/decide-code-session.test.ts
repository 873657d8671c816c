import { describe, expect, it } from 'vitest';
import type { CodeLinkPurpose, CodeSessionResponse } from '@autobid/shared';
import { emptyProfile } from '@/lib/profile-store';
import { decideCodeSession, type CodePage } from './decide-code-session';

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';

function session(
  purpose: CodeLinkPurpose,
  status: CodeSessionResponse['status'] = 'APPROVED',
): CodeSessionResponse {
  return {
    ...emptyProfile,
    id: 3,
    name: '김딜러',
    status,
    codeLink: { auctionId: 9, purpose, expiresAt: '2030-01-01T00:00:00.000Z' },
  };
}

const decide = (
  page: CodePage,
  value: CodeSessionResponse | null | undefined,
  extra: { isLoading?: boolean; isWellFormed?: boolean } = {},
) =>
  decideCodeSession({
    page,
    code: CODE,
    isWellFormed: extra.isWellFormed ?? true,
    isLoading: extra.isLoading ?? false,
    session: value,
  });

describe('decideCodeSession (docs/spec.md §2, code-link session check)', () => {
  it('sends a malformed, unknown or expired code to /login', () => {
    expect(decide('DETAIL', undefined, { isWellFormed: false })).toEqual({ kind: 'login' });
    expect(decide('DETAIL', null)).toEqual({ kind: 'login' });
  });

  it('shows a blank view while the code is checked', () => {
    expect(decide('REVIEW', undefined, { isLoading: true })).toEqual({ kind: 'loading' });
  });

  it('sends a dealer who is not approved to /wait', () => {
    expect(decide('DETAIL', session('DETAIL', 'AUDIT'))).toEqual({ kind: 'wait' });
    expect(decide('COMPLETE', session('COMPLETE', 'REJECTED'))).toEqual({ kind: 'wait' });
  });

  it('renders the page a code is for (a DETAIL code may also complete the deal)', () => {
    expect(decide('DETAIL', session('DETAIL')).kind).toBe('render');
    expect(decide('COMPLETE', session('COMPLETE')).kind).toBe('render');
    expect(decide('COMPLETE', session('DETAIL')).kind).toBe('render');
    expect(decide('REVIEW', session('REVIEW')).kind).toBe('render');
  });

  it('moves a code opened on another page to the page of its purpose', () => {
    expect(decide('DETAIL', session('REVIEW'))).toEqual({
      kind: 'redirect',
      to: `/alimtalk/auction/review/${CODE}`,
    });
    expect(decide('REVIEW', session('COMPLETE'))).toEqual({
      kind: 'redirect',
      to: `/alimtalk/auction/complete/${CODE}`,
    });
    expect(decide('COMPLETE', session('REVIEW'))).toEqual({
      kind: 'redirect',
      to: `/alimtalk/auction/review/${CODE}`,
    });
  });
});
