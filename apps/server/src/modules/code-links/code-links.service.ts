// Code-link sessions (docs/domain.md "Code links"): a live code stands for one dealer on one auction for one
// purpose. A wrong, expired or used code answers 401, a live code used for a call its purpose does not
// cover 409.
import { DEAL_MESSAGES, codeParam, type CodeLinkPurpose, type CodeSessionResponse } from '@autobid/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { loadDealerForDeals } from '../access/access-policy';
import { findLiveCodeLink } from './code-links.repository';

export type CodeSession = { dealerId: number; auctionId: number; purpose: CodeLinkPurpose; expiresAt: Date };

/** Which calls each purpose opens, besides the detail and /me that every live code opens. */
export const CODE_ACTIONS = {
  bidding: ['DETAIL'],
  confirm: ['DETAIL'],
  cancel: ['DETAIL'],
  checkDeposit: ['DETAIL'],
  reservation: ['DETAIL'],
  complete: ['DETAIL', 'COMPLETE'],
  /** A price claim at handover is a step of the completion (docs/domain.md "Handover"). */
  priceClaim: ['DETAIL', 'COMPLETE'],
  /** The title transfer's proof follows the completion (docs/domain.md "Title transfer"). */
  transfer: ['DETAIL', 'COMPLETE'],
  review: ['REVIEW'],
} as const satisfies Record<string, readonly CodeLinkPurpose[]>;

export type CodeAction = keyof typeof CODE_ACTIONS;

export const codeInvalid = () => new AppError('CODE_INVALID', DEAL_MESSAGES.codeInvalid);
const codePurpose = () => new AppError('CODE_PURPOSE', DEAL_MESSAGES.codePurpose);

export function createCodeLinksService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  /** The session of a live code; with `action`, the code's purpose must cover it. */
  async function resolve(code: string, action?: CodeAction): Promise<CodeSession> {
    if (!codeParam.safeParse({ code }).success) {
      throw codeInvalid();
    }
    const link = await findLiveCodeLink(ctx.db, code, ctx.clock.now());
    if (!link) {
      throw codeInvalid();
    }
    const purpose = link.purpose as CodeLinkPurpose;
    if (action && !(CODE_ACTIONS[action] as readonly CodeLinkPurpose[]).includes(purpose)) {
      throw codePurpose();
    }
    return { dealerId: link.dealerId, auctionId: link.auctionId, purpose, expiresAt: link.expiresAt };
  }

  return {
    resolve,

    /**
     * What the code's screen shows of its dealer (name, position, agency) and what the code is for; a dealer
     * who is not approved (nor under identity review, which finishes its deals) is refused with 403, as every
     * call of the code would be.
     */
    async me(code: string): Promise<CodeSessionResponse> {
      const session = await resolve(code);
      const dealer = await loadDealerForDeals(ctx.db, session.dealerId);
      return {
        name: dealer.name,
        position: dealer.position,
        agencyName: dealer.agencyName,
        codeLink: {
          auctionId: session.auctionId,
          purpose: session.purpose,
          expiresAt: session.expiresAt.toISOString(),
        },
      };
    },
  };
}
