// The console's content calls: notices (HTML sanitized before it is stored, the preview answering that same
// HTML, a new notice at the top of the dealers' list at once) and the FAQ per category with its order. Each
// call refuses no token, a dealer's and a seller's token; each write leaves exactly one audit row with the
// changed fields, a refused one none; bad input is a Korean 400 that changes nothing.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_CONTENT_MESSAGES,
  NOTICE_CONTENTS_MAX,
  NOTICE_TITLE_MAX,
  api,
  type ApiRoute,
  type FaqCategory,
  type RouteInput,
} from '@autobid/shared';
import { auditLog, faqs, notices } from '../src/db/schema';
import { createDealer, createFaq, createNotice, createOperator, createSeller } from './factories';
import type { CallAs } from './helpers/call';
import { createTestContext, type TestContext } from './helpers/test-app';

type Headers = Record<string, string>;
const content = api.consoleContent;

describe('operator console: notices and FAQ', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof createOperator>>;
  let staffAuth: Headers;

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await createOperator(ctx.db, { role: 'STAFF', username: 'contentstaff' });
    staffAuth = await ctx.auth(staff.id, 'operator');
  });
  afterAll(async () => ctx.close());
  beforeEach(() => {
    // Every write happens a moment after the last, as it would.
    ctx.clock.advance(1000);
  });

  /** A body sent as it is, whatever the route's schema says of it: a test of its refusal. */
  const sendAsIs = <R extends ApiRoute>(route: R, payload: unknown, params?: { id: number | string }) =>
    ctx.call(route, { params } as RouteInput<R>, staffAuth, { invalidBody: payload });

  const auditRows = (targetType: 'NOTICE' | 'FAQ', targetId: number | string) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
      .orderBy(auditLog.id);
  const auditCount = async () => (await ctx.db.select({ n: count() }).from(auditLog))[0]!.n;
  const noticeCount = async () => (await ctx.db.select({ n: count() }).from(notices))[0]!.n;
  const faqCount = async () => (await ctx.db.select({ n: count() }).from(faqs))[0]!.n;

  describe('access', () => {
    it('refuses every content call without a token (401), and with a dealer or seller token (403)', async () => {
      // Dated by the app's clock, as every notice the console publishes is.
      const notice = await createNotice(ctx.db, { publishedAt: ctx.clock.now() });
      const faq = await createFaq(ctx.db);
      const onNotice = { params: { id: notice.id } };
      const onFaq = { params: { id: faq.id } };
      const calls: [name: string, send: (as: CallAs) => Promise<{ status: number }>][] = [
        ['notices', (as) => ctx.call(content.notices, {}, as)],
        ['notice', (as) => ctx.call(content.notice, onNotice, as)],
        [
          'createNotice',
          (as) => ctx.call(content.createNotice, { body: { title: '제목', contents: '<p>내용</p>' } }, as),
        ],
        ['previewNotice', (as) => ctx.call(content.previewNotice, { body: { contents: '<p>내용</p>' } }, as)],
        [
          'updateNotice',
          (as) =>
            ctx.call(
              content.updateNotice,
              { ...onNotice, body: { title: '제목', contents: '<p>바뀐 내용</p>' } },
              as,
            ),
        ],
        ['removeNotice', (as) => ctx.call(content.removeNotice, onNotice, as)],
        ['faqs', (as) => ctx.call(content.faqs, { query: { category: 'SIGNUP' } }, as)],
        [
          'createFaq',
          (as) =>
            ctx.call(
              content.createFaq,
              { body: { category: 'SIGNUP', title: '질문', contents: '답변' } },
              as,
            ),
        ],
        [
          'updateFaq',
          (as) =>
            ctx.call(
              content.updateFaq,
              { ...onFaq, body: { category: 'SIGNUP', title: '질문', contents: '답변' } },
              as,
            ),
        ],
        ['removeFaq', (as) => ctx.call(content.removeFaq, onFaq, as)],
        ['moveFaq', (as) => ctx.call(content.moveFaq, { ...onFaq, body: { direction: 'UP' } }, as)],
      ];
      const dealer = await ctx.auth((await createDealer(ctx.db)).id, 'dealer');
      const seller = await ctx.auth((await createSeller(ctx.db)).id, 'seller');
      const before = await auditCount();
      const answers: string[] = [];
      for (const [name, send] of calls) {
        const statuses = [
          (await send({})).status,
          (await send({ authorization: 'Bearer nonsense' })).status,
          (await send(dealer)).status,
          (await send(seller)).status,
        ];
        answers.push(`${name} ${statuses.join(' ')}`);
      }
      expect(answers).toEqual(calls.map(([name]) => `${name} 401 401 403 403`));
      expect(await auditCount()).toBe(before);
      expect((await ctx.db.select().from(notices).where(eq(notices.id, notice.id)))[0]?.contents).toBe(
        '<p>내용</p>',
      );
    });

    it('lets STAFF (and ADMIN) use the content calls', async () => {
      const admin = await ctx.auth((await createOperator(ctx.db, { role: 'ADMIN' })).id, 'operator');
      expect((await ctx.call(content.notices, {}, staffAuth)).status).toBe(200);
      expect((await ctx.call(content.notices, {}, admin)).status).toBe(200);
      expect((await ctx.call(content.faqs, {}, admin)).status).toBe(200);
    });
  });

  describe('notices', () => {
    const dirty =
      '<h2 onclick="steal()">점검 안내</h2><script>alert(1)</script><p>내일 <strong>새벽 2시</strong>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">여기</a> ' +
      '<a href="https://autobid.kr/help" target="_blank">도움말</a></p><style>p{}</style>';
    const clean =
      '<h2>점검 안내</h2><p>내일 <strong>새벽 2시</strong><img><a>여기</a> ' +
      '<a href="https://autobid.kr/help" target="_blank">도움말</a></p>';

    it('previews the HTML exactly as it will be stored: scripts, handlers and javascript: links gone', async () => {
      const before = await auditCount();
      const preview = await ctx.call(content.previewNotice, { body: { contents: dirty } }, staffAuth);
      expect(preview.status).toBe(200);
      expect(preview.data).toEqual({ contents: clean });
      expect(await ctx.call(content.previewNotice, { body: { contents: '' } }, staffAuth)).toMatchObject({
        status: 200,
        data: { contents: '' },
      });
      expect(await auditCount()).toBe(before);
    });

    it('publishes a notice sanitized, audited once, at the top of the dealers’ list right away', async () => {
      await createNotice(ctx.db, {
        title: '예전 공지',
        publishedAt: new Date(ctx.clock.now().getTime() - 60_000),
      });
      const created = await ctx.call(
        content.createNotice,
        { body: { title: '  서버 점검 안내  ', contents: dirty } },
        staffAuth,
      );
      expect(created.status, created.message).toBe(201);
      const id = created.data.id;
      expect(created.data).toMatchObject({
        id,
        title: '서버 점검 안내',
        contents: clean,
        editedAt: null,
      });

      const [stored] = await ctx.db.select().from(notices).where(eq(notices.id, id));
      expect(stored!.contents).toBe(clean);
      expect(stored!.contents).not.toMatch(/script|onerror|onclick|javascript|style/i);

      const rows = await auditRows('NOTICE', id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'NOTICE_CREATE',
        actor: staff.username,
        operatorId: staff.id,
        targetLabel: '서버 점검 안내',
        before: null,
        after: { title: '서버 점검 안내', contents: clean, publishedAt: stored!.publishedAt.toISOString() },
      });

      // The dealers' board needs no token, and shows it first.
      const board = await ctx.call(api.content.notices, { query: { page: 1, size: 10 } }, null);
      expect(board.data.items[0]).toMatchObject({ id, title: '서버 점검 안내' });
      const detail = await ctx.call(api.content.notice, { params: { id } }, null);
      expect(detail.data.contents).toBe(clean);

      // The console reads it back for editing, and finds it by its title.
      expect((await ctx.call(content.notice, { params: { id } }, staffAuth)).data).toMatchObject({
        id,
        contents: clean,
      });
      const found = await ctx.call(content.notices, { query: { q: '점검', page: 1, size: 5 } }, staffAuth);
      expect(found.data).toMatchObject({ page: 1, size: 5 });
      expect(found.data.items.map((item) => item.id)).toContain(id);
      const none = await ctx.call(content.notices, { query: { q: '%없는_제목%' } }, staffAuth);
      expect(none.data).toMatchObject({ items: [], total: 0, isLast: true });
    });

    it('refuses bad input with a Korean 400 and stores nothing', async () => {
      const notices0 = await noticeCount();
      const audits0 = await auditCount();
      const cases: [unknown, string][] = [
        [{ contents: '<p>내용</p>' }, ADMIN_CONTENT_MESSAGES.titleRequired],
        [{ title: '   ', contents: '<p>내용</p>' }, ADMIN_CONTENT_MESSAGES.titleRequired],
        [{ title: 123, contents: '<p>내용</p>' }, ADMIN_CONTENT_MESSAGES.titleRequired],
        [
          { title: '가'.repeat(NOTICE_TITLE_MAX + 1), contents: '<p>내용</p>' },
          ADMIN_CONTENT_MESSAGES.titleTooLong,
        ],
        [{ title: '제목' }, ADMIN_CONTENT_MESSAGES.contentsRequired],
        [{ title: '제목', contents: '<p></p><p>&nbsp;</p>' }, ADMIN_CONTENT_MESSAGES.contentsRequired],
        [{ title: '제목', contents: ['<p>x</p>'] }, ADMIN_CONTENT_MESSAGES.contentsRequired],
        [
          { title: '제목', contents: `<p>${'가'.repeat(NOTICE_CONTENTS_MAX)}</p>` },
          ADMIN_CONTENT_MESSAGES.contentsTooLong,
        ],
        // Nothing is left once the script is stripped.
        [
          { title: '제목', contents: '<script>alert("공지")</script>' },
          ADMIN_CONTENT_MESSAGES.contentsRequired,
        ],
      ];
      for (const [payload, message] of cases) {
        const answer = await sendAsIs(content.createNotice, payload);
        expect({ payload, status: answer.status, message: answer.message }).toEqual({
          payload,
          status: 400,
          message,
        });
      }
      const tooLong = { contents: 'x'.repeat(NOTICE_CONTENTS_MAX + 1) };
      expect((await ctx.call(content.previewNotice, { body: tooLong }, staffAuth)).status).toBe(400);
      expect((await ctx.call(content.notices, { query: { size: 1000 } }, staffAuth)).status).toBe(400);
      expect((await ctx.call(content.notices, { query: { q: 'a'.repeat(101) } }, staffAuth)).status).toBe(
        400,
      );
      expect((await ctx.call(content.notice, { params: { id: 'abc' } }, staffAuth)).status).toBe(400);
      expect(await ctx.call(content.notice, { params: { id: 99999999 } }, staffAuth)).toMatchObject({
        status: 404,
        message: ADMIN_CONTENT_MESSAGES.noticeNotFound,
      });
      expect(await noticeCount()).toBe(notices0);
      expect(await auditCount()).toBe(audits0);
    });

    it('edits only what changed (audited before/after), refuses the same save again (409) and keeps the date', async () => {
      const written = new Date(ctx.clock.now().getTime() - 60_000);
      const notice = await createNotice(ctx.db, {
        title: '수수료 안내',
        contents: '<p>수수료는 낙찰가 구간별입니다.</p>',
        publishedAt: written,
        createdAt: written,
        updatedAt: written,
      });
      const updateNotice = (id: number, body: { title: string; contents: string }) =>
        ctx.call(content.updateNotice, { params: { id }, body }, staffAuth);
      const edited = await updateNotice(notice.id, {
        title: '수수료 안내',
        contents: '<p>수수료는 <em>부가세 포함</em>입니다.</p><script>x()</script>',
      });
      expect(edited.status, edited.message).toBe(200);
      expect(edited.data).toMatchObject({
        title: '수수료 안내',
        contents: '<p>수수료는 <em>부가세 포함</em>입니다.</p>',
        publishedAt: notice.publishedAt.toISOString(),
        editedAt: ctx.clock.now().toISOString(),
      });
      const rows = await auditRows('NOTICE', notice.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'NOTICE_UPDATE',
        before: { contents: '<p>수수료는 낙찰가 구간별입니다.</p>' },
        after: { contents: '<p>수수료는 <em>부가세 포함</em>입니다.</p>' },
      });

      const again = await updateNotice(notice.id, {
        title: ' 수수료 안내 ',
        contents: '<p>수수료는 <em>부가세 포함</em>입니다.</p>',
      });
      expect(again).toMatchObject({ status: 409, message: ADMIN_CONTENT_MESSAGES.unchanged });
      const bad = await updateNotice(notice.id, { title: '', contents: '<p>x</p>' });
      expect(bad.status).toBe(400);
      expect(await auditRows('NOTICE', notice.id)).toHaveLength(1);

      const missing = await updateNotice(99999999, { title: '제목', contents: '<p>x</p>' });
      expect(missing.status).toBe(404);
    });

    it('answers a notice and a question as written, a mobile number included (published text is not masked)', async () => {
      const contents = '<p>상담: 010-1234-5678 (평일)</p>';
      const notice = await createNotice(ctx.db, { contents, publishedAt: ctx.clock.now() });
      const read = await ctx.call(content.notice, { params: { id: notice.id } }, staffAuth);
      expect(read.status, read.message).toBe(200);
      expect(read.data?.contents).toBe(contents);
      const listed = await ctx.call(content.notices, {}, staffAuth);
      expect(JSON.stringify(listed.data)).not.toContain('****');
      const faq = await ctx.call(
        content.createFaq,
        { body: { category: 'SIGNUP', title: '전화 상담', contents: '평일 상담 010-1234-5678' } },
        staffAuth,
      );
      expect(faq.status, faq.message).toBe(201);
      expect(faq.data?.contents).toBe('평일 상담 010-1234-5678');
    });

    it('deletes a notice once (audited with what it was); the second delete is a 404 and the dealers no longer see it', async () => {
      const notice = await createNotice(ctx.db, { title: '삭제할 공지' });
      const remove = () => ctx.call(content.removeNotice, { params: { id: notice.id } }, staffAuth);
      const removed = await remove();
      expect(removed).toMatchObject({ status: 200, data: { id: notice.id } });
      const again = await remove();
      expect(again).toMatchObject({ status: 404, message: ADMIN_CONTENT_MESSAGES.noticeNotFound });
      const rows = await auditRows('NOTICE', notice.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'NOTICE_DELETE',
        targetLabel: '삭제할 공지',
        before: { title: '삭제할 공지', contents: '<p>내용</p>' },
        after: null,
      });
      expect((await ctx.call(api.content.notice, { params: { id: notice.id } }, null)).status).toBe(404);
    });
  });

  describe('FAQ', () => {
    const listOf = async (category: FaqCategory) =>
      (await ctx.call(content.faqs, { query: { category } }, staffAuth)).data.map((faq) => faq.title);
    type FaqWrite = RouteInput<typeof content.createFaq>['body'];
    const updateFaq = (id: number, body: FaqWrite) =>
      ctx.call(content.updateFaq, { params: { id }, body }, staffAuth);
    const moveFaq = (id: number, direction: 'UP' | 'DOWN') =>
      ctx.call(content.moveFaq, { params: { id }, body: { direction } }, staffAuth);

    it('adds a question last in its category, audited once', async () => {
      await createFaq(ctx.db, { category: 'HOW_TO_USE', title: '입찰은 언제 하나요?', sortOrder: 10 });
      const created = await ctx.call(
        content.createFaq,
        {
          body: {
            category: 'HOW_TO_USE',
            title: ' 수수료는 언제 내나요? ',
            contents: '낙찰 확정 후 1시간 안에 입금합니다.',
          },
        },
        staffAuth,
      );
      expect(created.status, created.message).toBe(201);
      const id = created.data.id;
      expect(created.data).toMatchObject({ title: '수수료는 언제 내나요?', sortOrder: 11 });
      expect((await listOf('HOW_TO_USE')).slice(-2)).toEqual([
        '입찰은 언제 하나요?',
        '수수료는 언제 내나요?',
      ]);
      const rows = await auditRows('FAQ', id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'FAQ_CREATE',
        actor: staff.username,
        before: null,
        after: {
          category: 'HOW_TO_USE',
          title: '수수료는 언제 내나요?',
          contents: '낙찰 확정 후 1시간 안에 입금합니다.',
          sortOrder: 11,
        },
      });
      // The dealers' FAQ shows it too.
      const pub = await ctx.call(api.content.faqs, {}, null);
      expect(pub.data.map((faq) => faq.id)).toContain(id);
    });

    it('refuses bad input with a Korean 400 and stores nothing', async () => {
      const faqs0 = await faqCount();
      const audits0 = await auditCount();
      const cases: [unknown, string][] = [
        [{ category: 'OTHER', title: '질문', contents: '답변' }, ADMIN_CONTENT_MESSAGES.categoryRequired],
        [{ title: '질문', contents: '답변' }, ADMIN_CONTENT_MESSAGES.categoryRequired],
        [{ category: 'SIGNUP', title: ' ', contents: '답변' }, ADMIN_CONTENT_MESSAGES.questionRequired],
        [{ category: 'SIGNUP', title: '질문', contents: 42 }, ADMIN_CONTENT_MESSAGES.answerRequired],
        [
          { category: 'SIGNUP', title: '질'.repeat(201), contents: '답변' },
          ADMIN_CONTENT_MESSAGES.questionTooLong,
        ],
        [
          { category: 'SIGNUP', title: '질문', contents: '답'.repeat(5001) },
          ADMIN_CONTENT_MESSAGES.answerTooLong,
        ],
      ];
      for (const [payload, message] of cases) {
        const answer = await sendAsIs(content.createFaq, payload);
        expect({ payload, status: answer.status, message: answer.message }).toEqual({
          payload,
          status: 400,
          message,
        });
      }
      // A category the query schema does not name, as a caller may send it.
      expect((await ctx.call(content.faqs, {}, staffAuth, { rawQuery: '?category=NOPE' })).status).toBe(400);
      const faq = await createFaq(ctx.db);
      expect(await sendAsIs(content.moveFaq, { direction: 'SIDEWAYS' }, { id: faq.id })).toMatchObject({
        status: 400,
        message: ADMIN_CONTENT_MESSAGES.directionRequired,
      });
      expect((await moveFaq(0, 'UP')).status).toBe(400);
      expect((await updateFaq(99999999, { category: 'SIGNUP', title: 'q', contents: 'a' })).status).toBe(404);
      expect((await ctx.call(content.removeFaq, { params: { id: 99999999 } }, staffAuth)).status).toBe(404);
      expect((await moveFaq(99999999, 'UP')).status).toBe(404);
      expect(await faqCount()).toBe(faqs0 + 1);
      expect(await auditCount()).toBe(audits0);
    });

    it('edits the changed fields (409 for the same save), and a new category puts it last there', async () => {
      const faq = await createFaq(ctx.db, {
        category: 'SIGNUP',
        title: '서류는 무엇이 필요한가요?',
        sortOrder: 0,
      });
      await createFaq(ctx.db, { category: 'HOW_TO_USE', title: '마지막 질문', sortOrder: 50 });
      const edited = await updateFaq(faq.id, {
        category: 'SIGNUP',
        title: '서류는 무엇이 필요한가요?',
        contents: '사업자 등록증과 명함이 필요합니다.',
      });
      expect(edited.status, edited.message).toBe(200);
      const again = await updateFaq(faq.id, {
        category: 'SIGNUP',
        title: '서류는 무엇이 필요한가요?',
        contents: '사업자 등록증과 명함이 필요합니다.',
      });
      expect(again).toMatchObject({ status: 409, message: ADMIN_CONTENT_MESSAGES.unchanged });
      const moved = await updateFaq(faq.id, {
        category: 'HOW_TO_USE',
        title: '서류는 무엇이 필요한가요?',
        contents: '사업자 등록증과 명함이 필요합니다.',
      });
      expect(moved.data).toMatchObject({ category: 'HOW_TO_USE', sortOrder: 51 });
      expect((await listOf('HOW_TO_USE')).at(-1)).toBe('서류는 무엇이 필요한가요?');
      const rows = await auditRows('FAQ', faq.id);
      expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
        [
          'FAQ_UPDATE',
          { contents: '약관 동의 후 가입합니다.' },
          { contents: '사업자 등록증과 명함이 필요합니다.' },
        ],
        ['FAQ_UPDATE', { category: 'SIGNUP', sortOrder: 0 }, { category: 'HOW_TO_USE', sortOrder: 51 }],
      ]);
    });

    it('moves a question up and down within its category (FAQ_UPDATE of sortOrder); past either end is a 409', async () => {
      await ctx.db.delete(faqs).where(eq(faqs.category, 'SIGNUP'));
      const a = await createFaq(ctx.db, { category: 'SIGNUP', title: 'A', sortOrder: 3 });
      const b = await createFaq(ctx.db, { category: 'SIGNUP', title: 'B', sortOrder: 7 });
      const c = await createFaq(ctx.db, { category: 'SIGNUP', title: 'C', sortOrder: 9 });
      const other = await createFaq(ctx.db, { category: 'HOW_TO_USE', title: 'X', sortOrder: 8 });

      const up = await moveFaq(c.id, 'UP');
      expect(up.status, up.message).toBe(200);
      expect(up.data.map((faq) => faq.title)).toEqual(['A', 'C', 'B']);
      expect(await auditRows('FAQ', c.id)).toMatchObject([
        { action: 'FAQ_UPDATE', before: { sortOrder: 9 }, after: { sortOrder: 7 } },
      ]);
      // Only the moved question is audited; its neighbour just gives way.
      expect(await auditRows('FAQ', b.id)).toHaveLength(0);

      const top = await moveFaq(a.id, 'UP');
      expect(top).toMatchObject({ status: 409, message: ADMIN_CONTENT_MESSAGES.alreadyFirst });
      const bottom = await moveFaq(b.id, 'DOWN');
      expect(bottom).toMatchObject({ status: 409, message: ADMIN_CONTENT_MESSAGES.alreadyLast });
      expect(await auditRows('FAQ', a.id)).toHaveLength(0);
      expect(await auditRows('FAQ', b.id)).toHaveLength(0);

      await moveFaq(a.id, 'DOWN');
      expect(await listOf('SIGNUP')).toEqual(['C', 'A', 'B']);
      expect(await listOf('HOW_TO_USE')).toContain('X');
      expect((await ctx.db.select().from(faqs).where(eq(faqs.id, other.id)))[0]?.sortOrder).toBe(8);

      // Two questions sharing a sort order still move: the category is numbered afresh.
      const d = await createFaq(ctx.db, { category: 'SIGNUP', title: 'D', sortOrder: 7 });
      const moved = await moveFaq(d.id, 'UP');
      expect(moved.data.map((faq) => faq.title)).toEqual(['C', 'D', 'A', 'B']);
    });

    it('deletes a question once (audited); the second delete is a 404', async () => {
      const faq = await createFaq(ctx.db, { title: '지울 질문' });
      const remove = () => ctx.call(content.removeFaq, { params: { id: faq.id } }, staffAuth);
      expect((await remove()).status).toBe(200);
      expect(await remove()).toMatchObject({
        status: 404,
        message: ADMIN_CONTENT_MESSAGES.faqNotFound,
      });
      expect(await auditRows('FAQ', faq.id)).toMatchObject([
        { action: 'FAQ_DELETE', before: { title: '지울 질문', category: 'SIGNUP' }, after: null },
      ]);
    });
  });
});
