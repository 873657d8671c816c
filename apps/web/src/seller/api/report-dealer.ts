// POST /v1/sellers/auctions/{id}/report {reason}: the seller reports the dealer of the listing's deal, once.
// Silent: the dialog shows a refusal.
import type { SellerReportRequest } from '@autobid/shared';
import { useDealerFeedback } from './dealer-feedback';

export function useReportDealer(id: number) {
  return useDealerFeedback<SellerReportRequest>(id, 'report');
}
