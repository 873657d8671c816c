// HTTP for the console's content screen (`/v1/admin/notices`, `/v1/admin/faqs`): any operator may write
// notices and the FAQ; each write answers the row as stored.
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
  idParam,
  noticePreview,
  noticePreviewRequest,
  noticeWriteRequest,
  pagedList,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes } from '../../lib/module-routes';
import { consoleRoutes } from '../operators/operators.public';
import { createAdminFaqsService } from './admin-faqs.service';
import { createAdminNoticesService } from './admin-notices.service';

export function adminContentRoutes(ctx: AppContext) {
  const notices = createAdminNoticesService(ctx);
  const faqs = createAdminFaqsService(ctx);
  return moduleRoutes((app) => {
    const { read, act } = consoleRoutes(app, ctx);

    read(
      '/v1/admin/notices',
      {
        summary: '공지 목록 (최신 게시순, 제목 검색)',
        querystring: adminNoticesQuery,
        response: pagedList(adminNoticeListItem),
      },
      ({ query }) => notices.list(query),
    );

    act(
      '/v1/admin/notices/preview',
      {
        summary: '공지 미리보기 (저장될 HTML 그대로: 허용되지 않은 태그와 속성을 지운 결과)',
        body: noticePreviewRequest,
        response: noticePreview,
        refused: [],
      },
      ({ body }) => notices.preview(body.contents),
    );

    read(
      '/v1/admin/notices/:id',
      { summary: '공지 (편집용, 저장된 HTML)', params: idParam, response: adminNotice },
      ({ params }) => notices.get(params.id),
    );

    act(
      '/v1/admin/notices',
      {
        summary: '공지 게시 (HTML은 정리한 뒤 저장, 딜러 공지 목록 맨 위에 바로 표시)',
        body: noticeWriteRequest,
        response: adminNotice,
        refused: [],
        created: '공지를 게시했습니다.',
      },
      ({ body }, actor) => notices.create(body, actor),
    );

    act(
      '/v1/admin/notices/:id',
      {
        method: 'PUT',
        summary: '공지 수정 (제목과 내용, 게시일은 그대로)',
        params: idParam,
        body: noticeWriteRequest,
        response: adminNotice,
      },
      ({ params, body }, actor) => notices.update(params.id, body, actor),
    );

    act(
      '/v1/admin/notices/:id',
      { method: 'DELETE', summary: '공지 삭제', params: idParam, response: deletedContent, refused: [404] },
      ({ params }, actor) => notices.remove(params.id, actor),
    );

    read(
      '/v1/admin/faqs',
      {
        summary: 'FAQ 목록 (분류별, 딜러에게 보이는 순서)',
        querystring: adminFaqsQuery,
        response: z.array(adminFaq),
      },
      ({ query }) => faqs.list(query.category),
    );

    act(
      '/v1/admin/faqs',
      {
        summary: 'FAQ 등록 (분류의 맨 아래에 추가)',
        body: faqWriteRequest,
        response: adminFaq,
        refused: [],
        created: 'FAQ를 등록했습니다.',
      },
      ({ body }, actor) => faqs.create(body, actor),
    );

    act(
      '/v1/admin/faqs/:id',
      {
        method: 'PUT',
        summary: 'FAQ 수정 (분류를 바꾸면 새 분류의 맨 아래로)',
        params: idParam,
        body: faqWriteRequest,
        response: adminFaq,
      },
      ({ params, body }, actor) => faqs.update(params.id, body, actor),
    );

    act(
      '/v1/admin/faqs/:id',
      { method: 'DELETE', summary: 'FAQ 삭제', params: idParam, response: deletedContent, refused: [404] },
      ({ params }, actor) => faqs.remove(params.id, actor),
    );

    act(
      '/v1/admin/faqs/:id/move',
      {
        summary: 'FAQ 순서 이동 (같은 분류 안에서 한 칸 위/아래), 그 분류의 새 순서를 답함',
        params: idParam,
        body: faqMoveRequest,
        response: z.array(adminFaq),
      },
      ({ params, body }, actor) => faqs.move(params.id, body.direction, actor),
    );
  });
}
