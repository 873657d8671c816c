// The access matrix: every route the OpenAPI document lists × every kind of caller, each cell with
// its expected answer (docs/decisions/007 and 018, docs/domain.md "Status codes"). A route missing from
// ROUTES fails with its name, so a new route cannot escape the matrix. Refused cells run first on each route
// and must leave every table as it was; the allowed cells run after them.
import { inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CODE_LINK_HEADER, type CodeLinkPurpose, type ErrorCode } from '@autobid/shared';
import { dealers } from '../src/db/schema';
import {
  PRINCIPALS,
  codeBook,
  fingerprint,
  isDealerKind,
  makeCaller,
  makeObjects,
  multipart,
  tinyPng,
  type Caller,
  type Objects,
  type PrincipalKind,
} from './helpers/access-kit';
import { createTestContext, type TestContext } from './helpers/test-app';

/**
 * An expected answer: a refusal (status, and the errorCode where it decides), `ok` (2xx), or `past` (past
 * every access check with the route's own answer: an operator call on an id no row has is 404, an empty
 * body 400; the console's own tests prove its successes). A public route answers every caller alike.
 */
type Expect =
  | {
      status: number;
      code?: ErrorCode;
      /** A refusal that changes something by design (named here); it runs after the tables are compared. */
      sideEffect?: string;
    }
  | 'ok'
  | 'past';
type Cells = Partial<Record<PrincipalKind, Expect>>;

const unauthorized: Expect = { status: 401, code: 'UNAUTHORIZED' };
const forbidden: Expect = { status: 403, code: 'FORBIDDEN' };
const notApproved: Expect = { status: 403, code: 'DEALER_NOT_APPROVED' };
const banned: Expect = { status: 409, code: 'DEALER_BANNED' };
const codeInvalid: Expect = { status: 401, code: 'CODE_INVALID' };
const codePurpose: Expect = { status: 409, code: 'CODE_PURPOSE' };

/** Who is refused how, by the kind of route; `cells` states the answers that depend on the object. */
type Rule =
  /** No session needed: every caller gets the same answer, `answer` (default: `past`). */
  | { kind: 'public'; answer?: Expect }
  /** Signed by the bank, not by a session: without the signature every caller is 401. */
  | { kind: 'webhook' }
  /**
   * Any dealer whatever its review status (/wait, /profile and re-application); `allowed` is the answer of a
   * dealer let in (`past` where the body's own check answers: a phone not verified, a wrong password).
   */
  | { kind: 'dealerOpen'; allowed: Expect; cells?: Cells }
  /** Approved dealers; a banned one may read (`read`) but not bid or take a deal step (409). */
  | { kind: 'dealerApproved'; read: boolean; cells?: Cells }
  /** The seller's own listing: another seller 404. */
  | { kind: 'sellerOwn'; cells?: Cells }
  | { kind: 'sellerAny' }
  /** A dealer's or a seller's session (docs/domain.md "Price guidance"): any dealer kind, any seller. */
  | { kind: 'member' }
  | { kind: 'operatorStaff' }
  | { kind: 'operatorAdmin' }
  /** Ends the token it is called with: walked with tokens of their own. */
  | { kind: 'logout'; role: 'dealer' | 'operator' | 'seller' }
  /**
   * A code-link route: the owner calls with a live code of `purpose`, wrongCode with one of `wrong`, every
   * other dealer kind with a live code of its own on the same auction, the rest with their token and a
   * code no link has (401).
   */
  | { kind: 'codeLink'; purpose: CodeLinkPurpose; wrong: CodeLinkPurpose; read: boolean; cells?: Cells }
  /** Uploads (docs/decisions/016): any session, sign-up's grant or a COMPLETE code link. */
  | { kind: 'upload' };

const pub: Rule = { kind: 'public' };
/** A login with a wrong password: the same 401 whoever sends it. */
const login: Rule = { kind: 'public', answer: { status: 401, code: 'INVALID_CREDENTIALS' } };
const staff: Rule = { kind: 'operatorStaff' };
const adminOnly: Rule = { kind: 'operatorAdmin' };
const read = (cells?: Cells): Rule => ({ kind: 'dealerApproved', read: true, cells });
const trade = (cells?: Cells): Rule => ({ kind: 'dealerApproved', read: false, cells });
const own = (cells?: Cells): Rule => ({ kind: 'sellerOwn', cells });
const codeRead: Rule = { kind: 'codeLink', purpose: 'DETAIL', wrong: 'REVIEW', read: true };
const codeStep = (purpose: CodeLinkPurpose, wrong: CodeLinkPurpose, cells?: Cells): Rule => ({
  kind: 'codeLink',
  purpose,
  wrong,
  read: false,
  cells,
});
const open = (allowed: Expect = 'ok'): Rule => ({ kind: 'dealerOpen', allowed });
/** The dealer's bank account is verified already: the verification's own answer, past access. */
const verified: Expect = { status: 409, code: 'BANK_ACCOUNT_ALREADY_VERIFIED' };
const bankCells: Cells = { banned: verified, otherDealer: verified, owner: verified };
const depositNotIn: Expect = { status: 409, code: 'DEPOSIT_NOT_CONFIRMED' };
/**
 * A ban stops bids and a confirmation; deals the dealer already confirmed go on to completion, and it may
 * cancel (docs/domain.md "Penalties").
 */
