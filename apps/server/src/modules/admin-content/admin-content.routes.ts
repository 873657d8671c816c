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
import { createdResponse, ok, okResponse, SIGNED_IN } from '../../lib/envelope';
import { moduleRoutes } from '../../lib/module-routes';
import { auditActorOf, operatorRoute } from '../operators/operators.public';
import { createAdminFaqsService } from './admin-faqs.service';
import { createAdminNoticesService } from './admin-notices.service';

export function adminContentRoutes(ctx: AppContext) {
  return moduleRoutes((app) => {
    const notices = createAdminNoticesService(ctx);
    const faqs = createAdminFaqsService(ctx);
    const route = operatorRoute(ctx);

    app.get(
      '/v1/admin/notices',
      route({
        summary: '공지 목록 (최신 게시순, 제목 검색)',
        querystring: adminNoticesQuery,
        response: okResponse(pagedList(adminNoticeListItem), SIGNED_IN),
      }),
      async (request) => ok(await notices.list(request.query)),
    );

    app.post(
      '/v1/admin/notices/preview',
      route({
        summary: '공지 미리보기 (저장될 HTML 그대로: 허용되지 않은 태그와 속성을 지운 결과)',
        body: noticePreviewRequest,
        response: okResponse(noticePreview, SIGNED_IN),
      }),
      (request) => ok(notices.preview(request.body.contents)),
    );

    app.get(
      '/v1/admin/notices/:id',
      route({
        summary: '공지 (편집용, 저장된 HTML)',
        params: idParam,
        response: okResponse(adminNotice, [...SIGNED_IN, 404]),
      }),
      async (request) => ok(await notices.get(request.params.id)),
    );

    app.post(
      '/v1/admin/notices',
      route({
        summary: '공지 게시 (HTML은 정리한 뒤 저장, 딜러 공지 목록 맨 위에 바로 표시)',
        body: noticeWriteRequest,
        response: createdResponse(adminNotice, SIGNED_IN),
      }),
      async (request, reply) => {
        const data = await notices.create(request.body, auditActorOf(request));
        return reply.code(201).send({ code: 201, message: '공지를 게시했습니다.', data });
      },
    );

    app.put(
      '/v1/admin/notices/:id',
      route({
        summary: '공지 수정 (제목과 내용, 게시일은 그대로)',
        params: idParam,
        body: noticeWriteRequest,
        response: okResponse(adminNotice, [...SIGNED_IN, 404, 409]),
      }),
      async (request) => ok(await notices.update(request.params.id, request.body, auditActorOf(request))),
    );

    app.delete(
      '/v1/admin/notices/:id',
      route({
        summary: '공지 삭제',
        params: idParam,
        response: okResponse(deletedContent, [...SIGNED_IN, 404]),
      }),
      async (request) => ok(await notices.remove(request.params.id, auditActorOf(request))),
    );

    app.get(
      '/v1/admin/faqs',
      route({
        summary: 'FAQ 목록 (분류별, 딜러에게 보이는 순서)',
        querystring: adminFaqsQuery,
        response: okResponse(z.array(adminFaq), SIGNED_IN),
      }),
      async (request) => ok(await faqs.list(request.query.category)),
    );

    app.post(
      '/v1/admin/faqs',
      route({
        summary: 'FAQ 등록 (분류의 맨 아래에 추가)',
        body: faqWriteRequest,
        response: createdResponse(adminFaq, SIGNED_IN),
      }),
      async (request, reply) => {
        const data = await faqs.create(request.body, auditActorOf(request));
        return reply.code(201).send({ code: 201, message: 'FAQ를 등록했습니다.', data });
      },
    );

    app.put(
      '/v1/admin/faqs/:id',
      route({
        summary: 'FAQ 수정 (분류를 바꾸면 새 분류의 맨 아래로)',
        params: idParam,
        body: faqWriteRequest,
        response: okResponse(adminFaq, [...SIGNED_IN, 404, 409]),
      }),
      async (request) => ok(await faqs.update(request.params.id, request.body, auditActorOf(request))),
    );

    app.delete(
      '/v1/admin/faqs/:id',
      route({
        summary: 'FAQ 삭제',
        params: idParam,
        response: okResponse(deletedContent, [...SIGNED_IN, 404]),
      }),
      async (request) => ok(await faqs.remove(request.params.id, auditActorOf(request))),
    );

    app.post(
      '/v1/admin/faqs/:id/move',
      route({
        summary: 'FAQ 순서 이동 (같은 분류 안에서 한 칸 위/아래), 그 분류의 새 순서를 답함',
        params: idParam,
        body: faqMoveRequest,
        response: okResponse(z.array(adminFaq), [...SIGNED_IN, 404, 409]),
      }),
      async (request) =>
        ok(await faqs.move(request.params.id, request.body.direction, auditActorOf(request))),
    );
  });
}
