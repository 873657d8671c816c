// What a dealer who is not approved may use (docs/spec.md §6: /wait, /profile and re-application only).
// Every route of the API is found through the OpenAPI document; every route a dealer token opens is in
// the table below, and all but the few listed as open to a dealer under review or rejected refuse them
// with 403 and the Korean message — so a new dealer route cannot slip through unclassified.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, AUCTION_MESSAGES, type ApiRoute, type RouteInput } from '@autobid/shared';
import { AUCTION_ACCESS_MESSAGES } from '../src/modules/access/access-policy';
import { createDealer } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

/** Open to every dealer whatever its review status: what /wait, /profile and re-application need. */
const OPEN_TO_UNAPPROVED: readonly ApiRoute[] = [
  api.dealers.profile,
  api.dealers.updateProfile,
  api.dealers.changePassword,
  api.dealers.reapply,
  api.dealers.requestPhoneChange,
  api.dealers.confirmPhoneChange,
  // Notification settings belong to the profile (docs/domain.md "Notification settings").
  api.dealers.notificationSettings,
  api.dealers.updateNotificationSettings,
  // A dealer back in review for an identity change keeps reading the invoices of the fees it paid.
  api.taxInvoices.list,
  api.taxInvoices.pdf,
  // Any seller may read the price guide, so a dealer under review may too.
  api.priceGuide.guide,
];

/** Open to every dealer and ends its session, so it is walked with a token of its own. */
const LOGOUT = api.dealers.logout;

/** Approved dealers only. */
const APPROVED_ONLY: readonly ApiRoute[] = [
  api.dealers.dashboard,
  api.auctions.list,
  api.auctions.biddingList,
  api.auctions.detail,
  api.auctions.placeBid,
  api.auctions.cancelBid,
  api.auctions.raiseBid,
  api.dealers.bidCancelPenalty,
  api.auctions.like,
  api.auctions.unlike,
  api.dealers.bankAuthStep1,
  api.dealers.bankAuthStep2,
  api.deals.list,
  api.deals.winner,
  api.deals.confirm,
  api.deals.cancel,
  api.deals.checkDeposit,
  api.deals.reserve,
  api.deals.complete,
  api.priceClaims.view,
  api.priceClaims.open,
  api.priceClaims.withdraw,
  api.titleTransfers.submit,
  api.savedSearches.list,
  api.savedSearches.create,
  api.savedSearches.update,
  api.savedSearches.remove,
];

/** A body of the route's own type. */
const valid = <R extends ApiRoute>(route: R, body: RouteInput<R>['body']) => [route, body] as const;

