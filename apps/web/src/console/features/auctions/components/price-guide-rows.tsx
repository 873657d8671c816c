// The listing review's price guide (docs/domain.md "Price guidance"): the band of similar completed trades and
// a flag on a hope price far outside it (below p25 × 0.7 or above p75 × 1.3).
import { PRICE_GUIDE_MESSAGES, type AdminListingDetail } from '@autobid/shared';
import { priceGuideSentence } from '@/components/price-guide/price-guide';
import { Badge } from '../../../components/badge';
import type { DetailItem } from '../../../components/detail-list';
import { won } from '../../../lib/format';

const FAR_LABEL = { LOW: '유사 거래가보다 크게 낮음', HIGH: '유사 거래가보다 크게 높음' } as const;

/** "희망 가격" with its flag, then "유사 거래가": the rows of the review's price facts. */
export function priceGuideRows(auction: AdminListingDetail): DetailItem[] {
  const guide = auction.priceGuide ?? null;
  const far = guide?.far ?? null;
  return [
    {
      label: '희망 가격',
      value: far ? (
        <span title={PRICE_GUIDE_MESSAGES.far}>
          {won(auction.hopePrice)} <Badge tone="warning">{FAR_LABEL[far]}</Badge>
        </span>
      ) : (
        won(auction.hopePrice)
      ),
    },
    { label: '유사 거래가', value: guide ? priceGuideSentence(guide) : '' },
  ];
}
