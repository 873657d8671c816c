// The console's door to the listing under review: the listing queue by tab and search, approval and
// rejection (one auction in full and its cancel are auctions.console-routes.ts).
import {
  adminListingDecision,
  adminListingItem,
  adminListingRejectRequest,
  adminListingsQuery,
  idParam,
  pagedList,
  RULE_SENTENCES,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { consoleRoutes } from '../../lib/console-routes';
import { moduleRoutes } from '../../lib/module-routes';
import { createListingsService } from './listings.service';

export function listingsConsoleRoutes(ctx: AppContext) {
  const listings = createListingsService(ctx);
  return moduleRoutes((app) => {
    const { read, act } = consoleRoutes(app, ctx);

    read(
      '/v1/admin/auctions',
      {
        summary: '매물 목록 (탭 또는 상태, 경매 번호·모델·판매자 이름·전화번호 검색; 심사 대기는 오래된 순)',
        querystring: adminListingsQuery,
        response: pagedList(adminListingItem),
      },
      ({ query }) => listings.queue(query),
    );

    act(
      '/v1/admin/auctions/:id/approve',
      {
        summary: RULE_SENTENCES.approvalRouteSummary,
        params: idParam,
        response: adminListingDecision,
      },
      ({ params }, actor) => listings.approve(params.id, actor),
    );

    act(
      '/v1/admin/auctions/:id/reject',
      {
        summary: '매물 반려 (사유와 함께 판매자 알림톡)',
        params: idParam,
        body: adminListingRejectRequest,
        response: adminListingDecision,
      },
      ({ params, body }, actor) => listings.reject(params.id, body.reason, actor),
    );
  });
}
