// Operator accounts (ADMIN only) and `npm run admin -- create-operator`: every call refuses no token, a
// dealer's and a seller's token and STAFF (403 ADMIN_ONLY); create, rename, role change, disable/enable and
// password reset each write one audit row that never holds a password or its hash; a role change, disabling
// and a reset end the operator's earlier sessions; an ADMIN cannot disable or demote themselves and the last
// active ADMIN stays one; doing a thing twice is a 409.
import { PassThrough } from 'node:stream';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_ACCESS_MESSAGES,
  OPERATOR_ACCOUNT_MESSAGES as M,
  api,
  type ApiRoute,
  type RouteInput,
} from '@autobid/shared';
import {
  CREATE_OPERATOR_MESSAGES,
  databaseBackend,
  httpBackend,
  runAdminCommand,
  type AdminIo,
} from '../src/cli/admin-commands';
import { OPERATOR_PASSWORD_PROMPTS, operatorPasswordReader } from '../src/cli/operator-password';
import { auditLog, operators } from '../src/db/schema';
import { CLI_ACTOR } from '../src/modules/audit/audit.public';
import { createOperatorAccountsService } from '../src/modules/operators/operator-accounts.service';
import { createDealer, createOperator, createSeller, DEFAULT_PASSWORD } from './factories';
import type { CallAs, Called } from './helpers/call';
import { createTestContext, type TestContext } from './helpers/test-app';

type Headers = Record<string, string>;
const accounts = api.consoleOperators;
type Create = RouteInput<typeof accounts.create>['body'];
type Update = RouteInput<typeof accounts.update>['body'];

