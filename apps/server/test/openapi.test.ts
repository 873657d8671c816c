// The OpenAPI document (GET /api/docs/json) describes every call: each route declares its success body,
// the refusals it can answer (the shared error envelope) and, for a write with a body, that body's schema.
// A route added without them fails here, as does a malformed document (an undeclared path parameter, a
// dangling $ref).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, errorEnvelope } from '@autobid/shared';
import { createTestContext, type TestContext } from './helpers/test-app';

type Schema = { type?: string; properties?: Record<string, unknown>; required?: string[] };
type Content = Record<string, { schema?: Schema }>;
type Parameter = { in?: string; name?: string; required?: boolean; schema?: unknown };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
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
  let operations: { route: string; path: string; operation: Operation }[];
  let doc: {
    openapi?: string;
    info?: { title?: string; version?: string };
    components?: { securitySchemes?: Record<string, unknown> };
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    // The OpenAPI document itself, not an answer of the route table: read raw.
    const json = response.json<
      typeof doc & { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> }
    >();
    doc = json;
    operations = Object.entries(json.paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = item[method];
        return operation ? [{ route: `${method.toUpperCase()} ${path}`, path, operation }] : [];
      }),
    );
  });

  it('is a well-formed OpenAPI 3 document: every path parameter declared, every $ref and security scheme resolved', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info?.title).toBeTruthy();
    expect(doc.info?.version).toBeTruthy();
    const problems: string[] = [];
    const ids = new Set<string>();
    let pathParameters = 0;
    for (const { route, path, operation } of operations) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      pathParameters += inPath.length;
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      for (const name of inPath) {
        const parameter = declared.find((candidate) => candidate.name === name);
        if (!parameter?.required || !parameter.schema) {
          problems.push(`${route}: path parameter {${name}} not declared as required with a schema`);
        }
      }
      for (const parameter of declared.filter((candidate) => !inPath.includes(candidate.name))) {
        problems.push(`${route}: path parameter ${parameter.name} is not in the path`);
      }
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (!/^(?:[1-5]\d\d|default)$/.test(status) || !answer.description) {
          problems.push(`${route}: response ${status} is not a status with a description`);
        }
      }
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) {
          if (!doc.components?.securitySchemes?.[scheme]) {
            problems.push(`${route}: security scheme ${scheme} is not defined`);
          }
        }
      }
      if (operation.operationId !== undefined) {
        if (ids.has(operation.operationId)) {
          problems.push(`${route}: operationId ${operation.operationId} used twice`);
        }
        ids.add(operation.operationId);
      }
    }
    const text = JSON.stringify(doc);
    for (const [, ref = ''] of text.matchAll(/"\$ref":"([^"]*)"/g)) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>(
          (node, key) =>
            node && typeof node === 'object'
              ? (node as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')]
              : undefined,
          doc,
        );
      if (!ref.startsWith('#/') || target === undefined) {
        problems.push(`$ref ${ref} does not resolve`);
      }
    }
    expect(problems).toEqual([]);
    expect(pathParameters).toBeGreaterThan(50);
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
