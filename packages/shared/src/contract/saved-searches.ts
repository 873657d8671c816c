// A dealer's saved searches (docs/domain.md "Saved searches"): the list's filters under a name, each with its
// switch for the 09:00 digest; approved dealers, like the auction list.
import { idParam } from '../schemas/common';
import {
  savedSearch,
  savedSearchCreateRequest,
  savedSearchDeleted,
  savedSearchList,
  savedSearchUpdateRequest,
} from '../schemas/saved-search';
import { defineRoute } from './route';

const dealerRoute = { access: 'dealer', tag: 'auctions' } as const;
const path = '/v1/dealers/saved-searches';

export const savedSearchRoutes = {
  list: defineRoute({
    ...dealerRoute,
    method: 'GET',
    path,
    summary: '저장된 검색 목록',
    response: savedSearchList,
  }),
  create: defineRoute({
    ...dealerRoute,
    method: 'POST',
    path,
    summary: '검색 조건 저장',
    description: '딜러당 최대 10개, 이름은 딜러마다 하나입니다. 조건은 경매 목록의 조건과 같이 검사합니다.',
    body: savedSearchCreateRequest,
    response: savedSearch,
    refused: [409],
    created: true,
  }),
  update: defineRoute({
    ...dealerRoute,
    method: 'PATCH',
    path: `${path}/:id`,
    summary: '저장된 검색 수정 (이름, 조건, 알림)',
    params: idParam,
    body: savedSearchUpdateRequest,
    response: savedSearch,
    refused: [404, 409],
  }),
  remove: defineRoute({
    ...dealerRoute,
    method: 'DELETE',
    path: `${path}/:id`,
    summary: '저장된 검색 삭제',
    params: idParam,
    response: savedSearchDeleted,
    refused: [404],
  }),
};
