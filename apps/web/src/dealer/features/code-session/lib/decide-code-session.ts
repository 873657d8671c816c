// The session check of the /alimtalk/* routes (docs/spec.md §2 "Route guard", code-link paragraph): an
// invalid, expired or used code and a dealer the server refuses go away with a notice; a code opened on a
// page its purpose cannot act on goes to the page of its purpose.
import {
  CODE_LINK_ROUTES,
  DEAL_MESSAGES,
  type CodeLinkPurpose,
  type CodeSessionResponse,
} from '@autobid/shared';
import type { CodeSessionAnswer } from '../api/get-code-session';

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
  | { kind: 'leave'; message: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'render'; session: CodeSessionResponse };

export function decideCodeSession(input: {
  page: CodePage;
  code: string;
  isWellFormed: boolean;
  isLoading: boolean;
  answer: CodeSessionAnswer | undefined;
}): CodeSessionDecision {
  if (!input.isWellFormed) {
    return { kind: 'leave', message: DEAL_MESSAGES.codeInvalid };
  }
  if (input.isLoading || !input.answer) {
    return input.isLoading ? { kind: 'loading' } : { kind: 'leave', message: DEAL_MESSAGES.codeInvalid };
  }
  switch (input.answer.kind) {
    case 'invalid':
      return { kind: 'leave', message: DEAL_MESSAGES.codeInvalid };
    case 'refused':
      return { kind: 'leave', message: input.answer.message };
    case 'live':
      break;
  }
  const { session } = input.answer;
  const { purpose } = session.codeLink;
  if (!PAGE_PURPOSES[input.page].includes(purpose)) {
    return { kind: 'redirect', to: `${CODE_LINK_ROUTES[purpose]}${input.code}` };
  }
  return { kind: 'render', session };
}
