// The console's content screen (docs/domain.md "Operator console"): notices and the FAQ, written by any operator; each write
// answers the row as stored.
import { z } from 'zod';
import {
  adminFaq,
  adminFaqsQuery,
  adminNotice,
  adminNoticeListItem,
  adminNoticesQuery,
  deletedContent,
  faqMoveRequest,
  faqWriteRequest,
  noticePreview,
  noticePreviewRequest,
  noticeWriteRequest,
} from '../schemas/admin-content';
import { idParam, pagedList } from '../schemas/common';
import { defineRoute } from './route';

const operator = { access: 'operator', tag: 'admin' } as const;

/** What both kinds of content take at `path` (create) and `path/:id` (change, delete), each answering the row. */
function contentWrites<P extends string, B extends z.ZodType, R extends z.ZodType>(
  path: P,
  spec: {
    body: B;
    response: R;
    summaries: { create: string; update: string; remove: string };
    /** The message of a creation's 201. */
    created: string;
  },
) {
  const { body, response, summaries } = spec;
  return {
    create: defineRoute({
      ...operator,
      method: 'POST',
      path,
      summary: summaries.create,
      body,
      response,
      refused: [],
      created: true,
      message: spec.created,
    }),
    update: defineRoute({
      ...operator,
      method: 'PUT',
      path: `${path}/:id`,
      summary: summaries.update,
      params: idParam,
      body,
      response,
    }),
    remove: defineRoute({
      ...operator,
      method: 'DELETE',
      path: `${path}/:id`,
      summary: summaries.remove,
      params: idParam,
      response: deletedContent,
      refused: [404],
    }),
  };
}

const noticeWrites = contentWrites('/v1/admin/notices', {
  body: noticeWriteRequest,
  response: adminNotice,
  summaries: {
    create: '공지 게시 (HTML은 정리한 뒤 저장, 딜러 공지 목록 맨 위에 바로 표시)',
    update: '공지 수정 (제목과 내용, 게시일은 그대로)',
    remove: '공지 삭제',
  },
  created: '공지를 게시했습니다.',
});

const faqWrites = contentWrites('/v1/admin/faqs', {
  body: faqWriteRequest,
  response: adminFaq,
  summaries: {
    create: 'FAQ 등록 (분류의 맨 아래에 추가)',
    update: 'FAQ 수정 (분류를 바꾸면 새 분류의 맨 아래로)',
    remove: 'FAQ 삭제',
  },
  created: 'FAQ를 등록했습니다.',
});

export const consoleContentRoutes = {
  notices: defineRoute({
    ...operator,
    method: 'GET',
    path: '/v1/admin/notices',
    summary: '공지 목록 (최신 게시순, 제목 검색)',
    query: adminNoticesQuery,
    response: pagedList(adminNoticeListItem),
  }),
  previewNotice: defineRoute({
    ...operator,
    method: 'POST',
    path: '/v1/admin/notices/preview',
    summary: '공지 미리보기 (저장될 HTML 그대로: 허용되지 않은 태그와 속성을 지운 결과)',
    body: noticePreviewRequest,
    response: noticePreview,
    refused: [],
  }),
  notice: defineRoute({
    ...operator,
    method: 'GET',
    path: '/v1/admin/notices/:id',
    summary: '공지 (편집용, 저장된 HTML)',
    params: idParam,
    response: adminNotice,
  }),
  createNotice: noticeWrites.create,
  updateNotice: noticeWrites.update,
  removeNotice: noticeWrites.remove,
  faqs: defineRoute({
    ...operator,
    method: 'GET',
    path: '/v1/admin/faqs',
    summary: 'FAQ 목록 (분류별, 딜러에게 보이는 순서)',
    query: adminFaqsQuery,
    response: z.array(adminFaq),
  }),
  createFaq: faqWrites.create,
  updateFaq: faqWrites.update,
  removeFaq: faqWrites.remove,
  moveFaq: defineRoute({
    ...operator,
    method: 'POST',
    path: '/v1/admin/faqs/:id/move',
    summary: 'FAQ 순서 이동 (같은 분류 안에서 한 칸 위/아래), 그 분류의 새 순서를 답함',
    params: idParam,
    body: faqMoveRequest,
    response: z.array(adminFaq),
  }),
};
