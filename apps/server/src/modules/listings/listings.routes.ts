// HTTP for the listing life cycle: the seller's profile, draft, edit, submission and withdrawal, and the
// operator's approval and rejection (the operator's queue and detail are admin-auctions').
import {
  LISTING_MESSAGES,
  adminListingDecision,
  adminListingRejectRequest,
  idParam,
  listingRequest,
  listingSaved,
  sellerMe,
  sellerMeRequest,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { consoleRoutes } from '../../lib/console-routes';
import { moduleRoutes, signedInRoutes } from '../../lib/module-routes';
import { createListingsService } from './listings.service';

export function listingsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createListingsService(ctx);
    const seller = signedInRoutes(app, 'seller', ['sellers']);
    const { act } = consoleRoutes(app, ctx);
    // A change of the seller's listing: 404 not theirs, 409 not in a state that allows it.
    const listingChange = { params: idParam, response: listingSaved, refused: [404, 409] } as const;

    seller.get('/v1/sellers/me', { summary: '판매자 정보', response: sellerMe }, (sellerId) =>
      service.me(sellerId),
    );

    seller.put(
      '/v1/sellers/me',
      {
        summary: '판매자 이름 저장 (수수료 입금 후 낙찰 딜러에게 보임)',
        body: sellerMeRequest,
        response: sellerMe,
      },
      (sellerId, { body }) => service.updateMe(sellerId, body.name),
    );

    seller.post(
      '/v1/sellers/auctions',
      {
        summary: '매물 임시 저장 (새 매물, REGISTERED)',
        body: listingRequest,
        response: listingSaved,
        message: LISTING_MESSAGES.saved,
        isCreated: true,
      },
      (sellerId, { body }) => service.create(sellerId, body),
    );

    seller.put(
      '/v1/sellers/auctions/:id',
      {
        summary: '매물 수정 (임시 저장 또는 반려된 매물, 전체 교체)',
        body: listingRequest,
        message: LISTING_MESSAGES.saved,
        ...listingChange,
      },
      (sellerId, { params, body }) => service.update(sellerId, params.id, body),
    );

    seller.post(
      '/v1/sellers/auctions/:id/submit',
      { summary: '매물 심사 요청 (AUDIT)', message: LISTING_MESSAGES.submitted, ...listingChange },
      (sellerId, { params }) => service.submit(sellerId, params.id),
    );

    seller.post(
      '/v1/sellers/auctions/:id/withdraw',
      {
        summary: '매물 등록 취소 (수수료 입금 단계 전까지, 입찰 딜러에게 알림톡)',
        message: LISTING_MESSAGES.withdrawn,
        ...listingChange,
      },
      (sellerId, { params }) => service.withdraw(sellerId, params.id),
    );

    act(
      '/v1/admin/auctions/:id/approve',
      {
        summary: '매물 승인 (다음 오전 9시 경매 시작, 판매자 알림톡)',
        params: idParam,
        response: adminListingDecision,
      },
      ({ params }, actor) => service.approve(params.id, actor),
    );

    act(
      '/v1/admin/auctions/:id/reject',
      {
        summary: '매물 반려 (사유와 함께 판매자 알림톡)',
        params: idParam,
        body: adminListingRejectRequest,
        response: adminListingDecision,
      },
      ({ params, body }, actor) => service.reject(params.id, body.reason, actor),
    );
  });
}
