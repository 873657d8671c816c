// The console's content calls: notices (HTML sanitized before it is stored, the preview answering that same
// HTML, a new notice at the top of the dealers' list at once) and the FAQ per category with its order. Each
// call refuses no token, a dealer's and a seller's token; each write leaves exactly one audit row with the
// changed fields, a refused one none; bad input is a Korean 400 that changes nothing.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_MESSAGES, NOTICE_CONTENTS_MAX, NOTICE_TITLE_MAX } from '@autobid/shared';
import { auditLog, faqs, notices } from '../src/db/schema';
import { createDealer, createFaq, createNotice, createOperator, createSeller } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

type Body = { code: number; message: string; errorCode?: string; data: Record<string, unknown> | null };
type Headers = Record<string, string>;

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

  const call = async (method: string, url: string, payload?: unknown, headers: Headers = staffAuth) => {
    const response = await ctx.app.inject({
      method: method as 'GET',
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.json<Body>() };
  };

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
      const calls: [string, string, unknown?][] = [
        ['GET', '/v1/admin/notices'],
        ['GET', `/v1/admin/notices/${notice.id}`],
        ['POST', '/v1/admin/notices', { title: '제목', contents: '<p>내용</p>' }],
        ['POST', '/v1/admin/notices/preview', { contents: '<p>내용</p>' }],
        ['PUT', `/v1/admin/notices/${notice.id}`, { title: '제목', contents: '<p>바뀐 내용</p>' }],
        ['DELETE', `/v1/admin/notices/${notice.id}`],
        ['GET', '/v1/admin/faqs?category=SIGNUP'],
        ['POST', '/v1/admin/faqs', { category: 'SIGNUP', title: '질문', contents: '답변' }],
        ['PUT', `/v1/admin/faqs/${faq.id}`, { category: 'SIGNUP', title: '질문', contents: '답변' }],
        ['DELETE', `/v1/admin/faqs/${faq.id}`],
        ['POST', `/v1/admin/faqs/${faq.id}/move`, { direction: 'UP' }],
      ];
      const dealer = await ctx.auth((await createDealer(ctx.db)).id, 'dealer');
      const seller = await ctx.auth((await createSeller(ctx.db)).id, 'seller');
      const before = await auditCount();
      const answers: string[] = [];
      for (const [method, url, payload] of calls) {
        const statuses = [
          (await call(method, url, payload, {})).status,
          (await call(method, url, payload, { authorization: 'Bearer nonsense' })).status,
          (await call(method, url, payload, dealer)).status,
          (await call(method, url, payload, seller)).status,
        ];
        answers.push(`${method} ${url} ${statuses.join(' ')}`);
      }
      expect(answers).toEqual(calls.map(([method, url]) => `${method} ${url} 401 401 403 403`));
      expect(await auditCount()).toBe(before);
      expect((await ctx.db.select().from(notices).where(eq(notices.id, notice.id)))[0]?.contents).toBe(
        '<p>내용</p>',
      );
    });

    it('lets STAFF (and ADMIN) use the content calls', async () => {
      const admin = await ctx.auth((await createOperator(ctx.db, { role: 'ADMIN' })).id, 'operator');
      expect((await call('GET', '/v1/admin/notices')).status).toBe(200);
      expect((await call('GET', '/v1/admin/notices', undefined, admin)).status).toBe(200);
      expect((await call('GET', '/v1/admin/faqs', undefined, admin)).status).toBe(200);
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
      const preview = await call('POST', '/v1/admin/notices/preview', { contents: dirty });
      expect(preview.status).toBe(200);
      expect(preview.body.data).toEqual({ contents: clean });
      expect(await call('POST', '/v1/admin/notices/preview', { contents: '' })).toMatchObject({
        status: 200,
        body: { data: { contents: '' } },
      });
      expect(await auditCount()).toBe(before);
    });

    it('publishes a notice sanitized, audited once, at the top of the dealers’ list right away', async () => {
      await createNotice(ctx.db, {
        title: '예전 공지',
        publishedAt: new Date(ctx.clock.now().getTime() - 60_000),
      });
      const created = await call('POST', '/v1/admin/notices', {
        title: '  서버 점검 안내  ',
        contents: dirty,
      });
      expect(created.status, created.body.message).toBe(201);
      const id = created.body.data!.id as number;
      expect(created.body.data).toMatchObject({
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
      const board = await ctx.app.inject({ url: '/api/v1/dealers/noticies?page=1&size=10' });
      const items = board.json<{ data: { items: { id: number; title: string }[] } }>().data.items;
      expect(items[0]).toMatchObject({ id, title: '서버 점검 안내' });
      const detail = await ctx.app.inject({ url: `/api/v1/dealers/noticies/${id}` });
      expect(detail.json<{ data: { contents: string } }>().data.contents).toBe(clean);

      // The console reads it back for editing, and finds it by its title.
      expect((await call('GET', `/v1/admin/notices/${id}`)).body.data).toMatchObject({ id, contents: clean });
      const found = await call('GET', `/v1/admin/notices?q=${encodeURIComponent('점검')}&page=1&size=5`);
      expect(found.body.data).toMatchObject({ page: 1, size: 5 });
      expect((found.body.data!.items as { id: number }[]).map((item) => item.id)).toContain(id);
      const none = await call('GET', `/v1/admin/notices?q=${encodeURIComponent('%없는_제목%')}`);
      expect(none.body.data).toMatchObject({ items: [], total: 0, isLast: true });
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
        const answer = await call('POST', '/v1/admin/notices', payload);
        expect({ payload, status: answer.status, message: answer.body.message }).toEqual({
          payload,
          status: 400,
          message,
        });
      }
      expect(
        (await call('POST', '/v1/admin/notices/preview', { contents: 'x'.repeat(NOTICE_CONTENTS_MAX + 1) }))
          .status,
      ).toBe(400);
      expect((await call('GET', '/v1/admin/notices?size=1000')).status).toBe(400);
      expect((await call('GET', `/v1/admin/notices?q=${'a'.repeat(101)}`)).status).toBe(400);
      expect((await call('GET', '/v1/admin/notices/abc')).status).toBe(400);
      expect((await call('GET', '/v1/admin/notices/99999999')).body).toMatchObject({
        code: 404,
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
      const edited = await call('PUT', `/v1/admin/notices/${notice.id}`, {
        title: '수수료 안내',
        contents: '<p>수수료는 <em>부가세 포함</em>입니다.</p><script>x()</script>',
      });
      expect(edited.status, edited.body.message).toBe(200);
      expect(edited.body.data).toMatchObject({
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

      const again = await call('PUT', `/v1/admin/notices/${notice.id}`, {
        title: ' 수수료 안내 ',
        contents: '<p>수수료는 <em>부가세 포함</em>입니다.</p>',
      });
      expect(again).toMatchObject({ status: 409, body: { message: ADMIN_CONTENT_MESSAGES.unchanged } });
      const bad = await call('PUT', `/v1/admin/notices/${notice.id}`, { title: '', contents: '<p>x</p>' });
      expect(bad.status).toBe(400);
      expect(await auditRows('NOTICE', notice.id)).toHaveLength(1);

      const missing = await call('PUT', '/v1/admin/notices/99999999', {
        title: '제목',
        contents: '<p>x</p>',
      });
      expect(missing.status).toBe(404);
    });

    it('deletes a notice once (audited with what it was); the second delete is a 404 and the dealers no longer see it', async () => {
      const notice = await createNotice(ctx.db, { title: '삭제할 공지' });
      const removed = await call('DELETE', `/v1/admin/notices/${notice.id}`);
      expect(removed).toMatchObject({ status: 200, body: { data: { id: notice.id } } });
      const again = await call('DELETE', `/v1/admin/notices/${notice.id}`);
      expect(again).toMatchObject({ status: 404, body: { message: ADMIN_CONTENT_MESSAGES.noticeNotFound } });
      const rows = await auditRows('NOTICE', notice.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'NOTICE_DELETE',
        targetLabel: '삭제할 공지',
        before: { title: '삭제할 공지', contents: '<p>내용</p>' },
        after: null,
      });
      expect((await ctx.app.inject({ url: `/api/v1/dealers/noticies/${notice.id}` })).statusCode).toBe(404);
    });
  });

  describe('FAQ', () => {
    type Faq = { id: number; category: string; title: string; sortOrder: number };
    const listOf = async (category: string) =>
      ((await call('GET', `/v1/admin/faqs?category=${category}`)).body.data as unknown as Faq[]).map(
        (faq) => faq.title,
      );

    it('adds a question last in its category, audited once', async () => {
      await createFaq(ctx.db, { category: 'HOW_TO_USE', title: '입찰은 언제 하나요?', sortOrder: 10 });
      const created = await call('POST', '/v1/admin/faqs', {
        category: 'HOW_TO_USE',
        title: ' 수수료는 언제 내나요? ',
        contents: '낙찰 확정 후 1시간 안에 입금합니다.',
      });
      expect(created.status, created.body.message).toBe(201);
      const id = created.body.data!.id as number;
      expect(created.body.data).toMatchObject({ title: '수수료는 언제 내나요?', sortOrder: 11 });
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
      const pub = await ctx.app.inject({ url: '/api/v1/public/faqs' });
      expect(pub.json<{ data: { id: number }[] }>().data.map((faq) => faq.id)).toContain(id);
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
        const answer = await call('POST', '/v1/admin/faqs', payload);
        expect({ payload, status: answer.status, message: answer.body.message }).toEqual({
          payload,
          status: 400,
          message,
        });
      }
      expect((await call('GET', '/v1/admin/faqs?category=NOPE')).status).toBe(400);
      const faq = await createFaq(ctx.db);
      expect(
        (await call('POST', `/v1/admin/faqs/${faq.id}/move`, { direction: 'SIDEWAYS' })).body,
      ).toMatchObject({
        code: 400,
        message: ADMIN_CONTENT_MESSAGES.directionRequired,
      });
      expect((await call('POST', '/v1/admin/faqs/0/move', { direction: 'UP' })).status).toBe(400);
      expect(
        (await call('PUT', '/v1/admin/faqs/99999999', { category: 'SIGNUP', title: 'q', contents: 'a' }))
          .status,
      ).toBe(404);
      expect((await call('DELETE', '/v1/admin/faqs/99999999')).status).toBe(404);
      expect((await call('POST', '/v1/admin/faqs/99999999/move', { direction: 'UP' })).status).toBe(404);
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
      const edited = await call('PUT', `/v1/admin/faqs/${faq.id}`, {
        category: 'SIGNUP',
        title: '서류는 무엇이 필요한가요?',
        contents: '사업자 등록증과 명함이 필요합니다.',
      });
      expect(edited.status, edited.body.message).toBe(200);
      const again = await call('PUT', `/v1/admin/faqs/${faq.id}`, {
        category: 'SIGNUP',
        title: '서류는 무엇이 필요한가요?',
        contents: '사업자 등록증과 명함이 필요합니다.',
      });
      expect(again).toMatchObject({ status: 409, body: { message: ADMIN_CONTENT_MESSAGES.unchanged } });
      const moved = await call('PUT', `/v1/admin/faqs/${faq.id}`, {
        category: 'HOW_TO_USE',
        title: '서류는 무엇이 필요한가요?',
        contents: '사업자 등록증과 명함이 필요합니다.',
      });
      expect(moved.body.data).toMatchObject({ category: 'HOW_TO_USE', sortOrder: 51 });
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

      const up = await call('POST', `/v1/admin/faqs/${c.id}/move`, { direction: 'UP' });
      expect(up.status, up.body.message).toBe(200);
      expect((up.body.data as unknown as Faq[]).map((faq) => faq.title)).toEqual(['A', 'C', 'B']);
      expect(await auditRows('FAQ', c.id)).toMatchObject([
        { action: 'FAQ_UPDATE', before: { sortOrder: 9 }, after: { sortOrder: 7 } },
      ]);
      // Only the moved question is audited; its neighbour just gives way.
      expect(await auditRows('FAQ', b.id)).toHaveLength(0);

      const top = await call('POST', `/v1/admin/faqs/${a.id}/move`, { direction: 'UP' });
      expect(top).toMatchObject({ status: 409, body: { message: ADMIN_CONTENT_MESSAGES.alreadyFirst } });
      const bottom = await call('POST', `/v1/admin/faqs/${b.id}/move`, { direction: 'DOWN' });
      expect(bottom).toMatchObject({ status: 409, body: { message: ADMIN_CONTENT_MESSAGES.alreadyLast } });
      expect(await auditRows('FAQ', a.id)).toHaveLength(0);
      expect(await auditRows('FAQ', b.id)).toHaveLength(0);

      await call('POST', `/v1/admin/faqs/${a.id}/move`, { direction: 'DOWN' });
      expect(await listOf('SIGNUP')).toEqual(['C', 'A', 'B']);
      expect(await listOf('HOW_TO_USE')).toContain('X');
      expect((await ctx.db.select().from(faqs).where(eq(faqs.id, other.id)))[0]?.sortOrder).toBe(8);

      // Two questions sharing a sort order still move: the category is numbered afresh.
      const d = await createFaq(ctx.db, { category: 'SIGNUP', title: 'D', sortOrder: 7 });
      const moved = await call('POST', `/v1/admin/faqs/${d.id}/move`, { direction: 'UP' });
      expect((moved.body.data as unknown as Faq[]).map((faq) => faq.title)).toEqual(['C', 'D', 'A', 'B']);
    });

    it('deletes a question once (audited); the second delete is a 404', async () => {
      const faq = await createFaq(ctx.db, { title: '지울 질문' });
      expect((await call('DELETE', `/v1/admin/faqs/${faq.id}`)).status).toBe(200);
      expect((await call('DELETE', `/v1/admin/faqs/${faq.id}`)).body).toMatchObject({
        code: 404,
        message: ADMIN_CONTENT_MESSAGES.faqNotFound,
      });
      expect(await auditRows('FAQ', faq.id)).toMatchObject([
        { action: 'FAQ_DELETE', before: { title: '지울 질문', category: 'SIGNUP' }, after: null },
      ]);
    });
  });
});
