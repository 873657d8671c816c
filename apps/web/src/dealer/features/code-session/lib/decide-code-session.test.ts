import { describe, expect, it } from 'vitest';
import { DEAL_MESSAGES, type CodeLinkPurpose } from '@autobid/shared';
import type { CodeSessionAnswer } from '../api/get-code-session';
import { decideCodeSession, type CodePage } from './decide-code-session';

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';

function live(purpose: CodeLinkPurpose): CodeSessionAnswer {
  return {
    kind: 'live',
    session: {
      name: '김딜러',
      position: '대표',
      agencyName: '오토상사',
      codeLink: { auctionId: 9, purpose, expiresAt: '2030-01-01T00:00:00.000Z' },
    },
  };
}

const decide = (
  page: CodePage,
  answer: CodeSessionAnswer | undefined,
  extra: { isLoading?: boolean; isWellFormed?: boolean } = {},
) =>
  decideCodeSession({
    page,
    code: CODE,
    isWellFormed: extra.isWellFormed ?? true,
    isLoading: extra.isLoading ?? false,
    answer,
  });

describe('decideCodeSession (docs/spec.md §2, code-link session check)', () => {
  it('sends a malformed, unknown, expired or used code away with the link notice', () => {
    const leave = { kind: 'leave', message: DEAL_MESSAGES.codeInvalid };
    expect(decide('DETAIL', undefined, { isWellFormed: false })).toEqual(leave);
    expect(decide('DETAIL', { kind: 'invalid' })).toEqual(leave);
    expect(decide('DETAIL', undefined)).toEqual(leave);
  });

  it("sends a dealer the server refuses (not approved) away with the server's message", () => {
    expect(decide('REVIEW', { kind: 'refused', message: '승인된 딜러만 이용할 수 있습니다.' })).toEqual({
      kind: 'leave',
      message: '승인된 딜러만 이용할 수 있습니다.',
    });
  });

  it('shows a blank view while the code is checked', () => {
    expect(decide('REVIEW', undefined, { isLoading: true })).toEqual({ kind: 'loading' });
  });

  it('renders the page a code is for (a DETAIL code may also complete the deal)', () => {
    expect(decide('DETAIL', live('DETAIL')).kind).toBe('render');
    expect(decide('COMPLETE', live('COMPLETE')).kind).toBe('render');
    expect(decide('COMPLETE', live('DETAIL')).kind).toBe('render');
    expect(decide('REVIEW', live('REVIEW')).kind).toBe('render');
  });

  it('moves a code opened on another page to the page of its purpose', () => {
    expect(decide('DETAIL', live('REVIEW'))).toEqual({
      kind: 'redirect',
      to: `/alimtalk/auction/review/${CODE}`,
    });
    expect(decide('REVIEW', live('COMPLETE'))).toEqual({
      kind: 'redirect',
      to: `/alimtalk/auction/complete/${CODE}`,
    });
    expect(decide('COMPLETE', live('REVIEW'))).toEqual({
      kind: 'redirect',
      to: `/alimtalk/auction/review/${CODE}`,
    });
  });
});