const bannedConfirm: Expect = {
  status: 409,
  code: 'DEALER_BANNED',
  sideEffect: 'the selection is released back to the seller',
};

/** Not the winner of the deal: the dealer learns nothing more than 409. */
const notWinner: Expect = { status: 409, code: 'DEAL_NOT_WINNER' };
const bidHidden: Expect = { status: 404, code: 'BID_NOT_FOUND' };
const listingHidden: Expect = { status: 404, code: 'AUCTION_NOT_FOUND' };
const proofNotUploaded: Expect = { status: 400, code: 'TRANSFER_DOCUMENT_INVALID' };
const noTransfer: Expect = { status: 404, code: 'TRANSFER_NOT_FOUND' };
const savedSearchHidden: Expect = { status: 404, code: 'SAVED_SEARCH_NOT_FOUND' };
const noSavedSearch: Cells = {
  banned: savedSearchHidden,
  otherDealer: savedSearchHidden,
  owner: savedSearchHidden,
};

/** Every route of the API with its rule. */
const ROUTES: Record<string, Rule> = {
  'GET /api/health': pub,
  'GET /api/health/ready': pub,
  'POST /api/v1/dealers/login': login,
  'POST /api/v1/dealers/logout': { kind: 'logout', role: 'dealer' },
  'GET /api/v1/dealers/profile': open(),
  // The fee tax invoices (docs/domain.md "Tax invoices"): any dealer reads its own; another's (no row here) is 404.
  'GET /api/v1/dealers/invoices': open(),
  'GET /api/v1/dealers/invoices/{id}/pdf': open({ status: 404, code: 'TAX_INVOICE_NOT_FOUND' }),
  'GET /api/v1/dealers/dashboard': read(),
  'GET /api/v1/dealers/penalty/bid-cancel': read(),
  'GET /api/v1/dealers/noticies': pub,
  'GET /api/v1/dealers/noticies/{id}': pub,
  'GET /api/v1/public/faqs': pub,
  'GET /api/v1/public/auction/live': pub,
  'GET /api/v1/public/auction/reviews/random/list': pub,
  'GET /api/v1/public/bank-code/all': pub,
  'GET /api/v1/brands/all': pub,
  'GET /api/v1/public/auction/dealer-reviews/questions/all': pub,
  'GET /api/v1/dealers/auction/list': read(),
  'GET /api/v1/dealers/auction/bidding/list': read(),
  'GET /api/v1/dealers/auction/{id}': read(),
  'POST /api/v1/dealers/auction/{id}/bidding/': trade(),
  'PATCH /api/v1/dealers/auction/bidding/{id}': trade({ otherDealer: bidHidden }),
  'POST /api/v1/dealers/auction/bidding/{id}/cancel': trade({ otherDealer: bidHidden, banned: 'ok' }),
  'POST /api/v1/dealers/auction/{id}/like': read(),
  'DELETE /api/v1/dealers/auction/{id}/like': read(),
  // Saved searches (docs/domain.md "Saved searches"): approved dealers, like the list; a search no row has is 404.
  'GET /api/v1/dealers/saved-searches': read(),
  'POST /api/v1/dealers/saved-searches': read(),
  'PATCH /api/v1/dealers/saved-searches/{id}': read(noSavedSearch),
  'DELETE /api/v1/dealers/saved-searches/{id}': read(noSavedSearch),
  'GET /api/v1/dealers/auction/transaction/list': read(),
  'GET /api/v1/dealers/auction/{id}/winner': read(),
  'POST /api/v1/dealers/auction/{id}/confirm-bidding': trade({
    otherDealer: notWinner,
    banned: bannedConfirm,
  }),
  'POST /api/v1/dealers/auction/{id}/cancel': trade({ otherDealer: notWinner, banned: 'ok' }),
  'POST /api/v1/dealers/auction/{id}/check-deposit': trade({
    otherDealer: notWinner,
    owner: depositNotIn,
    banned: depositNotIn,
  }),
  'POST /api/v1/dealers/auction/{id}/reservation': trade({ otherDealer: notWinner, banned: 'ok' }),
  'POST /api/v1/dealers/auction/{id}/complete': trade({ otherDealer: notWinner, banned: 'ok' }),
  // Price claims at handover: the winner's, a ban or not (docs/domain.md "Handover").
  'GET /api/v1/dealers/auction/{id}/price-adjustments': trade({ otherDealer: notWinner, banned: 'ok' }),
  'POST /api/v1/dealers/auction/{id}/price-adjustments': trade({ otherDealer: notWinner, banned: 'ok' }),
  'POST /api/v1/dealers/auction/{id}/price-adjustments/{claimId}/withdraw': trade({
    otherDealer: notWinner,
    banned: 'ok',
  }),
  'GET /api/v1/dealers/auction/code/{code}/price-adjustments': codeStep('COMPLETE', 'REVIEW', {
    banned: 'ok',
  }),
  'POST /api/v1/dealers/auction/code/{code}/price-adjustments': codeStep('COMPLETE', 'REVIEW', {
    banned: 'ok',
  }),
  'POST /api/v1/dealers/auction/code/{code}/price-adjustments/{claimId}/withdraw': codeStep(
    'COMPLETE',
    'REVIEW',
    { banned: 'ok' },
  ),
  'POST /api/v1/sellers/auctions/{id}/price-adjustments/{claimId}/accept': own({
    otherSeller: listingHidden,
  }),
  'POST /api/v1/sellers/auctions/{id}/price-adjustments/{claimId}/reject': own({
    otherSeller: listingHidden,
  }),
  // The title transfer (docs/domain.md "Title transfer"): the winner's proof, a ban or not. Past access every
  // dealer let in gets the route's own check of a file it never uploaded, and a seller the 404 of a listing
  // with no transfer; title-transfer.test.ts walks the successes and another party's refusals.
  'POST /api/v1/dealers/auction/{id}/transfer': trade({
    owner: proofNotUploaded,
    otherDealer: proofNotUploaded,
    banned: proofNotUploaded,
  }),
  'POST /api/v1/dealers/auction/code/{code}/transfer': codeStep('COMPLETE', 'REVIEW', {
    owner: proofNotUploaded,
    otherDealer: proofNotUploaded,
    banned: proofNotUploaded,
    // A code link is no session: a suspended dealer's link still finishes its deals (docs/decisions/018).
    suspended: proofNotUploaded,
  }),
  'POST /api/v1/sellers/auctions/{id}/transfer/confirm': own({ seller: noTransfer, otherSeller: noTransfer }),
  'POST /api/v1/sellers/auctions/{id}/transfer/objection': own({
    seller: noTransfer,
    otherSeller: noTransfer,
  }),
  'POST /api/v1/admin/deals/{auctionId}/transfer/confirm': staff,
  'POST /api/v1/admin/deals/{auctionId}/transfer/reject': staff,
  // The proof's signed link is its own credential: without a valid one, 400 or 401 for every caller.
  'GET /api/v1/transfer-proofs/{id}': pub,
  'GET /api/v1/admin/disputes': staff,
  'GET /api/v1/admin/disputes/{id}': staff,
  'POST /api/v1/admin/disputes/{id}/decide': staff,
  'GET /api/v1/admin/deduction-guide': staff,
  'PUT /api/v1/admin/deduction-guide': staff,
  'POST /api/v1/dealers/auth/phone/request': pub,
  'POST /api/v1/dealers/auth/phone/confirm': pub,
  'POST /api/v1/dealers': pub,
  'PUT /api/v1/dealers/me/application': open('past'),
  'POST /api/v1/files/images': { kind: 'upload' },
  'GET /api/v1/maps/coordinates': pub,
  'PUT /api/v1/dealers/me': open('past'),
  'PUT /api/v1/dealers/me/password': open('past'),
  'POST /api/v1/dealers/me/phone/request': open(),
  'POST /api/v1/dealers/me/phone/confirm': open('past'),
  'GET /api/v1/dealers/me/notification-settings': open(),
  'PUT /api/v1/dealers/me/notification-settings': open(),
  'POST /api/v1/dealers/bank-account/auth/step1': read(bankCells),
  'POST /api/v1/dealers/bank-account/auth/step2': read(bankCells),
  'POST /api/v1/public/dealers/find/id-request': pub,
  'POST /api/v1/public/dealers/find/id-confirm': pub,
  'POST /api/v1/public/dealers/find/password-request': pub,
  'POST /api/v1/public/dealers/find/password-confirm': pub,
  'POST /api/v1/public/dealers/find/password-change': pub,
  'POST /api/v1/admin/login': login,
  'POST /api/v1/admin/logout': { kind: 'logout', role: 'operator' },
  'GET /api/v1/admin/me': staff,
  'GET /api/v1/admin/audit-log': staff,
  'GET /api/v1/admin/audit-log/actors': staff,
  'GET /api/v1/admin/retention-runs': staff,
  'GET /api/v1/admin/notices': staff,
  'POST /api/v1/admin/notices': staff,
  'POST /api/v1/admin/notices/preview': staff,
  'GET /api/v1/admin/notices/{id}': staff,
  'PUT /api/v1/admin/notices/{id}': staff,
  'DELETE /api/v1/admin/notices/{id}': staff,
  'GET /api/v1/admin/faqs': staff,
  'POST /api/v1/admin/faqs': staff,
  'PUT /api/v1/admin/faqs/{id}': staff,
  'DELETE /api/v1/admin/faqs/{id}': staff,
  'POST /api/v1/admin/faqs/{id}/move': staff,
  'GET /api/v1/admin/operators': adminOnly,
  'POST /api/v1/admin/operators': adminOnly,
  'PATCH /api/v1/admin/operators/{id}': adminOnly,
  'POST /api/v1/admin/operators/{id}/password': adminOnly,
  'GET /api/v1/admin/dashboard': staff,
  'GET /api/v1/admin/deposits': staff,
  'GET /api/v1/admin/settlements/{month}.csv': staff,
  'POST /api/v1/admin/deposits/{id}/match': staff,
  'POST /api/v1/admin/deposits/{id}/refund': adminOnly,
  'GET /api/v1/admin/outbox': staff,
  'POST /api/v1/admin/outbox/{id}/resend': staff,
  'POST /api/v1/admin/contacts/reveal': staff,
  'GET /api/v1/admin/dealers': staff,
  'GET /api/v1/admin/dealers/{id}': staff,
  'POST /api/v1/admin/dealers/{username}/approve': staff,
  'POST /api/v1/admin/dealers/{username}/reject': staff,
  'POST /api/v1/admin/dealers/{id}/suspend': staff,
  'POST /api/v1/admin/dealers/{id}/unsuspend': staff,
  'PUT /api/v1/admin/dealers/{id}/tier': staff,
  'GET /api/v1/admin/penalties': staff,
  'POST /api/v1/admin/penalties/{id}/lift': staff,
  'POST /api/v1/admin/penalties/{id}/extend': staff,
  'GET /api/v1/admin/reports': staff,
  'POST /api/v1/admin/reports/{id}/decide': staff,
  'POST /api/v1/admin/auctions/{id}/select': staff,
  'POST /api/v1/admin/auctions/{id}/deposits': staff,
  'GET /api/v1/admin/auctions': staff,
  'GET /api/v1/admin/auctions/{id}': staff,
  'POST /api/v1/admin/auctions/{id}/cancel': staff,
  'GET /api/v1/admin/deals': staff,
  'POST /api/v1/admin/deals/{auctionId}/transaction-status': staff,
  'POST /api/v1/admin/auctions/{id}/approve': staff,
  'POST /api/v1/admin/auctions/{id}/reject': staff,
  'GET /api/v1/dealers/code/{code}/me': codeRead,
  'GET /api/v1/dealers/auction/code/{code}': codeRead,
  'POST /api/v1/dealers/auction/code/{code}/bidding/': codeStep('DETAIL', 'REVIEW', {
    otherDealer: 'ok',
    suspended: { status: 403, code: 'DEALER_SUSPENDED' },
  }),
  'POST /api/v1/dealers/auction/code/{code}/confirm-bidding': codeStep('DETAIL', 'REVIEW', {
    banned: bannedConfirm,
  }),
  'POST /api/v1/dealers/auction/code/{code}/cancel': codeStep('DETAIL', 'REVIEW', { banned: 'ok' }),
  'POST /api/v1/dealers/auction/code/{code}/check-deposit': codeStep('DETAIL', 'REVIEW', {
    owner: depositNotIn,
    banned: depositNotIn,
  }),
  'POST /api/v1/dealers/auction/code/{code}/reservation': codeStep('DETAIL', 'REVIEW', { banned: 'ok' }),
  'POST /api/v1/dealers/auction/code/{code}/complete': codeStep('COMPLETE', 'REVIEW', { banned: 'ok' }),
  'POST /api/v1/dealers/auction/code/dealer-reviews': codeStep('REVIEW', 'DETAIL'),
  'POST /api/v1/sellers/auth/phone/request': pub,
  'POST /api/v1/sellers/login': pub,
  'GET /api/v1/sellers/auctions': { kind: 'sellerAny' },
  'POST /api/v1/sellers/auctions': { kind: 'sellerAny' },
  'GET /api/v1/sellers/auctions/{id}': own({ otherSeller: listingHidden }),
  'PUT /api/v1/sellers/auctions/{id}': own({ otherSeller: listingHidden }),
  'POST /api/v1/sellers/auctions/{id}/select': own({ otherSeller: listingHidden }),
  'POST /api/v1/sellers/auctions/{id}/review': own({ otherSeller: listingHidden }),
  'POST /api/v1/sellers/auctions/{id}/report': own({ otherSeller: listingHidden }),
  'GET /api/v1/sellers/me': { kind: 'sellerAny' },
  'POST /api/v1/sellers/logout': { kind: 'logout', role: 'seller' },
  'PUT /api/v1/sellers/me': { kind: 'sellerAny' },
  // Closing the account ends its tokens as a logout does: walked with sellers of their own, nothing open.
  'DELETE /api/v1/sellers/me': { kind: 'logout', role: 'seller' },
  'POST /api/v1/sellers/auctions/{id}/submit': own({
    otherSeller: listingHidden,
    // The draft's own check (past access): a listing missing a field is not sent to review.
    seller: { status: 400, code: 'LISTING_INCOMPLETE' },
  }),
  'POST /api/v1/sellers/auctions/{id}/withdraw': own({ otherSeller: listingHidden }),
  'POST /api/v1/sellers/auctions/{id}/owner-consent': own({ otherSeller: listingHidden }),
  // The owner's consent link: anyone holding it (a token no link has: 404 for every caller).
  'GET /api/v1/public/owner-consent/{token}': pub,
  'POST /api/v1/public/owner-consent/{token}/code': pub,
  'POST /api/v1/public/owner-consent/{token}/confirm': pub,
  'GET /api/v1/price-guide': { kind: 'member' },
  'POST /api/v1/webhooks/bank-deposits': { kind: 'webhook' },
  // Toss Payments' deposit notice: no session is read, the notice proves itself by its secret; the matrix's
  // empty body is refused by its schema for everyone (test/fee-virtual-accounts.test.ts walks the door).
  'POST /api/v1/webhooks/toss-payments': {
    kind: 'public',
    answer: { status: 400, code: 'VALIDATION_FAILED' },
  },
};

