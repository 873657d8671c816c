// Price guidance from completed trades (docs/domain.md "Price guidance"): a seller's or a dealer's session.
import { priceGuideQuery, priceGuideResponse } from '../schemas/price-guide';
import { defineRoute } from './route';

export const priceGuideRoutes = {
  guide: defineRoute({
    method: 'GET',
    path: '/v1/price-guide',
    access: 'member',
    tag: 'price-guide',
    summary: '최근 6개월 유사 차량 거래가 (중간값·사분위)',
    description:
      '같은 브랜드·모델(앞뒤 공백 무시, 대소문자 무시), 연식 ±1년, 주행거리 대역의 완료 거래. 3건 미만이면 count만 답합니다.',
    query: priceGuideQuery,
    response: priceGuideResponse,
  }),
};
