// What a dealer who is not approved may use (docs/spec.md §6: /wait, /profile and re-application only).
// Every route of the API is found through the OpenAPI document; every route a dealer token opens is in
// the table below, and all but the few listed as open to a dealer under review or rejected refuse them
// with 403 and the Korean message — so a new dealer route cannot slip through unclassified.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES } from '@autobid/shared';
import { AUCTION_ACCESS_MESSAGES } from '../src/modules/access/access-policy';
import { createDealer } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

/** Open to every dealer whatever its review status: what /wait, /profile and re-application need. */
const OPEN_TO_UNAPPROVED = [
  'GET /api/v1/dealers/profile',
  'PUT /api/v1/dealers/me',
  'PUT /api/v1/dealers/me/password',
  'PUT /api/v1/dealers/me/application',
  'POST /api/v1/dealers/me/phone/request',
  'POST /api/v1/dealers/me/phone/confirm',
] as const;

/** Open to every dealer and ends its session, so it is walked with a token of its own. */
const LOGOUT = 'POST /api/v1/dealers/logout';

/** Approved dealers only. */
const APPROVED_ONLY = [
  'GET /api/v1/dealers/dashboard',
  'GET /api/v1/dealers/auction/list',
  'GET /api/v1/dealers/auction/bidding/list',
  'GET /api/v1/dealers/auction/{id}',
  'POST /api/v1/dealers/auction/{id}/bidding/',
  'POST /api/v1/dealers/auction/bidding/{id}/cancel',
  'PATCH /api/v1/dealers/auction/bidding/{id}',
  'GET /api/v1/dealers/penalty/bid-cancel',
  'POST /api/v1/dealers/auction/{id}/like',
  'DELETE /api/v1/dealers/auction/{id}/like',
  'POST /api/v1/dealers/bank-account/auth/step1',
  'POST /api/v1/dealers/bank-account/auth/step2',
  'GET /api/v1/dealers/auction/transaction/list',
  'GET /api/v1/dealers/auction/{id}/winner',
  'POST /api/v1/dealers/auction/{id}/confirm-bidding',
  'POST /api/v1/dealers/auction/{id}/cancel',
  'POST /api/v1/dealers/auction/{id}/check-deposit',
  'POST /api/v1/dealers/auction/{id}/reservation',
  'POST /api/v1/dealers/auction/{id}/complete',
] as const;