/** Bodies that pass validation, so the answer shows the access decision rather than a 400. */
const VALID_BODIES = new Map<ApiRoute, unknown>([
  valid(api.dealers.updateProfile, {
    phoneNumber: '01099990000',
    email: 'access@example.com',
    name: '접근검사',
  }),
  valid(api.dealers.changePassword, { currentPassword: 'wrong-password', newPassword: 'newpass1234' }),
  valid(api.dealers.requestPhoneChange, { phone: '01055556666' }),
  valid(api.dealers.confirmPhoneChange, { phone: '01055556666', authCode: '0000' }),
  valid(api.dealers.updateNotificationSettings, {
    outbid: true,
    savedSearchDigest: true,
    closingAlerts: false,
  }),
  valid(api.savedSearches.create, { name: '접근검사', filters: { brandIds: [], regions: [] } }),
  valid(api.savedSearches.update, { notify: false }),
  valid(api.auctions.placeBid, { price: 100_000 }),
  valid(api.auctions.cancelBid, { reason: '입찰 실수' }),
  valid(api.auctions.raiseBid, { price: 200_000 }),
  valid(api.dealers.bankAuthStep1, { bankAccountNumber: '1234567890', bankCode: '004' }),
  valid(api.dealers.bankAuthStep2, { content: '가나다라' }),
  valid(api.deals.cancel, { reason: '개인 사정' }),
  valid(api.priceClaims.open, {
    items: [{ item: 'chain', observed: '마모', amount: 100_000, photos: ['/uploads/x.jpg'] }],
  }),
  valid(api.deals.reserve, { reservedAt: '2030-01-01T00:00:00' }),
  valid(api.titleTransfers.submit, {
    document: { url: '/uploads/images/proof.png', kind: 'REGISTRATION' },
    maskingConfirmed: true,
  }),
  valid(api.deals.complete, {
    finalPrice: 1_000_000,
    inspectionResult: '이상 없음',
    inspectionImage1: '/uploads/images/check.jpg',
  }),
]);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** A route as the OpenAPI document names it: `GET /api/v1/dealers/auction/{id}`. */
const keyOf = (route: ApiRoute) => `${route.method} /api${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
const TABLE = new Map(
  Object.values(api).flatMap((routes) =>
    Object.values(routes as Record<string, ApiRoute>).map((route) => [keyOf(route), route] as const),
  ),
);
/** An id and a code no row has: an approved dealer gets 404 or 401, never a change. */
const paramsOf = (route: ApiRoute) => {
  const params: Record<string, string | number> = {};
  for (const [, name] of route.path.matchAll(/:([A-Za-z]+)/g)) {
    params[name!] = name === 'code' ? 'no-such-code' : 999_999;
  }
  return params;
};

describe('dealer access by review status', () => {
  let ctx: TestContext;
  let routes: string[];
  let dealerRoutes: string[];
  let approvedId: number;

  /** Any entry of the table with these headers; its input is built from data, so not typed per route. */
  const call = (route: ApiRoute, headers: Record<string, string> = {}) =>
    ctx.call(route, { params: paramsOf(route), body: VALID_BODIES.get(route) } as never, headers);

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
      // Not an entry of the table: the docs and the process's probes (contract.test.ts: every other one is).
      // Uploads take any signed-in role (or a grant, or a code link): their row is in access-matrix.test.ts.
      const entry = TABLE.get(route);
      if (!entry || entry === api.files.upload) {
        continue;
      }
      if ((await call(entry)).status !== 401) {
        continue;
      }
      const headers = entry === LOGOUT ? await ctx.auth((await createDealer(ctx.db)).id) : approved;
      const status = (await call(entry, headers)).status;
      if (status !== 401 && status !== 403) {
        dealerRoutes.push(route);
      }
    }
  });
  afterAll(async () => ctx.close());

  it('finds every dealer route of the API, and each one is in the table', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect([...dealerRoutes].sort()).toEqual(
      [...OPEN_TO_UNAPPROVED, ...APPROVED_ONLY, LOGOUT].map(keyOf).sort(),
    );
  });

  it('lets a dealer of any review status log out, which ends every token it held', async () => {
    for (const status of ['AUDIT', 'REJECTED', 'APPROVED'] as const) {
      const dealer = await createDealer(ctx.db, { status });
      const headers = await ctx.auth(dealer.id);
      expect((await call(LOGOUT, headers)).status, status).toBe(200);
      expect((await call(api.dealers.profile, headers)).status, status).toBe(401);
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
        expect(response.status, keyOf(route)).toBe(403);
        expect(response.response.json(), keyOf(route)).toMatchObject({ code: 403 });
        expect([AUCTION_ACCESS_MESSAGES.approvedOnly, AUCTION_MESSAGES.notApproved], keyOf(route)).toContain(
          response.message,
        );
      }
      const profile = await call(api.dealers.profile, headers);
      expect(profile.status).toBe(200);
      expect(profile.data).toMatchObject({ status, isBankAccountAuth: false });
    });

    it(`a ${status} dealer may still use what /wait, /profile and re-application need`, async () => {
      const dealer = await createDealer(ctx.db, {
        status,
        reason: status === 'REJECTED' ? '서류 불충분' : '',
      });
      const headers = await ctx.auth(dealer.id);
      for (const route of OPEN_TO_UNAPPROVED) {
        const response = await call(route, headers);
        expect(response.status, `${keyOf(route)}: ${response.message}`).not.toBe(403);
        expect(response.status, keyOf(route)).not.toBe(401);
      }
    });
  }

  it('a dealer back in review for an identity change finishes its deals but is refused everything else approved-only', async () => {
    // docs/domain.md "Dealers": its own deals' list, detail and steps stay open; bidding and the rest close.
    const dealRoutes: readonly ApiRoute[] = [
      api.deals.list,
      api.auctions.detail,
      api.deals.winner,
      api.deals.confirm,
      api.deals.cancel,
      api.deals.checkDeposit,
      api.deals.reserve,
      api.deals.complete,
      api.priceClaims.view,
      api.priceClaims.open,
      api.priceClaims.withdraw,
      api.titleTransfers.submit,
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
        expect([401, 403], `${keyOf(route)}: ${response.message}`).not.toContain(response.status);
      } else {
        expect(response.status, keyOf(route)).toBe(403);
      }
    }
  });

  it('an approved dealer is not refused by any dealer route', async () => {
    const headers = await ctx.auth(approvedId);
    for (const route of [...OPEN_TO_UNAPPROVED, ...APPROVED_ONLY]) {
      const response = await call(route, headers);
      expect([401, 403], `${keyOf(route)}: ${response.message}`).not.toContain(response.status);
    }
  });
});