/** The answer a caller of `kind` must get on a route of `rule` (public routes: see `publicAnswer`). */
function expected(rule: Rule, kind: PrincipalKind): Expect {
  const cell = 'cells' in rule ? rule.cells?.[kind] : undefined;
  if (cell) {
    return cell;
  }
  const noSession = ['anonymous', 'forged', 'expired', 'suspended', 'wrongCode'].includes(kind);
  const operator = kind === 'staff' || kind === 'admin';
  const seller = kind === 'seller' || kind === 'otherSeller';
  switch (rule.kind) {
    case 'public':
      return rule.answer ?? 'past';
    case 'webhook':
      return { status: 401, code: 'WEBHOOK_BAD_SIGNATURE' };
    case 'dealerOpen':
      return noSession ? unauthorized : operator || seller ? forbidden : rule.allowed;
    case 'dealerApproved':
      if (noSession) {
        return unauthorized;
      }
      if (operator || seller) {
        return forbidden;
      }
      if (kind === 'pending' || kind === 'rejected') {
        return notApproved;
      }
      return kind === 'banned' && !rule.read ? banned : 'ok';
    case 'sellerOwn':
    case 'sellerAny':
      return noSession ? unauthorized : seller ? 'ok' : forbidden;
    case 'member':
      return noSession ? unauthorized : operator ? forbidden : 'ok';
    case 'operatorStaff':
    case 'operatorAdmin':
      if (noSession) {
        return unauthorized;
      }
      if (kind === 'staff' && rule.kind === 'operatorAdmin') {
        return { status: 403, code: 'ADMIN_ONLY' };
      }
      return operator ? 'past' : forbidden;
    case 'logout':
      if (noSession) {
        return unauthorized;
      }
      if (rule.role === 'seller') {
        return seller ? 'ok' : forbidden;
      }
      return (rule.role === 'operator' ? operator : isDealerKind(kind)) ? 'ok' : forbidden;
    case 'codeLink':
      // Code links are not sessions (docs/decisions/018): a suspended dealer's link still reads; on a step
      // it is, like another dealer's, a link to a deal that is not its own.
      if (kind === 'wrongCode') {
        return rule.read ? 'ok' : codePurpose;
      }
      if (!isDealerKind(kind)) {
        return codeInvalid;
      }
      if (kind === 'pending' || kind === 'rejected') {
        return notApproved;
      }
      if (rule.read || kind === 'owner') {
        return 'ok';
      }
      if (kind === 'banned') {
        return rule.purpose === 'REVIEW' ? 'ok' : banned;
      }
      return notWinner;
    case 'upload':
      if (kind === 'wrongCode') {
        return codePurpose;
      }
      return noSession ? unauthorized : 'ok';
  }
}

