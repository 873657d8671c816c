// HTTP for the seller's listing: draft, edit, submission and withdrawal (the operator's review is
// listings.console-routes.ts, the seller's name the sellers module's).
import { LISTING_MESSAGES, idParam, listingRequest, listingSaved } from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes, signedInRoutes } from '../../lib/module-routes';
import { createListingsService } from './listings.service';

export function listingsRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createListingsService(ctx);
    const seller = signedInRoutes(app, 'seller', ['sellers']);
    // A change of the seller's listing: 404 not theirs, 409 not in a state that allows it.
    const listingChange = { params: idParam, response: listingSaved, refused: [404, 409] } as const;

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
  });
}
