// GET /v1/sellers/me -> {id, name, phone}: who the signed-in seller is (the name form asks for a missing name).
import { useQuery } from '@tanstack/react-query';
import type { SellerMe } from '@autobid/shared';
import { getData } from '@/lib/http';
import { sellerKeys } from './query-keys';
import { SELLER_SILENT } from './seller-write';

export function getSellerMe(): Promise<SellerMe | null> {
  return getData<SellerMe>('/v1/sellers/me', undefined, SELLER_SILENT);
}

export function useSellerMe() {
  return useQuery({ queryKey: sellerKeys.me(), queryFn: getSellerMe, retry: 1 });
}