const isRefusal = (answer: Expect) => typeof answer === 'object' && !answer.sideEffect;

/** A concrete URL and body for a route, on the objects made for it. */
type Call = { url: string; body?: unknown; multipart?: boolean };

function callFor(route: string, objects: Objects): Call {
  const [, path] = route.split(' ') as [string, string];
  const o = objects;
  const auctionIdOf: Record<string, number> = {
    'GET /api/v1/dealers/auction/{id}': o.detail.auction.id,
    'POST /api/v1/dealers/auction/{id}/like': o.like.auction.id,
    'DELETE /api/v1/dealers/auction/{id}/like': o.unlike.auction.id,
    'POST /api/v1/dealers/auction/{id}/bidding/': o.open.id,
    'PATCH /api/v1/dealers/auction/bidding/{id}': o.raise.bid.id,
    'POST /api/v1/dealers/auction/bidding/{id}/cancel': o.bidCancel.bid.id,
    'GET /api/v1/dealers/auction/{id}/winner': o.winner.auction.id,
    'POST /api/v1/dealers/auction/{id}/confirm-bidding': o.confirm.auction.id,
    'POST /api/v1/dealers/auction/{id}/cancel': o.cancel.auction.id,
    'POST /api/v1/dealers/auction/{id}/check-deposit': o.checkDeposit.auction.id,
    'POST /api/v1/dealers/auction/{id}/reservation': o.reservation.auction.id,
    'POST /api/v1/dealers/auction/{id}/complete': o.complete.auction.id,
    'GET /api/v1/sellers/auctions/{id}': o.sellerRead.id,
    'PUT /api/v1/sellers/auctions/{id}': o.sellerEdit.id,
    'POST /api/v1/sellers/auctions/{id}/select': o.sellerSelect.auction.id,
    'POST /api/v1/sellers/auctions/{id}/review': o.sellerReview.id,
    'POST /api/v1/sellers/auctions/{id}/report': o.sellerReport.id,
    'POST /api/v1/sellers/auctions/{id}/submit': o.sellerSubmit.id,
    'POST /api/v1/sellers/auctions/{id}/withdraw': o.sellerWithdraw.id,
    'POST /api/v1/sellers/auctions/{id}/owner-consent': o.sellerConsent.id,
    'GET /api/v1/dealers/auction/{id}/price-adjustments': o.claimView.auction.id,
    'POST /api/v1/dealers/auction/{id}/price-adjustments': o.claimOpen.auction.id,
    'POST /api/v1/dealers/auction/{id}/price-adjustments/{claimId}/withdraw': o.claimWithdraw.auction.id,
    'POST /api/v1/sellers/auctions/{id}/price-adjustments/{claimId}/accept': o.sellerAccept.auction.id,
    'POST /api/v1/sellers/auctions/{id}/price-adjustments/{claimId}/reject': o.sellerReject.auction.id,
  };
  const claimIdOf: Record<string, number> = {
    'POST /api/v1/dealers/auction/{id}/price-adjustments/{claimId}/withdraw': o.claimWithdraw.claimId,
    'POST /api/v1/dealers/auction/code/{code}/price-adjustments/{claimId}/withdraw':
      o.code.claimWithdraw.claimId,
    'POST /api/v1/sellers/auctions/{id}/price-adjustments/{claimId}/accept': o.sellerAccept.claimId,
    'POST /api/v1/sellers/auctions/{id}/price-adjustments/{claimId}/reject': o.sellerReject.claimId,
  };
  // Console calls and public reads by id use ids no row has: past the guard they answer 404.
  const url = path
    .replace('{id}', String(auctionIdOf[route] ?? 999_999))
    .replace('{claimId}', String(claimIdOf[route] ?? 999_999))
    .replace('{auctionId}', '999999')
    .replace('{username}', 'nosuchdealer');
  const bodies: Record<string, unknown> = {
    'POST /api/v1/dealers/login': { username: 'nosuchdealer', password: 'wrong-password' },
    'POST /api/v1/admin/login': { username: 'nosuchoperator', password: 'wrong-password' },
    'PUT /api/v1/dealers/me': { phoneNumber: '01099990000', email: 'access@example.com', name: '접근검사' },
    'PUT /api/v1/dealers/me/password': { currentPassword: 'wrong-password', newPassword: 'newpass1234' },
    'POST /api/v1/dealers/me/phone/request': { phone: '01055556666' },
    'POST /api/v1/dealers/me/phone/confirm': { phone: '01055556666', authCode: '0000' },
    'PUT /api/v1/dealers/me/notification-settings': {
      outbid: true,
      savedSearchDigest: true,
      closingAlerts: true,
    },
    'POST /api/v1/dealers/saved-searches': {
      name: '접근검사',
      filters: { brandIds: [], regions: ['서울특별시'], repair: null, purpose: null },
    },
    'PATCH /api/v1/dealers/saved-searches/{id}': { notify: false },
    'POST /api/v1/dealers/auction/{id}/bidding/': { price: 1_100_000 },
    'PATCH /api/v1/dealers/auction/bidding/{id}': { price: 1_200_000 },
    'POST /api/v1/dealers/auction/bidding/{id}/cancel': { reason: '입찰 실수' },
    'POST /api/v1/dealers/bank-account/auth/step1': { bankAccountNumber: '1234567890', bankCode: '004' },
    'POST /api/v1/dealers/bank-account/auth/step2': { content: '가나다라' },
    'POST /api/v1/dealers/auction/{id}/cancel': { reason: '개인 사정' },
    'POST /api/v1/dealers/auction/{id}/reservation': { reservedAt: tomorrow() },
    'POST /api/v1/dealers/auction/{id}/complete': {
      finalPrice: 3_000_000,
      inspectionResult: '이상 없음',
      inspectionImage1: o.inspectionImage,
    },
    'POST /api/v1/dealers/auction/code/{code}/bidding/': { price: 1_100_000 },
    'POST /api/v1/dealers/auction/code/{code}/cancel': { reason: '개인 사정' },
    'POST /api/v1/dealers/auction/code/{code}/reservation': { reservedAt: tomorrow() },
    'POST /api/v1/dealers/auction/code/{code}/complete': {
      finalPrice: 3_000_000,
      inspectionResult: '이상 없음',
      inspectionImage1: o.codeInspectionImage,
    },
    'POST /api/v1/dealers/auction/code/dealer-reviews': {
      ratings: 5,
      contents: '친절했습니다',
      answers: o.reviewAnswers,
    },
    'PUT /api/v1/sellers/auctions/{id}': { brandId: o.brandId, model: 'PCX125' },
    'POST /api/v1/sellers/auctions': { brandId: o.brandId, model: 'PCX125' },
    'POST /api/v1/sellers/auctions/{id}/select': { biddingId: o.sellerSelect.bid.id },
    'POST /api/v1/sellers/auctions/{id}/review': { ratings: 5, contents: '좋았습니다', answers: [] },
    'POST /api/v1/sellers/auctions/{id}/report': { reason: '연락 두절' },
    'PUT /api/v1/sellers/me': { name: '이판매' },
    // The factories' plate is registered to 김민수 in the local vehicle registry.
    'POST /api/v1/sellers/auctions/{id}/owner-consent': { kind: 'OWNER', ownerName: '김민수' },
    'POST /api/v1/public/owner-consent/{token}/confirm': { code: '0000' },
    'POST /api/v1/dealers/auction/{id}/price-adjustments': {
      items: [{ item: 'chain', observed: '체인 마모', amount: 100_000, photos: [o.claimPhoto] }],
    },
    'POST /api/v1/dealers/auction/code/{code}/price-adjustments': {
      items: [{ item: 'chain', observed: '체인 마모', amount: 100_000, photos: [o.codeClaimPhoto] }],
    },
    'POST /api/v1/sellers/auctions/{id}/price-adjustments/{claimId}/reject': { reason: '사실과 다름' },
    'POST /api/v1/dealers/auction/{id}/transfer': {
      document: { url: '/uploads/never-uploaded.png', kind: 'REGISTRATION' },
      maskingConfirmed: true,
    },
    'POST /api/v1/dealers/auction/code/{code}/transfer': {
      document: { url: '/uploads/never-uploaded.png', kind: 'REGISTRATION' },
      maskingConfirmed: true,
    },
    'POST /api/v1/sellers/auctions/{id}/transfer/objection': { reason: '서류가 다릅니다' },
    'POST /api/v1/admin/deals/{auctionId}/transfer/reject': { reason: '번호가 가려지지 않았습니다' },
  };
  // The price guide reads its vehicle from the query (docs/domain.md "Price guidance").
  const query =
    route === 'GET /api/v1/price-guide'
      ? `?brandId=${o.brandId}&model=PCX125&year=2021&mileage=10000&type=MOTORBIKE`
      : '';
  return { url: `${url}${query}`, body: bodies[route], multipart: route === 'POST /api/v1/files/images' };
}

