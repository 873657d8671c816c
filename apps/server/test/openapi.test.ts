// The OpenAPI document (GET /api/docs/json) describes every call: each route declares its success body,
// the refusals it can answer (the shared error envelope) and, for a write with a body, that body's schema.
// A route added without them fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, errorEnvelope } from '@autobid/shared';
import { createTestContext, type TestContext } from './helpers/test-app';

type Schema = { type?: string; properties?: Record<string, unknown>; required?: string[] };
type Content = Record<string, { schema?: Schema }>;
type Operation = {
  security?: Record<string, unknown>[];
  requestBody?: { content?: Content };
  responses?: Record<string, { description?: string; content?: Content }>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Writes that take no body: the action is the path itself. */
const BODILESS_WRITES = [
  'POST /api/v1/admin/auctions/{id}/approve',
  'POST /api/v1/admin/dealers/{username}/approve',
  'POST /api/v1/admin/deals/{auctionId}/transfer/confirm',
  'POST /api/v1/admin/logout',
  'POST /api/v1/admin/outbox/{id}/resend',
  'POST /api/v1/dealers/auction/{id}/check-deposit',
  'POST /api/v1/dealers/auction/{id}/confirm-bidding',
  'POST /api/v1/dealers/auction/{id}/like',
  'POST /api/v1/dealers/auction/{id}/price-adjustments/{claimId}/withdraw',
  'POST /api/v1/dealers/auction/code/{code}/price-adjustments/{claimId}/withdraw',
  'POST /api/v1/dealers/auction/code/{code}/check-deposit',
  'POST /api/v1/dealers/auction/code/{code}/confirm-bidding',
  'POST /api/v1/dealers/logout',
  'POST /api/v1/public/owner-consent/{token}/code',
  'POST /api/v1/sellers/auctions/{id}/price-adjustments/{claimId}/accept',
  'POST /api/v1/sellers/auctions/{id}/submit',
  'POST /api/v1/sellers/auctions/{id}/transfer/confirm',
  'POST /api/v1/sellers/auctions/{id}/withdraw',
  'POST /api/v1/sellers/logout',
];

const schemaOf = (content: Content | undefined): Schema | undefined =>
  content?.['application/json']?.schema ?? content?.['multipart/form-data']?.schema;

describe('OpenAPI document', () => {
  let ctx: TestContext;
  let operations: { route: string; operation: Operation }[];

  beforeAll(async () => {
    ctx = await createTestContext();
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{
      paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
    }>();
    operations = Object.entries(paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = item[method];
        return operation ? [{ route: `${method.toUpperCase()} ${path}`, operation }] : [];
      }),
    );
  });
  afterAll(async () => ctx.close());

  it('lists the whole API', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('gives every route a success response with a body schema', () => {
    const missing = operations
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) =>
          /^2\d\d$/.test(status),
        );
        return !success.some(([, response]) => schemaOf(response.content));
      })
      .map(({ route }) => route);
    expect(missing).toEqual([]);
  });

  it('gives every route at least one 4xx response, each the shared error envelope', () => {
    const envelopeKeys = Object.keys(errorEnvelope.shape).sort();
    const problems: string[] = [];
    for (const { route, operation } of operations) {
      const refusals = Object.entries(operation.responses ?? {}).filter(([status]) => /^4\d\d$/.test(status));
      if (refusals.length === 0) {
        problems.push(`${route}: no 4xx response`);
      }
      for (const [status, response] of refusals) {
        const schema = schemaOf(response.content);
        if (!response.description || response.description === 'Default Response') {
          problems.push(`${route} ${status}: no description`);
        }
        if (
          Object.keys(schema?.properties ?? {})
            .sort()
            .join() !== envelopeKeys.join()
        ) {
          problems.push(`${route} ${status}: not the error envelope`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares 401 and 403 on every route that needs a session', () => {
    const missing = operations
      .filter(({ operation }) => operation.security?.some((requirement) => 'bearerAuth' in requirement))
      .filter(({ operation }) => !operation.responses?.['401'] || !operation.responses['403'])
      .map(({ route }) => route);
    expect(missing).toEqual([]);
  });

  it('gives every POST and PUT with a body a body schema', () => {
    const writes = operations.filter(({ route }) => route.startsWith('POST ') || route.startsWith('PUT '));
    const withoutBody = writes
      .filter(({ operation }) => !schemaOf(operation.requestBody?.content))
      .map(({ route }) => route);
    expect(withoutBody.sort()).toEqual([...BODILESS_WRITES].sort());
  });

  it('answers a refusal exactly as its route declares it', async () => {
    const answer = await ctx.call(api.content.notice, { params: { id: 999_999 } });
    expect(answer.status).toBe(404);
    expect(errorEnvelope.strict().safeParse(answer.response.json()).success).toBe(true);
  });

  it('lists the operator calls outside production', () => {
    expect(operations.some(({ route }) => route.includes('/api/v1/admin/'))).toBe(true);
  });
});

describe('OpenAPI document in production', () => {
  it('leaves the operator calls out and keeps the rest', async () => {
    const ctx = await createTestContext({ config: { NODE_ENV: 'production' } });
    try {
      const response = await ctx.app.inject({ url: '/api/docs/json' });
      const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
      expect(paths.filter((path) => path.startsWith('/api/v1/admin/'))).toEqual([]);
      expect(paths).toContain('/api/v1/dealers/login');
      expect(paths).toContain('/api/v1/webhooks/bank-deposits');
      // Hidden from the document only: the calls themselves still answer (and check the operator).
      expect((await ctx.call(api.operators.me, {}, null)).status).toBe(401);
    } finally {
      await ctx.close();
    }
  });
});
