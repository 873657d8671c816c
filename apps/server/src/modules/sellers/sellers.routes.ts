// HTTP for the seller app: phone login and logout, the seller's name, own listings with bids, the selection of the winning bid, and the
// seller's review and report of the dealer.
import {
  dealActionResponse,
  idParam,
  loginResponse,
  logoutResponse,
  pageQuery,
  pagedList,
  phoneCodeResponse,
  sellerAuctionDetail,
  sellerAuctionListItem,
  sellerFeedbackResponse,
  sellerLoginRequest,
  sellerMe,
  sellerMeRequest,
  sellerPhoneRequest,
  sellerReportRequest,
  sellerReviewRequest,
  sellerSelectRequest,
  SELLER_REVIEW_MESSAGES,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes, publicRoutes, signedInRoutes } from '../../lib/module-routes';
import { createSellersService } from './sellers.service';

export function sellersRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const service = createSellersService(ctx);
    const tags = ['sellers'];
    const open = publicRoutes(app, tags);
    const seller = signedInRoutes(app, 'seller', tags);

    open.post(
      '/v1/sellers/auth/phone/request',
      {
        summary: '판매자 로그인 인증번호 요청',
        body: sellerPhoneRequest,
        response: phoneCodeResponse,
        refused: [429],
      },
      ({ body, ip }) => service.requestCode(body.phone, { ip }),
    );

    open.post(
      '/v1/sellers/login',
      {
        summary: '판매자 로그인 (휴대폰 인증, 처음 쓰는 번호는 판매자로 가입)',
        body: sellerLoginRequest,
        response: loginResponse,
        refused: [429],
      },
      ({ body, ip }) => service.login(body, { ip }),
    );

    seller.post(
      '/v1/sellers/logout',
      { summary: '판매자 로그아웃 (이 번호의 모든 기기 로그아웃)', response: logoutResponse },
      (sellerId) => service.logout(sellerId),
    );

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

    seller.get(
      '/v1/sellers/auctions',
      { summary: '내 매물 목록', querystring: pageQuery, response: pagedList(sellerAuctionListItem) },
      (sellerId, { query }) => service.list(sellerId, query),
    );

    seller.get(
      '/v1/sellers/auctions/:id',
      { summary: '내 매물 상세와 입찰', params: idParam, response: sellerAuctionDetail, refused: [404] },
      (sellerId, { params }) => service.detail(sellerId, params.id),
    );

    // Each answers the auction as it now stands, or refuses: 404 not the seller's, 409 not at this step.
    const auctionStep = { params: idParam, refused: [404, 409] } as const;

    seller.post(
      '/v1/sellers/auctions/:id/select',
      { summary: '낙찰자 선택', body: sellerSelectRequest, response: dealActionResponse, ...auctionStep },
      (sellerId, { params, body }) => service.select(sellerId, params.id, body.biddingId),
    );

    seller.post(
      '/v1/sellers/auctions/:id/review',
      {
        summary: '낙찰 딜러 후기 작성 (거래 완료 후 한 번)',
        body: sellerReviewRequest,
        response: sellerFeedbackResponse,
        message: SELLER_REVIEW_MESSAGES.reviewed,
        ...auctionStep,
      },
      (sellerId, { params, body }) => service.review(sellerId, params.id, body),
    );

    seller.post(
      '/v1/sellers/auctions/:id/report',
      {
        summary: '낙찰 딜러 신고 (매물마다 한 번)',
        body: sellerReportRequest,
        response: sellerFeedbackResponse,
        message: SELLER_REVIEW_MESSAGES.reported,
        ...auctionStep,
      },
      (sellerId, { params, body }) => service.report(sellerId, params.id, body.reason),
    );
  });
}