/** A reservation date the deal accepts: tomorrow in Seoul. */
function tomorrow(): string {
  const seoul = new Date(Date.now() + 9 * 3600_000 + 24 * 3600_000);
  return `${seoul.toISOString().slice(0, 10)}T00:00:00`;
}

/** The auction a code route's links are bound to. */
function codeAuction(route: string, o: Objects): number {
  const byRoute: Record<string, number> = {
    'GET /api/v1/dealers/code/{code}/me': o.code.me.auction.id,
    'GET /api/v1/dealers/auction/code/{code}': o.code.detail.auction.id,
    'POST /api/v1/dealers/auction/code/{code}/bidding/': o.code.open.id,
    'POST /api/v1/dealers/auction/code/{code}/confirm-bidding': o.code.confirm.auction.id,
    'POST /api/v1/dealers/auction/code/{code}/cancel': o.code.cancel.auction.id,
    'POST /api/v1/dealers/auction/code/{code}/check-deposit': o.code.checkDeposit.auction.id,
    'POST /api/v1/dealers/auction/code/{code}/reservation': o.code.reservation.auction.id,
    'POST /api/v1/dealers/auction/code/{code}/complete': o.code.complete.auction.id,
    'POST /api/v1/dealers/auction/code/{code}/transfer': o.code.complete.auction.id,
    'POST /api/v1/dealers/auction/code/dealer-reviews': o.code.review.auction.id,
    'GET /api/v1/dealers/auction/code/{code}/price-adjustments': o.code.claimView.auction.id,
    'POST /api/v1/dealers/auction/code/{code}/price-adjustments': o.code.claimOpen.auction.id,
    'POST /api/v1/dealers/auction/code/{code}/price-adjustments/{claimId}/withdraw':
      o.code.claimWithdraw.auction.id,
  };
  const id = byRoute[route];
  if (id === undefined) {
    throw new Error(`no code-link object for ${route}`);
  }
  return id;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const UNKNOWN_CODE = 'A'.repeat(43);

type Answer = { status: number; errorCode?: string; message?: string };

describe('access matrix: every route × every kind of caller', () => {
  let ctx: TestContext;
  let routes: string[];
  let callers: Record<PrincipalKind, Caller>;
  /** The owner's objects; the banned dealer has its own, so its cells show the ban, not someone else's deal. */
  let objects: Objects;
  let bannedObjects: Objects;
  let codeOf: ReturnType<typeof codeBook>;
  let png: Buffer;

  beforeAll(async () => {
    ctx = await createTestContext();
    const paths = (ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    routes = Object.entries(paths)
      .filter(([path]) => !path.startsWith('/api/docs'))
      .flatMap(([path, item]) =>
        METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
      );
    const owner = await makeCaller(ctx, 'owner', 0);
    const entries: [PrincipalKind, Caller][] = [];
    for (const kind of PRINCIPALS) {
      entries.push([kind, kind === 'owner' ? owner : await makeCaller(ctx, kind, owner.id!)]);
    }
    callers = Object.fromEntries(entries) as Record<PrincipalKind, Caller>;
    objects = await makeObjects(ctx, { owner: owner.id!, seller: callers.seller.id! });
    bannedObjects = await makeObjects(ctx, { owner: callers.banned.id!, seller: callers.seller.id! });
    codeOf = codeBook(ctx);
    png = await tinyPng();
  });
  afterAll(async () => ctx.close());

  /**
   * What a caller of `kind` sends on `route`. Made before the route's refused calls run (a logout's own
   * caller, the code links), so that the tables are compared around the calls alone.
   */
  async function prepare(route: string, kind: PrincipalKind): Promise<InjectOptions> {
    const rule = ROUTES[route]!;
    const [method] = route.split(' ') as [string, string];
    const mine = kind === 'banned' ? bannedObjects : objects;
    const call = callFor(route, mine);
    let caller = callers[kind];
    if (rule.kind === 'logout' && caller.id !== null && kind !== 'forged' && kind !== 'expired') {
      caller = await makeCaller(ctx, kind, callers.owner.id!);
    }
    let headers = { ...caller.headers };
    let url = call.url;
    let body = call.body;
    if (rule.kind === 'codeLink') {
      let linkCode = UNKNOWN_CODE;
      const auctionId = codeAuction(route, mine);
      if (kind === 'wrongCode') {
        linkCode = await codeOf(callers.owner.id!, auctionId, rule.wrong);
      } else if (isDealerKind(kind)) {
        linkCode = await codeOf(callers[kind].id!, auctionId, rule.purpose);
      }
      url = url.replace('{code}', linkCode);
      if (route.endsWith('/dealer-reviews')) {
        body = { ...(body as object), code: linkCode };
      }
    } else if (kind === 'wrongCode') {
      // A code link of another purpose where a token would go (on uploads, its own header).
      const link = await codeOf(callers.owner.id!, objects.code.detail.auction.id, 'REVIEW');
      headers =
        rule.kind === 'upload' ? { [UPLOAD_CODE_LINK_HEADER]: link } : { authorization: `Bearer ${link}` };
    }
    const form = call.multipart ? multipart(png) : null;
    return {
      method: method as 'GET',
      url,
      headers: { ...headers, ...form?.headers },
      ...(form ? { payload: form.payload } : body === undefined ? {} : { payload: body as object }),
    };
  }

  async function send(options: InjectOptions): Promise<Answer> {
    const response = await ctx.app.inject(options);
    let parsed: { errorCode?: string; message?: string } = {};
    try {
      parsed = response.json();
    } catch {
      parsed = {};
    }
    return { status: response.statusCode, errorCode: parsed.errorCode, message: parsed.message };
  }

  const matches = (answer: Answer, want: Expect) => {
    if (want === 'ok') {
      return answer.status >= 200 && answer.status < 300;
    }
    if (want === 'past') {
      return ![401, 403, 500].includes(answer.status);
    }
    return answer.status === want.status && (want.code === undefined || answer.errorCode === want.code);
  };
  const show = (want: Expect) =>
    typeof want === 'string' ? want : `${want.status} ${want.code ?? ''}`.trim();

  it('has a row for every route of the API, and no row for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(
      routes.filter((route) => !(route in ROUTES)),
      'routes with no row in ROUTES',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((route) => !routes.includes(route)),
      'rows of no route',
    ).toEqual([]);
  });

  it('answers every cell as the matrix says, and a refused call changes nothing', async () => {
    const wrong: string[] = [];
    let cells = 0;
    for (const route of routes) {
      const rule = ROUTES[route];
      if (!rule) {
        continue;
      }
      // Refusals first: the tables are compared around them, before an allowed call may change something.
      const order = [...PRINCIPALS].sort(
        (a, b) => Number(isRefusal(expected(rule, b))) - Number(isRefusal(expected(rule, a))),
      );
      const requests = new Map<PrincipalKind, InjectOptions>();
      for (const kind of order) {
        requests.set(kind, await prepare(route, kind));
      }
      const lastRefused = order.filter((kind) => isRefusal(expected(rule, kind))).at(-1);
      const before = lastRefused ? await fingerprint(ctx) : {};
      let publicAnswer: number | null = null;
      for (const kind of order) {
        const answer = await send(requests.get(kind)!);
        cells += 1;
        const want = expected(rule, kind);
        let good = matches(answer, want);
        if (rule.kind === 'public') {
          publicAnswer ??= answer.status;
          good &&= answer.status === publicAnswer;
        }
        if (!good) {
          wrong.push(
            `${route} as ${kind}: ${answer.status} ${answer.errorCode ?? ''} (expected ${show(want)}) ${answer.message ?? ''}`,
          );
        }
        if (kind === lastRefused) {
          const after = await fingerprint(ctx);
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (changed.length > 0) {
            wrong.push(`${route}: refused calls changed ${changed.join(', ')}`);
          }
        }
      }
      // A bid or deal cancelled by an allowed call bans its dealer (docs/domain.md "Penalties"): the next
      // routes meet the dealers as they were made.
      await ctx.db
        .update(dealers)
        .set({ penaltyExpiredAt: null })
        .where(inArray(dealers.id, [callers.owner.id!, callers.otherDealer.id!]));
    }
    console.info(`access matrix: ${routes.length} routes × ${PRINCIPALS.length} principals = ${cells} cells`);
    expect(wrong).toEqual([]);
    expect(cells).toBe(routes.length * PRINCIPALS.length);
  }, 120_000);
});
