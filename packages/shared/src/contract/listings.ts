// The seller's listing (docs/domain.md "Listings"): draft, edit, submission and withdrawal; the operator's review is
// console-listings.ts.
import { idParam } from '../schemas/common';
import { LISTING_MESSAGES, listingRequest, listingSaved } from '../schemas/listing';
import { defineRoute } from './route';

// A change of the seller's listing: 404 not theirs, 409 not in a state that allows it.
const listingChange = {
  access: 'seller',
  tag: 'sellers',
  params: idParam,
  response: listingSaved,
  refused: [404, 409],
} as const;

export const listingRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/v1/sellers/auctions',
    access: 'seller',
    tag: 'sellers',
    summary: '매물 임시 저장 (새 매물, REGISTERED)',
    body: listingRequest,
    response: listingSaved,
    message: LISTING_MESSAGES.saved,
    created: true,
  }),
  update: defineRoute({
    ...listingChange,
    method: 'PUT',
    path: '/v1/sellers/auctions/:id',
    summary: '매물 수정 (임시 저장 또는 반려된 매물, 전체 교체)',
    body: listingRequest,
    message: LISTING_MESSAGES.saved,
  }),
  submit: defineRoute({
    ...listingChange,
    method: 'POST',
    path: '/v1/sellers/auctions/:id/submit',
    summary: '매물 심사 요청 (AUDIT)',
    message: LISTING_MESSAGES.submitted,
  }),
  withdraw: defineRoute({
    ...listingChange,
    method: 'POST',
    path: '/v1/sellers/auctions/:id/withdraw',
    summary: '매물 등록 취소 (수수료 입금 단계 전까지, 입찰 딜러에게 알림톡)',
    message: LISTING_MESSAGES.withdrawn,
  }),
};
