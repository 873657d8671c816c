// The session check of the /alimtalk/* routes (docs/spec.md §2 "Route guard", code-link paragraph): an
// invalid code goes to /login, a dealer not approved to /wait; a code opened on a page its purpose cannot
// act on goes to the page of its purpose.
import { CODE_LINK_ROUTES, type CodeLinkPurpose, type CodeSessionResponse } from '@autobid/shared';

/** Which code-link page is being opened. */
export type CodePage = 'DETAIL' | 'COMPLETE' | 'REVIEW';

/** The purposes whose codes can do what each page does (a DETAIL code may also complete the deal). */
const PAGE_PURPOSES: Record<CodePage, readonly CodeLinkPurpose[]> = {
  DETAIL: ['DETAIL'],
  COMPLETE: ['COMPLETE', 'DETAIL'],
  REVIEW: ['REVIEW'],
};

type CodeSessionDecision =
  | { kind: 'loading' }
  | { kind: 'login' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  | { kind: 'render'; session: CodeSessionResponse };

export function decideCodeSession(input: {
  page: CodePage;
  code: string;
  isWellFormed: boolean;
  isLoading: boolean;
  session: CodeSessionResponse | null | undefined;
}): CodeSessionDecision {
  if (!input.isWellFormed) {
    return { kind: 'login' };
  }
  if (input.isLoading) {
    return { kind: 'loading' };
  }
  if (!input.session) {
    return { kind: 'login' };
  }
  // Code pages are never /audit/register or /profile, the two pages a dealer under review may open.
  if (input.session.status !== 'APPROVED') {
    return { kind: 'wait' };
  }
  const { purpose } = input.session.codeLink;
  if (!PAGE_PURPOSES[input.page].includes(purpose)) {
    return { kind: 'redirect', to: `${CODE_LINK_ROUTES[purpose]}${input.code}` };
  }
  return { kind: 'render', session: input.session };
}
