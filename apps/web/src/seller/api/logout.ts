// POST /v1/sellers/logout: ends every token of the seller (docs/decisions/018). Silent: the app leaves for
// the login whatever the answer, so a dead session still logs out.
import { post, type ApiResult } from '@/lib/http';
import { SELLER_SILENT } from './seller-write';

export function sellerLogout(): Promise<ApiResult<null>> {
  return post<null>('/v1/sellers/logout', undefined, SELLER_SILENT);
}
