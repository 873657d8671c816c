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
  type DeletedContent,
  faqMoveRequest,
  faqWriteRequest,
  idParam,
  noticePreview,
  noticePreviewRequest,
  noticeWriteRequest,
  pagedList,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { moduleRoutes, type Output } from '../../lib/module-routes';
import type { AuditActor } from '../audit/audit.public';
import { consoleRoutes } from '../../lib/console-routes';
import { createFaqsConsoleService } from './faqs-console.service';
import { createNoticesConsoleService } from './notices-console.service';

type Act = ReturnType<typeof consoleRoutes>['act'];

/** What both kinds of content take at `path` (create) and `path/:id` (change, delete), each answering the row. */
function contentWrites<B extends z.ZodType, R extends z.ZodType>(
  act: Act,
  path: string,
  spec: {
    body: B;
    response: R;
    summaries: { create: string; update: string; remove: string };
    /** The message of a creation's 201. */
    created: string;
    service: {
      create(body: Output<B>, actor: AuditActor): Promise<z.input<R>>;
      update(id: number, body: Output<B>, actor: AuditActor): Promise<z.input<R>>;
      remove(id: number, actor: AuditActor): Promise<DeletedContent>;
    };
  },
) {
  const { body, response, summaries, service } = spec;
  act(
    path,
    { summary: summaries.create, body, response, refused: [], created: spec.created },
    (input, actor) => service.create(input.body, actor),
  );
  act(
    `${path}/:id`,
    { method: 'PUT', summary: summaries.update, params: idParam, body, response },
    (input, actor) => service.update(input.params.id, input.body, actor),
  );
  act(
    `${path}/:id`,
    {
      method: 'DELETE',
      summary: summaries.remove,
      params: idParam,
      response: deletedContent,
      refused: [404],
    },
    ({ params }, actor) => service.remove(params.id, actor),
  );
}

export function contentConsoleRoutes(ctx: AppContext) {
  const notices = createNoticesConsoleService(ctx);
  const faqs = createFaqsConsoleService(ctx);
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

    contentWrites(act, '/v1/admin/notices', {
      body: noticeWriteRequest,
      response: adminNotice,
      summaries: {
        create: '공지 게시 (HTML은 정리한 뒤 저장, 딜러 공지 목록 맨 위에 바로 표시)',
        update: '공지 수정 (제목과 내용, 게시일은 그대로)',
        remove: '공지 삭제',
      },
      created: '공지를 게시했습니다.',
      service: notices,
    });

    read(
      '/v1/admin/faqs',
      {
        summary: 'FAQ 목록 (분류별, 딜러에게 보이는 순서)',
        querystring: adminFaqsQuery,
        response: z.array(adminFaq),
      },
      ({ query }) => faqs.list(query.category),
    );

    contentWrites(act, '/v1/admin/faqs', {
      body: faqWriteRequest,
      response: adminFaq,
      summaries: {
        create: 'FAQ 등록 (분류의 맨 아래에 추가)',
        update: 'FAQ 수정 (분류를 바꾸면 새 분류의 맨 아래로)',
        remove: 'FAQ 삭제',
      },
      created: 'FAQ를 등록했습니다.',
      service: faqs,
    });

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