describe('operator accounts', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof createOperator>>;
  let adminAuth: Headers;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createOperator(ctx.db, { role: 'ADMIN', username: 'chiefadmin', name: '최관리' });
    adminAuth = await ctx.auth(admin.id, 'operator');
  });
  afterAll(async () => ctx.close());

  const create = (body: Create, as: CallAs = adminAuth) => ctx.call(accounts.create, { body }, as);
  const update = (id: number | string, body: Update, as: CallAs = adminAuth) =>
    ctx.call(accounts.update, { params: { id }, body }, as);
  const resetPassword = (id: number, password: string, as: CallAs = adminAuth) =>
    ctx.call(accounts.resetPassword, { params: { id }, body: { password } }, as);
  // A body sent as it is, whatever the schema says of it: a test of its refusal.
  const createAsIs = (body: unknown) =>
    ctx.call(accounts.create, {} as RouteInput<typeof accounts.create>, adminAuth, { invalidBody: body });
  const updateAsIs = (id: number, body: unknown) =>
    ctx.call(accounts.update, { params: { id } }, adminAuth, { invalidBody: body });
  const login = async (username: string, password: string) =>
    (await ctx.call(api.operators.login, { body: { username, password } }, null)).status;
  const me = async (headers: Headers) => (await ctx.call(api.operators.me, {}, headers)).status;
  const auditRows = (targetId: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'OPERATOR'), eq(auditLog.targetId, String(targetId))))
      .orderBy(auditLog.id);
  const auditCount = async () => (await ctx.db.select({ n: count() }).from(auditLog))[0]!.n;
  const operatorCount = async () => (await ctx.db.select({ n: count() }).from(operators))[0]!.n;
  const rowOf = async (id: number) => (await ctx.db.select().from(operators).where(eq(operators.id, id)))[0]!;

  describe('access', () => {
    it('refuses every call without a token (401), with a dealer or seller token (403) and for STAFF (403 ADMIN_ONLY)', async () => {
      const target = await createOperator(ctx.db, { role: 'STAFF' });
      const staffAuth = await ctx.auth((await createOperator(ctx.db, { role: 'STAFF' })).id, 'operator');
      const dealer = await ctx.auth((await createDealer(ctx.db)).id, 'dealer');
      const seller = await ctx.auth((await createSeller(ctx.db)).id, 'seller');
      const calls: [name: string, send: (as: CallAs) => Promise<Called<ApiRoute>>][] = [
        ['list', (as) => ctx.call(accounts.list, {}, as)],
        [
          'create',
          (as) => create({ username: 'newstaff1', name: '신규', role: 'STAFF', password: 'password123' }, as),
        ],
        ['update', (as) => update(target.id, { disabled: true }, as)],
        ['resetPassword', (as) => resetPassword(target.id, 'password123', as)],
      ];
      const before = { audits: await auditCount(), operators: await operatorCount() };
      const answers: string[] = [];
      for (const [name, send] of calls) {
        const asStaff = await send(staffAuth);
        const statuses = [
          (await send({})).status,
          (await send({ authorization: 'Bearer nonsense' })).status,
          (await send(dealer)).status,
          (await send(seller)).status,
          `${asStaff.status}:${asStaff.errorCode}:${asStaff.message}`,
        ];
        answers.push(`${name} ${statuses.join(' ')}`);
      }
      expect(answers).toEqual(
        calls.map(([name]) => `${name} 401 401 403 403 403:ADMIN_ONLY:${OPERATOR_ACCESS_MESSAGES.adminOnly}`),
      );
      expect({ audits: await auditCount(), operators: await operatorCount() }).toEqual(before);
      expect((await rowOf(target.id)).disabledAt).toBeNull();
    });
  });

  describe('over the API', () => {
    it('lists the accounts without their password hashes', async () => {
      const listed = await ctx.call(accounts.list, {}, adminAuth);
      expect(listed.status).toBe(200);
      expect(listed.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: admin.id,
            username: 'chiefadmin',
            name: '최관리',
            role: 'ADMIN',
            disabled: false,
            lastLoginAt: null,
          }),
        ]),
      );
      expect(listed.response.body).not.toMatch(/scrypt|passwordHash/);
    });

    it('creates an account (audited once, no password in the row) that can sign in; the same username again is a 409', async () => {
      const created = await create({
        username: 'kimstaff',
        name: ' 김운영 ',
        role: 'STAFF',
        password: 'first-pass-9',
      });
      expect(created.status, created.message).toBe(201);
      const id = created.data.id;
      expect(created.data).toMatchObject({
        username: 'kimstaff',
        name: '김운영',
        role: 'STAFF',
        disabled: false,
      });
      expect(created.response.body).not.toMatch(/scrypt|first-pass-9/);
      const rows = await auditRows(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'OPERATOR_CREATE',
        actor: 'chiefadmin',
        operatorId: admin.id,
        targetLabel: 'kimstaff',
        before: null,
        after: { username: 'kimstaff', name: '김운영', role: 'STAFF', disabled: false },
      });
      expect(JSON.stringify(rows)).not.toMatch(/scrypt|first-pass-9|password/i);
      expect(await login('kimstaff', 'first-pass-9')).toBe(200);

      const before = { audits: await auditCount(), operators: await operatorCount() };
      const again = await create({
        username: 'kimstaff',
        name: '다른 사람',
        role: 'ADMIN',
        password: 'other-pass-9',
      });
      expect(again).toMatchObject({ status: 409, errorCode: 'ADMIN_CONFLICT', message: M.usernameTaken });
      expect({ audits: await auditCount(), operators: await operatorCount() }).toEqual(before);
    });

    it('refuses bad input with a Korean 400 and creates nothing', async () => {
      const good = { username: 'goodname1', name: '이름', role: 'STAFF', password: 'password123' };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...good, username: undefined }, M.usernameRequired],
        [{ ...good, username: 'abc' }, M.usernameFormat],
        [{ ...good, username: 'Admin2' }, M.usernameFormat],
        [{ ...good, username: 'kim_staff' }, M.usernameFormat],
        [{ ...good, username: '12345678' }, M.usernameFormat],
        [{ ...good, username: 'a'.repeat(21) }, M.usernameFormat],
        [{ ...good, username: 'a'.repeat(100_000) }, M.usernameFormat],
        [{ ...good, name: '  ' }, M.nameRequired],
        [{ ...good, name: '가'.repeat(31) }, M.nameTooLong],
        [{ ...good, role: 'ROOT' }, M.roleRequired],
        [{ ...good, role: undefined }, M.roleRequired],
        [{ ...good, password: '' }, M.passwordRequired],
        [{ ...good, password: 'short7!' }, M.passwordShort],
        [{ ...good, password: 12345678 }, M.passwordRequired],
        [{ ...good, password: 'p'.repeat(101) }, M.passwordTooLong],
      ];
      const before = { audits: await auditCount(), operators: await operatorCount() };
      for (const [payload, message] of cases) {
        const answer = await createAsIs(payload);
        expect({
          username: String(payload.username).slice(0, 30),
          status: answer.status,
          message: answer.message,
        }).toEqual({
          username: String(payload.username).slice(0, 30),
          status: 400,
          message,
        });
      }
      expect(await update(admin.id, {})).toMatchObject({ status: 400, message: M.nothingToChange });
      expect(await updateAsIs(admin.id, { disabled: 'yes' })).toMatchObject({
        status: 400,
        message: M.disabledInvalid,
      });
      expect((await update('abc', { name: '이름' })).status).toBe(400);
      expect(await update(99999999, { name: '이름' })).toMatchObject({ status: 404, message: M.notFound });
      expect((await resetPassword(99999999, 'password123')).status).toBe(404);
      expect(await resetPassword(admin.id, 'short')).toMatchObject({ status: 400, message: M.passwordShort });
      expect({ audits: await auditCount(), operators: await operatorCount() }).toEqual(before);
    });

    it('renames without ending sessions; a role change ends them (audited before/after); the same change again is a 409', async () => {
      const target = await createOperator(ctx.db, { role: 'STAFF', name: '박운영' });
      const targetAuth = await ctx.auth(target.id, 'operator');
      const renamed = await update(target.id, { name: '박민수' });
      expect(renamed.status, renamed.message).toBe(200);
      expect(await me(targetAuth)).toBe(200);

      const promoted = await update(target.id, { role: 'ADMIN', name: '박민수' });
      expect(promoted.data).toMatchObject({ role: 'ADMIN', name: '박민수' });
      expect(await me(targetAuth)).toBe(401);
      expect((await rowOf(target.id)).tokenVersion).toBe(1);

      const again = await update(target.id, { role: 'ADMIN' });
      expect(again).toMatchObject({ status: 409, message: M.unchanged });
      const rows = await auditRows(target.id);
      expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
        ['OPERATOR_UPDATE', { name: '박운영' }, { name: '박민수' }],
        ['OPERATOR_UPDATE', { role: 'STAFF' }, { role: 'ADMIN' }],
      ]);
    });

    it('disables (sessions end, sign-in refused) and enables again; each twice is a 409', async () => {
      const target = await createOperator(ctx.db, { role: 'ADMIN' });
      const targetAuth = await ctx.auth(target.id, 'operator');
      const disabled = await update(target.id, { disabled: true });
      expect(disabled.data).toMatchObject({ disabled: true });
      expect(disabled.data.disabledAt).toEqual(expect.any(String));
      expect(await me(targetAuth)).toBe(401);
      expect(await login(target.username, DEFAULT_PASSWORD)).toBe(401);
      expect(await update(target.id, { disabled: true })).toMatchObject({
        status: 409,
        message: M.alreadyDisabled,
      });

      const enabled = await update(target.id, { disabled: false });
      expect(enabled.data).toMatchObject({ disabled: false, disabledAt: null });
      expect(await login(target.username, DEFAULT_PASSWORD)).toBe(200);
      expect(await update(target.id, { disabled: false })).toMatchObject({
        status: 409,
        message: M.alreadyEnabled,
      });
      const rows = await auditRows(target.id);
      expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
        ['OPERATOR_UPDATE', { disabled: false }, { disabled: true }],
        ['OPERATOR_UPDATE', { disabled: true }, { disabled: false }],
      ]);
    });

    it('refuses an ADMIN disabling or demoting themselves (409, nothing written), but lets them rename themselves', async () => {
      const before = await auditCount();
      expect(await update(admin.id, { disabled: true })).toMatchObject({
        status: 409,
        message: M.selfDisable,
      });
      expect(await update(admin.id, { role: 'STAFF', name: '새 이름' })).toMatchObject({
        status: 409,
        message: M.selfDemote,
      });
      expect(await auditCount()).toBe(before);
      expect(await rowOf(admin.id)).toMatchObject({
        role: 'ADMIN',
        disabledAt: null,
        name: '최관리',
        tokenVersion: 0,
      });
      expect((await update(admin.id, { name: '최관리자' })).status).toBe(200);
      expect(await me(adminAuth)).toBe(200);
    });

    it('resets a password: earlier sessions end, the old password stops working; the same password again is a 409', async () => {
      const target = await createOperator(ctx.db, { role: 'STAFF' });
      const targetAuth = await ctx.auth(target.id, 'operator');
      const reset = await resetPassword(target.id, 'brand-new-pass');
      expect(reset.status, reset.message).toBe(200);
      expect(reset.response.body).not.toMatch(/scrypt|brand-new-pass/);
      expect(await me(targetAuth)).toBe(401);
      expect(await login(target.username, DEFAULT_PASSWORD)).toBe(401);
      expect(await login(target.username, 'brand-new-pass')).toBe(200);

      const again = await resetPassword(target.id, 'brand-new-pass');
      expect(again).toMatchObject({ status: 409, message: M.samePassword });
      const rows = await auditRows(target.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'OPERATOR_PASSWORD_RESET',
        actor: 'chiefadmin',
        before: null,
        after: null,
      });
      const hash = (await rowOf(target.id)).passwordHash;
      expect(JSON.stringify(rows)).not.toContain(hash);
      expect(JSON.stringify(rows)).not.toMatch(/brand-new-pass|scrypt/);
    });
  });

  describe('the last active ADMIN', () => {
    it('cannot be disabled or demoted, even by the command line, and two ADMINs demoting each other at once leave one', async () => {
      const local = await createTestContext();
      try {
        const service = createOperatorAccountsService(local);
        const only = await createOperator(local.db, { role: 'ADMIN' });
        await createOperator(local.db, { role: 'ADMIN', disabledAt: new Date() });
        await createOperator(local.db, { role: 'STAFF' });
        await expect(service.update(only.id, { disabled: true }, CLI_ACTOR)).rejects.toMatchObject({
          status: 409,
          message: M.lastAdmin,
        });
        await expect(service.update(only.id, { role: 'STAFF' }, CLI_ACTOR)).rejects.toMatchObject({
          status: 409,
          message: M.lastAdmin,
        });
        expect((await local.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(0);

        const second = await createOperator(local.db, { role: 'ADMIN' });
        const demote = (id: number, by: number) =>
          local.call(accounts.update, { params: { id }, body: { role: 'STAFF' } }, by);
        const [a, b] = await Promise.all([demote(second.id, only.id), demote(only.id, second.id)]);
        const statuses = [a.status, b.status].sort();
        expect(statuses[0]).toBe(200);
        expect([401, 409]).toContain(statuses[1]);
        const activeAdmins = await local.db
          .select({ id: operators.id })
          .from(operators)
          .where(and(eq(operators.role, 'ADMIN'), isNull(operators.disabledAt)));
        expect(activeAdmins).toHaveLength(1);
        expect((await local.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(1);
      } finally {
        await local.close();
      }
    });
  });

  describe('npm run admin -- create-operator', () => {
    const onDatabase = () =>
      databaseBackend({
        db: ctx.db,
        clock: ctx.clock,
        config: ctx.config,
        auctionEvents: { emitAuctionUpdate: () => undefined, flush: () => undefined },
        alimtalk: ctx.providers.alimtalk,
        contactRelay: ctx.providers.contactRelay,
        sessions: ctx.sessions,
      });
    const run = async (argv: string[], password?: string) => {
      const lines: string[] = [];
      const errors: string[] = [];
      const io: AdminIo = {
        log: (line) => lines.push(line),
        error: (line) => errors.push(line),
        ...(password === undefined ? {} : { readPassword: () => Promise.resolve(password) }),
      };
      const code = await runAdminCommand(argv, onDatabase(), io);
      return { code, out: lines.join('\n'), err: errors.join('\n') };
    };

    it('creates the first ADMIN on the database, audited as the command line, and it can sign in', async () => {
      const result = await run(['create-operator', 'rootadmin'], 'root-pass-123');
      expect(result.code, result.err).toBe(0);
      expect(result.out).toContain('운영자 계정을 만들었습니다: rootadmin (관리자, 관리자');
      const [row] = await ctx.db.select().from(operators).where(eq(operators.username, 'rootadmin'));
      expect(row).toMatchObject({ role: 'ADMIN', name: '관리자', disabledAt: null });
      const rows = await auditRows(row!.id);
      expect(rows).toMatchObject([
        {
          action: 'OPERATOR_CREATE',
          actor: 'cli',
          operatorId: null,
          after: { username: 'rootadmin', name: '관리자', role: 'ADMIN', disabled: false },
        },
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/root-pass-123|scrypt/);
      expect(await login('rootadmin', 'root-pass-123')).toBe(200);
    });

    it('takes --role and --name (either form), and refuses a taken username, a bad role or password, or none', async () => {
      const staff = await run(
        ['create-operator', 'clistaff', '--role', 'staff', '--name=정운영'],
        'staff-pass-1',
      );
      expect(staff.code, staff.err).toBe(0);
      expect(await ctx.db.select().from(operators).where(eq(operators.username, 'clistaff'))).toMatchObject([
        { role: 'STAFF', name: '정운영' },
      ]);
      const before = { audits: await auditCount(), operators: await operatorCount() };
      const refusals: [string[], string | undefined, string][] = [
        [['create-operator', 'clistaff'], 'staff-pass-1', M.usernameTaken],
        [
          ['create-operator', 'clinew01', '--role', 'OWNER'],
          'staff-pass-1',
          CREATE_OPERATOR_MESSAGES.roleInvalid('OWNER'),
        ],
        [
          ['create-operator', 'clinew01', '--name'],
          'staff-pass-1',
          CREATE_OPERATOR_MESSAGES.optionValueMissing('--name'),
        ],
        [
          ['create-operator', 'clinew01', '--force'],
          'staff-pass-1',
          CREATE_OPERATOR_MESSAGES.unknownOption('--force'),
        ],
        [['create-operator'], 'staff-pass-1', CREATE_OPERATOR_MESSAGES.usernameMissing],
        [['create-operator', 'Bad_Name'], 'staff-pass-1', M.usernameFormat],
        [['create-operator', 'clinew01'], 'short', M.passwordShort],
        [['create-operator', 'clinew01'], undefined, CREATE_OPERATOR_MESSAGES.passwordMissing],
      ];
      for (const [argv, password, message] of refusals) {
        const result = await run(argv, password);
        expect({ argv, code: result.code, err: result.err }).toEqual({ argv, code: 1, err: message });
      }
      expect({ audits: await auditCount(), operators: await operatorCount() }).toEqual(before);
    });

    it('says the command needs the database when only the running server could be reached', async () => {
      const backend = httpBackend({ baseUrl: 'http://127.0.0.1:9', username: 'admin', password: 'x' });
      const errors: string[] = [];
      const code = await runAdminCommand(['create-operator', 'someone1'], backend, {
        log: () => undefined,
        error: (line) => errors.push(line),
        readPassword: () => Promise.resolve('password123'),
      });
      expect({ code, errors }).toEqual({ code: 1, errors: [CREATE_OPERATOR_MESSAGES.databaseBusy] });
    });

    it('reads the password from OPERATOR_PASSWORD, else from the terminal without echo, else refuses', async () => {
      expect(await operatorPasswordReader({ OPERATOR_PASSWORD: 'from-env-123' })()).toBe('from-env-123');

      const pipe = Object.assign(new PassThrough(), { isTTY: false });
      await expect(
        operatorPasswordReader({}, { input: pipe, output: new PassThrough() })(),
      ).rejects.toMatchObject({
        message: CREATE_OPERATOR_MESSAGES.passwordMissing,
      });

      /** Each string is written when a prompt shows: one answer, both typed ahead in one go, or the input's end. */
      const typed = async (writes: (string | null)[]) => {
        const input = Object.assign(new PassThrough(), { isTTY: true });
        const output = new PassThrough();
        let shown = '';
        output.on('data', (chunk: Buffer) => {
          const text = chunk.toString();
          shown += text;
          const isPrompt = [OPERATOR_PASSWORD_PROMPTS.first, OPERATOR_PASSWORD_PROMPTS.again].some((prompt) =>
            text.includes(prompt),
          );
          const next = isPrompt ? writes.shift() : undefined;
          if (next !== undefined) {
            setImmediate(() => (next === null ? input.end() : input.write(next)));
          }
        });
        const result = await operatorPasswordReader({}, { input, output })().catch((error: Error) => error);
        return { result, shown };
      };
      const matching = await typed(['secret-typed-1\r', 'secret-typed-1\r']);
      expect(matching.result).toBe('secret-typed-1');
      expect(matching.shown).toContain(OPERATOR_PASSWORD_PROMPTS.first);
      expect(matching.shown).toContain(OPERATOR_PASSWORD_PROMPTS.again);
      expect(matching.shown).not.toContain('secret-typed-1');
      const typedAhead = await typed(['ahead-pass-1\rahead-pass-1\r']);
      expect(typedAhead.result).toBe('ahead-pass-1');
      expect(typedAhead.shown).not.toContain('ahead-pass-1');
      const mismatch = await typed(['secret-typed-1\r', 'secret-typed-2\r']);
      expect(mismatch.result).toMatchObject({ message: OPERATOR_PASSWORD_PROMPTS.mismatch });
      const ended = await typed(['secret-typed-1\r', null]);
      expect(ended.result).toMatchObject({ message: OPERATOR_PASSWORD_PROMPTS.canceled });
    });
  });

  it('keeps no password or hash in any operator audit row', async () => {
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.targetType, 'OPERATOR'));
    expect(rows.length).toBeGreaterThan(5);
    const hashes = await ctx.db.select({ hash: operators.passwordHash }).from(operators);
    const text = JSON.stringify(
      rows.map(({ before, after, reason, targetLabel }) => ({ before, after, reason, targetLabel })),
    );
    expect(text).not.toMatch(/scrypt|password|pass-/i);
    for (const { hash } of hashes) {
      expect(text).not.toContain(hash);
    }
  });
});