/** Bodies that pass validation, so the answer shows the access decision rather than a 400. */
const VALID_BODIES: Record<string, unknown> = {
  'PUT /api/v1/dealers/me': { phoneNumber: '01099990000', email: 'access@example.com', name: '접근검사' },
  'PUT /api/v1/dealers/me/password': { currentPassword: 'wrong-password', newPassword: 'newpass1234' },
  'POST /api/v1/dealers/me/phone/request': { phone: '01055556666' },
  'POST /api/v1/dealers/me/phone/confirm': { phone: '01055556666', authCode: '0000' },
  'POST /api/v1/dealers/auction/{id}/bidding/': { price: 100_000 },
  'POST /api/v1/dealers/auction/bidding/{id}/cancel': { reason: '입찰 실수' },
  'PATCH /api/v1/dealers/auction/bidding/{id}': { price: 200_000 },
  'POST /api/v1/dealers/bank-account/auth/step1': { bankAccountNumber: '1234567890', bankCode: '004' },
  'POST /api/v1/dealers/bank-account/auth/step2': { content: '가나다라' },
  'POST /api/v1/dealers/auction/{id}/cancel': { reason: '개인 사정' },
  'POST /api/v1/dealers/auction/{id}/reservation': { reservedAt: '2030-01-01T00:00:00' },
  'POST /api/v1/dealers/auction/{id}/complete': {
    finalPrice: 1_000_000,
    inspectionResult: '이상 없음',
    inspectionImage1: '/uploads/images/check.jpg',
  },
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** An id and a code no row has: an approved dealer gets 404 or 401, never a change. */
const urlOf = (path: string) => path.replace('{id}', '999999').replace('{code}', 'no-such-code');

describe('dealer access by review status', () => {
  let ctx: TestContext;
  let routes: string[];
  let dealerRoutes: string[];
  let approvedId: number;

  const call = async (route: string, headers: Record<string, string> = {}) => {
    const [method, path] = route.split(' ') as [string, string];
    const body = VALID_BODIES[route];
    const response = await ctx.app.inject({
      method: method as 'GET',
      url: urlOf(path),
      headers,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return {
      status: response.statusCode,
      body: response.json<{ code: number; message: string; data: unknown }>(),
    };
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    const paths = (ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    routes = Object.entries(paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );
    approvedId = (await createDealer(ctx.db)).id;
    const approved = await ctx.auth(approvedId);
    // A dealer route: refused without a session, opened (whatever the answer) by an approved dealer's token.
    // Seller and operator routes answer 403 to a dealer; code links and the webhook 401 without their code.
    dealerRoutes = [];
    for (const route of routes) {
      // Uploads take any signed-in role (or a grant, or a code link): their row is in access-matrix.test.ts.
      if (route.startsWith('GET /api/docs') || route === 'POST /api/v1/files/images') {
        continue;
      }
      if ((await call(route)).status !== 401) {
        continue;
      }
      const headers = route === LOGOUT ? await ctx.auth((await createDealer(ctx.db)).id) : approved;
      const status = (await call(route, headers)).status;
      if (status !== 401 && status !== 403) {
        dealerRoutes.push(route);
      }
    }
  });
  afterAll(async () => ctx.close());

  it('finds every dealer route of the API, and each one is in the table', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect([...dealerRoutes].sort()).toEqual([...OPEN_TO_UNAPPROVED, ...APPROVED_ONLY, LOGOUT].sort());
  });

  it('lets a dealer of any review status log out, which ends every token it held', async () => {
    for (const status of ['AUDIT', 'REJECTED', 'APPROVED'] as const) {
      const dealer = await createDealer(ctx.db, { status });
      const headers = await ctx.auth(dealer.id);
      expect((await call(LOGOUT, headers)).status, status).toBe(200);
      expect((await call('GET /api/v1/dealers/profile', headers)).status, status).toBe(401);
      expect((await call(LOGOUT, headers)).status, status).toBe(401);
    }
  });

  for (const status of ['AUDIT', 'REJECTED'] as const) {
    it(`a ${status} dealer gets 403 with the Korean message on every approved-only route, and nothing changes`, async () => {
      const dealer = await createDealer(ctx.db, {
        status,
        isBankAccountAuth: false,
        reason: status === 'REJECTED' ? '서류 불충분' : '',
      });
      const headers = await ctx.auth(dealer.id);
      for (const route of APPROVED_ONLY) {
        const response = await call(route, headers);
        expect(response.status, route).toBe(403);
        expect(response.body.code, route).toBe(403);
        expect([AUCTION_ACCESS_MESSAGES.approvedOnly, AUCTION_MESSAGES.notApproved], route).toContain(
          response.body.message,
        );
      }
      const profile = await call('GET /api/v1/dealers/profile', headers);
      expect(profile.status).toBe(200);
      expect(profile.body.data).toMatchObject({ status, isBankAccountAuth: false });
    });

    it(`a ${status} dealer may still use what /wait, /profile and re-application need`, async () => {
      const dealer = await createDealer(ctx.db, {
        status,
        reason: status === 'REJECTED' ? '서류 불충분' : '',
      });
      const headers = await ctx.auth(dealer.id);
      for (const route of OPEN_TO_UNAPPROVED) {
        const response = await call(route, headers);
        expect(response.status, `${route}: ${response.body.message}`).not.toBe(403);
        expect(response.status, route).not.toBe(401);
      }
    });
  }

  it('a dealer back in review for an identity change finishes its deals but is refused everything else approved-only', async () => {
    // docs/domain.md "Dealers": its own deals' list, detail and steps stay open; bidding and the rest close.
    const dealRoutes: readonly string[] = [
      'GET /api/v1/dealers/auction/transaction/list',
      'GET /api/v1/dealers/auction/{id}',
      'GET /api/v1/dealers/auction/{id}/winner',
      'POST /api/v1/dealers/auction/{id}/confirm-bidding',
      'POST /api/v1/dealers/auction/{id}/cancel',
      'POST /api/v1/dealers/auction/{id}/check-deposit',
      'POST /api/v1/dealers/auction/{id}/reservation',
      'POST /api/v1/dealers/auction/{id}/complete',
    ];
    const dealer = await createDealer(ctx.db, {
      status: 'AUDIT',
      approvedAt: new Date(),
      pendingIdentity: { name: '심사중' },
    });
    const headers = await ctx.auth(dealer.id);
    for (const route of APPROVED_ONLY) {
      const response = await call(route, headers);
      if (dealRoutes.includes(route)) {
        expect([401, 403], `${route}: ${response.body.message}`).not.toContain(response.status);
      } else {
        expect(response.status, route).toBe(403);
      }
    }
  });

  it('an approved dealer is not refused by any dealer route', async () => {
    const headers = await ctx.auth(approvedId);
    for (const route of [...OPEN_TO_UNAPPROVED, ...APPROVED_ONLY]) {
      const response = await call(route, headers);
      expect([401, 403], `${route}: ${response.body.message}`).not.toContain(response.status);
    }
  });
});
