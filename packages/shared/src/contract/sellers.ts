// The seller app (docs/domain.md "Listings", docs/decisions/013): phone login and logout, the seller's name, own listings with bids,
// the selection of the winning bid, and the seller's review and report of the dealer.
import { phoneCodeResponse } from '../schemas/account';
import { loginResponse, logoutResponse } from '../schemas/auth';
import { idParam, pagedList, pageQuery } from '../schemas/common';
import { dealActionResponse } from '../schemas/deal';
import { sellerMe, sellerMeRequest } from '../schemas/listing';
import {
  SELLER_REVIEW_MESSAGES,
  sellerAuctionDetail,
  sellerAuctionListItem,
  sellerFeedbackResponse,
  sellerLoginRequest,
  sellerPhoneRequest,
  sellerReportRequest,
  sellerReviewRequest,
  sellerSelectRequest,
} from '../schemas/seller';
import { defineRoute } from './route';

const seller = { access: 'seller', tag: 'sellers' } as const;

// Each answers the auction as it now stands, or refuses: 404 not the seller's, 409 not at this step.
const auctionStep = { ...seller, method: 'POST', params: idParam, refused: [404, 409] } as const;

export const sellerRoutes = {
  requestCode: defineRoute({
    method: 'POST',
    path: '/v1/sellers/auth/phone/request',
    access: 'public',
    tag: 'sellers',
    summary: '판매자 로그인 인증번호 요청',
    body: sellerPhoneRequest,
    response: phoneCodeResponse,
    refused: [429],
  }),
  login: defineRoute({
    method: 'POST',
    path: '/v1/sellers/login',
    access: 'public',
    tag: 'sellers',
    summary: '판매자 로그인 (휴대폰 인증, 처음 쓰는 번호는 판매자로 가입)',
    body: sellerLoginRequest,
    response: loginResponse,
    refused: [429],
  }),
  logout: defineRoute({
    ...seller,
    method: 'POST',
    path: '/v1/sellers/logout',
    summary: '판매자 로그아웃 (이 번호의 모든 기기 로그아웃)',
    response: logoutResponse,
  }),
  me: defineRoute({
    ...seller,
    method: 'GET',
    path: '/v1/sellers/me',
    summary: '판매자 정보',
    response: sellerMe,
  }),
  updateMe: defineRoute({
    ...seller,
    method: 'PUT',
    path: '/v1/sellers/me',
    summary: '판매자 이름 저장 (수수료 입금 후 낙찰 딜러에게 보임)',
    body: sellerMeRequest,
    response: sellerMe,
  }),
  closeMe: defineRoute({
    ...seller,
    method: 'DELETE',
    path: '/v1/sellers/me',
    summary: '회원 탈퇴 (진행 중인 매물·거래가 없을 때; 법이 정한 거래 기록은 익명으로 보관)',
    response: logoutResponse,
    refused: [409],
  }),
  list: defineRoute({
    ...seller,
    method: 'GET',
    path: '/v1/sellers/auctions',
    summary: '내 매물 목록',
    query: pageQuery,
    response: pagedList(sellerAuctionListItem),
  }),
  detail: defineRoute({
    ...seller,
    method: 'GET',
    path: '/v1/sellers/auctions/:id',
    summary: '내 매물 상세와 입찰',
    params: idParam,
    response: sellerAuctionDetail,
    refused: [404],
  }),
  select: defineRoute({
    ...auctionStep,
    path: '/v1/sellers/auctions/:id/select',
    summary: '낙찰자 선택',
    body: sellerSelectRequest,
    response: dealActionResponse,
  }),
  review: defineRoute({
    ...auctionStep,
    path: '/v1/sellers/auctions/:id/review',
    summary: '낙찰 딜러 후기 작성 (거래 완료 후 한 번)',
    body: sellerReviewRequest,
    response: sellerFeedbackResponse,
    message: SELLER_REVIEW_MESSAGES.reviewed,
  }),
  report: defineRoute({
    ...auctionStep,
    path: '/v1/sellers/auctions/:id/report',
    summary: '낙찰 딜러 신고 (매물마다 한 번)',
    body: sellerReportRequest,
    response: sellerFeedbackResponse,
    message: SELLER_REVIEW_MESSAGES.reported,
  }),
};
